// The public face of the service reminders (docs/decisions/057): what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { serviceReminderOnDelivery } from './reactions';
export { REMINDER_JOB, sendServiceReminders, serviceRemindersJob } from './send-service';

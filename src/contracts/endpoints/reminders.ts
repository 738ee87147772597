import { defineEndpoint } from './define';
import { ReminderIdSchema, ReminderPreferencesSchema, ReminderUpdateSchema, ServiceReminderSchema } from '../reminders';

// Service reminders (docs/decisions/057): the owner reads the car's reminder by a booking of the car,
// moves its date (spec §7 service-reminders) and turns reminders or WhatsApp on and off. Another
// customer's reminder answers 404, as an unknown one.

export const serviceReminder = defineEndpoint({
  access: 'owner',
  method: 'GET',
  upstream: '/v1/garage/service-reminders/{id}',
  summary:
    "The service reminder of the car of a booking (spec §3 fields): last and next service, centre, who set the date, on or off, WhatsApp opt-in; 404 REMINDER_NOT_FOUND before the car's first delivered service",
  params: ReminderIdSchema,
  answer: ServiceReminderSchema,
  cache: 0,
});

export const updateServiceReminder = defineEndpoint({
  access: 'owner',
  method: 'PUT',
  upstream: '/v1/garage/service-reminders',
  summary:
    "Spec §7 service-reminders: moves the car's next service date (its owner only, staff 403); 400 REMINDER_DATE_NOT_ALLOWED for a day in the past or more than 18 months ahead",
  body: ReminderUpdateSchema,
  answer: ServiceReminderSchema,
  cache: 0,
});

export const serviceReminderPreferences = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/garage/service-reminders/{id}/preferences',
  summary:
    "Turns the car's service reminders off or on, and gives or withdraws the customer's WhatsApp opt-in (recorded with its time and source); its owner only",
  params: ReminderIdSchema,
  body: ReminderPreferencesSchema,
  answer: ServiceReminderSchema,
  cache: 0,
});

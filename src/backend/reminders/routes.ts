import { reminders } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { getServiceReminder, moveServiceReminder, setReminderPreferences } from './reminder-service';

export function reminderRoutes(app: BackendApp, deps: BackendDeps) {
  serve(app, reminders.serviceReminder, (input, { actor }) => getServiceReminder(deps, actor, input.id));
  serve(app, reminders.updateServiceReminder, (input, { actor }) => moveServiceReminder(deps, actor, input));
  serve(app, reminders.serviceReminderPreferences, (input, { actor }) => setReminderPreferences(deps, actor, input.id, input));
}

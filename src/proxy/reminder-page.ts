// What the service reminder's pages read before they render (docs/decisions/057): the booking named in
// the address (a visitor is sent to sign in and back, someone else's shows as missing) and its car's
// reminder, or none yet (the car has no delivered service).
import { reminders } from '@/contracts/endpoints';
import type { AppointmentView } from '@/contracts/appointments';
import type { ServiceReminder } from '@/contracts/reminders';
import { AppError } from '@/contracts/errors';
import { actorOf } from './actor';
import { loadBookingPage } from './booking-page';
import { fetchData } from './call-endpoint';

export type ReminderPage =
  | { kind: 'sign-in'; href: string }
  | { kind: 'missing' }
  | { kind: 'no-reminder'; appointment: AppointmentView }
  | { kind: 'ready'; appointment: AppointmentView; reminder: ServiceReminder };

export async function loadReminderPage(url: URL, locals: App.Locals): Promise<ReminderPage> {
  const page = await loadBookingPage(url, locals);
  if (page.kind !== 'ready') return page;
  try {
    const reminder = await fetchData(reminders.serviceReminder, { id: page.appointment.appointment_id }, { actor: actorOf(locals) });
    return { kind: 'ready', appointment: page.appointment, reminder };
  } catch (error) {
    if (error instanceof AppError && error.code === 'REMINDER_NOT_FOUND') return { kind: 'no-reminder', appointment: page.appointment };
    throw error;
  }
}

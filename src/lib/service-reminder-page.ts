// The service reminder's pages (docs/decisions/057): their addresses, and what they show of a reminder.
import { withBase } from './paths';
import { DATE_LONG, formatDate } from './dates';
import { SetBy, type ReminderOperator } from '@/contracts/vocabulary';

/** The reminder of the car of a booking: /service-reminder?appointmentId=… */
export const serviceReminderHref = (appointmentId: string) => `${withBase('/service-reminder')}?${new URLSearchParams({ appointmentId })}`;

/** After the date was moved: /service-reminder/updated?appointmentId=… */
export const reminderUpdatedHref = (appointmentId: string) =>
  `${withBase('/service-reminder/updated')}?${new URLSearchParams({ appointmentId })}`;

/** A reminder's day as the pages and messages write it: '10th Jan 2027'. */
export const reminderDay = (day: string) => formatDate(day, DATE_LONG);

/** What the reminder's pages show of it, in rows of label and value. */
export function reminderFacts(
  r: { next_service_date: string; last_service_date: string; operation_by: ReminderOperator },
  car: { name: string; detail: string },
  garage: { name: string; address: string },
  service: string,
): { label: string; value: string; sub?: string }[] {
  return [
    { label: 'Car', value: car.name, ...(car.detail ? { sub: car.detail } : {}) },
    {
      label: 'Next service',
      value: reminderDay(r.next_service_date),
      sub: r.operation_by === SetBy.CUSTOMER ? 'The date you chose' : 'Worked out from your last service and the maker’s interval',
    },
    { label: 'Last service', value: reminderDay(r.last_service_date) },
    { label: 'Service centre', value: garage.name, sub: garage.address },
    { label: 'Service', value: service },
  ];
}

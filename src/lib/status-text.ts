// How each appointment status reads to a customer (My bookings, the booking screens). No
// dependencies, so islands can show it without a date library.
import type { AppointmentStatus } from '@/contracts/vocabulary';

/** What a customer reads for each appointment state. */
export const STATUS_TEXT: Readonly<Record<AppointmentStatus, string>> = {
  CREATED: 'Started',
  PICKUP_ADDRESS_ADDED: 'Address added',
  PAYMENT_CREATED: 'Awaiting payment',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_IN_PROGRESS: 'Payment in progress',
  PAYMENT_CONFIRMED: 'Paid, slot to be chosen',
  SCHEDULED: 'Confirmed',
  RESCHEDULED: 'Rescheduled',
  COMPLETED: 'Delivered',
  CANCELLED: 'Cancelled',
};

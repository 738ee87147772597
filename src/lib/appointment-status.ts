// The appointment's status machine (spec §4's statuses; the order and triggers are this product's,
// documented in src/backend/appointments/README.md). Every change of status goes through `move`,
// which refuses a transition the table does not list.
import { Appointment, type AppointmentStatus } from '@/contracts/vocabulary';

const {
  CREATED,
  PICKUP_ADDRESS_ADDED,
  PAYMENT_CREATED,
  PAYMENT_FAILED,
  PAYMENT_IN_PROGRESS,
  PAYMENT_CONFIRMED,
  SCHEDULED,
  RESCHEDULED,
  COMPLETED,
  CANCELLED,
} = Appointment;

/** Every allowed transition: from a status to the statuses it may become (itself included where a step can repeat). */
export const TRANSITIONS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  [CREATED]: [PICKUP_ADDRESS_ADDED, PAYMENT_CREATED, CANCELLED],
  [PICKUP_ADDRESS_ADDED]: [PICKUP_ADDRESS_ADDED, PAYMENT_CREATED, CANCELLED],
  [PAYMENT_CREATED]: [PAYMENT_CREATED, PAYMENT_IN_PROGRESS, PAYMENT_FAILED, PAYMENT_CONFIRMED, SCHEDULED, CANCELLED],
  [PAYMENT_IN_PROGRESS]: [PAYMENT_IN_PROGRESS, PAYMENT_FAILED, PAYMENT_CONFIRMED, SCHEDULED],
  [PAYMENT_FAILED]: [PAYMENT_CREATED, PAYMENT_IN_PROGRESS, PAYMENT_FAILED, PAYMENT_CONFIRMED, SCHEDULED, CANCELLED],
  [PAYMENT_CONFIRMED]: [SCHEDULED, CANCELLED],
  [SCHEDULED]: [RESCHEDULED, COMPLETED, CANCELLED],
  [RESCHEDULED]: [RESCHEDULED, COMPLETED, CANCELLED],
  [COMPLETED]: [],
  [CANCELLED]: [],
};

export function canMove(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses before the fee is paid, in which the booking's details may still change. */
export const BEFORE_PAYMENT: readonly AppointmentStatus[] = [CREATED, PICKUP_ADDRESS_ADDED, PAYMENT_CREATED, PAYMENT_FAILED];
/** Statuses with the fee paid and a slot booked. */
export const BOOKED: readonly AppointmentStatus[] = [SCHEDULED, RESCHEDULED];
/** Over: cancelled, or the car delivered. The car may be booked again; nothing else changes it. */
export const ENDED: readonly AppointmentStatus[] = [COMPLETED, CANCELLED];
/** A payment's gateway is still deciding: nothing but the gateway's answer may change it. */
export const PAYING: readonly AppointmentStatus[] = [PAYMENT_IN_PROGRESS];

/** Where the status machine goes for each thing that happens to an appointment. */
export const NEXT = {
  /** A pick-up address is added (or changed) before paying. */
  addressAdded: (from: AppointmentStatus): AppointmentStatus => (from === CREATED ? PICKUP_ADDRESS_ADDED : from),
  /** A payment attempt is made (or made again, for another amount). */
  paymentStarted: (): AppointmentStatus => PAYMENT_CREATED,
  /** The gateway reports an attempt that is not final (a bank that has not answered). */
  paymentPending: (): AppointmentStatus => PAYMENT_IN_PROGRESS,
  paymentFailed: (): AppointmentStatus => PAYMENT_FAILED,
  /** The fee is captured: booked at once when the held slot is still held, otherwise paid with a slot to choose. */
  paymentCaptured: (holdValid: boolean): AppointmentStatus => (holdValid ? SCHEDULED : PAYMENT_CONFIRMED),
  /** A slot is chosen after paying (the resume card's 'Select slot'). */
  paidSlotBooked: (): AppointmentStatus => SCHEDULED,
  rescheduled: (): AppointmentStatus => RESCHEDULED,
  /** The garage delivers the car (the workshop's CAR_DELIVERED). */
  delivered: (): AppointmentStatus => COMPLETED,
  cancelled: (): AppointmentStatus => CANCELLED,
} as const;

export type StatusEvent = keyof typeof NEXT;

/** What a customer is told when a change is refused, by the status the appointment is in. */
const WHY_NOT: Readonly<Record<AppointmentStatus, string>> = {
  [CREATED]: 'This booking has not been paid for yet',
  [PICKUP_ADDRESS_ADDED]: 'This booking has not been paid for yet',
  [PAYMENT_CREATED]: 'This booking is waiting for its payment',
  [PAYMENT_IN_PROGRESS]: "This booking's payment is still being processed by our payment partner",
  [PAYMENT_FAILED]: "This booking's payment did not go through",
  [PAYMENT_CONFIRMED]: 'This booking is paid and waiting for a slot',
  [SCHEDULED]: 'This booking is already confirmed',
  [RESCHEDULED]: 'This booking is already confirmed',
  [COMPLETED]: 'This service is complete and your car delivered',
  [CANCELLED]: 'This booking has been cancelled',
};

/** The sentence for a refused change: "This booking has been cancelled, so it can't be rescheduled." */
export function refusal(from: AppointmentStatus, action: string): string {
  return `${WHY_NOT[from]}, so it can't be ${action}.`;
}

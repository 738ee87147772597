// What the confirmation screens say after paying, by the appointment's status: a payment still being
// confirmed (polled), booked, paid with the held slot lost, or failed. Pure and dependency-free, so
// the polling island can use it.
import { Appointment, Slot, type AppointmentStatus, type SlotType } from '@/contracts/vocabulary';

/** How often the confirmation page asks how a payment stands, and for how long before it says what to do. */
export const CONFIRM_POLL_INTERVAL_MS = 2000;
export const CONFIRM_POLL_LIMIT_MS = 60_000;

export type ConfirmationKind = 'confirming' | 'booked' | 'slot-lost' | 'failed' | 'elsewhere';

/**
 * Which confirmation an appointment gets: 'confirming' while the gateway decides, 'booked' with a
 * slot, 'slot-lost' when paid after the hold ran out, 'failed'; 'elsewhere' when it is not at this
 * step (not paid yet, or cancelled) and belongs on another screen.
 */
export function confirmationKind(status: AppointmentStatus): ConfirmationKind {
  switch (status) {
    case Appointment.PAYMENT_IN_PROGRESS:
      return 'confirming';
    case Appointment.SCHEDULED:
    case Appointment.RESCHEDULED:
      return 'booked';
    case Appointment.PAYMENT_CONFIRMED:
      return 'slot-lost';
    case Appointment.PAYMENT_FAILED:
      return 'failed';
    default:
      return 'elsewhere';
  }
}

/** What the polling island does after an answer: keep waiting, stop and say what to do, or show the outcome. */
export type PollStep = 'wait' | 'give-up' | 'show' | 'failed';

export function pollStep(status: AppointmentStatus, elapsedMs: number): PollStep {
  const kind = confirmationKind(status);
  if (kind === 'confirming') return elapsedMs >= CONFIRM_POLL_LIMIT_MS ? 'give-up' : 'wait';
  return kind === 'failed' ? 'failed' : 'show';
}

export interface ConfirmationCopy {
  heading: string;
  body: string;
}

/** The heading and sentence of each confirmation, and of the wait that ran out ('slow'). */
export const CONFIRMATION_COPY: Readonly<Record<Exclude<ConfirmationKind, 'elsewhere' | 'failed'> | 'slow', ConfirmationCopy>> = {
  confirming: {
    heading: 'Confirming your payment…',
    body: 'Our payment partner is confirming your payment. This usually takes a few seconds: please keep this page open.',
  },
  slow: {
    heading: 'Your payment is taking longer than usual',
    body: "Your bank has not answered yet. Please don't pay again: if the money has left your account, your booking is confirmed as soon as the bank answers and we send you an SMS. If the payment does not go through, any amount taken is refunded automatically.",
  },
  booked: {
    heading: 'Your service is booked',
    body: 'We have sent the booking details to your phone by SMS.',
  },
  'slot-lost': {
    heading: 'Payment received: choose your slot again',
    body: 'Your slot was held for 15 minutes while you paid, and the payment came through after that, so the slot was released. Choose a slot again: you will not pay again.',
  },
};

/** The failed payment's message on the details-and-pay screen. */
export const PAYMENT_FAILED_COPY: ConfirmationCopy = {
  heading: 'Your payment did not go through',
  body: 'No booking fee was taken. If money left your account, it is refunded automatically. Your details are kept: try again to pay for the same booking.',
};

/** What happens after booking, for each way of handing the car over. */
export function nextSteps(type: SlotType): string[] {
  const handover = {
    [Slot.PICK_AND_DROP]:
      'Our driver calls you before the pick-up, collects the car from your address in your slot and brings it back after the service.',
    [Slot.SELF_DROP]: 'Drop the car at the service centre during your slot; we call you when it is ready to collect.',
    [Slot.SLOT_BOOKING]:
      'Bring the car to the service centre at the start of your slot: a bay is kept for you and the work is done while you wait.',
  }[type];
  return [
    handover,
    'The service advisor checks the car and asks you to approve any extra work and its price before it is done.',
    'The booking fee is deducted from your final bill at the service centre.',
  ];
}

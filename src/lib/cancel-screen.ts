// The cancel screen (appointment-cancelled): which state it shows, what a refusal says, and what
// cancelling now would refund by the refund rule. Pure and without a date library (the island
// recomputes the refund as the clock moves towards the two-hour line).
import { Appointment, type AppointmentStatus } from '@/contracts/vocabulary';
import { refusal } from './appointment-status';
import type { CancelRefusal } from './cancel-rule';
import { timeOnDay } from './day-words';
import { dayHeading, istDay, slotLabel } from './ist-calendar';
import { formatInr } from './money';
import { FULL_REFUND_BEFORE_MINUTES, refundOnCancel, type RefundCase } from './refund-rule';

export interface CancelFacts {
  status: AppointmentStatus;
  /** The server's verdict: whether the customer may cancel online now, and why not. */
  cancel: boolean;
  refusal: CancelRefusal | null;
  garageName: string;
}

export type CancelScreen = { kind: 'cancelled' } | { kind: 'confirm' } | { kind: 'refused'; why: string; call: string };

/** What the screen shows: the cancelled state, the confirmation step, or why cancelling online is refused. */
export function cancelScreen(a: CancelFacts): CancelScreen {
  if (a.status === Appointment.CANCELLED) return { kind: 'cancelled' };
  if (a.cancel) return { kind: 'confirm' };
  const call = `Call ${a.garageName} to cancel:`;
  if (a.refusal === 'pickup-started')
    return {
      kind: 'refused',
      why: "Our driver is already on the way to pick up your car, so this booking can't be cancelled online.",
      call,
    };
  if (a.refusal === 'checked-in')
    return { kind: 'refused', why: `Your car is checked in at ${a.garageName}, so this booking can't be cancelled online.`, call };
  return { kind: 'refused', why: refusal(a.status, 'cancelled'), call: `Try again in a few minutes, or call ${a.garageName}:` };
}

/** The cancel screen's words: a booking never paid for is discarded, not cancelled, and has no fee to speak of. */
export interface CancelWords {
  confirmHeading: string;
  doneHeading: string;
  /** The heading over what happens to the fee. */
  feeHeading: string;
  reasonLabel: string;
  confirm: string;
  busy: string;
  keep: string;
}

/** The words for a booking never paid for (`neverPaid`), or for a paid one. */
export function cancelWords(neverPaid: boolean): CancelWords {
  return neverPaid
    ? {
        confirmHeading: 'Discard this booking?',
        doneHeading: 'Booking discarded',
        feeHeading: 'Not booked yet',
        reasonLabel: 'Why are you discarding it?',
        confirm: 'Yes, discard it',
        busy: 'Discarding…',
        keep: 'Keep it and finish booking',
      }
    : {
        confirmHeading: 'Cancel this booking?',
        doneHeading: 'Your booking is cancelled',
        feeHeading: 'Your refund',
        reasonLabel: 'Why are you cancelling?',
        confirm: 'Yes, cancel booking',
        busy: 'Cancelling…',
        keep: 'Keep my booking',
      };
}

export interface RefundPreview {
  /** What cancelling now gives back (paise). */
  refundPaise: number;
  text: string;
}

/** What cancelling now would refund, in words (the rule: src/lib/refund-rule.ts). */
export function refundPreview(c: RefundCase): RefundPreview {
  const refundPaise = refundOnCancel(c);
  const fee = formatInr(c.paidPaise);
  if (c.paidPaise <= 0) return { refundPaise, text: 'You have not paid for this booking, so there is nothing to refund.' };
  if (c.slotStartsAt === null) return { refundPaise, text: `Your booking fee of ${fee} will be refunded in full.` };
  if (refundPaise > 0) {
    const lastMoment = new Date(c.slotStartsAt.getTime() - FULL_REFUND_BEFORE_MINUTES * 60_000);
    return {
      refundPaise,
      text: `Your booking fee of ${fee} will be refunded in full. Cancelling after ${timeOnDay(lastMoment, c.now)} (2 hours before your slot) gets no refund.`,
    };
  }
  if (c.slotStartsAt.getTime() <= c.now.getTime())
    return { refundPaise, text: `Your slot has already started, so the booking fee of ${fee} is not refunded.` };
  return { refundPaise, text: `Your slot starts in less than 2 hours, so the booking fee of ${fee} is not refunded.` };
}

/** A booked slot as the screens name it: 'Tomorrow, 10:00 AM - 12:00 PM', 'Thu 27th Nov, 2:00 PM - 4:00 PM'. */
export function slotWhen(slot: { start_time: string; end_time: string }, now: Date): string {
  return `${dayHeading(istDay(new Date(slot.start_time)), istDay(now))}, ${slotLabel(slot.start_time, slot.end_time)}`;
}

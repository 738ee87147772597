// "My bookings": which appointments are not booked yet (started, never paid), which are still ahead,
// how each state reads to a customer, and where each one links (its page, its receipt, booking it
// again, discarding an unpaid one).
import type { AppointmentStatus, BookingStatus, SlotType } from '@/contracts/vocabulary';
import { BEFORE_PAYMENT, BOOKED, ENDED } from './appointment-status';
import { continueHref } from './booking-steps';
import { formatDate } from './dates';
import { flowPath, withBase } from './paths';
import { repeatBookingHref } from './repeat-booking';

export interface BookingLike {
  status: AppointmentStatus;
  appointmentDate: string | null;
}

/** Started and never paid for: no slot is kept for it, so it is not a booking yet (whatever day a lapsed hold left on it). */
export const isDraft = (booking: Pick<BookingLike, 'status'>): boolean => BEFORE_PAYMENT.includes(booking.status);

/**
 * Drafts: started and not paid for (`isDraft`). Upcoming: the rest not over (cancelled or delivered),
 * either not yet given a day or booked for today (IST) or later. Past: the rest. `today` is the IST
 * calendar day as yyyy-mm-dd. Order within each is kept.
 */
export function splitBookings<T extends BookingLike>(bookings: readonly T[], today: string): { drafts: T[]; upcoming: T[]; past: T[] } {
  const drafts: T[] = [];
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const booking of bookings) {
    const ahead = !ENDED.includes(booking.status) && (booking.appointmentDate === null || booking.appointmentDate >= today);
    (isDraft(booking) ? drafts : ahead ? upcoming : past).push(booking);
  }
  return { drafts, upcoming, past };
}

export { STATUS_TEXT } from './status-text';

/** Today's calendar day in IST as yyyy-mm-dd. */
export const istToday = (now: Date) => formatDate(now, 'yyyy-MM-dd');

/** What "My bookings" needs of an appointment to link it. */
export interface LinkedBooking extends BookingLike {
  id: string;
  garageId: string;
  fulfillmentType: SlotType;
  pincode: string;
  bookingStatus: BookingStatus | null;
  /** The work order once the car is checked in. */
  orderId?: string | null;
  /** The fee is paid: its receipt exists. */
  receipt: boolean;
}

export interface BookingLinks {
  /** The booking's own page, where it continues from its status. */
  open: string;
  /** The fee's receipt, once paid. */
  receipt: string | null;
  /** Book again, for a cancelled booking or a visit that is over. */
  bookAgain: string | null;
  /** Discard a draft: the cancel screen, which asks first (an unpaid appointment may always be cancelled). */
  discard: string | null;
}

/** The fee receipt's page of an appointment. */
export const receiptHref = (id: string) => withBase(`/bookings/${encodeURIComponent(id)}/receipt`);

/**
 * A booking's links. It is over (so it can be booked again) when cancelled or delivered, or when its
 * confirmed slot was on a day before `today` (IST, yyyy-mm-dd).
 */
export function bookingLinks(b: LinkedBooking, today: string): BookingLinks {
  const over = ENDED.includes(b.status) || (BOOKED.includes(b.status) && b.appointmentDate !== null && b.appointmentDate < today);
  return {
    open: continueHref({
      appointmentId: b.id,
      garageId: b.garageId,
      status: b.status,
      fulfillmentType: b.fulfillmentType,
      pincode: b.pincode,
      bookingStatus: b.bookingStatus,
      orderId: b.orderId,
    }),
    receipt: b.receipt ? receiptHref(b.id) : null,
    bookAgain: over ? repeatBookingHref(b.id) : null,
    discard: isDraft(b)
      ? `${flowPath('appointment-cancelled')}?${new URLSearchParams({ appointmentId: b.id, garageId: b.garageId })}`
      : null,
  };
}

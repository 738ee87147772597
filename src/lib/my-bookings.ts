// "My bookings": which appointments are still ahead, and how each state reads to a customer.
import { Appointment, type AppointmentStatus } from '@/contracts/vocabulary';
import { formatDate } from './dates';

export interface BookingLike { status: AppointmentStatus; appointmentDate: string | null }

const CLOSED: ReadonlySet<AppointmentStatus> = new Set<AppointmentStatus>([Appointment.CANCELLED]);

/**
 * Upcoming: not cancelled, and either not yet given a day or booked for today (IST) or later.
 * Past: the rest. `today` is the IST calendar day as yyyy-mm-dd. Order within each is kept.
 */
export function splitBookings<T extends BookingLike>(bookings: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const booking of bookings) {
    const ahead = !CLOSED.has(booking.status) && (booking.appointmentDate === null || booking.appointmentDate >= today);
    (ahead ? upcoming : past).push(booking);
  }
  return { upcoming, past };
}

export { STATUS_TEXT } from './status-text';

/** Today's calendar day in IST as yyyy-mm-dd. */
export const istToday = (now: Date) => formatDate(now, 'yyyy-MM-dd');

// The booked slot as a calendar event (docs/decisions/047): what the customer's calendar says about
// it, for the "Add to calendar" file. Pure; the route loads the booking and serves the text.
import { Slot, type AppointmentStatus, type SlotType } from '@/contracts/vocabulary';
import { BOOKED } from './appointment-status';
import { bookingReference } from './booking-rules';
import { calendarFile, type CalendarEvent } from './icalendar';
import { HANDOVER_NAMES } from './paid-booking';
import { flowPath, siteUrl, withBase } from './paths';
import { formatRegistration } from './value-formats';
import { vehicleName } from './vehicle-names';

/** Who made the file, as RFC 5545's PRODID names it. */
export const CALENDAR_PRODUCT_ID = '-//Service Centre//Car service booking//EN';

export interface CalendarBooking {
  appointment_id: string;
  garage_id: string;
  status: AppointmentStatus;
  garage: { name: string; address: string; phone: string };
  vehicle_details: { make: string; model: string; variant_name: string | null; registration_number: string | null };
  booking_details: { appointment_fulfillment_type: SlotType; slot_details: { start_time: string; end_time: string } | null };
}

/** What the event is called, by how the car is handed over. */
const SUMMARY: Readonly<Record<SlotType, (centre: string) => string>> = {
  [Slot.PICK_AND_DROP]: (centre) => `Car pick-up for service, ${centre}`,
  [Slot.SELF_DROP]: (centre) => `Drop the car for service at ${centre}`,
  [Slot.SLOT_BOOKING]: (centre) => `Car service at ${centre}`,
};

/** Where the booking's calendar file is served (src/pages/bookings/[id]/calendar.ics.ts). */
export const calendarFileHref = (appointmentId: string) => withBase(`/bookings/${appointmentId}/calendar.ics`);

/**
 * Whether a booking's page offers its calendar file: to its customer, while it is booked, the car not
 * yet with the garage and the slot's end still ahead (a past or worked-on visit has nothing to remind of).
 */
export function offersCalendarFile(
  a: { status: AppointmentStatus; order_id: string | null },
  slot: { end_time: string } | null,
  isCustomer: boolean,
  now: Date,
): boolean {
  return isCustomer && slot !== null && a.order_id === null && BOOKED.includes(a.status) && Date.parse(slot.end_time) > now.getTime();
}

/** The booking's page, as a link to open from the calendar. */
export function bookingPageUrl(origin: string, a: Pick<CalendarBooking, 'appointment_id' | 'garage_id'>): string {
  return siteUrl(
    origin,
    `${flowPath('appointment-confirmation')}?${new URLSearchParams({ appointmentId: a.appointment_id, garageId: a.garage_id })}`,
  );
}

/** The event of a booked slot, or null for a booking with no slot booked (not paid yet, cancelled). */
export function bookingEvent(a: CalendarBooking, origin: string, now: Date): CalendarEvent | null {
  const slot = a.booking_details.slot_details;
  if (!slot || !BOOKED.includes(a.status)) return null;
  const type = a.booking_details.appointment_fulfillment_type;
  const v = a.vehicle_details;
  const car = [vehicleName(v), v.registration_number ? formatRegistration(v.registration_number) : null].filter(Boolean).join(', ');
  const page = bookingPageUrl(origin, a);
  return {
    uid: `${a.appointment_id}@${new URL(origin).host}`,
    stamp: now,
    start: new Date(slot.start_time),
    end: new Date(slot.end_time),
    summary: SUMMARY[type](a.garage.name),
    location: a.garage.address,
    description: [
      `Booking reference ${bookingReference(a.appointment_id)}`,
      `${HANDOVER_NAMES[type]}: ${car}`,
      // A centre's landline as the centre gives it (decision 043).
      `${a.garage.name}: ${a.garage.phone}`,
      `Your booking: ${page}`,
    ].join('\n'),
    url: page,
  };
}

/** The booking's .ics text, or null when it has no slot booked. */
export function bookingCalendar(a: CalendarBooking, origin: string, now: Date): string | null {
  const event = bookingEvent(a, origin, now);
  return event ? calendarFile(event, CALENDAR_PRODUCT_ID) : null;
}

// Where a customer continues an appointment, by its status and handover type, and where the
// stepper's done booking steps lead back to. Pure.
import { Appointment, Booking, Slot, type AppointmentStatus, type BookingStatus, type SlotType } from '@/contracts/vocabulary';
import type { AppointmentView } from '@/contracts/appointments';
import { BEFORE_PAYMENT } from './appointment-status';
import { flowPath, withBase } from './paths';
import type { JourneyStep } from './stepper';

export interface ContinuableAppointment {
  appointmentId: string;
  garageId: string;
  status: AppointmentStatus;
  fulfillmentType: SlotType;
  /** The pick-up pincode (pick-and-drop) or the appointment's. */
  pincode: string;
  bookingStatus: BookingStatus | null;
  /** The work order, once the car is checked in. */
  orderId?: string | null;
}

/** What the booking screens need to send an appointment on (booking-steps' continueHref). */
export function continuableOf(
  a: Pick<AppointmentView, 'appointment_id' | 'garage_id' | 'status' | 'pincode' | 'booking_details' | 'pickup_details' | 'order_id'>,
): ContinuableAppointment {
  return {
    appointmentId: a.appointment_id,
    garageId: a.garage_id,
    status: a.status,
    fulfillmentType: a.booking_details.appointment_fulfillment_type,
    pincode: a.pickup_details.address?.pincode ?? a.pincode,
    bookingStatus: a.booking_details.booking_status,
    orderId: a.order_id,
  };
}

/** The tracking screen of a checked-in car's work order. */
export const trackingHref = (orderId: string) => `${withBase('/tracking')}?${new URLSearchParams({ orderId })}`;

/** The slot screen's address: the garage's slots of the handover type; for pick-and-drop the pick-up pincode too (spec §5). */
export function slotSelectionHref(a: ContinuableAppointment, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ appointmentId: a.appointmentId, garageId: a.garageId, slot_type: a.fulfillmentType, ...extra });
  if (a.fulfillmentType === Slot.PICK_AND_DROP) params.set('pincode', a.pincode);
  return `${flowPath('slot-selection')}?${params}`;
}

const page = (route: string, a: ContinuableAppointment) =>
  `${flowPath(route)}?${new URLSearchParams({ appointmentId: a.appointmentId, garageId: a.garageId })}`;

/** Where the stepper's done booking steps link back: the pick-up address and the slot, chosen again freely until the fee is paid. */
export function bookingStepHrefs(a: ContinuableAppointment): Partial<Record<JourneyStep, string>> {
  if (!BEFORE_PAYMENT.includes(a.status)) return {};
  return { ...(a.fulfillmentType === Slot.PICK_AND_DROP ? { address: page('address-selection', a) } : {}), slot: slotSelectionHref(a) };
}

/** The screen that continues an appointment from where it stands. */
export function continueHref(a: ContinuableAppointment): string {
  switch (a.status) {
    case Appointment.CREATED:
      if (a.fulfillmentType === Slot.PICK_AND_DROP) return page('address-selection', a);
      // Self-drop and wait-at-the-centre hold their slot straight from CREATED (no address step).
      if (a.bookingStatus === Booking.HELD) return page('details-capture', a);
      if (a.fulfillmentType === Slot.SELF_DROP) return page('self-drop', a);
      return slotSelectionHref(a);
    case Appointment.PICKUP_ADDRESS_ADDED:
    case Appointment.PAYMENT_CREATED:
    case Appointment.PAYMENT_FAILED:
      return a.bookingStatus === Booking.HELD ? page('details-capture', a) : slotSelectionHref(a);
    case Appointment.PAYMENT_CONFIRMED:
      return slotSelectionHref(a);
    case Appointment.PAYMENT_IN_PROGRESS:
      return page('confirmation-page', a);
    case Appointment.CANCELLED:
      return page('appointment-cancelled', a);
    case Appointment.COMPLETED:
      // Delivered: its timeline, bill and survey (every delivered car has its order; My bookings otherwise).
      return a.orderId ? trackingHref(a.orderId) : withBase('/bookings');
    default:
      return page('appointment-confirmation', a);
  }
}

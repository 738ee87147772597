// The resume card on the service home: spec §4's table, one row per status and fulfilment type.
import { Appointment, Payment, Slot, type AppointmentStatus, type SlotType } from '@/contracts/vocabulary';
import type { AppointmentView } from '@/contracts/appointments';
import { flowPath } from './paths';
import { formatDate, WEEKDAY_DATE_TIME } from './dates';
import { telHref } from './phone';

export interface ResumableAppointment {
  appointmentId: string;
  status: AppointmentStatus;
  fulfillmentType: SlotType;
  /** The pick-up pincode (or the appointment's own) for pick-and-drop's 'Select slot'. */
  pincode: string;
  garageId: string;
  /** The booked slot's start (an instant), once booked. */
  slotStart: string | null;
  /** The open payment's link, if any. */
  payinUrl: string | null;
}

export interface ResumeCard {
  cta: string;
  text: string;
  href: string;
  /** 'tel' dials; 'payment' opens the gateway's page; 'page' is a page of the product. */
  kind: 'page' | 'payment' | 'tel';
}

const SELECT_SLOT_TEXT = "You're almost there! Select your service slot to complete your booking";

function slotSelection(a: ResumableAppointment): string {
  const params = new URLSearchParams({ appointmentId: a.appointmentId, garageId: a.garageId, slot_type: a.fulfillmentType });
  // Spec §4: for pick and drop the pincode is appended (the slots are the pick-up area's).
  if (a.fulfillmentType === Slot.PICK_AND_DROP) params.set('pincode', a.pincode);
  return `${flowPath('slot-selection')}?${params}`;
}

const page = (route: string, a: ResumableAppointment) =>
  `${flowPath(route)}?${new URLSearchParams({ appointmentId: a.appointmentId, garageId: a.garageId })}`;

/** A payment attempt's link still takes money while the attempt is open or its last try failed. */
const PAYABLE = new Set<string>([Payment.CREATED, Payment.IN_PROGRESS, Payment.FAILED]);

/** What the card needs of an appointment as the backend answers it. */
export function resumableOf(a: AppointmentView): ResumableAppointment {
  const payment = a.payment_details;
  return {
    appointmentId: a.appointment_id,
    status: a.status,
    fulfillmentType: a.booking_details.appointment_fulfillment_type,
    pincode: a.pickup_details.address?.pincode ?? a.pincode,
    garageId: a.garage_id,
    slotStart: a.booking_details.slot_details?.start_time ?? null,
    payinUrl: payment && PAYABLE.has(payment.status) ? payment.payin_url : null,
  };
}

/** The card for an appointment (spec §4), or null for the empty card. `advisorPhone` is the service advisor's number. */
export function resumeCard(a: ResumableAppointment, advisorPhone: string): ResumeCard | null {
  switch (a.status) {
    case Appointment.SCHEDULED:
    case Appointment.RESCHEDULED:
      return {
        cta: 'View booking',
        text: `Your booking is confirmed for ${formatDate(a.slotStart, WEEKDAY_DATE_TIME)}`,
        href: page('appointment-confirmation', a),
        kind: 'page',
      };
    case Appointment.CREATED:
      if (a.fulfillmentType === Slot.PICK_AND_DROP)
        return { cta: 'Resume booking', text: 'Complete Your booking today', href: page('address-selection', a), kind: 'page' };
      return { cta: 'Select slot', text: SELECT_SLOT_TEXT, href: slotSelection(a), kind: 'page' };
    case Appointment.PICKUP_ADDRESS_ADDED:
    case Appointment.PAYMENT_CONFIRMED:
      return { cta: 'Select slot', text: SELECT_SLOT_TEXT, href: slotSelection(a), kind: 'page' };
    case Appointment.PAYMENT_CREATED:
    case Appointment.PAYMENT_FAILED:
      return a.payinUrl
        ? { cta: 'Complete payment', text: 'Complete your payment to confirm your service appointment', href: a.payinUrl, kind: 'payment' }
        : null;
    case Appointment.PAYMENT_IN_PROGRESS:
      return { cta: 'Contact us', text: "There's a slight delay from our payment partner...", href: telHref(advisorPhone), kind: 'tel' };
    default:
      return null;
  }
}

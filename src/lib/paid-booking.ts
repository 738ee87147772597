// What the paying and confirmation screens list about a booking: the service, the car, the centre,
// the slot (spec §9 date formats, IST) and the handover; and what was paid. Pure.
import { Payment, Slot, type SlotType } from '@/contracts/vocabulary';
import { addressLine } from './address-form';
import { formatDate, TIME_ONLY, WEEKDAY_DATE_TIME } from './dates';
import { dayLabel, istDay, slotLabel } from './ist-calendar';
import { formatInr } from './money';
import { vehicleLine } from './vehicle-names';

export interface SummaryRow {
  label: string;
  value: string;
  detail?: string;
}

/** The ways of handing the car over, as the booking screens name them. */
export const HANDOVER_NAMES: Readonly<Record<SlotType, string>> = {
  [Slot.PICK_AND_DROP]: 'Pick-up and drop',
  [Slot.SELF_DROP]: 'Self-drop',
  [Slot.SLOT_BOOKING]: 'Wait at the centre',
};

/** A slot as the booking screens write it: 'Tue 25th Nov, 10:00 AM - 12:00 PM' (spec §9 'ccc do MMM, h:mm a', then 'h:mm a'). */
export function slotText(slot: { start_time: string; end_time: string } | null | undefined): string | null {
  if (!slot) return null;
  return `${formatDate(slot.start_time, WEEKDAY_DATE_TIME)} - ${formatDate(slot.end_time, TIME_ONLY)}`;
}

/** A slot in two parts, for the confirmation's headline: its day 'Tue 25th Nov' and its times '10:00 AM - 12:00 PM' (IST). */
export function slotParts(slot: { start_time: string; end_time: string }): { day: string; times: string } {
  return { day: dayLabel(istDay(new Date(slot.start_time))), times: slotLabel(slot.start_time, slot.end_time) };
}

export interface SummarisedBooking {
  service_type_id: string;
  estimate: { lines: { name: string }[] } | null;
  vehicle_details: { make: string; model: string; variant_name: string | null; fuel_type: string; registration_number: string | null };
  garage: { name: string; display_address: string };
  booking_details: { appointment_fulfillment_type: SlotType };
  pickup_details: {
    address: { house_number?: string | null; line: string; locality?: string | null; city: string; pincode: string } | null;
  };
}

/**
 * The rows of a booking: service (with what was chosen), car, centre, slot when there is one, and the
 * handover (with the pick-up address for pick-and-drop).
 */
export function bookingRows(
  a: SummarisedBooking,
  serviceName: string,
  slot: { start_time: string; end_time: string } | null,
): SummaryRow[] {
  const v = a.vehicle_details;
  const chosen = (a.estimate?.lines ?? []).map((line) => line.name).join(', ');
  const when = slotText(slot);
  const type = a.booking_details.appointment_fulfillment_type;
  const address = a.pickup_details.address;
  return [
    { label: 'Service', value: serviceName, ...(chosen ? { detail: chosen } : {}) },
    {
      label: 'Car',
      value: vehicleLine({
        make: v.make,
        model: v.model,
        fuel_type: v.fuel_type,
        ...(v.variant_name ? { variant_name: v.variant_name } : {}),
        ...(v.registration_number ? { registration_number: v.registration_number } : {}),
      }),
    },
    { label: 'Service centre', value: a.garage.name, detail: a.garage.display_address },
    ...(when ? [{ label: 'When', value: when }] : []),
    {
      label: 'Handover',
      value: HANDOVER_NAMES[type],
      ...(type === Slot.PICK_AND_DROP && address ? { detail: `Pick-up from ${addressLine(address)}` } : {}),
    },
  ];
}

export interface PaidFee {
  status: string;
  amount: number;
  fee_paise: number;
  discount_paise: number;
  coupon: { code: string; applied: boolean } | null;
  service_discount_paise: number;
}

/**
 * What was paid, as rows: the fee paid (with the coupon's discount on it), and a service coupon's
 * discount kept for the bill at the garage. Nothing until the payment is confirmed.
 */
export function paidRows(payment: PaidFee | null): SummaryRow[] {
  if (!payment || payment.status !== Payment.CONFIRMED) return [];
  const code = payment.coupon?.applied ? payment.coupon.code : null;
  const rows: SummaryRow[] = [
    {
      label: 'Booking fee paid',
      value: formatInr(payment.amount),
      ...(payment.discount_paise > 0
        ? { detail: `${formatInr(payment.fee_paise)} less ${formatInr(payment.discount_paise)} with ${code ?? 'a coupon'}` }
        : {}),
    },
  ];
  if (payment.service_discount_paise > 0) {
    rows.push({
      label: 'Off your service bill',
      value: formatInr(payment.service_discount_paise),
      detail: `With ${code ?? 'a coupon'}, taken off the final bill at the service centre`,
    });
  }
  return rows;
}

// A booking in rows of label and value, for the screens that act on it (cancel, book again).
import type { AppointmentView } from '@/contracts/appointments';
import { Payment, Slot, type SlotType } from '@/contracts/vocabulary';
import { slotWhen } from './cancel-screen';
import { formatInr } from './money';
import { repeatSummary } from './repeat-booking';

export interface Fact {
  label: string;
  value: string;
  sub?: string;
}

/** How each handover reads as a value. */
export const HANDOVER_LABELS: Readonly<Record<SlotType, string>> = {
  [Slot.PICK_AND_DROP]: 'Pick-up and drop',
  [Slot.SELF_DROP]: 'Self-drop',
  [Slot.SLOT_BOOKING]: 'Wait at the centre',
};

/** The slot (when booked), the centre, the car, the service, the handover and the fee paid. */
export function bookingFacts(a: AppointmentView, serviceTypeNames: Readonly<Record<string, string>>, now: Date): Fact[] {
  const s = repeatSummary(a, serviceTypeNames);
  const slot = a.booking_details.slot_details;
  const paid = a.payment_details?.status === Payment.CONFIRMED ? a.payment_details.amount : 0;
  const address = a.pickup_details.address;
  return [
    ...(slot ? [{ label: 'When', value: slotWhen(slot, now) }] : []),
    { label: 'Service centre', value: s.garage, sub: s.garageAddress },
    { label: 'Car', value: s.car, sub: s.carDetail },
    { label: 'Service', value: s.service },
    {
      label: 'Handover',
      value: HANDOVER_LABELS[a.booking_details.appointment_fulfillment_type],
      ...(a.booking_details.appointment_fulfillment_type === Slot.PICK_AND_DROP && address
        ? { sub: `From ${address.line}, ${address.pincode}` }
        : {}),
    },
    ...(paid > 0 ? [{ label: 'Booking fee paid', value: formatInr(paid) }] : []),
  ];
}

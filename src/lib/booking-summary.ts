// The booking summary's lines (src/components/BookingSummary.astro): the centre, the car, the
// service, the handover, the pick-up address and the slot, as a customer reads them. Pure.
import type { AppointmentView } from '@/contracts/appointments';
import { Slot, type SlotType } from '@/contracts/vocabulary';
import { addressLine } from './address-form';
import { formatInr } from './money';
import { slotWhen } from './slot-choice';
import { vehicleLine } from './vehicle-names';

/** How each handover type is named in the summary. */
export const HANDOVER_NAMES: Readonly<Record<SlotType, string>> = {
  PICK_AND_DROP: 'Pick-up and drop',
  SELF_DROP: 'Self-drop at the centre',
  SLOT_BOOKING: 'Wait at the centre',
};

export interface SummaryLine {
  label: string;
  value: string;
  detail?: string;
}

export type SummarySource = Pick<
  AppointmentView,
  'garage' | 'vehicle_details' | 'service_type_id' | 'estimate' | 'booking_details' | 'pickup_details'
>;

/** 'periodic_service' → 'Periodic service', when the service types' names could not be read. */
const readable = (id: string) => {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The estimate under the service: 'Basic plan · Estimate ₹2,799, paid at the centre'. */
export function serviceDetail(estimate: SummarySource['estimate']): string | undefined {
  if (!estimate) return undefined;
  const names = estimate.lines.map((l) => l.name).join(', ');
  const amount = `${estimate.label === 'Total' ? 'Estimate' : estimate.label} ${formatInr(estimate.total_paise)}, paid at the centre`;
  return names ? `${names} · ${amount}` : amount;
}

/**
 * The summary's lines. The pick-up address only for pick-and-drop ('Not added yet' before it is); the
 * slot when the booking has one and `withSlot` (the slot screen leaves it out: the slot is its subject).
 */
export function bookingSummaryLines(
  a: SummarySource,
  options: { serviceTypeNames: Record<string, string>; today: string; withSlot?: boolean },
): SummaryLine[] {
  const v = a.vehicle_details;
  const type = a.booking_details.appointment_fulfillment_type;
  const lines: SummaryLine[] = [
    { label: 'Service centre', value: a.garage.name, detail: a.garage.display_address || a.garage.address },
    {
      label: 'Car',
      value: vehicleLine({
        make: v.make,
        model: v.model,
        variant_name: v.variant_name ?? undefined,
        fuel_type: v.fuel_type,
        registration_number: v.registration_number ?? undefined,
      }),
    },
    {
      label: 'Service',
      value: options.serviceTypeNames[a.service_type_id] ?? readable(a.service_type_id),
      detail: serviceDetail(a.estimate),
    },
    { label: 'Handover', value: HANDOVER_NAMES[type] },
  ];
  if (type === Slot.PICK_AND_DROP) {
    const address = a.pickup_details.address;
    lines.push({ label: 'Pick-up address', value: address ? addressLine(address) : 'Not added yet' });
  }
  const slot = a.booking_details.slot_details;
  if (options.withSlot !== false && slot)
    lines.push({ label: 'Slot', value: slotWhen(slot.start_time, slot.end_time, options.today), detail: 'India Standard Time (IST)' });
  return lines.map((l) => (l.detail ? l : { label: l.label, value: l.value }));
}

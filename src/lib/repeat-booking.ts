// Booking again from an earlier appointment (/repeat-booking): what the screen shows of it, and the
// request (spec §7 POST /v1/appointment/repeat: garage_id, vehicle_registration_number, service_type,
// vehicle_details) with the handover chosen now.
import { formatRegistration } from './value-formats';
import type { AppointmentView } from '@/contracts/appointments';
import type { ApiInput } from '@/contracts/endpoints';
import { FUEL_LABELS, PLAN_NAMES, type SlotType } from '@/contracts/vocabulary';
import { withBase } from './paths';

export type RepeatRequest = ApiInput<'repeat-appointment'>;

/** The address of the repeat screen for an earlier appointment. */
export const repeatBookingHref = (appointmentId: string) => `${withBase('/repeat-booking')}?${new URLSearchParams({ appointmentId })}`;

/** The repeat call's body: the earlier appointment's garage, car and service, and the handover chosen now. */
export function repeatRequest(a: AppointmentView, handover: SlotType): RepeatRequest {
  const v = a.vehicle_details;
  const registration = v.registration_number ?? undefined;
  return {
    appointment_id: a.appointment_id,
    garage_id: a.garage_id,
    ...(registration ? { vehicle_registration_number: registration } : {}),
    service_type: a.service_type_id,
    booking_details: { appointment_fulfillment_type: handover },
    vehicle_details: {
      ...(registration ? { registration_number: registration } : {}),
      make: v.make,
      model: v.model,
      model_id: v.model_id,
      fuel_type: v.fuel_type,
      ...(v.color ? { color: v.color } : {}),
    },
  };
}

export interface RepeatSummary {
  car: string;
  carDetail: string;
  garage: string;
  garageAddress: string;
  service: string;
}

/** What is copied from the earlier appointment, in words. */
export function repeatSummary(a: AppointmentView, serviceTypeNames: Readonly<Record<string, string>>): RepeatSummary {
  const v = a.vehicle_details;
  // The earlier quote names what was chosen (a plan, repairs, a spa package or the inspection).
  const lines = a.estimate?.lines.map((l) => l.name) ?? [];
  const chosen = lines.length ? lines.join(', ') : a.selection.plan ? `${PLAN_NAMES[a.selection.plan]} plan` : null;
  const service = serviceTypeNames[a.service_type_id] ?? a.service_type_id;
  return {
    car: [v.make, v.model, v.variant_name].filter(Boolean).join(' '),
    carDetail: [FUEL_LABELS[v.fuel_type], v.registration_number && formatRegistration(v.registration_number)].filter(Boolean).join(' · '),
    garage: a.garage.name,
    garageAddress: a.garage.display_address || a.garage.address,
    service: chosen ? `${service}: ${chosen}` : service,
  };
}

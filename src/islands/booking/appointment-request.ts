// The create-appointment call's body (spec §7 POST appointment) from the journey as chosen.
import type { ApiInput } from '@/contracts/endpoints';
import { ServiceKind, type SlotType } from '@/contracts/vocabulary';
import type { ReadyJourney } from '@/islands/choices/ready-journey';
import { selectionQuery } from '@/islands/choices/selection';

export type CreateAppointmentBody = ApiInput<'appointment'>;

/** Spec §7: the campaign's utm_medium (kept in session storage) becomes the source; is_app from the webview. */
export function appointmentRequest(
  journey: ReadyJourney,
  handover: SlotType,
  context: { utmMedium?: string | null; isApp: boolean; reward?: { claimId: string; registrationNumber: string } | null },
): CreateAppointmentBody {
  const { vehicle, garage } = journey;
  // A scanned campaign's reward: only the claim's id; the car claimed is the car booked when the journey names none.
  const registration = vehicle.registration_number ?? context.reward?.registrationNumber;
  const chosen = selectionQuery(journey);
  return {
    garage_id: garage.garageId,
    ...(journey.pincode ? { pincode: journey.pincode } : {}),
    ...(context.utmMedium ? { source: context.utmMedium } : {}),
    is_app: context.isApp,
    service_type_id: journey.serviceType,
    selection: {
      ...(chosen.plan ? { plan: chosen.plan } : {}),
      ...(chosen.repairs ? { repairs: chosen.repairs } : {}),
      ...(chosen.spa ? { spa: chosen.spa } : {}),
      ...(journey.issue && journey.serviceType === ServiceKind.not_sure_about_issue ? { issue: journey.issue } : {}),
    },
    vehicle_details: {
      model_id: vehicle.model_id,
      fuel_type: vehicle.fuel_type,
      make: vehicle.make,
      model: vehicle.model,
      ...(vehicle.variant_id ? { variant_id: vehicle.variant_id } : {}),
      ...(vehicle.variant_name ? { variant_name: vehicle.variant_name } : {}),
      ...(registration ? { registration_number: registration } : {}),
      ...(vehicle.color ? { color: vehicle.color } : {}),
      car_age: vehicle.car_age,
    },
    ...(context.reward ? { reward_details: { claim_id: context.reward.claimId } } : {}),
    booking_details: { appointment_fulfillment_type: handover },
  };
}

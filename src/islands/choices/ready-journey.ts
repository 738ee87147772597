import type { ServiceTypeId } from '@/contracts/vocabulary';
import type { GarageSummary } from '@/lib/garage-mapping';
import { nextStepFor } from '@/lib/journey-steps';
import type { Journey, JourneyVehicle } from '@/stores/journey';

/** A journey with everything a price needs: the service type, the car and the service centre. */
export type ReadyJourney = Journey & { serviceType: ServiceTypeId; vehicle: JourneyVehicle; garage: GarageSummary };

export function isReady(journey: Journey): journey is ReadyJourney {
  return Boolean(journey.serviceType && journey.vehicle && journey.garage);
}

/** The page that supplies what the journey still lacks ('home', 'mmv' or 'location-vehicle-check'). */
export function missingStep(journey: Journey): string {
  return nextStepFor(journey);
}

/** The key a price look-up depends on: it changes when the garage, model or fuel does. */
export function pricingKey(journey: ReadyJourney): string {
  return `${journey.garage.garageId}|${journey.vehicle.model_id}|${journey.vehicle.fuel_type}`;
}

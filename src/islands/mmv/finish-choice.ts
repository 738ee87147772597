import type { BodyTypeId, VehicleChoice } from '@/lib/vehicle-payload';
import { nextStepFor } from '@/lib/journey-steps';
import { $journey, chooseVehicle } from '@/stores/journey';
import { saveMmvRecord } from '@/stores/local-records';
import { goToStep } from '@/islands/navigation';
import { track } from '@/islands/analytics';

/** Where the car came from, beyond the choice itself. */
export interface ChoiceContext {
  makeSlug: string;
  bodyType: BodyTypeId;
  registrationNumber?: string;
}

/** Goes on from the car step to the next page the journey needs. */
export function continueJourney(): void {
  goToStep(nextStepFor($journey.get()));
}

/**
 * Stores the chosen car in the journey and locally (spec §3 mmv record), then goes on. The payload's
 * rules (and the zod they check with) load only now, so the car page's first load stays small.
 */
export async function finishChoice(choice: VehicleChoice, context: ChoiceContext): Promise<void> {
  const { buildVehiclePayload, toMmvRecord } = await import('@/lib/vehicle-payload');
  const payload = buildVehiclePayload(choice, new Date());
  chooseVehicle({
    ...payload,
    make_slug: context.makeSlug,
    body_type: context.bodyType,
    ...(context.registrationNumber ? { registration_number: context.registrationNumber } : {}),
  });
  saveMmvRecord(toMmvRecord(payload));
  track('car_chosen', { model_id: payload.model_id, fuel_type: payload.fuel_type });
  continueJourney();
}

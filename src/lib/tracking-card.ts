// The status card at the top of the tracking screen (docs/decisions/047): the car, where it is and
// who looks after it, the stage in words, and the promised time with whether it holds. Pure; the
// page renders it. Plates, times and phones are written by their one formatter (decision 043).
import type { WorkshopStage } from '@/contracts/vocabulary';
import { telHref } from './phone';
import { promiseStatus, promiseWords, type PromiseWords } from './promise-status';
import { formatRegistration } from './value-formats';
import { vehicleName } from './vehicle-names';

export interface TrackingCardFacts {
  stage: WorkshopStage;
  promise: { stage: WorkshopStage; by: string } | null;
  /** The timeline's stages, oldest first: the first was entered at check-in, by the advisor who took the car in. */
  timeline: readonly { by: string | null }[];
  /** The booking, when it could be read: the car and the centre. */
  appointment: {
    vehicle_details: { make: string; model: string; variant_name: string | null; registration_number: string | null };
    garage: { name: string; phone: string };
  } | null;
}

export interface TrackingCard {
  car: { name: string; plate: string | null } | null;
  centre: { name: string; phone: string; tel: string } | null;
  /** The advisor who checked the car in, by name, or null when the name is not known. */
  advisor: string | null;
  /** The promised time and whether it holds; null while the car waits for its customer. */
  promise: PromiseWords | null;
}

/** What the status card shows, as of `now`. */
export function trackingCard(facts: TrackingCardFacts, now: Date): TrackingCard {
  const a = facts.appointment;
  const v = a?.vehicle_details;
  return {
    car: v ? { name: vehicleName(v), plate: v.registration_number ? formatRegistration(v.registration_number) : null } : null,
    // A centre's landline is shown as the centre gives it (decision 043).
    centre: a ? { name: a.garage.name, phone: a.garage.phone, tel: telHref(a.garage.phone) } : null,
    advisor: facts.timeline[0]?.by ?? null,
    promise: promiseWords(promiseStatus(facts.stage, facts.promise, now), now),
  };
}

import './storage-engine';
import { persistentAtom } from '@nanostores/persistent';
import type { BodyType, PlanCode, ServiceTypeId } from '@/contracts/vocabulary';
import type { GarageSummary } from '@/lib/garage-mapping';
import type { VehiclePayload } from '@/lib/vehicle-payload';
import { FLOW_TAGS } from '@/lib/journey-steps';

/** The car as chosen: the spec's vehicle payload plus what the screens need to show it. */
export type JourneyVehicle = VehiclePayload & { make_slug: string; body_type: BodyType; registration_number?: string };

export interface Journey {
  serviceType?: ServiceTypeId;
  flowTag?: string;
  vehicle?: JourneyVehicle;
  garage?: GarageSummary;
  pincode?: string;
  plan?: PlanCode;
  repairs: string[];
  spaPackage?: string;
  issue?: { symptoms: string[]; note: string };
}

const EMPTY: Journey = { repairs: [] };

/**
 * The booking journey so far, shared by every island and kept in session storage so that a
 * reload or the back button never loses a choice.
 */
export const $journey = persistentAtom<Journey>('sc:journey', EMPTY, {
  encode: JSON.stringify,
  decode(raw) {
    try {
      return { ...EMPTY, ...(JSON.parse(raw) as Journey) };
    } catch {
      return EMPTY;
    }
  },
});

function updateJourney(patch: Partial<Journey>): void {
  $journey.set({ ...$journey.get(), ...patch });
}

export function chooseServiceType(serviceType: ServiceTypeId): void {
  updateJourney({ serviceType, flowTag: FLOW_TAGS[serviceType] });
}

/** Stores a choice made on a service type's page, switching the journey to that service type in the same write. */
export function updateChoice(serviceType: ServiceTypeId, patch: Partial<Omit<Journey, 'serviceType' | 'flowTag'>>): void {
  $journey.set({ ...$journey.get(), serviceType, flowTag: FLOW_TAGS[serviceType], ...patch });
}

export function chooseGarage(garage: GarageSummary, pincode?: string): void {
  const current = $journey.get();
  const changed = current.garage?.garageId !== garage.garageId;
  // Prices belong to a garage: a new garage clears choices priced at the old one.
  updateJourney({
    garage,
    pincode: pincode ?? garage.pincode,
    ...(changed ? { plan: undefined, repairs: [], spaPackage: undefined } : {}),
  });
}

export function chooseVehicle(vehicle: JourneyVehicle): void {
  updateJourney({ vehicle, plan: undefined, repairs: [], spaPackage: undefined });
}

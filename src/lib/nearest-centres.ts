import { distanceKm, type Point } from './geo';

/** How many centres an unserved pincode is offered instead of a dead end. */
export const NEAREST_CENTRES_LIMIT = 3;

/** What the ranking needs of a service centre. */
export interface CentrePosition {
  id: string;
  latitude: number;
  longitude: number;
  /** How far (km, great-circle) the centre serves: farther places are not offered it. */
  serviceRadiusKm: number;
}

export interface RankedCentre<C extends CentrePosition> {
  centre: C;
  distanceKm: number;
  /** Whether the centre's pick-up and drop covers the pincode (the pincode is one of its served pincodes). */
  pickupReaches: boolean;
}

/**
 * Whether pick-up and drop reaches a pincode from a centre: only the centre whose served pincodes
 * hold it (a pincode has at most one, spec notes). Being within the centre's radius is not enough:
 * the radius says how far a visitor may drive to it, the served pincodes where its drivers go.
 */
export function pickupReaches(centreId: string, servingCentreId: string | undefined): boolean {
  return servingCentreId !== undefined && centreId === servingCentreId;
}

/**
 * The centres a place may use, nearest first: each only within its own radius, at most `limit`,
 * ties broken by id so the order never changes between answers.
 */
export function rankNearestCentres<C extends CentrePosition>(
  place: Point,
  centres: readonly C[],
  options: { servingCentreId?: string; limit?: number } = {},
): RankedCentre<C>[] {
  const limit = options.limit ?? NEAREST_CENTRES_LIMIT;
  return centres
    .map((centre) => ({ centre, distanceKm: distanceKm(place, { lat: centre.latitude, lng: centre.longitude }) }))
    .filter(({ centre, distanceKm: d }) => d <= centre.serviceRadiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.centre.id < b.centre.id ? -1 : a.centre.id > b.centre.id ? 1 : 0))
    .slice(0, Math.max(0, limit))
    .map(({ centre, distanceKm: d }) => ({ centre, distanceKm: d, pickupReaches: pickupReaches(centre.id, options.servingCentreId) }));
}

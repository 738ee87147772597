import type { Db } from '../platform/db/client';
import * as repo from './repository';
import { toGarageSource } from './garage-service';
import type { NearestCentres, PincodePlace } from '@/contracts/garage';
import type { Point } from '@/lib/geo';
import { rankNearestCentres } from '@/lib/nearest-centres';

/**
 * The nearest service centres to a pincode, for a pincode no centre serves yet (or any other):
 * located by the served pincode's own row when it is served, else by India Post's directory. A pincode neither
 * knows gets no centres: nothing honest can be said about what is near it.
 */
export async function listNearestCentres(db: Db, pincode: string): Promise<NearestCentres> {
  const [listed, served, garages] = await Promise.all([
    repo.findPincodePlace(db, pincode),
    repo.findServedPincode(db, pincode),
    repo.findActiveGarages(db),
  ]);
  let point: Point;
  let place: PincodePlace;
  if (listed) {
    // A served pincode's own position was placed by hand; the directory's is its offices' middle.
    point = served ? { lat: served.latitude, lng: served.longitude } : { lat: listed.latitude, lng: listed.longitude };
    place = { locality: listed.localities[0] ?? null, district: listed.district, state: listed.state };
  } else if (served) {
    point = { lat: served.latitude, lng: served.longitude };
    const state = garages.find((g) => g.id === served.garageId)?.state ?? '';
    place = { locality: served.locality, district: served.city, state };
  } else {
    return { pincode, place: null, centres: [] };
  }
  const ranked = rankNearestCentres(point, garages, { servingCentreId: served?.garageId });
  return {
    pincode,
    place,
    centres: ranked.map(({ centre, distanceKm, pickupReaches }) => ({
      ...toGarageSource(centre),
      distance_km: Math.round(distanceKm * 10) / 10,
      pickup_reaches: pickupReaches,
    })),
  };
}

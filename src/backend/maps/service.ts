import type { Db } from '../platform/db/client';
import type { Logger } from '@/runtime/logger';
import { AppError } from '@/contracts/errors';
import type { Place, PlacePredictionList } from '@/contracts/maps';
import { nearestFirst, readDirectoryPlaceId } from '@/lib/place-search';
import { MapsUnavailableError, type MapsProvider } from '../platform/providers/maps';
import { getGarage } from '../garages';
import { listPickupAreas } from './repository';

export interface MapsDeps {
  db: Db;
  logger: Logger;
  /** The provider chosen by the settings (Google, or the directory). */
  maps: MapsProvider;
  /** India Post's directory: the garage's areas, and its own place ids, whichever provider is chosen. */
  placeDirectory: MapsProvider;
}

/** A provider that does not answer becomes 503 MAPS_UNAVAILABLE; the screens then ask for the address typed. */
async function ask<T>(deps: MapsDeps, provider: MapsProvider, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof MapsUnavailableError)) throw error;
    deps.logger.warn('maps provider did not answer', { provider: provider.name, error: error.message });
    throw new AppError('MAPS_UNAVAILABLE', 'Address search is not working right now. Type the address instead.', { retryAfterSeconds: 30 });
  }
}

/**
 * Places matching what is typed, at most `limit`, biased towards the garage when one is named; with
 * nothing typed, the areas that garage picks up from (none without a garage).
 */
export async function searchPlaces(
  deps: MapsDeps,
  query: { input: string; garage_id?: string; limit: number },
): Promise<PlacePredictionList> {
  const garage = query.garage_id ? await getGarage(deps.db, query.garage_id) : undefined;
  const near = garage ? { latitude: garage.latitude, longitude: garage.longitude } : undefined;
  if (query.input === '') {
    const suggestPincodes = garage
      ? nearestFirst(await listPickupAreas(deps.db, garage.id), { lat: garage.latitude, lng: garage.longitude }).map((a) => a.pincode)
      : [];
    const predictions = await ask(
      deps,
      deps.placeDirectory,
      deps.placeDirectory.autocomplete({ input: '', limit: query.limit, near, suggestPincodes }),
    );
    return { predictions, provider: deps.placeDirectory.name };
  }
  const predictions = await ask(deps, deps.maps, deps.maps.autocomplete({ input: query.input, limit: query.limit, near }));
  return { predictions: predictions.slice(0, query.limit), provider: deps.maps.name };
}

/** The address of a place from the search, or of a position (reverse geocoding); PLACE_NOT_FOUND when nothing is known. */
export async function geocodePlace(deps: MapsDeps, query: { place_id?: string; lat?: number; lng?: number }): Promise<Place> {
  if (query.place_id !== undefined) {
    const provider = readDirectoryPlaceId(query.place_id) ? deps.placeDirectory : deps.maps;
    const place = await ask(deps, provider, provider.placeDetails(query.place_id));
    if (!place) throw new AppError('PLACE_NOT_FOUND', "We couldn't find this place. Search again, or type the address.");
    return { ...place, provider: provider.name };
  }
  // The schema lets no query through without place_id or both coordinates.
  const place = await ask(deps, deps.maps, deps.maps.reverseGeocode({ latitude: query.lat!, longitude: query.lng! }));
  if (!place)
    throw new AppError('PLACE_NOT_FOUND', "We couldn't find an address where you are. Search for your area, or type the address.");
  return { ...place, provider: deps.maps.name };
}

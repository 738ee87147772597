// What server-rendered pages read from the backend, through the same declarations as the API.
import { env } from '@/config/env';
import { ANONYMOUS } from '@/contracts/actor';
import { BACKEND_ENDPOINTS, garages, pricing, vehicles } from '@/contracts/endpoints';
import type { GarageCodeAnswer, GarageDetails, LandingPage, NearestCentres, PincodeMapping } from '@/contracts/garage';
import type { LandingContent } from '@/contracts/landing';
import type { MenuInclusion, ServiceType } from '@/contracts/catalogue';
import type { ServiceHome } from '@/contracts/service-home';
import type { VehicleImage } from '@/contracts/vehicles';
import { silhouetteOf } from '@/lib/vehicle-silhouettes';
import { fetchData, orNullWhen } from './call-endpoint';
import type { Caller } from './upstream';

/** Public content is the same for everyone: it is read as the anonymous visitor. */
const PUBLIC: Caller = { actor: ANONYMOUS };

/** A landing page's content, or null when no garage has that address. */
export function fetchLandingContent(city: string, locality: string): Promise<LandingContent | null> {
  return orNullWhen(fetchData(BACKEND_ENDPOINTS.landingContent, { city, locality }, PUBLIC), 'LANDING_PAGE_NOT_FOUND');
}

/** The garage data lifetime in milliseconds; at least a second, so a page and its parts share one look-up even with caching off. */
const garageDataLifetime = () => Math.max(env().GARAGE_CACHE_SECONDS * 1000, 1000);

/**
 * A look-up kept for the garage data lifetime, one per key: every request in that time shares the
 * one answer (or the one call in flight); a failure is dropped at once, so the next request asks again.
 */
function keptForGarageLifetime<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, { at: number; answer: Promise<T> }>();
  return (key, load) => {
    const found = kept.get(key);
    if (found && Date.now() - found.at < garageDataLifetime()) return found.answer;
    const answer = load();
    kept.set(key, { at: Date.now(), answer });
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key);
    });
    return answer;
  };
}

const landingPages = keptForGarageLifetime<LandingPage[]>();

/**
 * Every garage landing page. Footers of uncached pages (404s, form answers) ask for this too,
 * so the list is kept for the garage cache lifetime instead of costing a query each time.
 */
export function fetchLandingPages(): Promise<LandingPage[]> {
  return landingPages('', () => fetchData(BACKEND_ENDPOINTS.landingPages, {}, PUBLIC));
}

const serviceHomes = keptForGarageLifetime<ServiceHome>();

/**
 * The service home's figures, "from" prices for the centres of a city (its slug) or of every centre,
 * and the coupons on offer. Kept for the garage cache lifetime like the landing pages' list, one
 * copy per city: the city comes from a garage's record, so there are only as many as served cities.
 */
export function fetchServiceHome(citySlug?: string): Promise<ServiceHome> {
  return serviceHomes(citySlug ?? '', () => fetchData(BACKEND_ENDPOINTS.serviceHome, citySlug ? { city: citySlug } : {}, PUBLIC));
}

const vehicleImages = keptForGarageLifetime<VehicleImage>();

/**
 * A catalogue model's picture for a server-rendered card (the tracking screen's car): the vehicle-image
 * call's answer, kept like the other public look-ups, or the outline of any car when the call fails or
 * the model is not known, so the card never waits on it and never shows a broken image.
 */
export function fetchVehicleImage(modelId: number | undefined): Promise<VehicleImage> {
  if (!modelId) return Promise.resolve(silhouetteOf(null));
  return vehicleImages(String(modelId), () => fetchData(vehicles.vehicleImage, { model_id: modelId }, PUBLIC)).catch(() =>
    silhouetteOf(null),
  );
}

/** What a garage code stands for, or null for an unknown code. */
export function fetchGarageCode(code: string): Promise<GarageCodeAnswer | null> {
  return orNullWhen(fetchData(BACKEND_ENDPOINTS.garageCode, { code }, PUBLIC), 'GARAGE_CODE_NOT_FOUND');
}

/** The garage serving a pincode, or null when none does yet. */
export function lookUpPincode(pincode: string, caller: Caller = PUBLIC): Promise<PincodeMapping | null> {
  return orNullWhen(fetchData(garages.pincodeMapping, { pincode }, caller), 'PINCODE_NOT_SERVED');
}

/**
 * The nearest centres to a pincode no garage serves, or null when they could not be read: the page
 * then says only that we don't serve the pincode, which stays true.
 */
export function lookUpNearestCentres(pincode: string, caller: Caller = PUBLIC): Promise<NearestCentres | null> {
  return fetchData(garages.nearestCentres, { pincode }, caller).catch(() => null);
}

/** A garage's full record, or null when the id is unknown. */
export function lookUpGarage(id: string, caller: Caller = PUBLIC): Promise<GarageDetails | null> {
  return orNullWhen(fetchData(garages.garageDetails, { id }, caller), 'GARAGE_NOT_FOUND');
}

export function fetchServiceTypes(caller: Caller = PUBLIC): Promise<ServiceType[]> {
  return fetchData(pricing.serviceTypes, {}, caller);
}

/** Every powertrain's periodic-service inclusions, each with the powertrains it applies to. */
export function fetchInclusions(caller: Caller = PUBLIC): Promise<MenuInclusion[]> {
  return fetchData(BACKEND_ENDPOINTS.serviceInclusions, {}, caller);
}

/** Service type names by id, for summaries; without them a page shows ids rather than failing. */
export async function fetchServiceTypeNames(caller: Caller = PUBLIC): Promise<Record<string, string>> {
  const types = await fetchServiceTypes(caller).catch(() => []);
  return Object.fromEntries(types.map((s) => [s.id, s.name]));
}

/** The names of the service centres an advisor works for, in the given order; one no longer known is left out. */
export async function fetchCentreNames(garageIds: readonly string[]): Promise<string[]> {
  const found = await Promise.all(garageIds.map((id) => lookUpGarage(id)));
  return found.flatMap((garage) => (garage ? [garage.name] : []));
}

import type { BackendDeps } from '../context';
import * as repo from '../repositories/garages';
import type { GarageRow } from '../repositories/garages';
import { AppError } from '@/lib/errors';
import { distanceKm } from '@/lib/geo';
import { canonicalCity } from '@/lib/cities';
import type { GarageDetails, GarageSource, PincodeMapping, Serviceable } from '@/contracts/garage';

/** The garage as the backend sends it (spec §3 source fields). */
export function toGarageSource(g: GarageRow, distance?: number): GarageSource {
  return {
    id: g.id, code: g.code, name: g.name, address: g.address, display_address: g.displayAddress, rating: g.rating,
    city: g.city, locality: g.locality, pincode: g.pincode, phone: g.phone, latitude: g.latitude, longitude: g.longitude,
    workshop_code: g.workshopCode,
    map_link: `https://www.google.com/maps/search/?api=1&query=${g.latitude},${g.longitude}`,
    garage_landing_path: `/${g.citySlug}/${g.localitySlug}`,
    ...(distance === undefined ? {} : { distance_km: Math.round(distance * 10) / 10 }),
  };
}

export async function getGarage({ database }: BackendDeps, id: string): Promise<GarageRow> {
  const garage = await repo.findGarageById(database.db, id);
  if (!garage) throw new AppError('NOT_FOUND', 'We could not find this service centre');
  return garage;
}

/** Everything a garage's pages show: the record with its reviews, offers, hours and makes. */
export async function getGarageDetails(deps: BackendDeps, id: string): Promise<GarageDetails> {
  return detailsOf(deps, await getGarage(deps, id));
}

async function detailsOf(deps: BackendDeps, g: GarageRow): Promise<GarageDetails> {
  const extras = await repo.findGarageExtras(deps.database.db, g.id);
  return {
    ...toGarageSource(g), state: g.state, city_slug: g.citySlug, locality_slug: g.localitySlug,
    review_count: extras.reviewCount,
    reviews: extras.reviews.map((r) => ({ author: r.author, rating: r.rating, body: r.body, reviewed_on: r.reviewedOn })),
    offers: extras.offers.map((o) => ({ title: o.title, discount_percentage: o.discountPercentage, image: o.image })),
    hours: extras.hours.map((h) => ({ weekday: h.weekday, opens_at: h.opensAt.slice(0, 5), closes_at: h.closesAt.slice(0, 5) })),
    brands_serviced: extras.makes, parts_brands: g.partsBrands, banner_image: g.bannerImage, gallery: g.gallery,
    video_url: g.videoUrl, meta_title: g.metaTitle, meta_keywords: g.metaKeywords, meta_description: g.metaDescription,
    updated_at: g.updatedAt.toISOString(),
  };
}

/** The one garage that serves a pincode. */
export async function mapPincode({ database }: BackendDeps, pincode: string): Promise<PincodeMapping> {
  const row = await repo.findGarageByPincode(database.db, pincode);
  if (!row) throw new AppError('NOT_FOUND', `We don't serve pincode ${pincode} yet`);
  return { pincode, locality: row.pin.locality, city: row.pin.city, garage: toGarageSource(row.garage) };
}

export async function listGaragesInCity({ database }: BackendDeps, city: string): Promise<GarageSource[]> {
  const rows = await repo.findGaragesByCity(database.db, canonicalCity(city));
  return rows.map((g) => toGarageSource(g));
}

/** Garages nearest to a point, closest first. */
export async function listNearbyGarages({ database }: BackendDeps, lat: number, lng: number, limit: number): Promise<GarageSource[]> {
  const rows = await repo.findActiveGarages(database.db);
  return rows
    .map((g) => ({ g, d: distanceKm({ lat, lng }, { lat: g.latitude, lng: g.longitude }) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map(({ g, d }) => toGarageSource(g, d));
}

/** Whether the garage can service the make; an unknown garage is an error, an unserviced make is not. */
export async function checkServiceable(deps: BackendDeps, garageId: string, make: string): Promise<Serviceable> {
  const garage = await getGarage(deps, garageId);
  const serviceable = await repo.garageServicesMake(deps.database.db, garageId, make);
  const makeName = (await repo.findMakeName(deps.database.db, make)) ?? make;
  return {
    serviceable, garage_id: garageId, make: makeName,
    message: serviceable ? `${garage.name} services ${makeName} cars` : `${garage.name} does not service ${makeName} cars yet`,
  };
}

/** The garage whose landing page is /{city}/{locality}. */
export async function getGarageByLandingPath(deps: BackendDeps, citySlug: string, localitySlug: string): Promise<GarageDetails> {
  const garage = await repo.findGarageByLandingPath(deps.database.db, citySlug, localitySlug);
  if (!garage) throw new AppError('NOT_FOUND', 'Looks like the page does not exist');
  return detailsOf(deps, garage);
}

/** Every landing page, for the sitemap. */
export async function listLandingPages({ database }: BackendDeps) {
  const rows = await repo.findActiveGarages(database.db);
  return rows.map((g) => ({ garage_id: g.id, name: g.name, city: g.city, locality: g.locality, path: `/${g.citySlug}/${g.localitySlug}`, updated_at: g.updatedAt.toISOString() }));
}

/**
 * What a garage code stands for. A test code shows its test name outside production only;
 * in production it reads as the garage it points to.
 */
export async function resolveGarageCode(deps: BackendDeps, code: string) {
  const row = await repo.findGarageByCode(deps.database.db, code);
  if (!row || !row.garage.isActive) throw new AppError('NOT_FOUND', 'We are not at this service centre yet');
  const testName = deps.appEnv !== 'production' ? row.code.testDisplayName : null;
  return {
    code: row.code.code, garage_id: row.garage.id, display_name: testName ?? row.garage.name,
    landing_path: `/${row.garage.citySlug}/${row.garage.localitySlug}`, is_test: Boolean(row.code.testDisplayName),
  };
}

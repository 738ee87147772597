import type { Db } from '../platform/db/client';
import type { AppEnv } from '../platform/deps';
import * as repo from './repository';
import type { GarageRow } from './repository';
import { AppError } from '@/contracts/errors';
import type { GarageCodeAnswer, GarageDetails, GarageSource, LandingPage, PincodeMapping, Serviceable } from '@/contracts/garage';
import { rankNearestCentres } from '@/lib/nearest-centres';
import { markOf } from '@/lib/make-marks';
import { canonicalCity } from '@/lib/cities';

/** The garage as the backend sends it (spec §3 source fields). */
export function toGarageSource(g: GarageRow, distance?: number): GarageSource {
  return {
    id: g.id,
    code: g.code,
    name: g.name,
    address: g.address,
    display_address: g.displayAddress,
    rating: g.rating,
    city: g.city,
    locality: g.locality,
    pincode: g.pincode,
    phone: g.phone,
    latitude: g.latitude,
    longitude: g.longitude,
    workshop_code: g.workshopCode,
    map_link: `https://www.google.com/maps/search/?api=1&query=${g.latitude},${g.longitude}`,
    garage_landing_path: `/${g.citySlug}/${g.localitySlug}`,
    ...(distance === undefined ? {} : { distance_km: Math.round(distance * 10) / 10 }),
    ...(g.gallery[0] ? { photo: { src: g.gallery[0].src, alt: g.gallery[0].alt } } : {}),
  };
}

/** An active garage, or GARAGE_NOT_FOUND. */
export async function getGarage(db: Db, id: string): Promise<GarageRow> {
  const garage = await repo.findGarageById(db, id);
  if (!garage) throw new AppError('GARAGE_NOT_FOUND', 'We could not find this service centre');
  return garage;
}

/** Everything a garage's pages show: the record with its reviews, offers, hours and makes. */
export async function getGarageDetails(db: Db, id: string): Promise<GarageDetails> {
  return detailsOf(db, await getGarage(db, id));
}

export async function detailsOf(db: Db, g: GarageRow): Promise<GarageDetails> {
  const extras = await repo.findGarageExtras(db, g.id);
  return {
    ...toGarageSource(g),
    state: g.state,
    city_slug: g.citySlug,
    locality_slug: g.localitySlug,
    review_count: extras.reviewCount,
    reviews: extras.reviews.map((r) => ({ author: r.author, rating: r.rating, body: r.body, reviewed_on: r.reviewedOn })),
    offers: extras.offers.map((o) => ({ title: o.title, discount_percentage: o.discountPercentage, image: o.image })),
    hours: extras.hours.map((h) => ({ weekday: h.weekday, opens_at: h.opensAt.slice(0, 5), closes_at: h.closesAt.slice(0, 5) })),
    brands_serviced: extras.makes.map((m) => ({ slug: m.slug, name: m.name, mark: markOf(m) })),
    parts_brands: g.partsBrands,
    banner_image: g.bannerImage,
    gallery: g.gallery,
    video_url: g.videoUrl,
    meta_title: g.metaTitle,
    meta_keywords: g.metaKeywords,
    meta_description: g.metaDescription,
    updated_at: g.updatedAt.toISOString(),
  };
}

/** The one garage that serves a pincode; the locality and city are the pincode's own. */
export async function mapPincode(db: Db, pincode: string): Promise<PincodeMapping> {
  const row = await repo.findGarageByPincode(db, pincode);
  if (!row) throw new AppError('PINCODE_NOT_SERVED', `We don't serve pincode ${pincode} yet`);
  return { pincode, locality: row.pin.locality, city: row.pin.city, garage: toGarageSource(row.garage) };
}

/** Active garages of a city, for what a visitor typed ('bengaluru' finds Bangalore's). */
export async function listGaragesInCity(db: Db, city: string): Promise<GarageSource[]> {
  const rows = await repo.findGaragesByCity(db, canonicalCity(city));
  return rows.map((g) => toGarageSource(g));
}

/** Garages nearest to a point, closest first, each only within the distance it serves. */
export async function listNearbyGarages(db: Db, lat: number, lng: number, limit: number): Promise<GarageSource[]> {
  const rows = await repo.findActiveGarages(db);
  return rankNearestCentres({ lat, lng }, rows, { limit }).map(({ centre, distanceKm }) => toGarageSource(centre, distanceKm));
}

/** Whether the garage can service the make; an unknown garage is an error, an unserviced make is not. */
export async function checkServiceable(db: Db, garageId: string, make: string): Promise<Serviceable> {
  const garage = await getGarage(db, garageId);
  const found = await repo.findMake(db, make);
  const serviceable = found ? await repo.garageServicesMakeId(db, garageId, found.id) : false;
  const makeName = found?.name ?? make;
  return {
    serviceable,
    garage_id: garageId,
    make: makeName,
    message: serviceable ? `${garage.name} services ${makeName} cars` : `${garage.name} does not service ${makeName} cars yet`,
  };
}

/** Every landing page, for the sitemap and the footers. */
export async function listLandingPages(db: Db): Promise<LandingPage[]> {
  const rows = await repo.findActiveGarages(db);
  return rows.map((g) => ({
    garage_id: g.id,
    name: g.name,
    city: g.city,
    locality: g.locality,
    path: `/${g.citySlug}/${g.localitySlug}`,
    updated_at: g.updatedAt.toISOString(),
  }));
}

/**
 * What a garage code stands for. A test code shows its test name outside production only;
 * in production it reads as the garage it points to.
 */
export async function resolveGarageCode(db: Db, appEnv: AppEnv, code: string): Promise<GarageCodeAnswer> {
  const row = await repo.findGarageByCode(db, code);
  if (!row?.garage.isActive) throw new AppError('GARAGE_CODE_NOT_FOUND', 'We are not at this service centre yet');
  const testName = appEnv !== 'production' ? row.code.testDisplayName : null;
  return {
    code: row.code.code,
    garage_id: row.garage.id,
    display_name: testName ?? row.garage.name,
    landing_path: `/${row.garage.citySlug}/${row.garage.localitySlug}`,
    is_test: Boolean(row.code.testDisplayName),
  };
}

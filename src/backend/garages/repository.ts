import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { sameText } from '../platform/db/match';
import {
  garageCodes,
  garageHours,
  garageMakes,
  garageOffers,
  garageReviews,
  garages,
  pincodeDirectory,
  servicePincodes,
  vehicleMakes,
} from '../platform/db/schema';

export type GarageRow = typeof garages.$inferSelect;

export async function findGarageById(db: Db, id: string): Promise<GarageRow | undefined> {
  const rows = await db
    .select()
    .from(garages)
    .where(and(eq(garages.id, id), eq(garages.isActive, true)));
  return rows[0];
}

/** The pincode's own row (its locality and city) and the active garage serving it. */
export async function findGarageByPincode(db: Db, pincode: string) {
  const rows = await db
    .select({ pin: servicePincodes, garage: garages })
    .from(servicePincodes)
    .innerJoin(garages, eq(garages.id, servicePincodes.garageId))
    .where(and(eq(servicePincodes.pincode, pincode), eq(garages.isActive, true)));
  return rows[0];
}

/** Where a pincode is, from India Post's directory; undefined for a pincode it does not know. */
export async function findPincodePlace(db: Db, pincode: string) {
  const rows = await db.select().from(pincodeDirectory).where(eq(pincodeDirectory.pincode, pincode));
  return rows[0];
}

/** The served pincode's own row (any garage, active or not): its garage, locality and position. */
export async function findServedPincode(db: Db, pincode: string) {
  const rows = await db.select().from(servicePincodes).where(eq(servicePincodes.pincode, pincode));
  return rows[0];
}

/** Garages of a city, matching the city name or its slug exactly, without regard to case. */
export function findGaragesByCity(db: Db, city: string) {
  return db
    .select()
    .from(garages)
    .where(and(eq(garages.isActive, true), or(sameText(garages.city, city), sameText(garages.citySlug, city))))
    .orderBy(asc(garages.locality));
}

export function findActiveGarages(db: Db) {
  return db.select().from(garages).where(eq(garages.isActive, true)).orderBy(asc(garages.city), asc(garages.locality));
}

export async function findGarageExtras(db: Db, garageId: string) {
  const [reviews, offers, hours, makes, reviewStats] = await Promise.all([
    db.select().from(garageReviews).where(eq(garageReviews.garageId, garageId)).orderBy(desc(garageReviews.reviewedOn)),
    db.select().from(garageOffers).where(eq(garageOffers.garageId, garageId)).orderBy(asc(garageOffers.position)),
    db.select().from(garageHours).where(eq(garageHours.garageId, garageId)).orderBy(asc(garageHours.weekday)),
    db
      .select({ slug: vehicleMakes.slug, name: vehicleMakes.name, mark: vehicleMakes.mark })
      .from(garageMakes)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, garageMakes.makeId))
      .where(eq(garageMakes.garageId, garageId))
      .orderBy(asc(vehicleMakes.name)),
    db.select({ n: sql<number>`count(*)::int` }).from(garageReviews).where(eq(garageReviews.garageId, garageId)),
  ]);
  return { reviews, offers, hours, makes, reviewCount: Number(reviewStats[0]?.n ?? 0) };
}

/** The catalogue make named by a slug or a name (exactly, without regard to case). */
export async function findMake(db: Db, make: string) {
  const rows = await db
    .select()
    .from(vehicleMakes)
    .where(or(sameText(vehicleMakes.slug, make), sameText(vehicleMakes.name, make)));
  return rows[0];
}

/** Whether the garage services the make with this id. */
export async function garageServicesMakeId(db: Db, garageId: string, makeId: number): Promise<boolean> {
  const rows = await db
    .select({ makeId: garageMakes.makeId })
    .from(garageMakes)
    .where(and(eq(garageMakes.garageId, garageId), eq(garageMakes.makeId, makeId)));
  return rows.length > 0;
}

export async function findGarageByCode(db: Db, code: string) {
  const rows = await db
    .select({ code: garageCodes, garage: garages })
    .from(garageCodes)
    .innerJoin(garages, eq(garages.id, garageCodes.garageId))
    .where(sameText(garageCodes.code, code));
  return rows[0];
}

export async function findGarageByLandingPath(db: Db, citySlug: string, localitySlug: string) {
  const rows = await db
    .select()
    .from(garages)
    .where(and(eq(garages.isActive, true), eq(garages.citySlug, citySlug), eq(garages.localitySlug, localitySlug)));
  return rows[0];
}

/**
 * The active centres as a whole: how many, in how many cities, the mean rating of those with reviews
 * and their reviews; and the parts brands they name, those named by most centres first.
 */
export async function findNetworkFacts(db: Db) {
  const reviewed = db
    .select({ garageId: garageReviews.garageId, n: sql<number>`count(*)`.as('n') })
    .from(garageReviews)
    .groupBy(garageReviews.garageId)
    .as('reviewed');
  const named = db
    .select({ brand: sql<string>`unnest(${garages.partsBrands})`.as('brand') })
    .from(garages)
    .where(eq(garages.isActive, true))
    .as('named');
  const [[totals], brands] = await Promise.all([
    db
      .select({
        centres: sql<number>`count(*)::int`,
        cities: sql<number>`count(distinct ${garages.citySlug})::int`,
        averageRating: sql<number | null>`(avg(${garages.rating}) filter (where ${reviewed.n} > 0))::float8`,
        reviews: sql<number>`coalesce(sum(${reviewed.n}), 0)::int`,
      })
      .from(garages)
      .leftJoin(reviewed, eq(reviewed.garageId, garages.id))
      .where(eq(garages.isActive, true)),
    db.select({ brand: named.brand }).from(named).groupBy(named.brand).orderBy(desc(sql`count(*)`), asc(named.brand)),
  ]);
  return {
    centres: Number(totals?.centres ?? 0),
    cities: Number(totals?.cities ?? 0),
    averageRating: totals?.averageRating === null || totals?.averageRating === undefined ? null : Number(totals.averageRating),
    reviews: Number(totals?.reviews ?? 0),
    partsBrands: brands.map((r) => r.brand),
  };
}

import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { garageCodes, garageHours, garageMakes, garageOffers, garageReviews, garages, servicePincodes, vehicleMakes } from '../db/schema';

export type GarageRow = typeof garages.$inferSelect;

export async function findGarageById(db: Db, id: string): Promise<GarageRow | undefined> {
  const rows = await db.select().from(garages).where(and(eq(garages.id, id), eq(garages.isActive, true)));
  return rows[0];
}

export async function findGarageByPincode(db: Db, pincode: string) {
  const rows = await db.select({ pin: servicePincodes, garage: garages }).from(servicePincodes)
    .innerJoin(garages, eq(garages.id, servicePincodes.garageId))
    .where(and(eq(servicePincodes.pincode, pincode), eq(garages.isActive, true)));
  return rows[0];
}

/** Garages of a city, matching the city name or its slug without regard to case. */
export function findGaragesByCity(db: Db, city: string) {
  return db.select().from(garages)
    .where(and(eq(garages.isActive, true), or(ilike(garages.city, city), ilike(garages.citySlug, city))))
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
    db.select({ slug: vehicleMakes.slug, name: vehicleMakes.name }).from(garageMakes)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, garageMakes.makeId)).where(eq(garageMakes.garageId, garageId)).orderBy(asc(vehicleMakes.name)),
    db.select({ n: sql<number>`count(*)::int` }).from(garageReviews).where(eq(garageReviews.garageId, garageId)),
  ]);
  return { reviews, offers, hours, makes, reviewCount: Number(reviewStats[0]?.n ?? 0) };
}

/** Whether the garage services a make, given by slug or name. */
export async function garageServicesMake(db: Db, garageId: string, make: string) {
  const rows = await db.select({ name: vehicleMakes.name }).from(garageMakes)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, garageMakes.makeId))
    .where(and(eq(garageMakes.garageId, garageId), or(ilike(vehicleMakes.slug, make), ilike(vehicleMakes.name, make))));
  return rows.length > 0;
}

export async function findMakeName(db: Db, make: string) {
  const rows = await db.select({ name: vehicleMakes.name }).from(vehicleMakes).where(or(ilike(vehicleMakes.slug, make), ilike(vehicleMakes.name, make)));
  return rows[0]?.name;
}

export async function findGarageByCode(db: Db, code: string) {
  const rows = await db.select({ code: garageCodes, garage: garages }).from(garageCodes)
    .innerJoin(garages, eq(garages.id, garageCodes.garageId)).where(eq(garageCodes.code, code.toUpperCase()));
  return rows[0];
}

export async function findGarageByLandingPath(db: Db, citySlug: string, localitySlug: string) {
  const rows = await db.select().from(garages)
    .where(and(eq(garages.isActive, true), eq(garages.citySlug, citySlug), eq(garages.localitySlug, localitySlug)));
  return rows[0];
}

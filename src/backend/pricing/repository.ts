import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import {
  bookingFees,
  catalogueItemPrices,
  catalogueItems,
  garageMakes,
  garages,
  packagePrices,
  serviceInclusions,
  serviceTypes,
  vehicleModels,
  vehicleVariants,
} from '../platform/db/schema';
import type { BodyType, FuelType } from '@/contracts/vocabulary';

export function findPackagePrices(db: Db, garageId: string, modelId: number, fuelType: FuelType) {
  return db
    .select()
    .from(packagePrices)
    .where(and(eq(packagePrices.garageId, garageId), eq(packagePrices.modelId, modelId), eq(packagePrices.fuelType, fuelType)));
}

/** What a periodic service includes for a powertrain (or for any, without one), in display order. */
export function findInclusions(db: Db, fuel?: FuelType) {
  return db
    .select()
    .from(serviceInclusions)
    .where(fuel ? arrayContains(serviceInclusions.fuelTypes, [fuel]) : undefined)
    .orderBy(asc(serviceInclusions.position), asc(serviceInclusions.id));
}

/** Repairs and spa packages offered for a powertrain, with their price (paise) for a body type at a garage. */
export function findCatalogueFor(db: Db, garageId: string, bodyType: BodyType, fuel: FuelType) {
  return db
    .select({ item: catalogueItems, pricePaise: catalogueItemPrices.pricePaise })
    .from(catalogueItems)
    .innerJoin(catalogueItemPrices, eq(catalogueItemPrices.itemId, catalogueItems.id))
    .where(
      and(
        eq(catalogueItemPrices.garageId, garageId),
        eq(catalogueItemPrices.bodyType, bodyType),
        arrayContains(catalogueItems.fuelTypes, [fuel]),
      ),
    )
    .orderBy(asc(catalogueItems.position));
}

/**
 * The lowest prices (paise) of each plan at a garage for one powertrain, among the models of the
 * makes the garage services: the "from" prices of its landing page, prices a visitor can book.
 */
export function findLowestPackagePrices(db: Db, garageId: string, fuel: FuelType) {
  return db
    .select({
      plan: packagePrices.plan,
      offerPricePaise: sql<number>`min(${packagePrices.offerPricePaise})::int`,
      amountPaise: sql<number>`min(${packagePrices.amountPaise})::int`,
    })
    .from(packagePrices)
    .innerJoin(vehicleModels, eq(vehicleModels.id, packagePrices.modelId))
    .innerJoin(garageMakes, and(eq(garageMakes.garageId, packagePrices.garageId), eq(garageMakes.makeId, vehicleModels.makeId)))
    .where(and(eq(packagePrices.garageId, garageId), eq(packagePrices.fuelType, fuel)))
    .groupBy(packagePrices.plan);
}

export function findActiveServiceTypes(db: Db) {
  return db.select().from(serviceTypes).where(eq(serviceTypes.isActive, true)).orderBy(asc(serviceTypes.position));
}

/**
 * A service type's name, offered now or not (a receipt or a coupon's refusal names the service that
 * was booked, even once it is withdrawn); its id should the row ever be missing.
 */
export async function serviceTypeName(db: Db, id: typeof serviceTypes.$inferSelect.id): Promise<string> {
  const [row] = await db.select({ name: serviceTypes.name }).from(serviceTypes).where(eq(serviceTypes.id, id));
  return row?.name ?? id;
}

/** Every service type's name, by id (a reward's refusal names the types it is for). */
export async function serviceTypeNames(db: Db): Promise<Record<string, string>> {
  const rows = await db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes);
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

/** A garage's booking fees, one per service type it takes online bookings for. */
export function findBookingFees(db: Db, garageId: string) {
  return db
    .select({ serviceType: bookingFees.serviceType, amountPaise: bookingFees.amountPaise })
    .from(bookingFees)
    .where(eq(bookingFees.garageId, garageId));
}

/** Active centres, in one city (its slug) or everywhere. */
const activeIn = (citySlug: string | null) => and(eq(garages.isActive, true), citySlug ? eq(garages.citySlug, citySlug) : undefined);

/**
 * Each active centre's lowest plan offer price (paise) for a car it can book: a model of a make it
 * services, with a powertrain the model comes in. In one city, or everywhere.
 */
export function findLowestPlanPrices(db: Db, citySlug: string | null) {
  return db
    .select({ garageId: packagePrices.garageId, pricePaise: sql<number>`min(${packagePrices.offerPricePaise})::int` })
    .from(packagePrices)
    .innerJoin(garages, eq(garages.id, packagePrices.garageId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, packagePrices.modelId))
    .innerJoin(garageMakes, and(eq(garageMakes.garageId, packagePrices.garageId), eq(garageMakes.makeId, vehicleModels.makeId)))
    .where(
      and(
        activeIn(citySlug),
        sql`exists (select 1 from ${vehicleVariants} v where v.model_id = ${vehicleModels.id} and v.fuel_type = ${packagePrices.fuelType})`,
      ),
    )
    .groupBy(packagePrices.garageId);
}

/**
 * Each active centre's lowest price (paise) of repairs, of the inspection and of spa packages, for a
 * car it can book: the item's price for a body type among the models of the makes the centre
 * services, in a powertrain the item is offered for. In one city, or everywhere.
 */
export function findLowestItemPrices(db: Db, citySlug: string | null) {
  return db
    .select({
      garageId: catalogueItemPrices.garageId,
      kind: catalogueItems.kind,
      isInspection: catalogueItems.isInspection,
      pricePaise: sql<number>`min(${catalogueItemPrices.pricePaise})::int`,
    })
    .from(catalogueItemPrices)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueItemPrices.itemId))
    .innerJoin(garages, eq(garages.id, catalogueItemPrices.garageId))
    .where(
      and(
        activeIn(citySlug),
        sql`exists (select 1 from ${garageMakes} gm
          join ${vehicleModels} m on m.make_id = gm.make_id
          join ${vehicleVariants} v on v.model_id = m.id
          where gm.garage_id = ${catalogueItemPrices.garageId} and m.body_type = ${catalogueItemPrices.bodyType}
            and v.fuel_type = any(${catalogueItems.fuelTypes}))`,
      ),
    )
    .groupBy(catalogueItemPrices.garageId, catalogueItems.kind, catalogueItems.isInspection);
}

/** The service types each active centre takes online bookings for (those it has a booking fee for), in one city or everywhere. */
export function findBookableServiceTypes(db: Db, citySlug: string | null) {
  return db
    .select({ garageId: bookingFees.garageId, serviceType: bookingFees.serviceType })
    .from(bookingFees)
    .innerJoin(garages, eq(garages.id, bookingFees.garageId))
    .where(activeIn(citySlug));
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { bookingFees, catalogueItemPrices, catalogueItems, packagePrices, serviceInclusions, serviceTypes } from '../platform/db/schema';
import type { BodyType, FuelType, ServiceTypeId } from '@/contracts/vocabulary';

export function findPackagePrices(db: Db, garageId: string, modelId: number, fuelType: FuelType) {
  return db.select().from(packagePrices).where(and(eq(packagePrices.garageId, garageId), eq(packagePrices.modelId, modelId), eq(packagePrices.fuelType, fuelType)));
}

export function findInclusions(db: Db) {
  return db.select().from(serviceInclusions).orderBy(asc(serviceInclusions.id));
}

/** Repairs and spa packages with their price (paise) for a body type at a garage. */
export function findCatalogueForBody(db: Db, garageId: string, bodyType: BodyType) {
  return db.select({ item: catalogueItems, pricePaise: catalogueItemPrices.pricePaise }).from(catalogueItems)
    .innerJoin(catalogueItemPrices, eq(catalogueItemPrices.itemId, catalogueItems.id))
    .where(and(eq(catalogueItemPrices.garageId, garageId), eq(catalogueItemPrices.bodyType, bodyType)))
    .orderBy(asc(catalogueItems.position));
}

/** The lowest prices (paise) of each plan at a garage: the "from" prices of its landing page. */
export function findLowestPackagePrices(db: Db, garageId: string) {
  return db.select({
    plan: packagePrices.plan,
    offerPricePaise: sql<number>`min(${packagePrices.offerPricePaise})::int`,
    amountPaise: sql<number>`min(${packagePrices.amountPaise})::int`,
  }).from(packagePrices).where(eq(packagePrices.garageId, garageId)).groupBy(packagePrices.plan);
}


export function findActiveServiceTypes(db: Db) {
  return db.select().from(serviceTypes).where(eq(serviceTypes.isActive, true)).orderBy(asc(serviceTypes.position));
}

/** The catalogue item priced as the inspection for a service type, if it has one. */
export async function findInspectionItemId(db: Db, serviceType: ServiceTypeId): Promise<string | null> {
  const rows = await db.select({ id: serviceTypes.inspectionItemId }).from(serviceTypes).where(eq(serviceTypes.id, serviceType));
  return rows[0]?.id ?? null;
}

/** A garage's booking fees, one per service type it takes online bookings for. */
export function findBookingFees(db: Db, garageId: string) {
  return db.select({ serviceType: bookingFees.serviceType, amountPaise: bookingFees.amountPaise }).from(bookingFees).where(eq(bookingFees.garageId, garageId));
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueItemPrices, catalogueItems, packagePrices, serviceInclusions } from '../db/schema';

type Fuel = typeof packagePrices.$inferSelect['fuelType'];
type Body = typeof catalogueItemPrices.$inferSelect['bodyType'];

export function findPackagePrices(db: Db, garageId: string, modelId: number, fuelType: Fuel) {
  return db.select().from(packagePrices).where(and(eq(packagePrices.garageId, garageId), eq(packagePrices.modelId, modelId), eq(packagePrices.fuelType, fuelType)));
}

export function findInclusionsForPlans(db: Db) {
  return db.select().from(serviceInclusions).orderBy(asc(serviceInclusions.id));
}

export function findCatalogueForBody(db: Db, garageId: string, bodyType: Body) {
  return db.select({ item: catalogueItems, price: catalogueItemPrices.price }).from(catalogueItems)
    .innerJoin(catalogueItemPrices, eq(catalogueItemPrices.itemId, catalogueItems.id))
    .where(and(eq(catalogueItemPrices.garageId, garageId), eq(catalogueItemPrices.bodyType, bodyType)))
    .orderBy(asc(catalogueItems.position));
}

/** The lowest offer price of each plan at a garage (the "from" prices of its landing page). */
export function findStartingPackagePrices(db: Db, garageId: string) {
  return db.select({ plan: packagePrices.plan, offerPrice: sql<number>`min(${packagePrices.offerPrice})::int`, amount: sql<number>`min(${packagePrices.amount})::int` })
    .from(packagePrices).where(eq(packagePrices.garageId, garageId)).groupBy(packagePrices.plan);
}

import { and, asc, eq } from 'drizzle-orm';
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

import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { vehicleMakes, vehicleModels, vehicleVariants } from '../platform/db/schema';
import { sameText } from '../platform/db/match';

/** Every make with the body types and fuels of its models (for the catalogue filters). */
export function findMakesWithFacets(db: Db) {
  return db
    .select({
      id: vehicleMakes.id,
      slug: vehicleMakes.slug,
      name: vehicleMakes.name,
      popular: vehicleMakes.popular,
      mark: vehicleMakes.mark,
      bodyType: vehicleModels.bodyType,
      fuelType: vehicleVariants.fuelType,
    })
    .from(vehicleMakes)
    .innerJoin(vehicleModels, eq(vehicleModels.makeId, vehicleMakes.id))
    .innerJoin(vehicleVariants, eq(vehicleVariants.modelId, vehicleModels.id))
    .orderBy(asc(vehicleMakes.name));
}

export async function findMakeBySlug(db: Db, slug: string) {
  return (await db.select().from(vehicleMakes).where(eq(vehicleMakes.slug, slug)))[0];
}

export function findModelsWithVariants(db: Db, makeId: number) {
  return db
    .select({ model: vehicleModels, variant: vehicleVariants })
    .from(vehicleModels)
    .innerJoin(vehicleVariants, eq(vehicleVariants.modelId, vehicleModels.id))
    .where(eq(vehicleModels.makeId, makeId))
    .orderBy(asc(vehicleModels.name), asc(vehicleVariants.fuelType), asc(vehicleVariants.id));
}

/** Every model of the catalogue with its variants, in catalogue order (the order the catalogue was loaded in). */
export function findAllModelsWithVariants(db: Db) {
  return db
    .select({ makeId: vehicleModels.makeId, model: vehicleModels, variant: vehicleVariants })
    .from(vehicleModels)
    .innerJoin(vehicleVariants, eq(vehicleVariants.modelId, vehicleModels.id))
    .orderBy(asc(vehicleModels.id), asc(vehicleVariants.fuelType), asc(vehicleVariants.id));
}

export async function findModelById(db: Db, modelId: number) {
  return (await db.select().from(vehicleModels).where(eq(vehicleModels.id, modelId)))[0];
}

/** A catalogue model by its make and model names or slugs (as an outside registry spells them), matched exactly. */
export async function findModelByNames(db: Db, make: string, model: string) {
  const rows = await db
    .select({ make: vehicleMakes, model: vehicleModels })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(
      and(
        or(sameText(vehicleMakes.name, make), sameText(vehicleMakes.slug, make)),
        or(sameText(vehicleModels.name, model), sameText(vehicleModels.slug, model)),
      ),
    );
  return rows[0];
}

/** A catalogue model with its make's name (what a picture of it is asked for by). */
export async function findModelWithMake(db: Db, modelId: number) {
  const rows = await db
    .select({ model: vehicleModels, make: { name: vehicleMakes.name } })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(eq(vehicleModels.id, modelId));
  return rows[0];
}

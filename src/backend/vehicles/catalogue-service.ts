import type { Db } from '../platform/db/client';
import * as repo from './repository';
import { AppError } from '@/contracts/errors';
import { BODY_TYPES, FUEL_TYPES, type BodyType, type FuelType } from '@/contracts/vocabulary';
import type { Make, Model } from '@/contracts/vehicles';
import { markOf } from '@/lib/make-marks';

const ordered = <T extends string>(order: readonly T[], values: Set<T>) => order.filter((v) => values.has(v));

/** The makes of the catalogue, popular first, each with the body types and fuels it offers. */
export async function listMakes(db: Db): Promise<Make[]> {
  const rows = await repo.findMakesWithFacets(db);
  const makes = new Map<number, { make: Omit<Make, 'body_types' | 'fuel_types'>; bodies: Set<BodyType>; fuels: Set<FuelType> }>();
  for (const r of rows) {
    const entry = makes.get(r.id) ?? {
      make: { id: r.id, slug: r.slug, name: r.name, popular: r.popular, mark: markOf(r) },
      bodies: new Set(),
      fuels: new Set(),
    };
    entry.bodies.add(r.bodyType);
    entry.fuels.add(r.fuelType);
    makes.set(r.id, entry);
  }
  return [...makes.values()]
    .map(({ make, bodies, fuels }) => ({ ...make, body_types: ordered(BODY_TYPES, bodies), fuel_types: ordered(FUEL_TYPES, fuels) }))
    .sort((a, b) => Number(b.popular) - Number(a.popular) || a.name.localeCompare(b.name));
}

type ModelRow = {
  model: { id: number; slug: string; name: string; bodyType: BodyType };
  variant: { id: number; name: string; fuelType: FuelType };
};

/** Models with their variants and fuels (in the vocabulary's order), from model-and-variant rows, in the rows' order. */
export function toModels(rows: readonly ModelRow[]): Model[] {
  const models = new Map<number, Model>();
  for (const { model, variant } of rows) {
    const entry = models.get(model.id) ?? {
      id: model.id,
      slug: model.slug,
      name: model.name,
      body_type: model.bodyType,
      fuel_types: [],
      variants: [],
    };
    entry.variants.push({ id: variant.id, name: variant.name, fuel_type: variant.fuelType });
    if (!entry.fuel_types.includes(variant.fuelType)) entry.fuel_types.push(variant.fuelType);
    models.set(model.id, entry);
  }
  return [...models.values()].map((m) => ({ ...m, fuel_types: FUEL_TYPES.filter((f) => m.fuel_types.includes(f)) }));
}

/** A make's models with their variants and fuels. */
export async function listModels(db: Db, makeSlug: string): Promise<{ make: Make; models: Model[] }> {
  const found = await repo.findMakeBySlug(db, makeSlug);
  if (!found) throw new AppError('MAKE_NOT_FOUND', 'We could not find this make');
  const list = toModels(await repo.findModelsWithVariants(db, found.id));
  // The make's facets are those of its own models: no need to read the whole catalogue.
  const make: Make = {
    id: found.id,
    slug: found.slug,
    name: found.name,
    popular: found.popular,
    mark: markOf(found),
    body_types: ordered(BODY_TYPES, new Set(list.map((m) => m.body_type))),
    fuel_types: ordered(FUEL_TYPES, new Set(list.flatMap((m) => m.fuel_types))),
  };
  return { make, models: list };
}

/** A catalogue model, or MODEL_NOT_FOUND. */
export async function getModel(db: Db, modelId: number) {
  const model = await repo.findModelById(db, modelId);
  if (!model) throw new AppError('MODEL_NOT_FOUND', 'We could not find this car model');
  return model;
}

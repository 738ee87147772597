import type { BackendDeps } from '../context';
import * as repo from '../repositories/vehicles';
import { AppError } from '@/lib/errors';
import type { Make, Model } from '@/contracts/vehicles';

const BODY_ORDER = ['HATCHBACK', 'SEDAN', 'SUV'] as const;
const FUEL_ORDER = ['PETROL', 'DIESEL', 'CNG', 'LPG', 'EV'] as const;
const ordered = <T extends string>(order: readonly T[], values: Set<T>) => order.filter((v) => values.has(v));

/** The makes of the catalogue, popular first, each with the body types and fuels it offers. */
export async function listMakes({ database }: BackendDeps): Promise<Make[]> {
  const rows = await repo.findMakesWithFacets(database.db);
  const makes = new Map<number, { make: Omit<Make, 'body_types' | 'fuel_types'>; bodies: Set<Make['body_types'][number]>; fuels: Set<Make['fuel_types'][number]> }>();
  for (const r of rows) {
    const entry = makes.get(r.id) ?? { make: { id: r.id, slug: r.slug, name: r.name, popular: r.popular }, bodies: new Set(), fuels: new Set() };
    entry.bodies.add(r.bodyType);
    entry.fuels.add(r.fuelType);
    makes.set(r.id, entry);
  }
  return [...makes.values()]
    .map(({ make, bodies, fuels }) => ({ ...make, body_types: ordered(BODY_ORDER, bodies), fuel_types: ordered(FUEL_ORDER, fuels) }))
    .sort((a, b) => Number(b.popular) - Number(a.popular) || a.name.localeCompare(b.name));
}

/** A make's models with their variants and fuels. */
export async function listModels(deps: BackendDeps, makeSlug: string): Promise<{ make: Make; models: Model[] }> {
  const found = await repo.findMakeBySlug(deps.database.db, makeSlug);
  if (!found) throw new AppError('NOT_FOUND', 'We could not find this make');
  const rows = await repo.findModelsWithVariants(deps.database.db, found.id);
  const models = new Map<number, Model>();
  for (const { model, variant } of rows) {
    const entry = models.get(model.id) ?? { id: model.id, slug: model.slug, name: model.name, body_type: model.bodyType, fuel_types: [], variants: [] };
    entry.variants.push({ id: variant.id, name: variant.name, fuel_type: variant.fuelType });
    if (!entry.fuel_types.includes(variant.fuelType)) entry.fuel_types.push(variant.fuelType);
    models.set(model.id, entry);
  }
  const list = [...models.values()].map((m) => ({ ...m, fuel_types: FUEL_ORDER.filter((f) => m.fuel_types.includes(f)) }));
  // The make's facets are those of its own models: no need to read the whole catalogue.
  const make: Make = {
    id: found.id, slug: found.slug, name: found.name, popular: found.popular,
    body_types: ordered(BODY_ORDER, new Set(list.map((m) => m.body_type))),
    fuel_types: ordered(FUEL_ORDER, new Set(list.flatMap((m) => m.fuel_types))),
  };
  return { make, models: list };
}

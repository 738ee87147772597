import type { Db } from '../platform/db/client';
import * as repo from './repository';
import { listMakes, toModels } from './catalogue-service';
import type { VehicleSearch } from '@/contracts/vehicles';
import { bodyLabel, fuelLabel } from '@/lib/vehicle-names';
import { searchCatalogue } from '@/lib/vehicle-search';

/** How many models a search answers with at most: about a screenful on a phone. */
export const SEARCH_MODEL_LIMIT = 10;

/** The makes and models (across makes) that match what a visitor typed, best first (the rules are in src/lib/vehicle-search.ts). */
export async function searchVehicles(db: Db, query: string): Promise<VehicleSearch> {
  const makes = await listMakes(db);
  const rows = await repo.findAllModelsWithVariants(db);
  const makeById = new Map(makes.map((make, rank) => [make.id, { make, rank }]));
  const makeIdOf = new Map(rows.map((row) => [row.model.id, row.makeId]));
  // Popular makes first, each make's models in catalogue order: the search keeps this order among equals.
  const entries = toModels(rows)
    .flatMap((model) => {
      const owner = makeById.get(makeIdOf.get(model.id) ?? -1);
      return owner ? [{ ...owner, model }] : [];
    })
    .sort((a, b) => a.rank - b.rank);
  const hits = searchCatalogue(
    query,
    makes,
    entries.map(({ make, model }) => ({
      make: make.name,
      model: model.name,
      variants: [...new Set(model.variants.map((v) => v.name))],
      traits: [bodyLabel(model.body_type), ...model.fuel_types.map(fuelLabel)],
    })),
    SEARCH_MODEL_LIMIT,
  );
  return {
    makes: hits.makes.flatMap((i) => makes[i] ?? []),
    models: hits.models.flatMap((i) => {
      const entry = entries[i];
      return entry ? [{ make: { slug: entry.make.slug, name: entry.make.name }, model: entry.model }] : [];
    }),
  };
}

import type { Db } from '../platform/db/client';
import * as repo from './repository';
import { listMakes, toModels } from './catalogue-service';
import type { Make, Model, VehicleSearch } from '@/contracts/vehicles';
import { bodyLabel, fuelLabel } from '@/lib/vehicle-names';
import { searchCatalogue, type SearchableModel } from '@/lib/vehicle-search';

/** How many models a search answers with at most: about a screenful on a phone. */
export const SEARCH_MODEL_LIMIT = 10;

/**
 * How long the catalogue read for searching is reused (seconds). Reading it takes 25–50 ms on PGlite,
 * matching a query about 5 ms, and a visitor sends a query per pause in typing; the catalogue
 * endpoints' answers are shared for an hour anyway, so a minute of staleness costs nothing.
 */
export const SEARCH_CATALOGUE_SECONDS = 60;

interface Catalogue {
  makes: Make[];
  /** Popular makes first, each make's models in catalogue order: the search keeps this order among equals. */
  entries: { make: Make; model: Model }[];
  searchable: SearchableModel[];
}

async function readCatalogue(db: Db): Promise<Catalogue> {
  const makes = await listMakes(db);
  const rows = await repo.findAllModelsWithVariants(db);
  const makeById = new Map(makes.map((make, rank) => [make.id, { make, rank }]));
  const makeIdOf = new Map(rows.map((row) => [row.model.id, row.makeId]));
  const entries = toModels(rows)
    .flatMap((model) => {
      const owner = makeById.get(makeIdOf.get(model.id) ?? -1);
      return owner ? [{ ...owner, model }] : [];
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ make, model }) => ({ make, model }));
  const searchable = entries.map(({ make, model }) => ({
    make: make.name,
    model: model.name,
    variants: [...new Set(model.variants.map((v) => v.name))],
    traits: [bodyLabel(model.body_type), ...model.fuel_types.map(fuelLabel)],
  }));
  return { makes, entries, searchable };
}

const kept = new WeakMap<Db, { until: number; catalogue: Promise<Catalogue> }>();

/** The catalogue for searching, read at most once a minute per database (concurrent searches share one read). */
function catalogueFor(db: Db, now: number): Promise<Catalogue> {
  const hit = kept.get(db);
  if (hit && hit.until > now) return hit.catalogue;
  const catalogue = readCatalogue(db);
  kept.set(db, { until: now + SEARCH_CATALOGUE_SECONDS * 1000, catalogue });
  catalogue.catch(() => {
    if (kept.get(db)?.catalogue === catalogue) kept.delete(db);
  });
  return catalogue;
}

/** The makes and models (across makes) that match what a visitor typed, best first (the rules are in src/lib/vehicle-search.ts). */
export async function searchVehicles(db: Db, query: string, now = Date.now()): Promise<VehicleSearch> {
  const { makes, entries, searchable } = await catalogueFor(db, now);
  const hits = searchCatalogue(query, makes, searchable, SEARCH_MODEL_LIMIT);
  return {
    makes: hits.makes.flatMap((i) => makes[i] ?? []),
    models: hits.models.flatMap((i) => {
      const entry = entries[i];
      return entry ? [{ make: { slug: entry.make.slug, name: entry.make.name }, model: entry.model }] : [];
    }),
  };
}

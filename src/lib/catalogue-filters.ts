import { FUEL_CHIP_ORDER, FUEL_LABELS, type BodyType as BodyTypeId, type FuelType as FuelTypeId } from '@/contracts/vocabulary';

/** What the visitor narrowed the catalogue by: free text plus body-type and fuel chips. */
export interface CatalogueFilters {
  query: string;
  bodyTypes: readonly BodyTypeId[];
  fuels: readonly FuelTypeId[];
}

export const NO_FILTERS: CatalogueFilters = { query: '', bodyTypes: [], fuels: [] };

/** The catalogue's fuel chips (spec §9): 'Electric' is the EV fuel id. */
export const FUEL_CHIPS: readonly { id: FuelTypeId; label: string }[] = FUEL_CHIP_ORDER.map((id) => ({ id, label: FUEL_LABELS[id] }));

interface Filterable {
  name: string;
  bodyTypes: readonly string[];
  fuels: readonly string[];
}

/** Lower-cased letters and digits only, so 'mercedes benz' finds 'Mercedes-Benz' and 'wagonr' finds 'Wagon R'. */
const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Whether an item matches: the query is found in its name (case-insensitive), and it has one of each chosen group. */
function matches(item: Filterable, filters: CatalogueFilters): boolean {
  const query = fold(filters.query);
  if (query && !fold(item.name).includes(query)) return false;
  if (filters.bodyTypes.length && !filters.bodyTypes.some((b) => item.bodyTypes.includes(b))) return false;
  if (filters.fuels.length && !filters.fuels.some((f) => item.fuels.includes(f))) return false;
  return true;
}

/** The makes that match the filters, in their given (popular-first) order. */
export function filterMakes<M extends { name: string; body_types: readonly string[]; fuel_types: readonly string[] }>(
  makes: readonly M[],
  filters: CatalogueFilters,
): M[] {
  return makes.filter((m) => matches({ name: m.name, bodyTypes: m.body_types, fuels: m.fuel_types }, filters));
}

/** The models that match the filters, in their given order. */
export function filterModels<M extends { name: string; body_type: string; fuel_types: readonly string[] }>(
  models: readonly M[],
  filters: CatalogueFilters,
): M[] {
  return models.filter((m) => matches({ name: m.name, bodyTypes: [m.body_type], fuels: m.fuel_types }, filters));
}

/** The list with the value added, or removed when it was there. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

// Spec §3 "Saved vehicle (as used by the screens)": the asset service's record mapped to the
// screens' fields, with its two rules: a make_model of 'null null' counts as empty, and only
// vehicles of an allowed type are kept.
import { VEHICLE_TYPES } from '@/contracts/vocabulary';

export interface SavedAssetSource {
  asset_number: string;
  make_name: string | null;
  make_model: string | null;
  vehicle_name: string | null;
  vehicle_type: string | null;
}

export interface SavedVehicle {
  vehicle_make: string;
  vehicle_model: string;
  vehicle_name: string;
  vehicle_number: string;
}

const ALLOWED: ReadonlySet<string> = new Set(VEHICLE_TYPES);
const text = (value: string | null) => (value ?? '').trim();

/** The screens' saved vehicle, or null when its type is not one the product serves. */
export function toSavedVehicle(source: SavedAssetSource): SavedVehicle | null {
  if (!source.vehicle_type || !ALLOWED.has(source.vehicle_type)) return null;
  const makeModel = text(source.make_model);
  return {
    vehicle_make: text(source.make_name),
    vehicle_model: makeModel === 'null null' ? '' : makeModel,
    vehicle_name: text(source.vehicle_name),
    vehicle_number: source.asset_number,
  };
}

/** Every saved vehicle of an allowed type, in the order given. */
export function toSavedVehicles(sources: readonly SavedAssetSource[]): SavedVehicle[] {
  return sources.flatMap((s) => toSavedVehicle(s) ?? []);
}

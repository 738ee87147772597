import type { Db } from '../platform/db/client';
import type { VehicleRegistry } from '../platform/providers/vehicle-registry';
import type { Logger } from '@/runtime/logger';
import type { AddressInput, SavedAddress } from '@/contracts/saved';
import { AppError } from '@/contracts/errors';
import { registrationNumberOf } from '../vehicles';
import { toSavedVehicle, toSavedVehicles, type SavedAssetSource, type SavedVehicle } from '@/lib/saved-vehicles';
import { addressesOf, deleteAddress, findAddress, insertAddress, insertVehicle, savedAssetsOf, type AddressRow } from './repository';
import { canChangeAddress } from './permissions';
import type { Actor } from '@/contracts/actor';

/** The asset service's record of a saved car: make and model joined as it writes them ('null null' when both are unknown). */
const sourceOf = (row: Awaited<ReturnType<typeof savedAssetsOf>>[number]): SavedAssetSource => ({
  asset_number: row.registrationNumber,
  make_name: row.make,
  make_model: `${row.make} ${row.model}`,
  vehicle_name: row.variant ?? row.model,
  vehicle_type: row.vehicleType,
});

export async function savedVehicles(db: Db, userId: string): Promise<SavedVehicle[]> {
  return toSavedVehicles((await savedAssetsOf(db, userId)).map(sourceOf));
}

/**
 * Saves a car by its registration number, with what the registry knows of it (a number the
 * registry does not know is saved too, without make and model). Saving it again changes nothing.
 */
export async function saveVehicle(
  deps: { db: Db; registry: VehicleRegistry; logger: Logger },
  userId: string,
  input: string,
): Promise<{ vehicle: SavedVehicle; created: boolean }> {
  const number = registrationNumberOf(input, 'asset_number');
  const known = await deps.registry.lookup(number).catch((error: unknown) => {
    deps.logger.warn('vehicle registry failed; the car is saved without its model', { registry: deps.registry.name, error });
    return null;
  });
  const created = await insertVehicle(deps.db, {
    userId,
    registrationNumber: number,
    variantId: known?.variant_id ?? null,
    registrationYear: known?.registration_year ?? null,
    color: known?.color ?? null,
  });
  const [row] = await savedAssetsOf(deps.db, userId, number);
  return { vehicle: toSavedVehicle(sourceOf(row!))!, created };
}

const toAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  line: row.line,
  description: row.description ?? undefined,
  house_number: row.houseNumber ?? undefined,
  locality: row.locality ?? undefined,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  location_coords: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
});

export async function savedAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  return (await addressesOf(db, userId)).map(toAddress);
}

export async function saveAddress(db: Db, userId: string, address: AddressInput): Promise<SavedAddress> {
  return toAddress(
    await insertAddress(db, {
      userId,
      line: address.line,
      description: address.description ?? null,
      houseNumber: address.house_number ?? null,
      locality: address.locality ?? null,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
      latitude: address.location_coords?.latitude ?? null,
      longitude: address.location_coords?.longitude ?? null,
    }),
  );
}

/** Removes a saved address: its owner only; to anyone else it does not exist (404). */
export async function removeAddress(db: Db, actor: Actor, id: string): Promise<void> {
  const address = await findAddress(db, id);
  if (!address || !canChangeAddress(actor, address)) throw new AppError('ADDRESS_NOT_FOUND', 'No saved address has this id');
  await deleteAddress(db, id, address.userId);
}

import type { Db } from '../db/client';
import type { Providers } from '../deps';
import { createDatabaseRegistry } from './vehicle-registry/database-registry';
import { createHttpRegistry, type ModelResolver } from './vehicle-registry/http-registry';

export interface ProviderSettings {
  vehicleRegistryUrl?: string;
  vehicleRegistryToken?: string;
}

/** Picks each provider: the embedded default, or the real adapter when its settings are given. */
export function createProviders(db: Db, settings: ProviderSettings, resolveModel: ModelResolver): Providers {
  const vehicleRegistry = settings.vehicleRegistryUrl
    ? createHttpRegistry({ url: settings.vehicleRegistryUrl, token: settings.vehicleRegistryToken, resolveModel })
    : createDatabaseRegistry(db);
  return { vehicleRegistry };
}

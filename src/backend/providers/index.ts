import type { Database } from '../db/client';
import type { Providers } from '../context';
import { findModelByNames } from '../repositories/vehicles';
import { createDatabaseRegistry } from './vehicle-registry/database-registry';
import { createHttpRegistry } from './vehicle-registry/http-registry';

export interface ProviderSettings {
  vehicleRegistryUrl?: string;
  vehicleRegistryToken?: string;
}

/** Picks each provider: the embedded default, or the real adapter when its settings are given. */
export function createProviders(database: Database, settings: ProviderSettings = {}): Providers {
  const vehicleRegistry = settings.vehicleRegistryUrl
    ? createHttpRegistry({
      url: settings.vehicleRegistryUrl, token: settings.vehicleRegistryToken,
      async resolveModel(make, model) {
        const row = await findModelByNames(database.db, make, model);
        return row ? { make: row.make.name, make_slug: row.make.slug, model: row.model.name, model_id: row.model.id, body_type: row.model.bodyType } : null;
      },
    })
    : createDatabaseRegistry(database.db);
  return { vehicleRegistry };
}

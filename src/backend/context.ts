import type { Database } from './db/client';
import type { Logger } from '@/platform/logger';
import type { VehicleRegistry } from './providers/vehicle-registry';

/** Outside services, each behind a small interface with an embedded default. */
export interface Providers {
  vehicleRegistry: VehicleRegistry;
}

/** What every backend route and service may use; built once at start-up. */
export interface BackendDeps {
  database: Database;
  logger: Logger;
  appEnv: 'production' | 'staging' | 'development' | 'test';
  defaultWorkshopCode: string;
  providers: Providers;
}

import { openDatabase, migrateDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed';
import { createBackend, type Backend } from './app';
import type { BackendDeps } from './context';
import type { Logger } from '@/platform/logger';
import { createProviders, type ProviderSettings } from './providers';

export interface BootOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  seed: boolean;
  logger: Logger;
  appEnv: BackendDeps['appEnv'];
  defaultWorkshopCode: string;
  providers?: ProviderSettings;
}

export interface RunningBackend { backend: Backend; database: Database; deps: BackendDeps }

/** Opens the database, applies migrations and the demo seed, and builds the backend. */
export async function bootBackend(options: BootOptions): Promise<RunningBackend> {
  const database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir, poolMax: options.poolMax });
  try {
    await database.exclusively(async (db) => {
      await migrateDatabase(database, db);
      if (options.seed) {
        const outcome = await seedDatabase(db);
        options.logger.info('demo data', { outcome });
      }
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const deps: BackendDeps = { database, logger: options.logger, appEnv: options.appEnv, defaultWorkshopCode: options.defaultWorkshopCode,
    providers: createProviders(database, options.providers),
  };
  return { backend: createBackend(deps), database, deps };
}

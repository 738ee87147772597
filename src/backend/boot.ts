import { openDatabase, migrateDatabase, type Database } from './platform/db/client';
import { seedDatabase } from './platform/db/seed';
import { seedDemoPeople } from './platform/db/seed/people';
import { loadCodeKey } from './platform/secrets';
import { startOutboxDelivery } from './notifications/delivery';
import { createProviders, type ProviderSettings } from './platform/providers';
import type { AppEnv, BackendDeps } from './platform/deps';
import { findModelByNames } from './vehicles/repository';
import { createBackend, type Backend } from './app';
import type { Logger } from '@/runtime/logger';
import { createRateLimits, type RateLimits } from '@/runtime/rate-limit';

export interface BootOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  seed: boolean;
  logger: Logger;
  appEnv: AppEnv;
  internalSecret?: string;
  providers?: ProviderSettings;
  statementTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Shared limits; without them this backend keeps its own in memory. */
  limits?: RateLimits;
  /** SIGN_IN_CODE_KEY; without it a key kept in the database. */
  codeKey?: string;
  /** How often the outbox is swept for retries (5 s unless told). */
  outboxIntervalMs?: number;
  /** SUPPORT_PHONE, named in messages. */
  supportPhone?: string;
}

export interface RunningBackend {
  backend: Backend;
  database: Database;
  deps: BackendDeps;
  /** Stops the outbox's background rounds, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, applies migrations and the demo seed, and builds the backend. */
export async function bootBackend(options: BootOptions): Promise<RunningBackend> {
  const database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir, poolMax: options.poolMax, statementTimeoutMs: options.statementTimeoutMs });
  try {
    await database.exclusively(async (db) => {
      await migrateDatabase(database, db);
      if (options.seed) {
        const outcome = await seedDatabase(db);
        await seedDemoPeople(db);
        options.logger.info('demo data', { outcome });
      }
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const db = database.db;
  const providers = createProviders(db, options.providers ?? {}, async (make, model) => {
    const row = await findModelByNames(db, make, model);
    return row ? { make: row.make.name, make_slug: row.make.slug, model: row.model.name, model_id: row.model.id, body_type: row.model.bodyType } : null;
  });
  const limits = options.limits ?? createRateLimits({ redisKeyPrefix: 'sc', factor: 1, logger: options.logger });
  const codeKey = await loadCodeKey(db, options.codeKey);
  const outbox = startOutboxDelivery(db, providers.sms, options.logger, options.outboxIntervalMs);
  if (providers.sms.embedded) {
    options.logger.info('SMS are not sent: the embedded provider keeps them in the outbox (set MSG91_AUTH_KEY to send); read them at /service-centre/dev/outbox');
  }
  const deps: BackendDeps = { database, db, logger: options.logger, appEnv: options.appEnv, providers, limits, outbox, codeKey, supportPhone: options.supportPhone ?? '1800 266 0101' };
  return {
    backend: createBackend(deps, { internalSecret: options.internalSecret, requestTimeoutMs: options.requestTimeoutMs }),
    database, deps,
    async close() { await outbox.stop(); await database.close(); },
  };
}

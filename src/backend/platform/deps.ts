import type { Database, Db } from './db/client';
import type { Logger } from '@/runtime/logger';
import type { VehicleRegistry } from './providers/vehicle-registry';
import type { SmsProvider } from './providers/sms';
import type { PolicyRegistry } from './providers/policies';
import type { RateLimits } from '@/runtime/rate-limit';

/** Outside services, each behind a small interface with an embedded default. */
export interface Providers {
  vehicleRegistry: VehicleRegistry;
  sms: SmsProvider;
  policies: PolicyRegistry;
}

/** Delivers the notification outbox in the background. */
export interface OutboxDelivery {
  /** Asks for a delivery round now (after a message was written). */
  kick(): void;
  stop(): Promise<void>;
}

export type AppEnv = 'production' | 'staging' | 'development' | 'test';

/**
 * What the backend is built from, once at start-up. Routes hand services only the parts they use
 * (a database handle, which may be a transaction; a provider; the logger).
 */
export interface BackendDeps {
  database: Database;
  /** The database handle outside any transaction. */
  db: Db;
  logger: Logger;
  appEnv: AppEnv;
  providers: Providers;
  /** Limits per person or key (per-IP limits are the server's). */
  limits: RateLimits;
  outbox: OutboxDelivery;
  /** The key of the sign-in codes' keyed hash (HMAC-SHA-256). */
  codeKey: Buffer;
  /** The support number messages name (SUPPORT_PHONE). */
  supportPhone: string;
}

import type { Database } from './db/client';
import type { Logger } from '@/platform/logger';

/** What every backend route and service may use; built once at start-up. */
export interface BackendDeps {
  database: Database;
  logger: Logger;
  appEnv: 'production' | 'staging' | 'development' | 'test';
  defaultWorkshopCode: string;
}

import { sql } from 'drizzle-orm';
import { readMigrationVersion, type Database } from '../platform/db/client';
import type { Health } from '@/contracts/health';

const PING_TIMEOUT_MS = 2000;

/** Whether the database answers, and the newest migration applied. */
export async function checkHealth(database: Database): Promise<Health> {
  try {
    const migration = await withTimeout(
      (async () => {
        await database.db.execute(sql`select 1`);
        return readMigrationVersion(database.db);
      })(),
      PING_TIMEOUT_MS,
    );
    return { status: 'ok', database: 'up', databaseKind: database.kind, migration };
  } catch {
    return { status: 'unavailable', database: 'down', databaseKind: database.kind, migration: null };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

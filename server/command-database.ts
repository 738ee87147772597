// The database of an operator command (`npm run staff`, `npm run analytics-keys`): the configured one
// (DATABASE_URL, else the PGlite folder DATA_DIR, which must not be in use by a running server), migrated.
import { env } from '@/config/env';
import { migrateDatabase, openDatabase, type Database } from '@/backend/platform/db/client';
import { DataDirLockedError, holdDataDirForProcess } from '@/backend/platform/db/data-dir-lock';

/** Opens and migrates the configured database; `fail` is called (and must not return) when a server holds the PGlite folder. */
export async function openCommandDatabase(fail: (message: string) => never): Promise<Database> {
  const settings = env();
  try {
    holdDataDirForProcess({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      fail(`${error.message}\nStop the server first: the embedded database takes one process at a time.`);
    throw error;
  }
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  await database.exclusively((db) => migrateDatabase(database, db));
  return database;
}

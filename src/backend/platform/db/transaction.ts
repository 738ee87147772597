import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Runs `work` in one transaction. Services take a `Db` that may already be a transaction: called
 * inside one, this joins it instead of opening another, so a booking can reserve a slot, create an
 * appointment and write its payment row all or nothing.
 */
export async function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return work(db as unknown as Db);
  return db.transaction((tx) => work(tx as unknown as Db));
}

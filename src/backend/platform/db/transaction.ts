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

/** PostgreSQL's "try again" failures: a serialization failure and a deadlock (each rolls the transaction back whole). */
const RETRYABLE = new Set(['40001', '40P01']);
const codeOf = (error: unknown): string | undefined => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
};

/**
 * A transaction that is tried again (up to `attempts` times in all) when PostgreSQL rolls it back
 * for a serialization failure or a deadlock; called inside a transaction it only joins it.
 */
export async function withRetriedTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 4): Promise<T> {
  if (db instanceof PgTransaction) return work(db as unknown as Db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      const code = codeOf(error);
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
    }
  }
}

/** Whether a database error is a unique violation of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505' && (e.constraint === constraint || e.constraint_name === constraint)) return true;
  }
  return false;
}

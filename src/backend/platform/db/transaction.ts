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
 * Thrown inside a retried transaction when what it read was overtaken by another transaction's
 * commit: a row it saw live had ended, or one it did not see is there now. Under READ COMMITTED a
 * query that waits for a row lock still returns the other rows it joined as they were before the
 * wait, so a decision made on them can be stale. The transaction is rolled back and run again, and
 * the next attempt reads afresh (`attempt` tells it to take its lock first; see booking/README.md).
 */
export class ReadOvertaken extends Error {
  constructor(what: string) {
    super(`read overtaken by another commit: ${what}`);
    this.name = 'ReadOvertaken';
  }
}

export interface RetryOptions {
  /** Tries in all (4 unless told). */
  attempts?: number;
  /** Other errors worth a fresh attempt: a unique violation whose cause the next attempt's reads will see. */
  retryOn?: (error: unknown) => boolean;
}

/**
 * A transaction that is tried again (up to `attempts` times in all) when PostgreSQL rolls it back
 * for a serialization failure or a deadlock, when its reads were overtaken (`ReadOvertaken`), or on
 * an error `retryOn` accepts; `work` is told which attempt it is (1 first). Called inside a
 * transaction it only joins it (attempt 1, nothing tried again).
 */
export async function withRetriedTransaction<T>(
  db: Db,
  work: (tx: Db, attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  if (db instanceof PgTransaction) return work(db as unknown as Db, 1);
  const attempts = options.attempts ?? 4;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db, attempt));
    } catch (error) {
      const code = codeOf(error);
      const retryable = (code !== undefined && RETRYABLE.has(code)) || error instanceof ReadOvertaken || options.retryOn?.(error) === true;
      if (attempt >= attempts || !retryable) throw error;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
    }
  }
}

/** Whether a database error is a unique violation of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505' && (e.constraint === constraint || e.constraint_name === constraint)) return true;
  }
  return false;
}

// Idempotency-Key (SPEC-NOTES): a write retried with the same key, by the same caller on the same
// route, answers what the first answered without doing it again; the same key with another request
// is refused (409 IDEMPOTENCY_KEY_REUSED). A key is claimed before the work and its answer stored
// after it, so the work keeps its own transactions (a payment calls the gateway outside any). A
// refusal is not stored: nothing changed, so a retry is tried afresh.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { idempotencyKeys } from './db/schema';
import { AppError } from '@/contracts/errors';

/** Answers are kept this long (at least 24 hours). */
export const KEEP_HOURS = 48;
/** A claim whose work has not finished by then (a process that died) may be taken over. */
const STALE_SECONDS = 60;
/** How long a retry waits for the first request with its key to finish. */
const WAIT_MS = 5000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface Answer { status: number; body: unknown }

export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new AppError('VALIDATION_FAILED', 'Idempotency-Key: 1 to 255 visible characters');
  return key;
}

async function claim(db: Db, scope: string, key: string, hash: string): Promise<boolean> {
  const rows = await db.insert(idempotencyKeys).values({ scope, key, requestHash: hash, status: 0, body: {}, expiresAt: sql`now() + make_interval(hours => ${KEEP_HOURS})` })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: hash, createdAt: sql`now()`, expiresAt: sql`now() + make_interval(hours => ${KEEP_HOURS})` },
      setWhere: sql`(${idempotencyKeys.status} = 0 and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${STALE_SECONDS})) or ${idempotencyKeys.expiresAt} < now()`,
    }).returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

async function find(db: Db, scope: string, key: string) {
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/** Runs `work` once per scope and key; a retry gets the stored answer. */
export async function runOnce(db: Db, scope: string, key: string, hash: string, work: () => Promise<Answer>): Promise<Answer> {
  if (!(await claim(db, scope, key, hash))) {
    for (const started = Date.now(); ;) {
      const row = await find(db, scope, key);
      if (row && row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request; send a new key for a new request');
      if (row && row.status > 0) return { status: row.status, body: row.body };
      if (!row && (await claim(db, scope, key, hash))) break;
      if (Date.now() - started > WAIT_MS) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'A request with this Idempotency-Key is still being processed; try again in a moment');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  let answer: Answer;
  try {
    answer = await work();
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 0)));
    throw error;
  }
  await db.update(idempotencyKeys).set({ status: answer.status, body: answer.body }).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return answer;
}

/** The job: forgets answers past their time. */
export async function forgetOldKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
}

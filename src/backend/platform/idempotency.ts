// Idempotency-Key (SPEC-NOTES): a write retried with the same key, by the same caller on the same
// route, answers what the first answered without doing it again; the same key with another request
// is refused (409 IDEMPOTENCY_KEY_REUSED). A key is claimed before the work and its answer stored
// after it, so the work keeps its own transactions (a payment calls the gateway outside any). A
// refusal is not stored: nothing changed, so a retry is tried afresh. The claim is a short lease the
// working process renews: a process that died holds it seconds, not a minute, and a retry waiting
// for it then does the work itself. A write that makes something names it on its claim in the same
// transaction (rememberMade): a retry taking over from a process that died after that commit, but
// before the answer was stored, is told what was made (madeBefore) and answers it instead of making
// it again.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { idempotencyKeys } from './db/schema';
import { AppError } from '@/contracts/errors';

/** Answers are kept this long (at least 24 hours). */
export const KEEP_HOURS = 48;
/** A claim lasts this long unless its process renews it (every third of it, while the work runs). */
export const LEASE_SECONDS = 4;
/** How long a retry waits for the first request with its key to finish (longer than a lease, so a dead process's claim is taken over in time). */
const WAIT_MS = 8000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface Answer {
  status: number;
  body: unknown;
}

export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new AppError('VALIDATION_FAILED', 'Idempotency-Key: 1 to 255 visible characters');
  return key;
}

/** The claim a piece of work runs under, and what an earlier holder of it made (its id), if it said. */
const working = new AsyncLocalStorage<{ scope: string; key: string; madeBefore?: string }>();

/**
 * What an earlier attempt at this very request made and committed (its id), when that attempt's
 * process died before its answer was stored; undefined otherwise, and outside an Idempotency-Key.
 */
export function madeBefore(): string | undefined {
  return working.getStore()?.madeBefore;
}

/**
 * Notes, in the work's own transaction `tx`, the id of what this request made: committed with it,
 * so a retry after a crash finds it (madeBefore). Nothing outside an Idempotency-Key.
 */
export async function rememberMade(tx: Db, id: string): Promise<void> {
  const claimed = working.getStore();
  if (!claimed) return;
  await tx
    .update(idempotencyKeys)
    .set({ body: { made: id } })
    .where(and(eq(idempotencyKeys.scope, claimed.scope), eq(idempotencyKeys.key, claimed.key), eq(idempotencyKeys.status, 0)));
}

/** Claims the key: false when another holds it or its answer is stored; else what an earlier holder made, if anything. */
async function claim(db: Db, scope: string, key: string, hash: string): Promise<false | { made?: string }> {
  const lease = sql`clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})`;
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      scope,
      key,
      requestHash: hash,
      status: 0,
      body: {},
      leaseUntil: lease,
      expiresAt: sql`now() + make_interval(hours => ${KEEP_HOURS})`,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        requestHash: hash,
        createdAt: sql`now()`,
        leaseUntil: lease,
        expiresAt: sql`now() + make_interval(hours => ${KEEP_HOURS})`,
        // A key reused after its answer was forgotten starts afresh; a lapsed claim keeps what its holder made.
        body: sql`case when ${idempotencyKeys.expiresAt} < now() then '{}'::jsonb else ${idempotencyKeys.body} end`,
      },
      setWhere: sql`(${idempotencyKeys.status} = 0 and ${idempotencyKeys.leaseUntil} < clock_timestamp()) or ${idempotencyKeys.expiresAt} < now()`,
    })
    .returning({ body: idempotencyKeys.body });
  return rows.length > 0 && { made: madeIn(rows[0]!.body) };
}

/** Keeps a claim alive while its work runs: renewed every third of a lease; stop() ends it. */
function renewWhileWorking(db: Db, scope: string, key: string): { stop(): void } {
  const timer = setInterval(
    () => {
      void db
        .update(idempotencyKeys)
        .set({ leaseUntil: sql`clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 0)))
        .catch(() => {
          /* the next renewal tries again; a lease that lapses lets a retry take over */
        });
    },
    (LEASE_SECONDS * 1000) / 3,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

async function find(db: Db, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/** Runs `work` once per scope and key; a retry gets the stored answer. */
export async function runOnce(db: Db, scope: string, key: string, hash: string, work: () => Promise<Answer>): Promise<Answer> {
  let claimed = await claim(db, scope, key, hash);
  if (!claimed) {
    for (const started = Date.now(); ; ) {
      const row = await find(db, scope, key);
      if (row && row.requestHash !== hash)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request; send a new key for a new request');
      if (row && row.status > 0) return { status: row.status, body: row.body };
      // Gone (refused and forgotten) or its process died (lease lapsed): this retry does the work.
      if (!row || row.status === 0) claimed = await claim(db, scope, key, hash);
      if (claimed) break;
      if (Date.now() - started > WAIT_MS)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'A request with this Idempotency-Key is still being processed; try again in a moment');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  let answer: Answer;
  const lease = renewWhileWorking(db, scope, key);
  try {
    answer = await working.run({ scope, key, madeBefore: claimed.made }, work);
  } catch (error) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 0)));
    throw error;
  } finally {
    lease.stop();
  }
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return answer;
}

const madeIn = (body: unknown): string | undefined => {
  const made = (body as { made?: unknown } | null | undefined)?.made;
  return typeof made === 'string' ? made : undefined;
};

/** The job: forgets answers past their time. */
export async function forgetOldKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
}

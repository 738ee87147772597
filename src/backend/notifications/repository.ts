import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { outbox } from '../platform/db/schema';
import { Outbox } from '@/contracts/vocabulary';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

export async function insertMessage(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(outbox).values(row).returning();
  return inserted!;
}

/**
 * Claims up to `limit` messages that are due: each claimed row's next try moves `leaseSeconds`
 * ahead and its attempts count up, in one statement, so two processes never send the same message
 * at once, and a process that dies mid-send leaves it to be tried again when the lease runs out.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, Outbox.PENDING),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.expiresAt), gt(outbox.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds}::double precision)` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Delivered: a message that holds a secret keeps no text once the provider has it. */
export async function markSent(db: Db, row: OutboxRow, provider: string, providerMessageId: string, keepText: boolean): Promise<void> {
  const erase = row.sensitive && !keepText;
  await db
    .update(outbox)
    .set({
      status: Outbox.SENT,
      sentAt: sql`now()`,
      provider,
      providerMessageId,
      lastError: null,
      ...(erase ? { body: null, payload: {} } : {}),
    })
    .where(eq(outbox.id, row.id));
}

export async function markRetry(db: Db, id: string, error: string, delaySeconds: number): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds}::double precision)` })
    .where(eq(outbox.id, id));
}

/** Given up: a message that holds a secret keeps no text. */
export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: Outbox.FAILED,
      lastError: error,
      body: sql`case when ${outbox.sensitive} then null else ${outbox.body} end`,
      payload: sql`case when ${outbox.sensitive} then '{}'::jsonb else ${outbox.payload} end`,
    })
    .where(eq(outbox.id, id));
}

/**
 * Pending messages past their expiry are given up; secrets past their expiry (or 10 minutes old) are
 * erased wherever they are. Both statements read partial indexes (pending messages; secrets still
 * held), so the sweep stays cheap however long the outbox of sent messages grows.
 */
export async function expireMessages(db: Db): Promise<void> {
  await db
    .update(outbox)
    .set({ status: Outbox.FAILED, lastError: 'expired before it could be delivered' })
    .where(and(eq(outbox.status, Outbox.PENDING), isNotNull(outbox.expiresAt), lte(outbox.expiresAt, sql`now()`)));
  await db
    .update(outbox)
    .set({ body: null, payload: {} })
    .where(
      and(
        eq(outbox.sensitive, true),
        isNotNull(outbox.body),
        or(lte(outbox.expiresAt, sql`now()`), lte(outbox.createdAt, sql`now() - interval '10 minutes'`)),
      ),
    );
}

export function newestMessages(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

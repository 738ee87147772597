// The analytics tables' SQL (and only here).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { analyticsDropped, analyticsEvents, analyticsIdentities, analyticsWriteKeys } from '../platform/db/schema';
import type { DropReason } from '@/contracts/analytics';

export type WriteKeyRow = typeof analyticsWriteKeys.$inferSelect;
export type EventRow = typeof analyticsEvents.$inferInsert;

export async function findWriteKey(db: Db, key: string): Promise<WriteKeyRow | undefined> {
  const [row] = await db.select().from(analyticsWriteKeys).where(eq(analyticsWriteKeys.key, key));
  return row;
}

/** Adds a key unless it exists (a revoked key stays revoked). */
export async function insertWriteKeyIfAbsent(db: Db, key: { key: string; site: string; automation: boolean }): Promise<void> {
  await db.insert(analyticsWriteKeys).values(key).onConflictDoNothing({ target: analyticsWriteKeys.key });
}

/** Revokes a key; answers whether a live key was revoked. */
export async function revokeWriteKey(db: Db, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(analyticsWriteKeys)
    .set({ revokedAt: now })
    .where(and(eq(analyticsWriteKeys.key, key), isNull(analyticsWriteKeys.revokedAt)))
    .returning({ id: analyticsWriteKeys.id });
  return rows.length > 0;
}

export const listWriteKeys = (db: Db): Promise<WriteKeyRow[]> => db.select().from(analyticsWriteKeys).orderBy(asc(analyticsWriteKeys.id));

export async function insertEvents(db: Db, rows: EventRow[]): Promise<void> {
  if (rows.length) await db.insert(analyticsEvents).values(rows);
}

/** Adds to the day's count of events dropped for each reason. */
export async function countDropped(db: Db, day: string, writeKeyId: number, counts: ReadonlyMap<DropReason, number>): Promise<void> {
  if (!counts.size) return;
  await db
    .insert(analyticsDropped)
    .values([...counts].map(([reason, count]) => ({ day, writeKeyId, reason, count })))
    .onConflictDoUpdate({
      target: [analyticsDropped.day, analyticsDropped.writeKeyId, analyticsDropped.reason],
      set: { count: sql`${analyticsDropped.count} + excluded.count` },
    });
}

/** Links anonymous ids to a customer: first seen kept, last seen moved. */
export async function linkIdentities(db: Db, customerId: string, anonymousIds: readonly string[], now: Date): Promise<void> {
  if (!anonymousIds.length) return;
  await db
    .insert(analyticsIdentities)
    .values([...new Set(anonymousIds)].map((anonymousId) => ({ anonymousId, customerId, firstSeenAt: now, lastSeenAt: now })))
    .onConflictDoUpdate({
      target: [analyticsIdentities.anonymousId, analyticsIdentities.customerId],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
    });
}

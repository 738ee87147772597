// The analytics tables' SQL (and only here).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../platform/db/client';
import { analyticsDropped, type analyticsEvents, analyticsIdentities, analyticsWriteKeys } from '../platform/db/schema';
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

/**
 * Appends a batch in one statement whose text never changes (the rows travel as one JSON parameter, sent as text: a driver may encode a string bound to jsonb a second time):
 * prepared once per connection, and no SQL built per request, which was most of the collector's CPU
 * beside the bare handler of bench/analytics.mjs.
 */
export async function insertEvents(db: Db, rows: EventRow[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      received_at: r.receivedAt,
      client_at: r.clientAt ?? null,
      event_type: r.eventType,
      event_name: r.eventName ?? null,
      anonymous_id: r.anonymousId,
      customer_id: r.customerId ?? null,
      properties: r.properties,
      device: r.device,
      write_key_id: r.writeKeyId,
    })),
  );
  await db.execute(sql`insert into analytics_events
    (received_at, client_at, event_type, event_name, anonymous_id, customer_id, properties, device, write_key_id)
    select received_at, client_at, event_type, event_name, anonymous_id, customer_id, properties, device, write_key_id
    from jsonb_to_recordset(${json}::text::jsonb) as e(received_at timestamptz, client_at timestamptz, event_type text,
      event_name text, anonymous_id text, customer_id uuid, properties jsonb, device text, write_key_id integer)`);
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

/**
 * One browser's stored events, oldest first, a batch's events in the order they were sent (one
 * statement inserts them in that order): the demo page of what was collected, and the browser tests.
 */
export async function eventsOfVisitor(db: Db, anonymousId: string) {
  return rowsOf<{
    received_at: string;
    event_type: 'page' | 'track' | 'identify';
    event_name: string | null;
    properties: Record<string, string | number | boolean | null>;
    device: string;
    customer: boolean;
  }>(
    await db.execute(sql`select to_json(received_at)#>>'{}' as received_at, event_type, event_name, properties, device,
      customer_id is not null as customer
      from analytics_events where anonymous_id = ${anonymousId}
      order by received_at, ctid limit 500`),
  );
}

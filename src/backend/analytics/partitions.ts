// analytics_events is partitioned by month on received_at (UTC months): a month's partition is made
// ahead of time by the partitions job and on start, and dropped whole once every event in it is older
// than the retention (ANALYTICS_RETENTION_MONTHS), which is cheap and leaves nothing behind.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../platform/db/client';

/** Months made ahead of the current one, so the first event of a month never waits for a job. */
export const MONTHS_AHEAD = 2;

const PARTITION_NAME = /^analytics_events_p(\d{4})(\d{2})$/;

/** The first instant (UTC) of the month `offset` months from the one holding `at`. */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

export function partitionNameOf(month: Date): string {
  return `analytics_events_p${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Makes the partitions of the current month and the next ones (idempotent; two processes may race). */
export async function ensureEventPartitions(db: Db, now: Date, ahead = MONTHS_AHEAD): Promise<void> {
  for (let offset = 0; offset <= ahead; offset++) await ensurePartitionFor(db, monthStart(now, offset));
}

/** Makes the partition of the month holding `at`. */
export async function ensurePartitionFor(db: Db, at: Date): Promise<void> {
  const from = monthStart(at);
  const to = monthStart(at, 1);
  const statement = sql.raw(
    `create table if not exists "${partitionNameOf(from)}" partition of analytics_events for values from ('${from.toISOString()}') to ('${to.toISOString()}')`,
  );
  try {
    await db.execute(statement);
  } catch (error) {
    // Another process made it between our "if not exists" and our create.
    if ((error as { code?: string }).code !== '42P07') throw error;
  }
}

/** The months that have a partition, oldest first. */
export async function listEventPartitions(db: Db): Promise<{ name: string; month: Date }[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname = 'analytics_events' order by c.relname`),
  );
  return rows.flatMap(({ name }) => {
    const match = PARTITION_NAME.exec(name);
    return match ? [{ name, month: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) }] : [];
  });
}

/**
 * Drops the partitions whose every event is older than `retentionMonths` (a month goes once its
 * end is that many months ago); answers the names dropped.
 */
export async function dropExpiredPartitions(db: Db, now: Date, retentionMonths: number): Promise<string[]> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  const dropped: string[] = [];
  for (const { name, month } of await listEventPartitions(db)) {
    if (monthStart(month, 1) > cutoff) continue;
    await db.execute(sql.raw(`drop table if exists "${name}"`));
    dropped.push(name);
  }
  return dropped;
}

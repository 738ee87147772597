// The roll-ups' reads and writes (decision 055): bulk statements whose rows travel as one JSON
// parameter, as the collector's insert does, so a batch of any size is a handful of round trips.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../platform/db/client';
import { BOOKING_FUNNEL } from '@/lib/analytics-events';
import type { Journey } from '@/lib/funnel-progress';
import { decodeSet, encodeSet, unionOf } from '@/lib/visitor-sets';
import type { BatchCounts, RollupEvent, VisitorState } from './rollup-batch';

export const ROLLUP = 'insights';

/** The watermark, locked for this transaction (one roll-up at a time, whichever process runs it). */
export async function lockWatermark(tx: Db): Promise<Date | undefined> {
  const [row] = rowsOf<{ watermark: Date | string }>(
    await tx.execute(sql`select watermark from insights_rollup_state where name = ${ROLLUP} for update`),
  );
  return row ? new Date(row.watermark) : undefined;
}

export async function setWatermark(tx: Db, watermark: Date): Promise<void> {
  await tx.execute(sql`insert into insights_rollup_state (name, watermark) values (${ROLLUP}, ${watermark.toISOString()})
    on conflict (name) do update set watermark = excluded.watermark, updated_at = now()`);
}

/** The first event's time, where a roll-up with no watermark yet starts. */
export async function firstEventAt(db: Db): Promise<Date | undefined> {
  const [row] = rowsOf<{ at: number | null }>(
    await db.execute(sql`select (extract(epoch from min(received_at)) * 1000)::float8 as at from analytics_events`),
  );
  return row?.at == null ? undefined : new Date(Number(row.at));
}

/** Where an event stands in the funnel (-1 outside it): the order of events received at one instant. */
const funnelStep = (name: string | null) => (BOOKING_FUNNEL as readonly (string | null)[]).indexOf(name);

/**
 * The events received in [from, to), in the order received. Events of one batch share their instant
 * (a browser's batch; the server's payment and booking, recorded together): those come in the order
 * stored, and their funnel steps in the funnel's order, which a sort on the time alone does not keep.
 */
export async function eventsBetween(tx: Db, from: Date, to: Date): Promise<RollupEvent[]> {
  const rows = rowsOf<{
    at: number;
    type: RollupEvent['type'];
    name: string | null;
    anonymous_id: string;
    device: string;
    properties: Record<string, unknown>;
  }>(
    await tx.execute(sql`select (extract(epoch from received_at) * 1000)::float8 as at, event_type as type, event_name as name,
      anonymous_id, device, properties from analytics_events
      where received_at >= ${from.toISOString()} and received_at < ${to.toISOString()} order by received_at, ctid`),
  );
  const inOrder = rows.toSorted((a, b) => Number(a.at) - Number(b.at) || funnelStep(a.name) - funnelStep(b.name));
  return inOrder.map((r) => ({
    at: new Date(Number(r.at)),
    type: r.type,
    name: r.name,
    anonymousId: r.anonymous_id,
    device: r.device,
    properties: r.properties,
  }));
}

/** Each anonymous id's number and last event, made for the new ones. */
export async function visitorsOf(tx: Db, anonymousIds: readonly string[]): Promise<Map<string, VisitorState>> {
  const out = new Map<string, VisitorState>();
  if (!anonymousIds.length) return out;
  const ids = JSON.stringify(anonymousIds);
  // New visitors get their numbers; their last event is set after the batch (epoch here: none yet).
  await tx.execute(sql`insert into insights_visitors (anonymous_id, last_event_at)
    select id, 'epoch'::timestamptz from jsonb_array_elements_text(${ids}::text::jsonb) as id on conflict (anonymous_id) do nothing`);
  const rows = rowsOf<{ anonymous_id: string; visitor_no: number; last: number }>(
    await tx.execute(sql`select anonymous_id, visitor_no, (extract(epoch from last_event_at) * 1000)::float8 as last
      from insights_visitors where anonymous_id in (select jsonb_array_elements_text(${ids}::text::jsonb))`),
  );
  for (const r of rows)
    out.set(r.anonymous_id, { visitorNo: r.visitor_no, lastEventAt: Number(r.last) === 0 ? null : new Date(Number(r.last)) });
  return out;
}

/** The journeys of these visitors, oldest first. */
export async function journeysOf(tx: Db, anonymousIds: readonly string[]): Promise<Map<string, Journey[]>> {
  const out = new Map<string, Journey[]>();
  if (!anonymousIds.length) return out;
  const rows = rowsOf<{
    anonymous_id: string;
    started: number;
    reached: number;
    source: string;
    platform: string;
    garage_id: string | null;
  }>(
    await tx.execute(sql`select anonymous_id, (extract(epoch from started_at) * 1000)::float8 as started, reached, source, platform, garage_id
      from insights_journeys where anonymous_id in (select jsonb_array_elements_text(${JSON.stringify(anonymousIds)}::text::jsonb))
      order by anonymous_id, started_at`),
  );
  for (const r of rows) {
    const list = out.get(r.anonymous_id) ?? [];
    list.push({
      startedAt: new Date(Number(r.started)),
      reached: r.reached,
      source: r.source,
      platform: r.platform,
      garageId: r.garage_id,
    });
    out.set(r.anonymous_id, list);
  }
  return out;
}

const json = (rows: unknown[]) => JSON.stringify(rows);

/** Adds a batch's counts to the roll-ups. */
export async function writeCounts(tx: Db, counts: BatchCounts): Promise<void> {
  const pages = [...counts.pages.values()];
  if (pages.length)
    await tx.execute(sql`insert into insights_day_pages (day, path, page_type, views, entries)
      select day, path, "pageType", views, entries from jsonb_to_recordset(${json(pages)}::text::jsonb)
        as r(day date, path text, "pageType" text, views int, entries int)
      on conflict (day, path) do update set views = insights_day_pages.views + excluded.views, entries = insights_day_pages.entries + excluded.entries`);
  const sources = [...counts.sources.values()];
  if (sources.length)
    await tx.execute(sql`insert into insights_day_sources (day, source, utm_medium, utm_campaign, sessions, views)
      select day, source, "utmMedium", "utmCampaign", sessions, views from jsonb_to_recordset(${json(sources)}::text::jsonb)
        as r(day date, source text, "utmMedium" text, "utmCampaign" text, sessions int, views int)
      on conflict (day, source, utm_medium, utm_campaign) do update set sessions = insights_day_sources.sessions + excluded.sessions,
        views = insights_day_sources.views + excluded.views`);
  const platforms = [...counts.platforms.values()];
  if (platforms.length)
    await tx.execute(sql`insert into insights_day_platforms (day, platform, sessions, views)
      select day, platform, sessions, views from jsonb_to_recordset(${json(platforms)}::text::jsonb) as r(day date, platform text, sessions int, views int)
      on conflict (day, platform) do update set sessions = insights_day_platforms.sessions + excluded.sessions,
        views = insights_day_platforms.views + excluded.views`);
  const vitals = [...counts.vitals.values()];
  if (vitals.length)
    await tx.execute(sql`insert into insights_day_vitals (day, page_type, device_class, metric, buckets)
      select day, "pageType", "deviceClass", metric, array(select jsonb_array_elements_text(buckets)::int)
        from jsonb_to_recordset(${json(vitals)}::text::jsonb) as r(day date, "pageType" text, "deviceClass" text, metric text, buckets jsonb)
      on conflict (day, page_type, device_class, metric) do update set buckets =
        array(select a + b from unnest(insights_day_vitals.buckets, excluded.buckets) as u(a, b))`);
  await writeVisitorSets(tx, counts.visitorSets);
  const last = [...counts.lastEventAt].map(([id, at]) => ({ id, at: at.toISOString() }));
  if (last.length)
    await tx.execute(sql`update insights_visitors v set last_event_at = greatest(v.last_event_at, r.at)
      from jsonb_to_recordset(${json(last)}::text::jsonb) as r(id text, at timestamptz) where v.anonymous_id = r.id`);
  const journeys = [...counts.journeys].flatMap(([id, list]) =>
    list
      .filter((j) => j.changed)
      .map((j) => ({
        id,
        started: j.startedAt.toISOString(),
        reached: j.reached,
        source: j.source,
        platform: j.platform,
        garage: j.garageId,
      })),
  );
  if (journeys.length)
    await tx.execute(sql`insert into insights_journeys (anonymous_id, started_at, reached, source, platform, garage_id)
      select id, started, reached, source, platform, garage from jsonb_to_recordset(${json(journeys)}::text::jsonb)
        as r(id text, started timestamptz, reached smallint, source text, platform text, garage uuid)
      on conflict (anonymous_id, started_at) do update set reached = excluded.reached, garage_id = excluded.garage_id`);
}

/** Each touched day's sets: read, joined with the batch's numbers, written back. */
async function writeVisitorSets(tx: Db, sets: BatchCounts['visitorSets']): Promise<void> {
  for (const [day, byScope] of sets) {
    const scopes = [...byScope.keys()];
    const stored = rowsOf<{ scope: string; visitors: Uint8Array }>(
      await tx.execute(sql`select scope, visitors from insights_day_visitors where day = ${day}
        and scope in (select jsonb_array_elements_text(${json(scopes)}::text::jsonb))`),
    );
    const before = new Map(stored.map((r) => [r.scope, decodeSet(toBytes(r.visitors))]));
    for (const [scope, added] of byScope) {
      const union = unionOf([before.get(scope) ?? new Uint32Array(), Uint32Array.from(added)]);
      await tx.execute(sql`insert into insights_day_visitors (day, scope, visitors, count)
        values (${day}, ${scope}, ${Buffer.from(encodeSet(union))}, ${union.length})
        on conflict (day, scope) do update set visitors = excluded.visitors, count = excluded.count`);
    }
  }
}

/** A bytea as the drivers answer it: a Buffer (postgres.js), a Uint8Array (PGlite), or hex text. */
export function toBytes(value: Uint8Array | string): Uint8Array {
  if (typeof value !== 'string') return value;
  return Uint8Array.from(Buffer.from(value.startsWith('\\x') ? value.slice(2) : value, 'hex'));
}

/** Deletes the roll-ups' days, journeys and visitors older than `retentionMonths` before `now`. */
export async function forgetOldRollups(db: Db, now: Date, retentionMonths: number): Promise<void> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  const day = cutoff.toISOString().slice(0, 10);
  for (const table of [
    'insights_day_pages',
    'insights_day_sources',
    'insights_day_platforms',
    'insights_day_visitors',
    'insights_day_vitals',
  ])
    await db.execute(sql`delete from ${sql.identifier(table)} where day < ${day}`);
  await db.execute(sql`delete from insights_journeys where started_at < ${cutoff.toISOString()}`);
  await db.execute(sql`delete from insights_visitors where last_event_at < ${cutoff.toISOString()}`);
}

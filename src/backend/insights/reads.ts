// The dashboard's reads (decision 055): every widget from the roll-ups, never from analytics_events.
// A range is inclusive IST days; distinct visitors are the exact size of the days' sets' union.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { rowsOf, type Db } from '../platform/db/client';
import { addDays, istInstant } from '@/lib/ist-calendar';
import { BOOKING_FUNNEL } from '@/lib/analytics-events';
import { decodeSet, mergeSets, sharedSize, type MergedSet } from '@/lib/visitor-sets';
import type { DayRange } from '@/lib/insights-range';
import { goodShare, mergeHistograms, p75, VITALS, type Vital } from '@/lib/vitals-histogram';
import { toBytes } from './rollup-repository';

const num = (v: unknown) => Number(v ?? 0);

/**
 * The days' sets already read, decoded, by day, scope and size. A day's set only ever grows (the
 * roll-up adds to it; retention deletes the whole row), so a set of the same day, scope and size is
 * the same set: a request reads the sets' sizes, and the bytes only of those it has not seen at that
 * size. Thirty days of a busy site's sets are a few megabytes; the cache holds at most 64, per database.
 */
const seenSetsOf = new WeakMap<Db, LRUCache<string, Uint32Array>>();
function seenSetsIn(db: Db): LRUCache<string, Uint32Array> {
  let cache = seenSetsOf.get(db);
  if (!cache) {
    cache = new LRUCache<string, Uint32Array>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (s) => Math.max(s.byteLength, 1) });
    seenSetsOf.set(db, cache);
  }
  return cache;
}
const setKey = (day: string, scope: string, count: number) => `${day}|${scope}|${count}`;

/** The union of the days' sets of each scope. */
async function visitorSets(db: Db, range: DayRange, scopes: readonly string[]): Promise<Map<string, MergedSet>> {
  const inScopes = sql`scope in (select jsonb_array_elements_text(${JSON.stringify(scopes)}::text::jsonb))`;
  const heads = rowsOf<{ day: string; scope: string; count: number }>(
    await db.execute(sql`select day::text as day, scope, count from insights_day_visitors
      where day between ${range.from} and ${range.to} and ${inScopes}`),
  );
  const seenSets = seenSetsIn(db);
  const found = new Map<string, Uint32Array>();
  const unseen: string[] = [];
  for (const h of heads) {
    const set = seenSets.get(setKey(h.day, h.scope, h.count));
    if (set) found.set(`${h.day}|${h.scope}`, set);
    else unseen.push(h.day);
  }
  if (unseen.length) {
    const rows = rowsOf<{ day: string; scope: string; count: number; visitors: Uint8Array | string }>(
      await db.execute(sql`select day::text as day, scope, count, visitors from insights_day_visitors
        where day in (select jsonb_array_elements_text(${JSON.stringify([...new Set(unseen)])}::text::jsonb)::date) and ${inScopes}`),
    );
    for (const r of rows) {
      const set = decodeSet(toBytes(r.visitors));
      seenSets.set(setKey(r.day, r.scope, r.count), set);
      found.set(`${r.day}|${r.scope}`, set);
    }
  }
  const byScope = new Map<string, Uint32Array[]>(scopes.map((s) => [s, []]));
  for (const h of heads) {
    const set = found.get(`${h.day}|${h.scope}`);
    if (set) byScope.get(h.scope)?.push(set);
  }
  return new Map(scopes.map((s) => [s, mergeSets(byScope.get(s)!)]));
}

/**
 * The range's visitors, sessions and page views, and each day's: sessions and views add up over the
 * days; visitors over the range are the days' sets' union, never their sum.
 */
export async function rangeTotals(db: Db, range: DayRange) {
  const [days, sets] = await Promise.all([dailyTotals(db, range), visitorSets(db, range, ['all'])]);
  const sum = (key: 'sessions' | 'views') => days.reduce((total, d) => total + d[key], 0);
  return { totals: { visitors: sets.get('all')!.size, sessions: sum('sessions'), views: sum('views') }, days };
}

/** Visitors, sessions and page views over the range. */
export const totals = async (db: Db, range: DayRange) => (await rangeTotals(db, range)).totals;

/** Each day of the range, oldest first, with its own visitors, sessions and page views (days without any are zeros). */
export async function dailyTotals(db: Db, range: DayRange) {
  const rows = rowsOf<{ day: string; views: number; sessions: number; visitors: number }>(
    await db.execute(sql`select d.day::text as day, coalesce(p.views, 0)::int as views, coalesce(p.sessions, 0)::int as sessions,
        coalesce(v.count, 0)::int as visitors
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
      left join (select day, sum(views) as views, sum(sessions) as sessions from insights_day_platforms
        where day between ${range.from} and ${range.to} group by day) p on p.day = d.day::date
      left join insights_day_visitors v on v.day = d.day::date and v.scope = 'all'
      order by d.day`),
  );
  return rows.map((r) => ({ day: r.day.slice(0, 10), visitors: num(r.visitors), sessions: num(r.sessions), views: num(r.views) }));
}

export async function topPages(db: Db, range: DayRange, limit = 10) {
  return rowsOf<{ path: string; page_type: string; views: number; entries: number }>(
    await db.execute(sql`select path, min(page_type) as page_type, sum(views)::int as views, sum(entries)::int as entries
      from insights_day_pages where day between ${range.from} and ${range.to}
      group by path order by views desc, path limit ${limit}`),
  );
}

export async function sources(db: Db, range: DayRange, limit = 20) {
  return rowsOf<{ source: string; utm_medium: string; utm_campaign: string; sessions: number; views: number }>(
    await db.execute(sql`select source, utm_medium, utm_campaign, sum(sessions)::int as sessions, sum(views)::int as views
      from insights_day_sources where day between ${range.from} and ${range.to}
      group by source, utm_medium, utm_campaign order by sessions desc, source, utm_medium, utm_campaign limit ${limit}`),
  );
}

export async function platforms(db: Db, range: DayRange) {
  return rowsOf<{ platform: string; sessions: number; views: number }>(
    await db.execute(sql`select platform, sum(sessions)::int as sessions, sum(views)::int as views
      from insights_day_platforms where day between ${range.from} and ${range.to}
      group by platform order by sessions desc, platform`),
  );
}

/**
 * Each centre's landing page over the range: its visitors, and how many of them had a booking
 * confirmed at that centre within the range (the conversion), for the centres asked (null: all).
 */
export async function landingPages(db: Db, range: DayRange, garageIds: readonly string[] | null) {
  const garages = rowsOf<{ id: string; name: string; path: string }>(
    await db.execute(sql`select id, name, '/service-centre/' || city_slug || '/' || locality_slug as path from garages
      where ${garageIds === null ? sql`true` : sql`id in (select (jsonb_array_elements_text(${JSON.stringify(garageIds)}::text::jsonb))::uuid)`}
      order by name`),
  );
  const sets = await visitorSets(
    db,
    range,
    garages.flatMap((g) => [`landing:${g.path}`, `booked:${g.id}`]),
  );
  return garages.map((g) => {
    const landed = sets.get(`landing:${g.path}`)!;
    const booked = sets.get(`booked:${g.id}`)!;
    const converted = sharedSize(landed, booked);
    return {
      garage_id: g.id,
      name: g.name,
      path: g.path,
      visitors: landed.size,
      bookings: converted,
      conversion: landed.size ? converted / landed.size : null,
    };
  });
}

export interface FunnelFilter {
  source?: string;
  platform?: string;
  /** Only journeys that chose one of these centres (an advisor's). */
  garageIds?: readonly string[] | null;
}

/** Visitors reaching each step in order, of the journeys started in the range. */
export async function funnel(db: Db, range: DayRange, filter: FunnelFilter = {}) {
  const start = istInstant(range.from, '00:00').toISOString();
  const end = istInstant(addDays(range.to, 1), '00:00').toISOString();
  const where = [
    sql`started_at >= ${start} and started_at < ${end}`,
    filter.source ? sql`source = ${filter.source}` : undefined,
    filter.platform ? sql`platform = ${filter.platform}` : undefined,
    filter.garageIds
      ? sql`garage_id in (select (jsonb_array_elements_text(${JSON.stringify(filter.garageIds)}::text::jsonb))::uuid)`
      : undefined,
  ].filter(Boolean);
  const rows = rowsOf<{ reached: number; n: number }>(
    await db.execute(
      sql`select reached, count(*)::int as n from insights_journeys where ${sql.join(where as ReturnType<typeof sql>[], sql` and `)} group by reached`,
    ),
  );
  const atLeast = (k: number) => rows.filter((r) => num(r.reached) >= k).reduce((sum, r) => sum + num(r.n), 0);
  return BOOKING_FUNNEL.map((step, i) => {
    const visitors = atLeast(i + 1);
    const before = i === 0 ? visitors : atLeast(i);
    return { step, visitors, drop_off: before ? (before - visitors) / before : 0 };
  });
}

/** p75 and the share of good visits per page type, device class and metric. */
export async function speed(db: Db, range: DayRange) {
  const rows = rowsOf<{ page_type: string; device_class: string; metric: Vital; buckets: number[] }>(
    await db.execute(
      sql`select page_type, device_class, metric, buckets from insights_day_vitals where day between ${range.from} and ${range.to}`,
    ),
  );
  const groups = new Map<string, { page_type: string; device_class: string; metric: Vital; histograms: number[][] }>();
  for (const r of rows) {
    if (!(VITALS as readonly string[]).includes(r.metric)) continue;
    const key = `${r.page_type}|${r.device_class}|${r.metric}`;
    const g = groups.get(key) ?? { page_type: r.page_type, device_class: r.device_class, metric: r.metric, histograms: [] };
    g.histograms.push(r.buckets.map(Number));
    groups.set(key, g);
  }
  return [...groups.values()]
    .map((g) => {
      const merged = mergeHistograms(g.metric, g.histograms);
      return {
        page_type: g.page_type,
        device_class: g.device_class,
        metric: g.metric,
        samples: merged.reduce((a, b) => a + b, 0),
        p75: p75(g.metric, merged),
        good_share: goodShare(g.metric, merged),
      };
    })
    .sort(
      (a, b) => a.page_type.localeCompare(b.page_type) || a.device_class.localeCompare(b.device_class) || a.metric.localeCompare(b.metric),
    );
}

// One batch of collected events counted into the roll-ups (decision 055), without I/O: the job reads
// the events received in a window and what it knew of their visitors, this works out what to add,
// and the job writes it in the transaction that moves its watermark.
import { istDay } from '@/lib/ist-calendar';
import { advanceJourney, type Journey } from '@/lib/funnel-progress';
import { startsSession } from '@/lib/visit-sessions';
import { bucketOf, emptyHistogram, isVital } from '@/lib/vitals-histogram';
import { EVENTS } from '@/lib/analytics-events';

/** An event as the roll-ups read it. */
export interface RollupEvent {
  at: Date;
  type: 'page' | 'track' | 'identify';
  name: string | null;
  anonymousId: string;
  device: string;
  properties: Record<string, unknown>;
}

/** What the job knew of a visitor before the batch. */
export interface VisitorState {
  visitorNo: number;
  lastEventAt: Date | null;
}

export interface BatchCounts {
  pages: Map<string, { day: string; path: string; pageType: string; views: number; entries: number }>;
  sources: Map<string, { day: string; source: string; utmMedium: string; utmCampaign: string; sessions: number; views: number }>;
  platforms: Map<string, { day: string; platform: string; sessions: number; views: number }>;
  /** day → scope → visitor numbers seen. */
  visitorSets: Map<string, Map<string, Set<number>>>;
  vitals: Map<string, { day: string; pageType: string; deviceClass: string; metric: string; buckets: number[] }>;
  /** The visitors' last event after the batch. */
  lastEventAt: Map<string, Date>;
  /** Each visitor's journeys after the batch (changed ones marked). */
  journeys: Map<string, Journey[]>;
}

/** The device of the server's own events (decision 054): not a visit, but a step of the funnel. */
const SERVER = 'server';
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function bump<T extends Record<string, unknown>>(map: Map<string, T>, key: string, make: () => T, add: (row: T) => void) {
  let row = map.get(key);
  if (!row) {
    row = make();
    map.set(key, row);
  }
  add(row);
}

function addVisitor(sets: BatchCounts['visitorSets'], day: string, scope: string, visitorNo: number) {
  const byScope = sets.get(day) ?? new Map<string, Set<number>>();
  sets.set(day, byScope);
  const set = byScope.get(scope) ?? new Set<number>();
  byScope.set(scope, set);
  set.add(visitorNo);
}

/**
 * Counts a batch. `events` in the order received; `visitors` holds every anonymous id of the batch;
 * `journeys` each visitor's known journeys (oldest first), for those with a funnel event.
 */
export function countBatch(
  events: readonly RollupEvent[],
  visitors: ReadonlyMap<string, VisitorState>,
  journeys: ReadonlyMap<string, Journey[]>,
): BatchCounts {
  const out: BatchCounts = {
    pages: new Map(),
    sources: new Map(),
    platforms: new Map(),
    visitorSets: new Map(),
    vitals: new Map(),
    lastEventAt: new Map(),
    journeys: new Map(journeys),
  };
  for (const e of events) {
    const visitor = visitors.get(e.anonymousId);
    if (!visitor || e.type === 'identify') continue;
    const day = istDay(e.at);
    const p = e.properties;
    // The funnel: the browser's steps and the server's, as one visitor.
    const garageId = text(p.garage_id) || null;
    if (e.type === 'track' && e.name) {
      const before = out.journeys.get(e.anonymousId) ?? [];
      const after = advanceJourney(before, {
        name: e.name,
        at: e.at,
        source: text(p.source) || 'direct',
        platform: text(p.platform) || 'unknown',
        garageId,
      });
      if (after !== before) out.journeys.set(e.anonymousId, after);
      if (e.name === EVENTS.bookingConfirmed) {
        addVisitor(out.visitorSets, day, 'booked:all', visitor.visitorNo);
        if (garageId) addVisitor(out.visitorSets, day, `booked:${garageId}`, visitor.visitorNo);
      }
    }
    if (e.device === SERVER) continue;
    if (e.type === 'track' && e.name === EVENTS.webVital) {
      const metric = p.metric;
      if (isVital(metric) && typeof p.value === 'number') {
        const pageType = text(p.page_type) || 'unknown';
        const deviceClass = text(p.device_class) || 'unknown';
        bump(
          out.vitals,
          `${day}|${pageType}|${deviceClass}|${metric}`,
          () => ({ day, pageType, deviceClass, metric, buckets: emptyHistogram(metric) }),
          (row) => {
            row.buckets[bucketOf(metric, p.value as number)]! += 1;
          },
        );
      }
      continue;
    }
    // A visit: the visitor counted on the day, a session started after 30 minutes away.
    addVisitor(out.visitorSets, day, 'all', visitor.visitorNo);
    const last = out.lastEventAt.get(e.anonymousId) ?? visitor.lastEventAt;
    const started = startsSession(last, e.at);
    out.lastEventAt.set(e.anonymousId, e.at);
    const path = text(p.path);
    const pageType = text(p.page_type) || 'unknown';
    const isView = e.type === 'page';
    if (!isView && !started) continue;
    const [views, sessions] = [isView ? 1 : 0, started ? 1 : 0];
    const source = text(p.source) || 'direct';
    const utmMedium = text(p.utm_medium);
    const utmCampaign = text(p.utm_campaign);
    const platform = text(p.platform) || 'unknown';
    if (path)
      bump(
        out.pages,
        `${day}|${path}`,
        () => ({ day, path, pageType, views: 0, entries: 0 }),
        (row) => {
          row.views += views;
          row.entries += sessions;
        },
      );
    bump(
      out.sources,
      `${day}|${source}|${utmMedium}|${utmCampaign}`,
      () => ({ day, source, utmMedium, utmCampaign, sessions: 0, views: 0 }),
      (row) => {
        row.views += views;
        row.sessions += sessions;
      },
    );
    bump(
      out.platforms,
      `${day}|${platform}`,
      () => ({ day, platform, sessions: 0, views: 0 }),
      (row) => {
        row.views += views;
        row.sessions += sessions;
      },
    );
    if (isView && pageType === 'garage_landing' && path) addVisitor(out.visitorSets, day, `landing:${path}`, visitor.visitorNo);
  }
  return out;
}

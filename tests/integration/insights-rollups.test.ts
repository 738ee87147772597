// The analytics roll-ups (decision 055) on PGlite and PostgreSQL: events typed out by hand are rolled
// up by the job, and every widget's figure is the one counted by hand from them — a visitor seen on
// two days counted once over the range, a session crossing midnight IST counted once on the day it
// started, the funnel counted in order per journey, a landing page's conversion, Web Vitals' p75 and
// good share. Running the job again counts nothing twice; events arriving later are added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/backend/platform/db/client';
import { ensureEventPartitions } from '@/backend/analytics';
import {
  forgetOldRollups,
  funnel,
  landingPages,
  platforms,
  ROLLUP_LAG_MS,
  rollUp,
  sources,
  speed,
  topPages,
  totals,
} from '@/backend/insights';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { KUDLU_GATE } from '../support/booking-fixtures';
import { THANISANDRA } from '../support/workshop-people';

const HOME = '/service-centre/ad-services/home';
const MMV = '/service-centre/ad-services/mmv';
const LANDING = '/service-centre/bangalore/kudlu-gate';

interface Typed {
  at: string;
  type: 'page' | 'track';
  name: string;
  id: string;
  device?: string;
  p?: Record<string, unknown>;
}
const page = (at: string, id: string, path: string, pageType: string, p: Record<string, unknown> = {}): Typed => ({
  at,
  type: 'page',
  name: 'view_page',
  id,
  p: { path, page_type: pageType, source: 'direct', platform: 'web', ...p },
});
const track = (at: string, id: string, name: string, p: Record<string, unknown> = {}, device = 'desktop'): Typed => ({
  at,
  type: 'track',
  name,
  id,
  device,
  p: { source: 'direct', platform: 'web', ...p },
});

// Visitor A: a session from 23:50 IST on 14 March to 00:10 IST on 15 March, then another at 07:30 IST.
// Visitor B: a landing page from a QR poster on a phone, then the journey to a confirmed booking.
// Visitor C: starts a journey, chooses a car, then skips to a slot (out of order: not counted).
const DAY1: Typed[] = [
  page('2026-03-14T18:20:00Z', 'visitor-a', HOME, 'service_home'),
  page('2026-03-14T18:40:00Z', 'visitor-a', MMV, 'mmv'),
  page('2026-03-15T02:00:00Z', 'visitor-a', HOME, 'service_home'),
  track('2026-03-15T02:00:05Z', 'visitor-a', 'web_vital', {
    metric: 'LCP',
    value: 2400,
    device_class: 'desktop',
    page_type: 'service_home',
  }),
  page('2026-03-15T04:00:00Z', 'visitor-b', LANDING, 'garage_landing', {
    source: 'qr',
    utm_medium: 'qr_online_campaign',
    utm_campaign: 'poster',
    platform: 'mweb',
  }),
  track('2026-03-15T04:00:03Z', 'visitor-b', 'web_vital', {
    metric: 'LCP',
    value: 3100,
    device_class: 'phone',
    page_type: 'garage_landing',
    platform: 'mweb',
  }),
];
const B_JOURNEY = [
  'service_chosen',
  'car_chosen',
  'centre_chosen',
  'plan_chosen',
  'handover_chosen',
  'pickup_address_chosen',
  'slot_chosen',
  'details_entered',
];
const DAY2: Typed[] = [
  ...B_JOURNEY.map((name, i) =>
    track(`2026-03-15T04:1${i + 1}:00Z`, 'visitor-b', name, {
      source: 'qr',
      platform: 'mweb',
      ...(name === 'centre_chosen' ? { garage_id: KUDLU_GATE } : {}),
    }),
  ),
  track('2026-03-15T04:20:00Z', 'visitor-b', 'payment_succeeded', { garage_id: KUDLU_GATE }, 'server'),
  track('2026-03-15T04:20:00Z', 'visitor-b', 'booking_confirmed', { garage_id: KUDLU_GATE }, 'server'),
  track('2026-03-15T05:00:00Z', 'visitor-c', 'service_chosen'),
  track('2026-03-15T05:01:00Z', 'visitor-c', 'car_chosen'),
  track('2026-03-15T05:02:00Z', 'visitor-c', 'slot_chosen'),
];

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the analytics roll-ups (${target.name})`, () => {
    let backend: TestBackend;
    let now = new Date('2026-03-15T04:05:00Z');
    const deps = () => ({ db: backend.deps.db, clock: () => now, logger: backend.deps.logger });
    const insert = async (events: Typed[]) => {
      for (const e of events)
        await backend.deps.db.execute(sql`insert into analytics_events (received_at, event_type, event_name, anonymous_id, properties, device, write_key_id)
          values (${e.at}, ${e.type}, ${e.name}, ${e.id}, ${JSON.stringify(e.p ?? {})}::jsonb, ${e.device ?? 'desktop'},
            (select id from analytics_write_keys order by id limit 1))`);
    };
    const RANGE = { from: '2026-03-14', to: '2026-03-15' };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      await ensureEventPartitions(backend.deps.db, new Date('2026-03-01T00:00:00Z'));
      await insert(DAY1);
    });
    afterAll(() => backend?.stop());

    it('counts a visitor seen on two days once over the range, and a session crossing midnight IST once, on the day it started', async () => {
      // The clock at 04:05 UTC with a minute's lag: B's landing view (04:00) and its Web Vital are counted.
      expect(await rollUp(deps())).toBe(6);
      expect(await totals(backend.deps.db, RANGE)).toEqual({ visitors: 2, sessions: 3, views: 4 });
      expect(await totals(backend.deps.db, { from: '2026-03-14', to: '2026-03-14' })).toEqual({ visitors: 1, sessions: 1, views: 1 });
      expect(await totals(backend.deps.db, { from: '2026-03-15', to: '2026-03-15' })).toEqual({ visitors: 2, sessions: 2, views: 3 });
      expect(await topPages(backend.deps.db, RANGE)).toEqual([
        { path: HOME, page_type: 'service_home', views: 2, entries: 2 },
        { path: MMV, page_type: 'mmv', views: 1, entries: 0 },
        { path: LANDING, page_type: 'garage_landing', views: 1, entries: 1 },
      ]);
      expect(await sources(backend.deps.db, RANGE)).toEqual([
        { source: 'direct', utm_medium: '', utm_campaign: '', sessions: 2, views: 3 },
        { source: 'qr', utm_medium: 'qr_online_campaign', utm_campaign: 'poster', sessions: 1, views: 1 },
      ]);
      expect(await platforms(backend.deps.db, RANGE)).toEqual([
        { platform: 'web', sessions: 2, views: 3 },
        { platform: 'mweb', sessions: 1, views: 1 },
      ]);
      // Run again at the same moment: nothing is counted twice.
      expect(await rollUp(deps())).toBe(0);
      expect(await totals(backend.deps.db, RANGE)).toEqual({ visitors: 2, sessions: 3, views: 4 });
    });

    it('counts the funnel in order per journey, with the server’s steps, and a landing page’s conversion to booking', async () => {
      await insert(DAY2);
      now = new Date('2026-03-15T06:00:00Z');
      expect(await rollUp(deps())).toBe(13);
      const steps = await funnel(backend.deps.db, RANGE);
      expect(steps.map((s) => [s.step, s.visitors])).toEqual([
        ['service_chosen', 2],
        ['car_chosen', 2],
        ['centre_chosen', 1],
        ['plan_chosen', 1],
        ['handover_chosen', 1],
        ['pickup_address_chosen', 1],
        ['slot_chosen', 1],
        ['details_entered', 1],
        ['payment_succeeded', 1],
        ['booking_confirmed', 1],
      ]);
      expect(steps[2]!.drop_off).toBe(0.5);
      expect((await funnel(backend.deps.db, RANGE, { source: 'qr' })).map((s) => s.visitors)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      expect((await funnel(backend.deps.db, RANGE, { garageIds: [KUDLU_GATE] })).map((s) => s.visitors)[0]).toBe(1);
      expect((await funnel(backend.deps.db, { from: '2026-03-16', to: '2026-03-16' })).map((s) => s.visitors)[0]).toBe(0);
      const kudlu = (await landingPages(backend.deps.db, RANGE, [KUDLU_GATE]))[0];
      expect(kudlu).toMatchObject({ garage_id: KUDLU_GATE, path: LANDING, visitors: 1, bookings: 1, conversion: 1 });
      // Track events are activity, not page views: the page figures stand.
      expect(await totals(backend.deps.db, RANGE)).toEqual({ visitors: 3, sessions: 4, views: 4 });
    });

    it('reads p75 and the share of good visits from the Web Vitals’ buckets', async () => {
      const lcp = (await speed(backend.deps.db, RANGE)).filter((r) => r.metric === 'LCP');
      expect(lcp.map((r) => [r.page_type, r.device_class, r.samples, r.p75, r.good_share])).toEqual([
        ['garage_landing', 'phone', 1, 3500, 0],
        ['service_home', 'desktop', 1, 2500, 1],
      ]);
    });

    it('answers an advisor with their centres only, both sides of the rule, and an admin with every centre', async () => {
      const kudluAdvisor = { kind: 'advisor' as const, id: '6d1f0c2a-0000-4000-8000-00000000a001', garageIds: [KUDLU_GATE] };
      const otherAdvisor = { kind: 'advisor' as const, id: '6d1f0c2a-0000-4000-8000-00000000a002', garageIds: [THANISANDRA] };
      const admin = { kind: 'admin' as const, id: '6d1f0c2a-0000-4000-8000-00000000a003' };
      const get = async (path: string, actor: Parameters<TestBackend['call']>[2]) => {
        const r = await backend.call(`/v1/insights/${path}?from=2026-03-14&to=2026-03-15`, {}, actor);
        return { status: r.status, body: (await r.json()) as { data?: unknown; error?: { code: string; message: string } } };
      };
      const landing = (body: { data?: unknown }) => (body.data as { name: string; visitors: number }[]).map((l) => [l.name, l.visitors]);
      expect(landing((await get('landing', kudluAdvisor)).body)).toEqual([['Service Centre Kudlu Gate', 1]]);
      expect(landing((await get('landing', otherAdvisor)).body)).toEqual([['Service Centre Thanisandra', 0]]);
      expect(landing((await get('landing', admin)).body).length).toBeGreaterThan(2);
      const firstStep = (body: { data?: unknown }) => (body.data as { visitors: number }[])[0]!.visitors;
      expect(firstStep((await get('funnel', kudluAdvisor)).body)).toBe(1);
      expect(firstStep((await get('funnel', otherAdvisor)).body)).toBe(0);
      expect(firstStep((await get('funnel', admin)).body)).toBe(2);
      // A range backwards, or over 366 days, is refused with what is wrong.
      const backwards = await backend.call('/v1/insights/funnel?from=2026-03-15&to=2026-03-14', {}, admin);
      expect([backwards.status, ((await backwards.json()) as { error: { message: string } }).error.message]).toEqual([
        400,
        expect.stringContaining("'from' is on or before 'to'"),
      ]);
      expect((await backend.call('/v1/insights/pages?from=2025-03-14&to=2026-03-15', {}, admin)).status).toBe(400);
      expect((await backend.call('/v1/insights/pages?from=2025-03-15&to=2026-03-15', {}, admin)).status).toBe(200);
      const refused = await backend.call(`/v1/insights/funnel?from=2026-03-14&to=2026-03-15&garage_id=${KUDLU_GATE}`, {}, otherAdvisor);
      expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([403, 'FORBIDDEN']);
      const totalsForAdvisor = await get('totals', kudluAdvisor);
      expect([totalsForAdvisor.status, totalsForAdvisor.body.error?.code]).toEqual([403, 'FORBIDDEN']);
      expect((await get('totals', admin)).body.data).toMatchObject({
        totals: { visitors: 3, sessions: 4, views: 4 },
        previous_range: { from: '2026-03-12', to: '2026-03-13' },
        previous: { visitors: 0, sessions: 0, views: 0 },
        days: [
          { day: '2026-03-14', visitors: 1, sessions: 1, views: 1 },
          { day: '2026-03-15', visitors: 3, sessions: 3, views: 3 },
        ],
      });
    });

    it('forgets days, journeys and visitors once older than the retention, and keeps the day on its edge', async () => {
      const list = async () =>
        rowsOf<{ day: string }>(
          await backend.deps.db.execute(sql`select distinct day::text as day from insights_day_platforms order by day`),
        );
      // 25 months before 14 March 2028 is 14 March 2026: that day stays.
      await forgetOldRollups(backend.deps.db, new Date('2028-04-14T00:00:00Z'), 25);
      expect((await list()).map((r) => r.day)).toEqual(['2026-03-14', '2026-03-15']);
      await forgetOldRollups(backend.deps.db, new Date('2028-04-15T00:00:00Z'), 25);
      expect((await list()).map((r) => r.day)).toEqual(['2026-03-15']);
      await forgetOldRollups(backend.deps.db, new Date('2028-05-01T00:00:00Z'), 25);
      expect(await list()).toEqual([]);
      expect(await totals(backend.deps.db, RANGE)).toEqual({ visitors: 0, sessions: 0, views: 0 });
      expect((await funnel(backend.deps.db, RANGE))[0]!.visitors).toBe(0);
    });

    it('ends a run while the clock moves on as it counts, at the moment the run started less the lag', async () => {
      // A second a read: the horizon must not follow it, or each window would leave another behind it.
      let at = Date.parse('2026-03-15T08:00:00Z');
      const moving = { db: backend.deps.db, clock: () => new Date((at += 1000)), logger: backend.deps.logger };
      await insert([track('2026-03-15T07:30:00Z', 'visitor-d', 'service_chosen')]);
      expect(await rollUp(moving)).toBe(1);
      const [state] = rowsOf<{ at: string }>(
        await backend.deps.db.execute(sql`select to_json(watermark)#>>'{}' as at from insights_rollup_state`),
      );
      expect(new Date(state!.at).toISOString()).toBe('2026-03-15T07:59:01.000Z');
    });

    it("counts the server's payment and booking, received at one instant, in the funnel's order whichever was stored first", async () => {
      const steps = B_JOURNEY.map((name, i) =>
        track(`2026-03-15T09:0${i}:00Z`, 'visitor-e', name, name === 'centre_chosen' ? { garage_id: KUDLU_GATE } : {}),
      );
      await insert([
        ...steps,
        track('2026-03-15T09:10:00Z', 'visitor-e', 'booking_confirmed', { garage_id: KUDLU_GATE }, 'server'),
        track('2026-03-15T09:10:00Z', 'visitor-e', 'payment_succeeded', { garage_id: KUDLU_GATE }, 'server'),
      ]);
      now = new Date('2026-03-15T10:00:00Z');
      await rollUp(deps());
      // visitor-d's journey, started before, stops at its first step.
      const reached = (await funnel(backend.deps.db, { from: '2026-03-15', to: '2026-03-15' })).map((s) => s.visitors);
      expect(reached).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    });

    it('ends a run that has used its time after the window it was counting, and the next run goes on from there', async () => {
      await insert([
        track('2026-03-15T10:10:00Z', 'visitor-f', 'service_chosen'),
        track('2026-03-15T11:10:00Z', 'visitor-f', 'car_chosen'),
      ]);
      now = new Date('2026-03-15T11:30:00Z');
      const watermark = async () =>
        rowsOf<{ at: string }>(await backend.deps.db.execute(sql`select to_json(watermark)#>>'{}' as at from insights_rollup_state`))[0]!
          .at;
      // No time at all: one window (09:59:00 to 10:59:00) is counted, then the run ends.
      expect(await rollUp(deps(), ROLLUP_LAG_MS, 0)).toBe(1);
      expect(new Date(await watermark()).toISOString()).toBe('2026-03-15T10:59:00.000Z');
      expect(await rollUp(deps())).toBe(1);
      expect(new Date(await watermark()).toISOString()).toBe('2026-03-15T11:29:00.000Z');
    });
  });
}

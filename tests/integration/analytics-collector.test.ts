// The analytics collector (decision 052) through the product's HTTP server, on PGlite and PostgreSQL:
// the body's limits on both sides, write keys, bots dropped and counted, identify tied to the session,
// monthly partitions and their retention, and no client address kept. Every expected value is typed by hand.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/backend/platform/db/client';
import {
  dropExpiredPartitions,
  ensureEventPartitions,
  listEventPartitions,
  revokeWriteKey,
  insertWriteKeyIfAbsent,
  ensureWriteKeys,
} from '@/backend/analytics';
import { createLogger } from '@/runtime/logger';
import { createRateLimits, RATE_LIMIT_RULES } from '@/runtime/rate-limit';
import { createAppServer } from '../../server/app-server';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const NOW = new Date('2026-03-15T10:00:00Z');

const page = (anonymousId: string, extra: Record<string, unknown> = {}) => ({
  event_type: 'page',
  event_name: 'view_page',
  event_properties: { path: '/service-centre/ad-services/home', platform: 'web' },
  anonymous_id: anonymousId,
  ...extra,
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the analytics collector on ${target.name}`, () => {
    let backend: TestBackend;
    let base: string;
    let rendered = 0;
    let close: () => void;
    beforeAll(async () => {
      const limits = createRateLimits({
        redisKeyPrefix: 'test',
        factor: 1,
        logger: createLogger('silent'),
        rules: { ...RATE_LIMIT_RULES, 'analytics-ip': { points: 40, durationSeconds: 60 } },
      });
      backend = await startTestBackend(target.name, { seed: false, clock: () => NOW, limits });
      await insertWriteKeyIfAbsent(backend.database.db, { key: 'revoked-site-key', site: 'old site', automation: false });
      await revokeWriteKey(backend.database.db, 'revoked-site-key', NOW);
      const { server } = createAppServer({
        logger: createLogger('silent'),
        astroHandler: (_req, res) => {
          rendered++;
          res.end('rendered');
        },
        clientDir: import.meta.dirname,
        collector: backend.collector,
        responseCacheBytes: 0,
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => {
        server.closeAllConnections();
        server.close();
      };
    });
    afterAll(async () => {
      close?.();
      await backend?.stop();
    });

    const send = async (
      body: unknown,
      {
        key = 'service-centre-web',
        ua = CHROME,
        headers = {},
        query = '',
      }: { key?: string | null; ua?: string; headers?: Record<string, string>; query?: string } = {},
    ) => {
      const res = await fetch(`${base}/service-centre/external/api/v2/send${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': ua, ...(key ? { 'x-write-key': key } : {}), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
    };
    const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await backend.database.db.execute(query));
    const eventsOf = (anonymousId: string) =>
      q<{
        event_type: string;
        event_name: string | null;
        customer_id: string | null;
        device: string;
        client_at: Date | string | null;
        received_at: Date | string;
      }>(
        sql`select event_type, event_name, customer_id, device, client_at, received_at from analytics_events where anonymous_id = ${anonymousId}`,
      );
    const droppedCount = async (reason: string) =>
      Number(
        (await q<{ count: number }>(sql`select coalesce(sum(count), 0)::int as count from analytics_dropped where reason = ${reason}`))[0]!
          .count,
      );

    it('keeps a page event, answered 202 without rendering a page, with the device class and not the user agent', async () => {
      const before = rendered;
      expect(await send(page('visitor-one-page'), { ua: PHONE })).toEqual({
        status: 202,
        body: { data: { accepted: 1, dropped: 0 } },
        retryAfter: null,
      });
      expect(rendered).toBe(before);
      const [row] = await eventsOf('visitor-one-page');
      expect(row).toMatchObject({ event_type: 'page', event_name: 'view_page', customer_id: null, device: 'mobile', client_at: null });
      expect(new Date(row!.received_at).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    });

    it("lists one browser's stored events for the demo page, in the order sent, and refuses a malformed id", async () => {
      const track = (name: string) => ({
        event_type: 'track',
        event_name: name,
        event_properties: { page_type: 'mmv' },
        anonymous_id: 'visitor-listed',
      });
      await send([track('service_chosen'), page('visitor-listed'), track('car_chosen'), track('centre_chosen')]);
      const listed = await backend.call('/v1/dev/analytics-events?anonymous_id=visitor-listed');
      expect(listed.status).toBe(200);
      const { data } = (await listed.json()) as {
        data: { events: { event_type: string; event_name: string; device: string; customer: boolean }[] };
      };
      expect(data.events.map((e) => [e.event_type, e.event_name, e.device, e.customer])).toEqual([
        ['track', 'service_chosen', 'desktop', false],
        ['page', 'view_page', 'desktop', false],
        ['track', 'car_chosen', 'desktop', false],
        ['track', 'centre_chosen', 'desktop', false],
      ]);
      expect((await backend.call('/v1/dev/analytics-events?anonymous_id=short')).status).toBe(400);
    });

    it('takes a batch of 50 and refuses 51, and refuses an empty batch', async () => {
      const fifty = Array.from({ length: 50 }, () => page('visitor-batch-50'));
      expect((await send(fifty)).body).toEqual({ data: { accepted: 50, dropped: 0 } });
      const refused = await send([...fifty, page('visitor-batch-50')]);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      expect((await send([])).status).toBe(400);
    });

    it('holds each field to its rule on both sides', async () => {
      const ok = async (extra: Record<string, unknown>) => (await send(page('visitor-fields', extra))).status;
      expect(await ok({ event_name: 'a'.repeat(64) })).toBe(202);
      expect(await ok({ event_name: 'a'.repeat(65) })).toBe(400);
      expect(await ok({ event_name: 'view-page' })).toBe(400);
      expect(await ok({ anonymous_id: 'abcdefgh' })).toBe(202);
      expect(await ok({ anonymous_id: 'abcdefg' })).toBe(400);
      expect(await ok({ anonymous_id: 'a'.repeat(64) })).toBe(202);
      expect(await ok({ anonymous_id: 'a'.repeat(65) })).toBe(400);
      const props = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]));
      expect(await ok({ event_properties: props(40) })).toBe(202);
      expect(await ok({ event_properties: props(41) })).toBe(400);
      expect(await ok({ event_properties: { title: 'x'.repeat(1024) } })).toBe(202);
      expect(await ok({ event_properties: { title: 'x'.repeat(1025) } })).toBe(400);
      expect(await ok({ event_properties: { nested: { a: 1 } } })).toBe(400);
      expect(await ok({ event_type: 'click' })).toBe(400);
      expect((await send({ event_type: 'page', event_properties: {}, anonymous_id: 'visitor-fields' })).status).toBe(400);
      expect((await send({ event_type: 'identify', event_name: 'x', event_properties: {}, anonymous_id: 'visitor-fields' })).status).toBe(
        400,
      );
    });

    it('refuses a body over 64 KB and takes one just under it', async () => {
      const padded = (bytes: number) => {
        const event = page('visitor-large', { event_properties: { a: '' } });
        const shell = JSON.stringify(event).length;
        return JSON.stringify({ ...event, event_properties: { a: ' '.repeat(0) } }).replace('"a":""', `"a":""${' '.repeat(bytes - shell)}`);
      };
      expect(Buffer.byteLength(padded(65_536))).toBe(65_536);
      expect((await send(padded(65_536))).status).toBe(202);
      const over = await send(padded(65_537));
      expect(over).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
    });

    it('clamps the client clock to a day either side of the received time', async () => {
      await send(page('visitor-clock-far', { timestamp: '2020-01-01T00:00:00Z' }));
      await send(page('visitor-clock-near', { timestamp: '2026-03-15T09:30:00+05:30' }));
      expect(new Date((await eventsOf('visitor-clock-far'))[0]!.client_at!).toISOString()).toBe('2026-03-14T10:00:00.000Z');
      expect(new Date((await eventsOf('visitor-clock-near'))[0]!.client_at!).toISOString()).toBe('2026-03-15T04:00:00.000Z');
    });

    it('answers 401 to a missing, unknown or revoked key, and takes the key from ?write_key= for beacons', async () => {
      for (const key of [null, 'nobody-knows-this', 'revoked-site-key']) {
        expect(await send(page('visitor-keys'), { key })).toEqual({
          status: 401,
          body: { error: { code: 'UNAUTHORIZED', message: 'The write key is unknown or revoked' } },
          retryAfter: null,
        });
      }
      expect(
        (
          await send(page('visitor-beacon'), {
            key: null,
            query: '?write_key=service-centre-web',
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
          })
        ).status,
      ).toBe(202);
      expect(await eventsOf('visitor-keys')).toEqual([]);
    });

    it('refuses another site’s page (Origin) and anything but a POST', async () => {
      expect((await send(page('visitor-origin'), { headers: { origin: 'https://elsewhere.example' } })).status).toBe(403);
      expect((await send(page('visitor-origin'), { headers: { origin: base } })).status).toBe(202);
      const get = await fetch(`${base}/service-centre/external/api/v2/send`);
      expect(get.status).toBe(405);
    });

    it('drops crawlers, headless and driven browsers and counts them by reason; the automation key lets automated browsers through', async () => {
      expect((await send([page('visitor-bot'), page('visitor-bot')], { ua: GOOGLEBOT })).body).toEqual({
        data: { accepted: 0, dropped: 2 },
      });
      expect((await send(page('visitor-headless'), { ua: HEADLESS })).body).toEqual({ data: { accepted: 0, dropped: 1 } });
      expect((await send(page('visitor-driven', { event_properties: { webdriver: true } }))).body).toEqual({
        data: { accepted: 0, dropped: 1 },
      });
      expect(await droppedCount('bot_user_agent')).toBe(2);
      expect(await droppedCount('headless_browser')).toBe(1);
      expect(await droppedCount('webdriver')).toBe(1);
      expect(await eventsOf('visitor-headless')).toEqual([]);
      const automation = { key: 'service-centre-automation', ua: HEADLESS };
      expect((await send(page('visitor-automated', { event_properties: { webdriver: true } }), automation)).body).toEqual({
        data: { accepted: 1, dropped: 0 },
      });
      // A crawler is still a crawler, whatever the key.
      expect((await send(page('visitor-automated'), { ...automation, ua: GOOGLEBOT })).body).toEqual({ data: { accepted: 0, dropped: 1 } });
      expect(await eventsOf('visitor-automated')).toHaveLength(1);
    });

    it("drops a browser's event named as one of the server's (a payment, a booking confirmed) and counts it; a payment started is kept", async () => {
      const track = (event_name: string) => ({
        event_type: 'track',
        event_name,
        event_properties: {},
        anonymous_id: 'visitor-claims-paid',
      });
      expect(
        (
          await send([
            track('payment_succeeded'),
            track('booking_confirmed'),
            track('estimate_approved'),
            track('bill_paid'),
            track('payment_started'),
          ])
        ).body,
      ).toEqual({ data: { accepted: 1, dropped: 4 } });
      expect((await eventsOf('visitor-claims-paid')).map((e) => e.event_name)).toEqual(['payment_started']);
      expect(await droppedCount('server_event_name')).toBe(4);
    });

    it('links an anonymous id to the customer of the session, never to one named in the body, and counts an identify without a session', async () => {
      const session = await createTestSession(backend.database.db, '9811100001');
      const identify = {
        event_type: 'identify',
        event_properties: { customer_id: '00000000-0000-4000-8000-000000000000' },
        anonymous_id: 'visitor-signed-in',
      };
      expect((await send([identify, page('visitor-signed-in')], { headers: { cookie: session.cookie } })).body).toEqual({
        data: { accepted: 2, dropped: 0 },
      });
      const links = await q<{ customer_id: string }>(
        sql`select customer_id from analytics_identities where anonymous_id = 'visitor-signed-in'`,
      );
      expect(links).toEqual([{ customer_id: session.userId }]);
      expect((await eventsOf('visitor-signed-in'))[0]!.customer_id).toBe(session.userId);
      expect((await send({ ...identify, anonymous_id: 'visitor-no-session' })).body).toEqual({ data: { accepted: 0, dropped: 1 } });
      expect(await q(sql`select * from analytics_identities where anonymous_id = 'visitor-no-session'`)).toEqual([]);
      expect(await droppedCount('identify_without_session')).toBe(1);
    });

    it('keeps no client address in any analytics table', async () => {
      const columns = await q<{ table_name: string; column_name: string }>(
        sql`select table_name, column_name from information_schema.columns where table_name like 'analytics_%' and table_schema = 'public' and table_name not like 'analytics_events_p%' order by table_name, ordinal_position`,
      );
      expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
        'analytics_dropped.day',
        'analytics_dropped.write_key_id',
        'analytics_dropped.reason',
        'analytics_dropped.count',
        'analytics_events.received_at',
        'analytics_events.client_at',
        'analytics_events.event_type',
        'analytics_events.event_name',
        'analytics_events.anonymous_id',
        'analytics_events.customer_id',
        'analytics_events.properties',
        'analytics_events.device',
        'analytics_events.write_key_id',
        'analytics_identities.anonymous_id',
        'analytics_identities.customer_id',
        'analytics_identities.first_seen_at',
        'analytics_identities.last_seen_at',
        'analytics_write_keys.id',
        'analytics_write_keys.key',
        'analytics_write_keys.site',
        'analytics_write_keys.automation',
        'analytics_write_keys.created_at',
        'analytics_write_keys.revoked_at',
      ]);
    });

    it('makes the month and the next two ahead, and drops a month once its end is past the retention', async () => {
      const db = backend.database.db;
      const names = async () => (await listEventPartitions(db)).map((p) => p.name);
      expect(await names()).toEqual(['analytics_events_p202603', 'analytics_events_p202604', 'analytics_events_p202605']);
      await ensureEventPartitions(db, new Date('2024-01-20T00:00:00Z'), 1);
      await db.execute(sql`insert into analytics_events (received_at, event_type, event_name, anonymous_id, properties, device, write_key_id)
        values ('2024-01-31T23:59:59Z', 'page', 'old', 'visitor-old-month', '{}', 'desktop', 1), ('2024-02-01T00:00:00Z', 'page', 'old', 'visitor-old-month', '{}', 'desktop', 1)`);
      // 25 months before 2026-03-15 10:00 is 2024-02-15 10:00: January 2024 ended before it, February 2024 did not.
      expect(await dropExpiredPartitions(db, NOW, 25)).toEqual(['analytics_events_p202401']);
      expect(await names()).toEqual([
        'analytics_events_p202402',
        'analytics_events_p202603',
        'analytics_events_p202604',
        'analytics_events_p202605',
      ]);
      const left = await q<{ received_at: Date | string }>(
        sql`select received_at from analytics_events where anonymous_id = 'visitor-old-month'`,
      );
      expect(left.map((r) => new Date(r.received_at).toISOString())).toEqual(['2024-02-01T00:00:00.000Z']);
      expect(await dropExpiredPartitions(db, NOW, 25)).toEqual([]);
    });

    it('keeps a site key set to the automation key an automation key in test mode, and makes no automation key in production', async () => {
      // As on a first start: no automation key yet (the one the other tests used is renamed out of the way).
      await q(sql`update analytics_write_keys set key = 'automation-before' where key = 'service-centre-automation'`);
      await ensureWriteKeys(backend.database.db, 'service-centre-automation', 'test');
      await ensureWriteKeys(backend.database.db, 'production-site-key', 'production');
      const keys = await q<{ key: string; automation: boolean }>(
        sql`select key, automation from analytics_write_keys where key in ('service-centre-automation', 'production-site-key') order by key`,
      );
      expect(keys).toEqual([
        { key: 'production-site-key', automation: false },
        { key: 'service-centre-automation', automation: true },
      ]);
    });

    it('answers 429 with Retry-After past the limit per address', async () => {
      let last = await send(page('visitor-limit'));
      for (let i = 0; i < 40 && last.status !== 429; i++) last = await send(page('visitor-limit'));
      expect(last.status).toBe(429);
      expect(last.body.error.code).toBe('RATE_LIMITED');
      expect(Number(last.retryAfter)).toBeGreaterThan(0);
    });
  });
}

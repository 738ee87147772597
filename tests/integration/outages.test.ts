// Outages answered honestly and fast (issue "Trust before breadth", finding 6): while PostgreSQL does
// not answer, a request with a valid session is not turned into a visitor's (no 401, no sign-in page),
// it is answered 503 UNAVAILABLE with Retry-After within one time budget for the whole request (the
// session look-up included), and the health check says only up or not to anyone, with Retry-After.
// The database is put behind a relay the test black-holes (connections taken, nothing answered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { relayTo, type TcpRelay } from '../support/tcp-relay';
import { createTestSession } from '../support/sessions';
import { openDatabase, type Database } from '@/backend/platform/db/client';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const BUDGET_MS = 3000;

describe.skipIf(!(await postgresReachable()))('outages on PostgreSQL', () => {
  let server: ServerProcess;
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  let relay: TcpRelay;
  let direct: Database;
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    pg = await createTestDatabase('sc_outage', { seeded: true });
    relay = await relayTo(5432);
    const url = new URL(pg.url);
    url.port = String(relay.port());
    const dir = mkdtempSync(path.join(tmpdir(), 'sc-outage-'));
    dirs.push(dir);
    server = await startServerProcess({
      DATABASE_URL: url.toString(),
      DATA_DIR: dir,
      REQUEST_TIMEOUT_MS: String(BUDGET_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      RATE_LIMIT_FACTOR: '1000',
    });
    // Sessions written straight into the database (the server migrated and seeded it).
    direct = await openDatabase({ url: pg.url, dataDir: dir });
    customer = (await createTestSession(direct.db, '9812300081', { name: 'Kiran Rao' })).cookie;
    admin = (await createTestSession(direct.db, '9812300082', { role: 'ADMIN', name: 'Lata Admin' })).cookie;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    relay?.close();
    await direct?.close();
    await pg?.drop();
  });

  const get = async (p: string, cookie?: string) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/service-centre${p}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    return { response, elapsed: performance.now() - started };
  };

  it('while it is up: the session is the customer’s, and the public health check says only that it is up; staff get the details', async () => {
    expect((await get('/api/get-user-details', customer)).response.status).toBe(200);
    const anyone = await get('/api/health');
    expect([anyone.response.status, await anyone.response.json()]).toEqual([200, { status: 'ok' }]);
    const staff = await get('/api/health', admin);
    expect(await staff.response.json()).toEqual({
      status: 'ok',
      database: 'up',
      databaseKind: 'postgres',
      migration: '0026_qr_campaigns',
    });
  });

  it('while it does not answer: a signed-in customer gets 503 with Retry-After, never a visitor’s 401 or sign-in page, within one budget', async () => {
    relay.hang();
    try {
      const api = await get('/api/get-user-details', customer);
      expect([api.response.status, (await api.response.json()).error.code, api.response.headers.get('retry-after')]).toEqual([
        503,
        'UNAVAILABLE',
        '5',
      ]);
      // One budget for the request: the session look-up and the backend call do not each take one.
      expect(api.elapsed).toBeLessThan(2 * BUDGET_MS);
      // A staff page is not sent to sign in; a booking screen's page is the 503 page, not a sign-in.
      for (const page of ['/staff/console', '/bookings']) {
        const answer = await get(page, admin);
        expect([answer.response.status, answer.response.headers.get('location')], page).toEqual([503, null]);
        expect(answer.response.headers.get('retry-after'), page).not.toBeNull();
      }
      // The health check: down, said to anyone with when to try again, and nothing more.
      const health = await get('/api/health');
      expect([health.response.status, health.response.headers.get('retry-after'), await health.response.json()]).toEqual([
        503,
        '5',
        { status: 'unavailable' },
      ]);
    } finally {
      await relay.restore();
    }
    // Back by itself: the same session is the customer's again.
    expect((await get('/api/get-user-details', customer)).response.status).toBe(200);
  }, 60_000);
});

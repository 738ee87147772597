import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { openDatabase, rowsOf, type Database } from '@/backend/platform/db/client';
import { outbox } from '@/backend/platform/db/schema';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestSession, type TestSession } from '../support/sessions';
import { KUDLU_GATE } from '../support/booking-fixtures';

// A promised time that passes with its stage not done is told to the customer exactly once
// (decision 032), with two server processes on one PostgreSQL database sharing a moved clock
// (TEST_CLOCK_FILE: the milliseconds both backends run ahead of the real time). The advisor promises
// a time 10 minutes ahead through the API of one process; the clock moves 11 minutes on; the late
// notices' job is sent four times at once and both processes' job runners take them. (Two runs at
// the very same moment, the race the claim in promise-service.ts closes, are proven by
// workshop-promises.test.ts, which starts them together on two backends with their own pools.)
const available = await postgresReachable();
const LATE_JOB = 'late-promises';
const MINUTE = 60_000;
/** Jobs sent at once, for both runners to take (each takes one every 2 s). */
const JOBS = 4;
/** A time as the API takes it: IST with its offset, to the second. */
const ist = (ms: number) => `${new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 19)}+05:30`;

describe.skipIf(!available)('a late promise with two server processes (PostgreSQL)', () => {
  const servers: ServerProcess[] = [];
  let database: Database;
  let drop: () => Promise<void>;
  let databaseUrl: string;
  let customer: TestSession;
  let advisor: TestSession;
  const clockDir = mkdtempSync(path.join(tmpdir(), 'sc-clock-'));
  const clockFile = path.join(clockDir, 'offset-ms');

  /** One call of the API of `server` as `who`, failing the test with the answer when it is not 2xx. */
  const api = async (server: ServerProcess, who: TestSession | null, method: string, route: string, body?: unknown) => {
    const response = await fetch(`${server.url}/service-centre/api/${route}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.url, ...(who ? { cookie: who.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data?: any; error?: unknown };
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };

  beforeAll(async () => {
    writeFileSync(clockFile, '0');
    const created = await createTestDatabase('sc_late', { seeded: true });
    drop = created.drop;
    databaseUrl = created.url;
    const env = { DATABASE_URL: created.url, RATE_LIMIT_FACTOR: '0', TEST_CLOCK_FILE: clockFile };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    database = await openDatabase({ url: created.url, dataDir: 'memory://', poolMax: 2 });
    customer = await createTestSession(database.db, '9812300171', { name: 'Nisha Late' });
    advisor = await createTestSession(database.db, '9812300172', { role: 'ADVISOR', name: 'Late Advisor', garageIds: [KUDLU_GATE] });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.close();
    await drop?.();
    rmSync(clockDir, { recursive: true, force: true });
  }, 60_000);

  it('the customer is told once, whichever process runs the job', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // A booked car, its fee paid in the sandbox, checked in (its Basic plan on the estimate), one extra
    // picked from the catalogue and approved by the customer, in repair.
    const swift = (await api(a, customer, 'GET', 'vehicle-models?make=maruti-suzuki')).models.find(
      (m: { slug: string }) => m.slug === 'swift',
    );
    const appointment = await api(a, customer, 'POST', 'appointment', {
      garage_id: KUDLU_GATE,
      service_type_id: 'periodic_service',
      selection: { plan: 'ESSENTIAL' },
      vehicle_details: { model_id: swift.id, fuel_type: 'PETROL', registration_number: 'KA03LT1001' },
      booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
    });
    const id = appointment.appointment_id as string;
    const slot = (await api(a, customer, 'GET', `get-slots?slot_type=SLOT_BOOKING&garage_id=${KUDLU_GATE}`)).slots.find(
      (s: { disabled: boolean }) => !s.disabled,
    );
    await api(a, customer, 'POST', 'booking', { appointment_id: id, slot_id: slot.id });
    await api(a, customer, 'PATCH', `appointment/${id}`, { customer_details: { full_name: 'Nisha Late' } });
    const payment = await api(a, customer, 'POST', `appointment/${id}/payment`, {});
    const paid = await api(a, null, 'POST', 'sandbox-gateway/pay', { order_id: payment.provider_order_id, outcome: 'success' });
    await api(a, null, 'POST', 'payments/callback', paid.fields);
    const orderId = (await api(b, advisor, 'POST', 'garage-timeline', { request_id: 'late-two-processes', appointment_id: id }))
      .order_id as string;
    await api(b, advisor, 'POST', `garage-timeline/${orderId}/stage`, { stage: 'SURVEY' });
    const estimate = await api(b, advisor, 'POST', `garage-timeline/${orderId}/lines`, {
      part_name: 'Front brake pads',
      catalogue_item_id: 'brake-pads-front',
      net_labour_cost: 45_000,
      net_part_cost: 180_000,
      net_service_cost: 0,
    });
    await api(b, advisor, 'POST', `garage-timeline/${orderId}/stage`, { stage: 'ESTIMATE_APPROVAL_PENDING' });
    const extra = estimate.damages.find((d: { origin: string }) => d.origin === 'EXTRA');
    expect(extra.part_name).toBe('Front brake pads replacement');
    await api(a, customer, 'POST', 'line-item-status', { order_id: orderId, decisions: [{ line_id: extra.id, status: 'APPROVED' }] });
    await api(a, customer, 'POST', 'line-item-approve', { order_id: orderId });
    await api(b, advisor, 'POST', `garage-timeline/${orderId}/stage`, { stage: 'REPAIR_IN_PROGRESS' });

    // Promised 10 minutes ahead (by the processes' clock, not moved yet): told at once.
    const promised = await api(a, advisor, 'POST', `garage-timeline/${orderId}/promise`, { promised_at: ist(Date.now() + 10 * MINUTE) });
    expect(promised.promise.stage).toBe('REPAIR_IN_PROGRESS');
    const sms = async (template: 'STAGE_PROMISED' | 'STAGE_LATE') =>
      (
        await database.db
          .select({ n: count() })
          .from(outbox)
          .where(and(eq(outbox.template, template), eq(outbox.recipient, '9812300171')))
      )[0]!.n;
    expect(await sms('STAGE_PROMISED')).toBe(1);

    // Eleven minutes on, for both processes at once; then the job four times, taken by both runners.
    writeFileSync(clockFile, String(11 * MINUTE));
    await new Promise((r) => setTimeout(r, 150));
    const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
    await boss.start();
    const before = Number(
      rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${LATE_JOB} and state = 'completed'`),
      )[0]!.n,
    );
    await Promise.all(Array.from({ length: JOBS }, () => boss.send(LATE_JOB, {})));
    await boss.stop({ graceful: false });
    await expect
      .poll(
        async () =>
          Number(
            rowsOf<{ n: number }>(
              await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${LATE_JOB} and state = 'completed'`),
            )[0]!.n,
          ) - before,
        { timeout: 30_000, interval: 250 },
      )
      .toBeGreaterThanOrEqual(JOBS);
    expect(await sms('STAGE_LATE')).toBe(1);
    const [told] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'STAGE_LATE'), eq(outbox.recipient, '9812300171')));
    expect(told!.body).toContain(`Service in progress is taking longer than the `);
    // Both processes see it late on the timeline.
    for (const server of servers)
      expect((await api(server, customer, 'GET', `garage-timeline/${orderId}`)).promise.stage).toBe('REPAIR_IN_PROGRESS');
  }, 90_000);
});

// Two product processes behind HAProxy (scripts/cluster), on one PostgreSQL database reached through a
// relay the test can cut, with Redis for the shared limits: what the scale-out path promises, proved
// through the balancer. Capacity, limits and sessions hold whichever process answers; a crash loses
// no acknowledged booking and makes none twice; a rolling restart fails no request; a database outage
// is answered 503 and recovers without a restart; a stopping process answers what it took on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { openDatabase, type Database } from '@/backend/platform/db/client';
import { appointments, bookings, slots, slotTemplates, vehicleModels } from '@/backend/platform/db/schema';
import { CHECKS } from '../../scripts/cluster/haproxy-config.mjs';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { redisReachable, REDIS_URL } from '../support/redis';
import { relayTo, type TcpRelay } from '../support/tcp-relay';
import { startTestCluster, type TestCluster } from '../support/cluster';
import { startServerProcess } from '../support/server-process';
import { createTestSession, type TestSession } from '../support/sessions';
import { latestCode } from '../support/sign-in';
import { KUDLU_GATE, periodicServiceRow } from '../support/booking-fixtures';

const available = (await postgresReachable()) && (await redisReachable());

const RACE_CUSTOMERS = 40;
const RACE_CAPACITY = 3;
const LANDING_PAGE = '/service-centre/ad-services/car-garage';

/** Waits until `check` answers something other than undefined, polling; fails after `ms`. */
async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>, everyMs = 50): Promise<T> {
  for (const deadline = Date.now() + ms; ; ) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A client address of its own for each caller (the processes believe HAProxy's X-Forwarded-For). */
const address = (block: number, n: number) => `10.${block}.${(n >> 8) & 255}.${n & 255}`;

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe.skipIf(!available)('two processes behind HAProxy (PostgreSQL, Redis)', () => {
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  let relay: TcpRelay;
  let relayedUrl: string;
  let database: Database;
  let cluster: TestCluster;
  let swift: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    pg = await createTestDatabase('sc_cluster', { seeded: true });
    relay = await relayTo(5432);
    const url = new URL(pg.url);
    url.port = String(relay.port());
    relayedUrl = url.toString();
    database = await openDatabase({ url: pg.url, dataDir: 'memory://', poolMax: 2 });
    const [model] = await database.db.select().from(vehicleModels).where(eq(vehicleModels.slug, 'swift'));
    swift = model!.id;
    env = {
      DATABASE_URL: relayedUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: `t${randomBytes(4).toString('hex')}`,
      DATABASE_POOL_MAX: '5',
      REQUEST_TIMEOUT_MS: '3000',
      // Within the budget, with room: the relay runs in this busy test process, and PostgreSQL counts
      // a statement's time from its first message, so a query forwarded in parts on a loaded machine
      // once ran past 1 s (a trivial session read, during the rolling restart).
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
    };
    cluster = await startTestCluster(env);
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    relay?.close();
    await database?.close();
    await pg?.drop();
  }, 60_000);

  /** A new booking (an appointment for a car of its own) as a customer's screens start it. */
  const newBooking = (registration: string) => ({
    garage_id: KUDLU_GATE,
    service_type_id: 'periodic_service',
    selection: { plan: 'ESSENTIAL' },
    vehicle_details: { model_id: swift, fuel_type: 'PETROL', registration_number: registration },
    booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
  });

  const customers = async (count: number, prefix: string) => {
    const made: TestSession[] = [];
    for (let i = 0; i < count; i++)
      made.push(await createTestSession(database.db, `${prefix}${String(i).padStart(10 - prefix.length, '0')}`));
    return made;
  };

  it('40 customers race for the last 3 places of a slot through the balancer: 3 get them, 37 are told SLOT_FULL, on both processes', async () => {
    const [template] = await database.db
      .insert(slotTemplates)
      .values({
        garageId: KUDLU_GATE,
        slotType: 'SLOT_BOOKING',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        startTime: '11:00',
        endTime: '12:00',
        capacity: RACE_CAPACITY,
      })
      .returning();
    const day = new Date(Date.now() + 5.5 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const racers = await customers(RACE_CUSTOMERS, '931');
    const waiting: string[] = [];
    for (const [i, session] of racers.entries()) {
      const [a] = await database.db
        .insert(appointments)
        .values(periodicServiceRow(session, `KA01RC${1000 + i}`))
        .returning();
      waiting.push(a!.id);
    }
    const before = await cluster.counters();
    const answers = await Promise.all(
      racers.map((session, i) =>
        fetch(
          `${cluster.url}/service-centre/api/booking`,
          json(
            { appointment_id: waiting[i], slot_id: `${template!.id}_${day}` },
            { cookie: session.cookie, 'x-forwarded-for': address(1, i) },
          ),
        ).then(async (r) => `${r.status}${r.ok ? '' : ` ${((await r.json()) as { error: { code: string } }).error.code}`}`),
      ),
    );
    const tally: Record<string, number> = {};
    for (const answer of answers) tally[answer] = (tally[answer] ?? 0) + 1;
    expect(tally).toEqual({ 201: RACE_CAPACITY, '409 SLOT_FULL': RACE_CUSTOMERS - RACE_CAPACITY });

    // Counted by HAProxy: both processes answered some of the 40, and nothing else was answered.
    const after = await cluster.counters();
    const served = Object.fromEntries(
      ['p1', 'p2'].map((p) => [p, after[p]!['2xx'] + after[p]!['4xx'] - before[p]!['2xx'] - before[p]!['4xx']]),
    );
    expect(served.p1! + served.p2!).toBe(RACE_CUSTOMERS);
    expect(served.p1).toBeGreaterThan(0);
    expect(served.p2).toBeGreaterThan(0);

    const [slot] = await database.db
      .select()
      .from(slots)
      .where(and(eq(slots.templateId, template!.id), eq(slots.slotDate, day)));
    const [held] = await database.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.slotId, slot!.id), eq(bookings.status, 'HELD')));
    expect([slot!.taken, Number(held!.n)]).toEqual([RACE_CAPACITY, RACE_CAPACITY]);
  }, 120_000);

  it('sign-in limits count across both processes as on one, and a session made on one process is valid on the other', async () => {
    const start = (process: string, phoneNumber: string, from: string) =>
      fetch(`${cluster.direct(process)}/service-centre/api/sign-in/start`, json({ phoneNumber }, { 'x-forwarded-for': from }));
    const statusOf = async (answer: Promise<Response>) => {
      const response = await answer;
      const body = (await response.json()) as { error?: { code: string } };
      return `${response.status}${body.error ? ` ${body.error.code}` : ''}`;
    };
    const alternate = (i: number) => (i % 2 === 0 ? 'p1' : 'p2');

    // Per number: 3 codes in 15 minutes, asked for from different addresses on alternate processes.
    const perNumber: string[] = [];
    for (let i = 0; i < 5; i++) perNumber.push(await statusOf(start(alternate(i), '9345200001', address(2, i))));
    expect(perNumber).toEqual(['200', '200', '200', '429 RATE_LIMITED', '429 RATE_LIMITED']);

    // Per address: 10 codes in 15 minutes, for different numbers; on alternate processes, then on one alone.
    const fromOneAddress = async (from: string, processOf: (i: number) => string, firstPhone: number) => {
      const seen: string[] = [];
      for (let i = 0; i < 12; i++) seen.push(await statusOf(start(processOf(i), `93452${firstPhone + i}`, from)));
      return seen;
    };
    const expected = [...Array<string>(10).fill('200'), '429 RATE_LIMITED', '429 RATE_LIMITED'];
    expect(await fromOneAddress(address(2, 100), alternate, 10100)).toEqual(expected);
    expect(await fromOneAddress(address(2, 101), () => 'p1', 10200)).toEqual(expected);

    // A code asked for on p1 is checked on p2; the session works on p1; signed out on p1, p2 refuses it.
    const phone = '9345200500';
    const started = (await (await start('p1', phone, address(2, 500))).json()) as { data: { attemptId: string } };
    const verified = await fetch(
      `${cluster.direct('p2')}/service-centre/api/sign-in/verify`,
      json({ attemptId: started.data.attemptId, code: await latestCode(database.db, phone) }, { 'x-forwarded-for': address(2, 500) }),
    );
    expect(verified.status).toBe(200);
    const cookie = `sc_session=${/sc_session=([^;]*)/.exec(verified.headers.get('set-cookie') ?? '')?.[1]}`;
    const me = (process: string) => fetch(`${cluster.direct(process)}/service-centre/api/get-user-details`, { headers: { cookie } });
    const onP1 = await me('p1');
    expect([onP1.status, ((await onP1.json()) as { data: { phoneNumber: string } }).data.phoneNumber]).toEqual([200, phone]);
    expect((await me('p2')).status).toBe(200);
    const out = await fetch(
      `${cluster.direct('p1')}/service-centre/api/sign-out`,
      json({}, { cookie, 'x-forwarded-for': address(2, 500) }),
    );
    expect(out.status).toBe(200);
    expect((await me('p2')).status).toBe(401);
  }, 120_000);

  it('kill -9 of a process mid-stream: every acknowledged booking exists once, every cut one succeeds on retry with its key, and the process comes back', async () => {
    const BOOKINGS = 48;
    const WORKERS = 6;
    const RETRY_WITHIN_MS = 12_000;
    const people = await customers(12, '932');
    const victim = 'p1';
    const victimPid = cluster.pid(victim);
    const acknowledged = new Map<number, string>();
    const cut: { booking: number; first: string; recoveredMs: number; attempts: number }[] = [];
    let done = 0;
    let next = 0;
    let killedAt = 0;

    const book = async (i: number) => {
      const session = people[i % people.length]!;
      const request = json(newBooking(`KA05MK${1000 + i}`), {
        cookie: session.cookie,
        'idempotency-key': `stream-${i}`,
        'x-forwarded-for': address(3, i % people.length),
      });
      const attempt = () =>
        fetch(`${cluster.url}/service-centre/api/appointment`, request).then(
          // An answer cut after its status line (the process died while sending it) was not received: retried as a cut.
          async (r) => {
            const body = (await r.json().catch(() => undefined)) as any;
            return body === undefined ? { status: 0, body: `${r.status} answer cut` } : { status: r.status, body };
          },
          (error: Error) => ({ status: 0, body: String(error.cause ?? error) }),
        );
      let answer = await attempt();
      if ([0, 502, 503, 504].includes(answer.status)) {
        // The client's own retry, the behaviour under test: the same key, bounded in time.
        const first = `${answer.status} ${JSON.stringify(answer.body).slice(0, 80)}`;
        const failedAt = performance.now();
        let attempts = 1;
        while ([0, 502, 503, 504].includes(answer.status) && performance.now() - failedAt < RETRY_WITHIN_MS) {
          attempts++;
          answer = await attempt();
        }
        cut.push({ booking: i, first, recoveredMs: Math.round(performance.now() - failedAt), attempts });
      }
      if (answer.status !== 201) {
        // A 409 ACTIVE_APPOINTMENT_EXISTS here is the booking made twice: the crash fell after its
        // transaction committed and before its Idempotency-Key's answer was stored, and the retry did it again.
        throw new Error(`booking ${i} (key stream-${i}): ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      acknowledged.set(i, answer.body.data.appointment_id);
      done++;
    };
    const worker = async () => {
      while (next < BOOKINGS) await book(next++);
    };
    const killer = async () => {
      await until('a quarter of the stream booked', 60_000, async () => (done >= BOOKINGS / 4 ? true : undefined), 10);
      // Killed while HAProxy counts a request being served by it, so a booking is cut in flight.
      await until(
        `${victim} serving a request`,
        30_000,
        async () => ((await cluster.counters())[victim]!.current > 0 ? true : undefined),
        5,
      );
      cluster.kill(victim);
      killedAt = performance.now();
    };
    await Promise.all([killer(), ...Array.from({ length: WORKERS }, worker)]);

    expect(acknowledged.size).toBe(BOOKINGS);
    // The crash cut at least one booking in flight, which HAProxy did not send again by itself; each
    // was made by the client's retry with its key within the bound.
    expect(cut.length).toBeGreaterThan(0);
    for (const c of cut) expect(c.recoveredMs, JSON.stringify(c)).toBeLessThan(RETRY_WITHIN_MS);
    // Exactly one row per booking, the one acknowledged, and nothing else.
    const rows = await database.db
      .select({ id: appointments.id, registration: appointments.registrationNumber })
      .from(appointments)
      .where(like(appointments.registrationNumber, 'KA05MK%'));
    expect(rows).toHaveLength(BOOKINGS);
    expect(new Map(rows.map((r) => [Number(r.registration!.slice(-4)) - 1000, r.id]))).toEqual(acknowledged);

    // The supervisor starts it again and HAProxy takes it back.
    await until('a new process', 60_000, async () => (cluster.pid(victim) !== victimPid ? true : undefined));
    await cluster.waitFor('UP', victim, 90_000);
    const backMs = Math.round(performance.now() - killedAt);
    expect(cluster.output('cluster').join('\n')).toContain(`${victim} exited with SIGKILL; starting it again`);
    console.info(
      `kill -9: ${cut.length} cut, recovered in ${cut.map((c) => c.recoveredMs).join(', ')} ms; ${victim} back UP after ${backMs} ms`,
    );
  }, 240_000);

  it('a rolling restart under a steady mixed load fails no request, and each process exits 0', async () => {
    const people = await customers(8, '933');
    const pidsBefore = ['p1', 'p2'].map((p) => cluster.pid(p));
    const failures: string[] = [];
    const served: Record<string, number> = {};
    let n = 0;
    let restarting = true;
    const kinds = [
      { name: 'page', method: 'GET', path: LANDING_PAGE, ok: 200 },
      { name: 'api read', method: 'GET', path: '/service-centre/api/service-types', ok: 200 },
      { name: 'slots', method: 'GET', path: `/service-centre/api/get-slots?slot_type=SLOT_BOOKING&garage_id=${KUDLU_GATE}`, ok: 200 },
      { name: 'booking', method: 'POST', path: '/service-centre/api/appointment', ok: 201 },
    ] as const;
    const worker = async () => {
      while (restarting) {
        const i = n++;
        const kind = kinds[i % kinds.length]!;
        const session = people[i % people.length]!;
        const init: RequestInit =
          kind.method === 'POST'
            ? json(newBooking(`KA06RR${1000 + (i % 9000)}`), {
                cookie: session.cookie,
                'idempotency-key': `rolling-${i}`,
                'x-forwarded-for': address(4, i),
              })
            : { headers: { 'x-forwarded-for': address(4, i) } };
        try {
          const response = await fetch(`${cluster.url}${kind.path}`, init);
          const body = await response.text();
          if (response.status !== kind.ok) failures.push(`${kind.name}: ${response.status} ${body.slice(0, 120)}`);
          else served[kind.name] = (served[kind.name] ?? 0) + 1;
        } catch (error) {
          failures.push(`${kind.name}: ${String((error as Error).cause ?? error)}`);
        }
      }
    };
    const started = performance.now();
    const load = Array.from({ length: 4 }, worker);
    const codes = await cluster.rollingRestart().finally(() => {
      restarting = false;
    });
    await Promise.all(load);
    console.info(`rolling restart: ${Math.round(performance.now() - started)} ms, ${n} requests ${JSON.stringify(served)}`);
    expect(failures).toEqual([]);
    expect(codes).toEqual([0, 0]);
    expect(['p1', 'p2'].map((p) => cluster.pid(p) !== pidsBefore[['p1', 'p2'].indexOf(p)])).toEqual([true, true]);
    // The load ran throughout, every kind of request in it.
    for (const kind of kinds) expect(served[kind.name], kind.name).toBeGreaterThanOrEqual(5);
  }, 240_000);

  it('PostgreSQL cut off: API calls are answered 503 with Retry-After through the balancer, cached pages still 200; back without a restart', async () => {
    const [session] = await customers(1, '934');
    const cookie = session!.cookie;
    // The landing page in both processes' byte caches before the outage.
    for (const p of ['p1', 'p2'])
      await until(`${p} caching the landing page`, 10_000, async () => {
        const response = await fetch(`${cluster.direct(p)}${LANDING_PAGE}`);
        await response.text();
        return response.headers.get('x-cache') === 'HIT' ? true : undefined;
      });
    const pids = ['p1', 'p2'].map((p) => cluster.pid(p));
    const me = () => fetch(`${cluster.url}/service-centre/api/get-user-details`, { headers: { cookie, 'x-forwarded-for': address(5, 1) } });
    expect((await me()).status).toBe(200);

    // Back within one request budget (REQUEST_TIMEOUT_MS) and a reconnection's wait, with room for a busy machine.
    const BACK_WITHIN_MS = 5000;
    const port = relay.cut();
    const cutAt = performance.now();
    let rounds = 0;
    try {
      // Long enough for HAProxy to have checked each process more than `fall` times meanwhile.
      while (rounds < 4 || performance.now() - cutAt < (CHECKS.fall + 1) * CHECKS.interMs) {
        rounds++;
        const api = await me();
        const body = (await api.json()) as { error: { code: string; message: string } };
        expect([api.status, api.headers.get('retry-after'), body.error.code, typeof body.error.message]).toEqual([
          503,
          '5',
          'UNAVAILABLE',
          'string',
        ]);
        const write = await fetch(
          `${cluster.url}/service-centre/api/appointment`,
          json(newBooking(`KA07PG${1000 + rounds}`), { cookie, 'x-forwarded-for': address(5, 2) }),
        );
        expect([write.status, ((await write.json()) as { error: { code: string } }).error.code]).toEqual([503, 'UNAVAILABLE']);
        const page = await fetch(`${cluster.url}${LANDING_PAGE}`);
        expect([page.status, page.headers.get('x-cache')]).toEqual([200, 'HIT']);
        await page.text();
        expect(await cluster.states()).toEqual({ p1: 'UP', p2: 'UP' });
      }
    } finally {
      await relay.restore(port);
    }
    const restoredAt = performance.now();
    // Back through the balancer and on each process, with the processes that lived through it.
    await until('answers again through HAProxy', BACK_WITHIN_MS, async () => ((await me()).status === 200 ? true : undefined), 100);
    for (const p of ['p1', 'p2'])
      await until(`${p} answering again`, BACK_WITHIN_MS, async () => {
        const response = await fetch(`${cluster.direct(p)}/service-centre/api/get-user-details`, { headers: { cookie } });
        return response.status === 200 ? true : undefined;
      });
    console.info(
      `database outage: ${rounds} rounds of 503; back ${Math.round(performance.now() - restoredAt)} ms after the relay was restored`,
    );
    expect(['p1', 'p2'].map((p) => cluster.pid(p))).toEqual(pids);
  }, 120_000);

  it('a stopping process says 503 to its readiness probe on open and new connections through its drain, then refuses new ones, answers the request in flight and exits 0', async () => {
    // Room for the steps taken during the drain on a busy machine.
    const DRAIN_SECONDS = 4;
    const server = await startServerProcess({ ...env, DRAIN_SECONDS: String(DRAIN_SECONDS) });
    const port = Number(new URL(server.url).port);
    const [session] = await customers(1, '935');

    // Raw connections: each kept open and read answer by answer.
    const connect = async () => {
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      const closed = once(socket, 'close');
      /** The next complete answer (status line, headers, a body of content-length), or 'closed'. */
      const answer = async (ms = 15_000) =>
        until(
          'an answer',
          ms,
          async () => {
            const end = received.indexOf('\r\n\r\n');
            if (end !== -1) {
              const head = received.slice(0, end);
              const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
              if (head.startsWith('HTTP/1.1 100')) {
                received = received.slice(end + 4);
                return { status: 100, head, body: '' };
              }
              if (/transfer-encoding: chunked/i.test(head)) {
                const last = received.indexOf('\r\n0\r\n\r\n', end);
                if (last === -1) return undefined;
                let body = '';
                for (let at = end + 4; at < last + 2; ) {
                  const size = Number.parseInt(received.slice(at, received.indexOf('\r\n', at)), 16);
                  at = received.indexOf('\r\n', at) + 2;
                  body += received.slice(at, at + size);
                  at += size + 2;
                }
                received = received.slice(last + 7);
                return { status: Number(head.slice(9, 12)), head, body };
              }
              if (received.length >= end + 4 + length) {
                const body = received.slice(end + 4, end + 4 + length);
                received = received.slice(end + 4 + length);
                return { status: Number(head.slice(9, 12)), head, body };
              }
            }
            return socket.destroyed ? { status: 0, head: 'closed', body: '' } : undefined;
          },
          10,
        );
      return { socket, answer, closed };
    };
    const ready = 'GET /service-centre/api/ready HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n';

    const open = await connect();
    open.socket.write(ready);
    expect((await open.answer()).status).toBe(200);
    const idle = await connect();
    idle.socket.write(ready);
    expect((await idle.answer()).status).toBe(200);
    // A booking whose body is still coming when SIGTERM arrives: the 100 Continue says it is being served.
    const body = JSON.stringify(newBooking('KA08DR1000'));
    const slow = await connect();
    slow.socket.write(
      `POST /service-centre/api/appointment HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncookie: ${session!.cookie}\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nexpect: 100-continue\r\nx-forwarded-for: ${address(6, 1)}\r\n\r\n`,
    );
    expect((await slow.answer()).status).toBe(100);
    slow.socket.write(body.slice(0, 20));

    const exited = once(server.process, 'exit') as Promise<[number | null, string | null]>;
    const signalled = performance.now();
    server.process.kill('SIGTERM');
    await until('the process stopping', 10_000, async () => (server.output().includes('"msg":"stopping"') ? true : undefined), 10);

    // An already open keep-alive connection is told the process is not ready, and closed after it.
    open.socket.write(ready);
    const notReady = await open.answer();
    expect([notReady.status, notReady.body, /connection: close/i.test(notReady.head)]).toEqual([503, '{"status":"stopping"}', true]);
    // A new connection is still taken through the drain, and told the same: the balancer's check
    // sees 503 and takes the process out, while a request it had already sent is answered.
    const late = await connect();
    late.socket.write(ready);
    const lateAnswer = await late.answer();
    expect([lateAnswer.status, lateAnswer.body, /connection: close/i.test(lateAnswer.head)]).toEqual([503, '{"status":"stopping"}', true]);
    // The drain ends (the idle connection is let go), and from then on new connections are refused.
    await idle.closed;
    const drainedMs = performance.now() - signalled;
    const refused = await new Promise<string>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve('connected');
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    });
    expect(refused).toBe('ECONNREFUSED');
    // The booking in flight is still answered.
    slow.socket.write(body.slice(20));
    const booked = await slow.answer();
    expect(booked.status, booked.body).toBe(201);
    const id = (JSON.parse(booked.body) as { data: { appointment_id: string } }).data.appointment_id;
    expect((await database.db.select().from(appointments).where(eq(appointments.id, id))).length).toBe(1);
    const [code] = await exited;
    expect(code).toBe(0);
    expect(drainedMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 50);
    console.info(
      `drain: idle connection let go after ${Math.round(drainedMs)} ms, exit 0 after ${Math.round(performance.now() - signalled)} ms`,
    );
  }, 90_000);
});

// `node bench/booking.mjs` (and the end of `npm run bench`): the product's booking on PostgreSQL beside a
// bare Node handler doing the same transaction with the same SQL through the same driver and pool size
// (bench/bare-booking.mjs), in one run. Each one's maximum flat out (a closed loop of 32 connections),
// then both offered 70 % of the bare handler's maximum as an open loop, where the p99 is read. Counts
// only bookings that made a row: each side books its own customers' appointments into its own slots
// (200 of ample capacity, so SLOT_FULL answers cannot inflate it). Exits non-zero when the product's
// maximum is under 60 % of the bare handler's, its p99 at the offered rate over twice the bare
// handler's, its RSS after the load over 250 MB, or a booking fails (ARCHITECTURE.md's budget). Also
// get-slots beside a bare Node server returning the same bytes. The product runs as production runs it
// (productionSettings in bench/support.mjs). Needs a build and PostgreSQL at 127.0.0.1:5432.
// Each customer books from an address of their own (X-Forwarded-For through the trusted loopback
// proxy), as hundreds of bookings a second would arrive: from one address (BENCH_ONE_IP=1) every request
// updates the same two rate-limit counters, which measures that row's queue instead.
import { createHash, randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSpentMs, load, onFreshPostgres, productionSettings, rssAfterQuietMb, rssMb, startBare } from './support.mjs';
import { openLoop } from './open-loop.mjs';
import { allocatorPlan, installedJemalloc } from '../scripts/allocator.mjs';

const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const CUSTOMERS = Number(process.env.BENCH_BOOKING_CUSTOMERS ?? 4000);
const TEMPLATES = 20;
const DAYS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 32);
const POOL_MAX = 20;
/** ARCHITECTURE.md's budget: the product's maximum ≥ 60 % of the bare handler's; at 70 % of the bare maximum offered, p99 ≤ 2× the bare handler's. */
const OFFERED_SHARE = 0.7;
const MIN_RATIO = 0.6;
const MAX_P99_RATIO = 2;
/** ARCHITECTURE.md's memory budget: RSS after load on PostgreSQL, without a V8 cap. */
const MAX_RSS_MB = 250;

const istDay = (offset) => new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** The environment scripts/start.mjs would start Node again with (jemalloc where installed), for the bare handler. */
const productAllocatorEnv = () =>
  allocatorPlan({ env: process.env, platform: process.platform, library: installedJemalloc() }).env ?? process.env;

export async function benchBooking(note, port = 4621) {
  const env = {
    ...productionSettings(port),
    PORT: String(port),
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    RATE_LIMIT_FACTOR: process.env.BENCH_RATE_LIMIT_FACTOR ?? '10000',
    DATABASE_POOL_MAX: String(POOL_MAX),
  };
  return onFreshPostgres('sc_bench_booking', env, ({ product, db, url }) => bookingFigures(note, product, db, url, port));
}

/**
 * Slots of ample capacity (20 bays a day, every day, for the next 10 days: 200 slots) and customers
 * with a live session and an appointment each (self-drop, not yet paid), for one side: the booking
 * requests that make a row each (request j books customer j mod N into a slot other than the one it holds).
 */
export async function seedSide(db, side) {
  const templates = await db`insert into slot_templates ${db(
    Array.from({ length: TEMPLATES }, (_, i) => ({
      garage_id: KUDLU_GATE,
      slot_type: 'SELF_DROP',
      weekdays: '{0,1,2,3,4,5,6}',
      start_time: `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      end_time: `${String(7 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      capacity: 100_000,
    })),
  )} returning id`;
  const slotIds = templates.flatMap(({ id }) => Array.from({ length: DAYS }, (_, d) => `${id}_${istDay(d + 1)}`));
  const customers = [];
  for (let start = 0; start < CUSTOMERS; start += 500) {
    const batch = Array.from({ length: Math.min(500, CUSTOMERS - start) }, (_, i) => `9${side}${String(10_000_000 + start + i).slice(-8)}`);
    const users = await db`insert into users ${db(batch.map((phone_number) => ({ phone_number })))} returning id, phone_number`;
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    await db`insert into sessions ${db(users.map((u, i) => ({ token_hash: createHash('sha256').update(tokens[i]).digest('base64url'), user_id: u.id, idle_expires_at: new Date(Date.now() + 3_600_000), absolute_expires_at: new Date(Date.now() + 7_200_000) })))}`;
    const rows = await db`insert into appointments ${db(
      users.map((u) => ({
        garage_id: KUDLU_GATE,
        user_id: u.id,
        service_type: 'PERIODIC_MAINTENANCE',
        service_type_id: 'periodic_service',
        fulfillment_type: 'SELF_DROP',
        pincode: '560068',
        source: 'bench',
        vehicle_key: `bench:${u.phone_number}`,
        customer_details: db.json({ phone_number: u.phone_number }),
      })),
    )} returning id`;
    rows.forEach((r, i) => {
      const k = start + i;
      customers.push({ appointmentId: r.id, cookie: `sc_session=${tokens[i]}`, ip: `10.${side}.${(k >> 8) & 255}.${k & 255}` });
    });
  }
  let j = 0;
  return () => {
    const n = j++;
    const who = customers[n % customers.length];
    const slot = slotIds[(n + Math.floor(n / customers.length)) % slotIds.length];
    return {
      path: '/service-centre/api/booking',
      headers: {
        'content-type': 'application/json',
        cookie: who.cookie,
        ...(process.env.BENCH_ONE_IP ? {} : { 'x-forwarded-for': who.ip }),
      },
      body: JSON.stringify({ appointment_id: who.appointmentId, slot_id: slot }),
    };
  };
}

async function bookingFigures(note, product, db, url, port) {
  const work = mkdtempSync(path.join(tmpdir(), 'sc-bench-booking-'));
  const bare = fork(
    new URL('./bare-booking.mjs', import.meta.url).pathname,
    [url, String(port + 100), String(POOL_MAX), process.env.BENCH_REDIS_URL ? 'none' : 'postgres'],
    // On the same C allocator as the product (scripts/start.mjs starts it on jemalloc where installed).
    // BENCH_NODE_ARGS (--cpu-prof, say) applies to it as to the product, so both can be profiled in one run.
    { stdio: 'inherit', env: productAllocatorEnv(), execArgv: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean) },
  );
  try {
    await new Promise((resolve, reject) => {
      bare.once('message', resolve);
      bare.once('exit', () => reject(new Error('the bare booking handler exited')));
    });
    const bareUrl = `http://127.0.0.1:${port + 100}`;
    const sides = {
      bare: { url: bareUrl, pid: bare.pid, next: await seedSide(db, 1) },
      product: { url: product.url, pid: product.child.pid, next: await seedSide(db, 2) },
    };
    const rows = async () => Number((await db`select count(*)::int as n from bookings`)[0].n);
    const closedLoop = (side, duration) =>
      autocannon({
        url: `${side.url}/service-centre/api/booking`,
        connections: CONNECTIONS,
        duration,
        method: 'POST',
        requests: [
          {
            setupRequest: (req) => {
              const { headers, body } = side.next();
              return { ...req, headers: { ...req.headers, ...headers }, body };
            },
          },
        ],
      });
    /**
     * Each measured phase books thousands of rows and updates the same few hundred slot rows and
     * counters thousands of times: the next phase would meet their dead row versions and an
     * autovacuum working through them (counted as PostgreSQL's CPU), so whichever side went second
     * paid for the first. Every phase starts on tables cleared of them.
     */
    const settle = async () => {
      // With Redis counting (BENCH_REDIS_URL) neither side makes the counters' table.
      await db.unsafe(
        `vacuum (analyze) slots, bookings, appointments, sessions${process.env.BENCH_REDIS_URL ? '' : ', rate_limit_counters'}`,
      );
      await db`checkpoint`;
    };
    /** The most bookings a second a side makes (rows made), with its latencies and CPU, after a second to warm up (compiled code, open connections, prepared statements). */
    const flatOut = async (side) => {
      await settle();
      await closedLoop(side, 1);
      const before = await rows();
      const { result, serverMs, serverMainUserMs, serverMainSystemMs, postgresMs, loadMs } = await cpuSpentMs(side.pid, () =>
        closedLoop(side, SECONDS),
      );
      const made = (await rows()) - before;
      return {
        perSecond: Math.round(made / SECONDS),
        made,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors,
        serverMs,
        serverMainUserMs,
        serverMainSystemMs,
        postgresMs,
        loadMs,
      };
    };
    /** Bookings offered at `rate` a second, evenly spaced (an open loop: each sent when due, timed from then). */
    const offer = async (side, rate) => {
      await settle();
      const before = await rows();
      const r = await openLoop(side.url, { rate, seconds: SECONDS, next: side.next });
      return { ...r, made: (await rows()) - before, failed: r.non2xx + r.errors };
    };
    const b = await flatOut(sides.bare);
    const p = await flatOut(sides.product);
    const rate = Math.max(1, Math.round(b.perSecond * OFFERED_SHARE));
    const bo = await offer(sides.bare, rate);
    const po = await offer(sides.product, rate);
    const full = Number((await db`select count(*)::int as n from slots where taken > capacity`)[0].n);
    const ratio = p.perSecond / b.perSecond;
    const p99Ratio = po.p99 / Math.max(1, bo.p99);
    note(
      'booking on PostgreSQL flat out (32 connections, a booking row each): product bookings/s | bare bookings/s | ratio | p50 / p99 ms product | p50 / p99 ms bare | failed product / bare | slots over capacity',
      `${p.perSecond} | ${b.perSecond} | ${Math.round(ratio * 100)} % | ${p.p50} / ${p.p99} | ${b.p50} / ${b.p99} | ${p.failed} / ${b.failed} | ${full}`,
    );
    note(
      'CPU ms per booking made flat out: product server | bare server | PostgreSQL product / bare | load generator product / bare',
      `${(p.serverMs / p.made).toFixed(2)} | ${(b.serverMs / b.made).toFixed(2)} | ${(p.postgresMs / p.made).toFixed(2)} / ${(b.postgresMs / b.made).toFixed(2)} | ${(p.loadMs / p.made).toFixed(2)} / ${(b.loadMs / b.made).toFixed(2)}`,
    );
    const split = (x) =>
      `${(x.serverMainUserMs / x.made).toFixed(2)} / ${(x.serverMainSystemMs / x.made).toFixed(2)} / ${((x.serverMs - x.serverMainUserMs - x.serverMainSystemMs) / x.made).toFixed(2)}`;
    note('server CPU ms per booking, main thread user / main thread system / other threads: product | bare', `${split(p)} | ${split(b)}`);
    note(
      `booking offered ${rate}/s (70 % of the bare maximum, open loop): made/s product | bare | p50 ms product / bare | p99 ms product / bare | p99 ratio | max ms product / bare | failed product / bare`,
      `${Math.round(po.made / SECONDS)} | ${Math.round(bo.made / SECONDS)} | ${po.p50} / ${bo.p50} | ${po.p99} / ${bo.p99} | ${p99Ratio.toFixed(2)} | ${po.max} / ${bo.max} | ${po.failed} / ${bo.failed}`,
    );
    note(
      'booking at the offered rate, p99 ms of the requests due in each second: product | bare',
      `${po.p99BySecond.join(' ')} | ${bo.p99BySecond.join(' ')}`,
    );
    for (const [side, r] of [
      ['product', po],
      ['bare handler', bo],
    ])
      if (r.failures.length > 0) note(`first failures of the ${side} at the offered rate`, r.failures.join(' · '));
    const [atEnd, bareAtEnd] = [rssMb(product.child.pid), rssMb(bare.pid)];
    const productRss = await rssAfterQuietMb(product.child.pid);
    note(
      'memory after the booking load on PostgreSQL (RSS MB): product once quiet (memory given back) | product at the end of the load | bare handler at the end of the load',
      `${productRss} | ${atEnd} | ${bareAtEnd}`,
    );
    const missed = [];
    if (productRss > MAX_RSS_MB) missed.push(`its RSS after the load is ${productRss} MB (budget ≤ ${MAX_RSS_MB} MB)`);
    if (ratio < MIN_RATIO) missed.push(`its maximum is ${Math.round(ratio * 100)} % of the bare handler's (target ≥ ${MIN_RATIO * 100} %)`);
    if (p99Ratio > MAX_P99_RATIO)
      missed.push(`its p99 at ${rate}/s is ${p99Ratio.toFixed(2)}× the bare handler's (target ≤ ${MAX_P99_RATIO}×)`);
    if (p.failed + po.failed + b.failed + bo.failed > 0 || full > 0) missed.push('bookings failed or a slot went over capacity');
    if (missed.length > 0) {
      console.error(`booking outside its budget: ${missed.join('; ')}`);
      process.exitCode = 1;
    }

    // get-slots against a bare Node server answering its bytes (on the bare booking handler's port).
    await new Promise((resolve) => {
      bare.once('exit', resolve);
      bare.kill();
    });
    const route = `/service-centre/api/get-slots?slot_type=PICK_AND_DROP&garage_id=${KUDLU_GATE}`;
    const bytes = Buffer.from(await (await fetch(product.url + route)).arrayBuffer());
    const file = path.join(work, 'slots.json');
    writeFileSync(file, bytes);
    const bareSlots = await startBare(file, 'application/json; charset=utf-8', port + 100);
    const bs = await load(`${bareSlots.url}/`);
    const ps = await load(product.url + route);
    bareSlots.stop();
    note(
      'get-slots on PostgreSQL (14 days of a garage, taken counts read on every request): product req/s | bare req/s | ratio | product p99 ms | errors',
      `${ps.rps} | ${bs.rps} | ${Math.round((ps.rps / bs.rps) * 100)} % | ${ps.p99} | ${ps.errors}`,
    );
    return missed.length === 0;
  } finally {
    bare.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBooking((label, value) => console.log(`${label}: ${value}`));
}

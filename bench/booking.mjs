// `node bench/booking.mjs` (and the end of `npm run bench`): bookings per second and their p99 on
// PostgreSQL through the server, counting only bookings that made a row (spread over 200 slots of
// ample capacity, so SLOT_FULL answers cannot inflate it), and get-slots requests per second beside
// a bare Node server returning the same bytes. Needs a build and PostgreSQL at 127.0.0.1:5432.
// Each customer books from an address of their own (X-Forwarded-For through the trusted loopback
// proxy), as 300 bookings a second would arrive: from one address (BENCH_ONE_IP=1) every request
// updates the same two rate-limit counters, which measures that row's queue instead.
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSpentMs, load, onFreshPostgres, rssMb, startBare } from './support.mjs';
import { openLoop } from './open-loop.mjs';

const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const CUSTOMERS = Number(process.env.BENCH_BOOKING_CUSTOMERS ?? 4000);
const TEMPLATES = 20;
const DAYS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 32);
// ARCHITECTURE.md's budget: ≥ 300 bookings/s with a p99 under 150 ms.
const TARGET_RATE = 300;

const istDay = (offset) => new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export async function benchBooking(note, port = 4621) {
  const env = {
    PORT: String(port),
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    RATE_LIMIT_FACTOR: process.env.BENCH_RATE_LIMIT_FACTOR ?? '10000',
    DATABASE_POOL_MAX: '20',
  };
  return onFreshPostgres('sc_bench_booking', env, ({ product, db }) => bookingFigures(note, product, db, port));
}

async function bookingFigures(note, product, db, port) {
  const work = mkdtempSync(path.join(tmpdir(), 'sc-bench-booking-'));
  try {
    // Slots of ample capacity: 20 bays a day, every day, for the next 10 days (200 slots).
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
    // Customers with a live session and an appointment each (self-drop, not yet paid).
    const customers = [];
    for (let start = 0; start < CUSTOMERS; start += 500) {
      const batch = Array.from({ length: Math.min(500, CUSTOMERS - start) }, (_, i) => `91${String(10_000_000 + start + i).slice(-8)}`);
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
        customers.push({ appointmentId: r.id, cookie: `sc_session=${tokens[i]}`, ip: `10.${k >> 16}.${(k >> 8) & 255}.${k & 255}` });
      });
    }
    // Request j books customer j mod N into a slot other than the one it holds: every answer makes a booking row.
    let j = 0;
    const nextBooking = () => {
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
    const bookings = (duration, connections = CONNECTIONS) =>
      autocannon({
        url: `${product.url}/service-centre/api/booking`,
        connections,
        duration,
        method: 'POST',
        requests: [
          {
            setupRequest: (req) => {
              const { headers, body } = nextBooking();
              return { ...req, headers: { ...req.headers, ...headers }, body };
            },
          },
        ],
      });
    // A warm server, as in production: a second of bookings first (compiled code, open connections, prepared statements).
    await bookings(1);
    const started = Number((await db`select count(*)::int as n from bookings`)[0].n);
    const { result, serverMs, postgresMs, loadMs } = await cpuSpentMs(product.child.pid, () => bookings(SECONDS));
    const made = Number((await db`select count(*)::int as n from bookings`)[0].n) - started;
    const full = Number((await db`select count(*)::int as n from slots where taken > capacity`)[0].n);
    note(
      'bookings made per second on PostgreSQL (a booking row each, 200 slots, through the server) | p50 ms | p99 ms | non-2xx | rows made | slots over capacity',
      `${Math.round(made / SECONDS)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} | ${made} | ${full}`,
    );
    note(
      'CPU ms per booking made: server | PostgreSQL | load generator',
      `${(serverMs / made).toFixed(1)} | ${(postgresMs / made).toFixed(1)} | ${(loadMs / made).toFixed(1)}`,
    );
    // The budget's question: at 300 bookings a second arriving evenly (an open loop: each sent when it
    // is due, whatever the answers' pace, and timed from then), how long does a booking take? The
    // closed loop of 32 connections above measures the most the server can do instead, where each
    // booking also waits behind the 31 others.
    const before = Number((await db`select count(*)::int as n from bookings`)[0].n);
    const offered = await openLoop(product.url, { rate: TARGET_RATE, seconds: SECONDS, next: nextBooking });
    const madeAtRate = Number((await db`select count(*)::int as n from bookings`)[0].n) - before;
    note(
      `bookings at ${TARGET_RATE}/s arriving evenly (open loop): made per second | p50 ms | p99 ms | max ms | non-2xx`,
      `${Math.round(madeAtRate / SECONDS)} | ${offered.p50} | ${offered.p99} | ${offered.max} | ${offered.non2xx + offered.errors}`,
    );
    note('memory of the server after the booking load on PostgreSQL (RSS MB)', rssMb(product.child.pid));

    // get-slots against a bare Node server answering its bytes.
    const route = `/service-centre/api/get-slots?slot_type=PICK_AND_DROP&garage_id=${KUDLU_GATE}`;
    const bytes = Buffer.from(await (await fetch(product.url + route)).arrayBuffer());
    const file = path.join(work, 'slots.json');
    writeFileSync(file, bytes);
    const bare = await startBare(file, 'application/json; charset=utf-8', port + 100);
    const b = await load(`${bare.url}/`);
    const p = await load(product.url + route);
    bare.stop();
    note(
      'get-slots on PostgreSQL (14 days of a garage, taken counts read on every request): product req/s | bare req/s | ratio | product p99 ms | errors',
      `${p.rps} | ${b.rps} | ${Math.round((p.rps / b.rps) * 100)} % | ${p.p99} | ${p.errors}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBooking((label, value) => console.log(`${label}: ${value}`));
}

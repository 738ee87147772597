import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startProduct } from '../scripts/product-process.mjs';

export const ROOT = new URL('..', import.meta.url).pathname;
export { startProduct };

export function startBare(file, contentType, port) {
  const child = fork(new URL('./bare-server.mjs', import.meta.url).pathname, [file, contentType, String(port)], { stdio: 'inherit' });
  return new Promise((resolve) => child.once('message', () => resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() })));
}

export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/**
 * Requests per second and p99 at 50 connections. With `randomQuery`, every request adds a
 * parameter of its own (`?x=<random>`), as a cache-busting client would.
 */
export async function load(
  url,
  { connections = 50, duration = Number(process.env.BENCH_SECONDS ?? 5), randomQuery = false, headers } = {},
) {
  const requests = randomQuery
    ? [
        {
          setupRequest: (req) => ({
            ...req,
            path: `${req.path}${req.path.includes('?') ? '&' : '?'}x=${Math.random().toString(36).slice(2)}`,
          }),
        },
      ]
    : undefined;
  await autocannon({ url, connections, duration: 1, requests, headers });
  const r = await autocannon({ url, connections, duration, requests, headers });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * RSS (MB) of a product process once the load is over and it has given V8's spare memory back
 * (server/memory-release.ts: after MEMORY_RELEASE_QUIET_SECONDS of quiet, 10 by default): read every
 * half second until it has fallen and held for 2 s, or after `seconds`.
 */
export async function rssAfterQuietMb(pid, seconds = 30) {
  const atEnd = rssMb(pid);
  let last = atEnd;
  let heldSince = Date.now();
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rssMb(pid);
    if (Math.abs(now - last) > 2) heldSince = Date.now();
    last = now;
    if (now < atEnd * 0.9 && Date.now() - heldSince >= 2000) break;
  }
  return last;
}

/** The highest RSS (MB) of a process while `work` runs, sampled every 20 ms. */
export async function peakRssMb(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

const CLOCK_TICKS_PER_SECOND = 100;
/** utime and stime of a process (or, with `/task/<tid>` after the pid, one of its threads), in clock ticks. */
const userSystemTicksOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return [Number(fields[11]), Number(fields[12])]; // after the command's name
  } catch {
    return [0, 0];
  }
};
const cpuTicksOf = (pid) => userSystemTicksOf(pid).reduce((a, b) => a + b);
const postgresPids = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });

/**
 * CPU milliseconds spent while `work` runs by the server, by PostgreSQL's processes and by this
 * process (the load generator), from /proc: where the time of a request goes on a shared machine.
 */
export async function cpuSpentMs(serverPid, work) {
  const pgBefore = new Map(postgresPids().map((pid) => [pid, cpuTicksOf(pid)]));
  const serverBefore = cpuTicksOf(serverPid);
  const mainBefore = userSystemTicksOf(`${serverPid}/task/${serverPid}`);
  const selfBefore = process.cpuUsage();
  const result = await work();
  const self = process.cpuUsage(selfBefore);
  const mainAfter = userSystemTicksOf(`${serverPid}/task/${serverPid}`);
  const pg = postgresPids().reduce((sum, pid) => sum + cpuTicksOf(pid) - (pgBefore.get(pid) ?? 0), 0);
  const ms = (ticks) => Math.round((ticks * 1000) / CLOCK_TICKS_PER_SECOND);
  return {
    result,
    serverMs: ms(cpuTicksOf(serverPid) - serverBefore),
    // The server's main thread (JavaScript, and the kernel's work for its system calls); the rest is V8's and libuv's threads.
    serverMainUserMs: ms(mainAfter[0] - mainBefore[0]),
    serverMainSystemMs: ms(mainAfter[1] - mainBefore[1]),
    postgresMs: ms(pg),
    loadMs: Math.round((self.user + self.system) / 1000),
  };
}

/**
 * A fresh PostgreSQL database for one benchmark, the product started on it (with `env`) and a small
 * pool of its own to set data up: `work({ product, db, url })`; all stopped and the database dropped after.
 */
export async function onFreshPostgres(prefix, env, work) {
  const { default: postgres } = await import('postgres');
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `${prefix}_${Date.now().toString(36)}`;
  await admin.unsafe(`create database ${name}`);
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  let product;
  const db = postgres(url, { max: 4, onnotice: () => {} });
  try {
    product = await startProduct({ DATABASE_URL: url, REDIS_URL: '', DATA_DIR: '/tmp/unused', ...env });
    return await work({ product, db, url });
  } finally {
    await product?.stop();
    await db.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The product as production runs it, for a bench of its cost: APP_ENV=production checks no backend
 * answer against its declaration (that check is for development and tests) and serves no demo pages.
 * Production refuses simulated SMS and payments, so it is given provider keys that nothing the bench
 * asks ever uses (no sign-in code is sent, no fee is paid); SITE_ORIGIN is the bench's own address.
 */
export const productionSettings = (port) => ({
  APP_ENV: 'production',
  SITE_ORIGIN: `http://127.0.0.1:${port}`,
  MSG91_AUTH_KEY: 'bench-never-sends-sms',
  MSG91_SIGN_IN_TEMPLATE_ID: 'bench-never-sends-sms',
  RAZORPAY_KEY_ID: 'rzp_test_BenchNeverPays',
  RAZORPAY_KEY_SECRET: 'bench-never-pays',
  RAZORPAY_WEBHOOK_SECRET: 'bench-never-pays',
});

export const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

/** A user with a live session written straight into the database (staff at `garageId`): the cookie that signs them in. */
export async function benchSession(db, phone, role, name, garageId = KUDLU_GATE) {
  const { createHash, randomBytes } = await import('node:crypto');
  const [user] = await db`insert into users ${db({ phone_number: phone, role, full_name: name })} returning id`;
  if (role === 'ADVISOR') await db`insert into staff_garages ${db({ user_id: user.id, garage_id: garageId })}`;
  const token = randomBytes(32).toString('base64url');
  await db`insert into sessions ${db({ token_hash: createHash('sha256').update(token).digest('base64url'), user_id: user.id, idle_expires_at: new Date(Date.now() + 3_600_000), absolute_expires_at: new Date(Date.now() + 7_200_000) })}`;
  return `sc_session=${token}`;
}

/** The product's API as a browser page calls it: JSON in, `data` out, any failure thrown with its answer. */
export function productApi(product) {
  return async (method, apiPath, body, cookie) => {
    const response = await fetch(`${product.url}/service-centre/api/${apiPath}`, {
      method,
      headers: { 'content-type': 'application/json', origin: product.url, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };
}

/** A petrol Swift booked on the Basic plan at Kudlu Gate, paid in the sandbox, checked in and at the inspection: its work order's id. */
export async function carAtInspection(api, { customer, advisor, registration, requestId }) {
  const swift = (await api('GET', 'vehicle-models?make=maruti-suzuki', undefined, customer)).models.find((m) => m.slug === 'swift');
  const a = await api(
    'POST',
    'appointment',
    {
      garage_id: KUDLU_GATE,
      service_type_id: 'periodic_service',
      selection: { plan: 'ESSENTIAL' },
      vehicle_details: { model_id: swift.id, fuel_type: 'PETROL', registration_number: registration },
      booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
    },
    customer,
  );
  const slot = (await api('GET', `get-slots?slot_type=SLOT_BOOKING&garage_id=${KUDLU_GATE}`, undefined, customer)).slots.find(
    (s) => !s.disabled,
  );
  await api('POST', 'booking', { appointment_id: a.appointment_id, slot_id: slot.id }, customer);
  await api('PATCH', `appointment/${a.appointment_id}`, { customer_details: { full_name: 'Bench Customer' } }, customer);
  const payment = await api('POST', `appointment/${a.appointment_id}/payment`, {}, customer);
  const paid = await api('POST', 'sandbox-gateway/pay', { order_id: payment.provider_order_id, outcome: 'success' });
  await api('POST', 'payments/callback', paid.fields);
  const orderId = (await api('POST', 'garage-timeline', { request_id: requestId, appointment_id: a.appointment_id }, advisor)).order_id;
  await api('POST', `garage-timeline/${orderId}/stage`, { stage: 'SURVEY' }, advisor);
  return orderId;
}

// `npm run bench -- accounts` (and the end of `npm run bench`): sign-in codes sent and checked per
// second on PostgreSQL, whether a number with an account answers in the same time as a new one,
// and what a session look-up adds to a request. Needs a build and PostgreSQL at 127.0.0.1:5432.
import { load, onFreshPostgres } from './support.mjs';

const COUNT = Number(process.env.BENCH_SIGN_INS ?? 400);
const CONCURRENCY = 16;

async function inParallel(items, work) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++];
        const t = performance.now();
        await work(item);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return {
    perSecond: Math.round(items.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    mean: (times.reduce((s, x) => s + x, 0) / times.length).toFixed(2),
  };
}

export function benchAccounts(note, port = 4611) {
  return onFreshPostgres('sc_bench', { PORT: String(port) }, ({ product, db }) => signInFigures(note, product, db));
}

async function signInFigures(note, product, db) {
  const post = (path, body, cookie) =>
    fetch(`${product.url}/service-centre/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const phones = Array.from({ length: COUNT }, (_, i) => `93${String(10_000_000 + i).slice(-8)}`);
  const attempts = new Map();
  const send = await inParallel(phones, async (phone) => {
    const r = await post('sign-in/start', { phoneNumber: phone });
    attempts.set(phone, (await r.json()).data.attemptId);
  });
  note(
    'sign-in codes sent per second on PostgreSQL (through the server, outbox write included) | p50 ms | p99 ms',
    `${send.perSecond} | ${send.p50} | ${send.p99}`,
  );
  const rows =
    await db`select distinct on (recipient) recipient, body from outbox where recipient = any(${phones}) order by recipient, created_at desc`;
  const codes = new Map(rows.map((r) => [r.recipient, /\d{6}/.exec(r.body)[0]]));
  const verify = await inParallel(phones, async (phone) => {
    const r = await post('sign-in/verify', { attemptId: attempts.get(phone), code: codes.get(phone) });
    if (r.status !== 200) throw new Error(`verify answered ${r.status}`);
  });
  note(
    'sign-in codes checked per second on PostgreSQL (session opened) | p50 ms | p99 ms',
    `${verify.perSecond} | ${verify.p50} | ${verify.p99}`,
  );
  // Numbers with an account (all of the above now) against new ones, interleaved: the answer must not tell them apart.
  const mixed = phones.slice(0, 200).flatMap((p, i) => [
    [p, 'known'],
    [`94${String(10_000_000 + i).slice(-8)}`, 'new'],
  ]);
  const timing = { known: [], new: [] };
  await inParallel(mixed, async ([phone, kind]) => {
    const t = performance.now();
    await post('sign-in/start', { phoneNumber: phone });
    timing[kind].push(performance.now() - t);
  });
  const mean = (xs) => (xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(2);
  note('sign-in start, mean ms: number with an account | new number', `${mean(timing.known)} | ${mean(timing.new)}`);
  // What the session look-up adds: the same uncached page with a session cookie, and with the webview cookie (also uncached, no look-up).
  const token = await (async () => {
    const phone = '9399999999';
    const r = await post('sign-in/start', { phoneNumber: phone });
    const { attemptId } = (await r.json()).data;
    const [row] = await db`select body from outbox where recipient = ${phone} order by created_at desc limit 1`;
    const v = await post('sign-in/verify', { attemptId, code: /\d{6}/.exec(row.body)[0] });
    return /sc_session=([^;]+)/.exec(v.headers.get('set-cookie'))[1];
  })();
  const page = `${product.url}/service-centre/ad-services/mmv`;
  const plain = await load(page, { headers: { cookie: 'platform=android' } });
  const signed = await load(page, { headers: { cookie: `sc_session=${token}` } });
  note(
    'uncached page, req/s: anonymous (webview cookie) | signed in (session look-up) | look-up cost per request (ms)',
    `${plain.rps} | ${signed.rps} | ${(1000 / signed.rps - 1000 / plain.rps).toFixed(3)} (at 50 connections: ${(50 * (1000 / signed.rps - 1000 / plain.rps)).toFixed(2)} ms of latency)`,
  );
  const me = await load(`${product.url}/service-centre/api/get-user-details`, { headers: { cookie: `sc_session=${token}` } });
  note('get-user-details (session look-up + user + policy look-up) req/s | p99 ms | errors', `${me.rps} | ${me.p99} | ${me.errors}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchAccounts((name, value) => console.log(`${name}: ${value}`));
}

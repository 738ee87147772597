// `node bench/analytics.mjs` (and the end of `npm run bench`): the analytics collector's events per
// second on PostgreSQL through the server, beside a bare Node handler inserting the same rows with the
// same driver into the same table (bench/bare-collector.mjs), in one run, batches of 10 events: each
// one's maximum flat out (50 connections), then both offered half the bare handler's maximum as an
// open loop, where the p99 is read (flat out, a p99 measures only the queue). Exits non-zero when the
// collector makes under 50 % of the bare handler's events per second, its p99 at the offered rate
// reaches 50 ms, or a request fails (ARCHITECTURE.md's budget). Needs a build and PostgreSQL at 127.0.0.1:5432.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { onFreshPostgres } from './support.mjs';
import { openLoop } from './open-loop.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BATCH = 10;
const CONNECTIONS = 50;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const KEY = 'service-centre-web';

/** A batch of page and track events as the SDK sends them, from one of 1000 visitors. */
function batchBody(n) {
  const anonymous_id = `bench-visitor-${n % 1000}`;
  const props = { path: '/service-centre/ad-services/home', platform: 'web', page_type: 'home', utm_source: 'bench', title: 'Car service' };
  return JSON.stringify(
    Array.from({ length: BATCH }, (_, i) =>
      i % 2
        ? { event_type: 'track', event_name: 'tap_btn_get_quote', event_properties: props, anonymous_id }
        : { event_type: 'page', event_name: 'view_page', event_properties: props, anonymous_id },
    ),
  );
}

async function measure(url, headers) {
  let n = 0;
  const run = (duration) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      method: 'POST',
      requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers }, body: batchBody(n++) }) }],
    });
  await run(1);
  const r = await run(SECONDS);
  const ok = r['2xx'];
  return { eventsPerSecond: Math.round((ok * BATCH) / SECONDS), p99: r.latency.p99, failed: r.non2xx + r.errors };
}

/** Batches offered at `rate` a second, evenly spaced: the p99 (ms) and the answers that were not 2xx. */
async function offer(url, headers, rate) {
  let n = 0;
  const target = new URL(url);
  const r = await openLoop(target.origin, {
    rate,
    seconds: SECONDS,
    next: () => ({ path: target.pathname, headers, body: batchBody(n++) }),
  });
  return { p99: Math.round(r.p99), failed: r.non2xx + (r.errors ?? 0) };
}

export async function benchAnalytics(note, port = 4631) {
  return onFreshPostgres(
    'sc_bench_analytics',
    { PORT: String(port), DATABASE_POOL_MAX: '20', REDIS_URL: process.env.BENCH_REDIS_URL ?? '' },
    async ({ product, db, url }) => {
      const [{ id }] = await db`select id from analytics_write_keys where key = ${KEY}`;
      const bare = fork(new URL('./bare-collector.mjs', import.meta.url).pathname, [url, String(port + 100), String(id)], {
        stdio: 'inherit',
      });
      await new Promise((r) => bare.once('message', r));
      try {
        const headers = { 'content-type': 'application/json', 'x-write-key': KEY, 'user-agent': CHROME };
        const b = await measure(`http://127.0.0.1:${port + 100}/`, headers);
        const p = await measure(`${product.url}/service-centre/external/api/v2/send`, headers);
        const ratio = Math.round((p.eventsPerSecond / b.eventsPerSecond) * 100);
        // Half the bare handler's maximum, in batches a second: the rate the budget asks the collector to carry.
        const rate = Math.max(1, Math.round(b.eventsPerSecond / BATCH / 2));
        const bo = await offer(`http://127.0.0.1:${port + 100}/`, headers, rate);
        const po = await offer(`${product.url}/service-centre/external/api/v2/send`, headers, rate);
        note(
          'analytics collector on PostgreSQL, batches of 10: product events/s | bare events/s | ratio | flat-out p99 product / bare ms',
          `${p.eventsPerSecond} | ${b.eventsPerSecond} | ${ratio} % | ${p.p99} / ${b.p99}`,
        );
        note(
          `analytics collector offered ${rate} batches/s (half the bare maximum): p99 product ms | p99 bare ms | failed`,
          `${po.p99} | ${bo.p99} | ${p.failed + b.failed + po.failed + bo.failed}`,
        );
        const within = ratio >= 50 && po.p99 < 50 && p.failed + po.failed === 0;
        if (!within) {
          console.error('analytics collector outside its budget: ≥ 50 % of the bare handler, p99 < 50 ms at half its maximum, no failures');
          process.exitCode = 1;
        }
        return within;
      } finally {
        bare.kill();
      }
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchAnalytics((label, value) => console.log(`${label}: ${value}`));
}

// `npm run bench`: start-up, memory and throughput of the product against a bare Node server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, load, peakRssMb, rssMb, startBare, startProduct } from './support.mjs';
import { BUDGET_KB, PAGES, bookingPageWeights, overBudget, pageWeights } from './page-weight.mjs';
import { benchAccounts } from './accounts.mjs';
import { SDK_BUDGET_BYTES, sdkFirstLoadBytes } from './sdk-size.mjs';
import { benchBooking } from './booking.mjs';
import { benchLiveUpdates } from './live-updates.mjs';
import { benchUploads } from './uploads.mjs';
import { benchAnalytics } from './analytics.mjs';
import { benchInsights } from './insights.mjs';

const figures = [];
const note = (name, value) => {
  figures.push([name, value]);
  console.log(`${name}: ${value}`);
};

if (!process.env.BENCH_SKIP_BUILD) {
  const t = performance.now();
  spawnSync(process.execPath, ['scripts/build.mjs', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  note('build (s)', ((performance.now() - t) / 1000).toFixed(1));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sc-bench-'));
const PORT = 4601;
const cold = await startProduct({ PORT: String(PORT), DATA_DIR: dataDir });
note('start-up to first 200, empty DATA_DIR incl. migrations and seed (ms)', cold.firstOkMs);
await cold.stop();
// Page weights count what a page loads first: Web Vitals, loaded later for a sample of views, stay out.
const product = await startProduct({ PORT: String(PORT), DATA_DIR: dataDir, ANALYTICS_VITALS_SAMPLE: '0' });
note('start-up to first 200, seeded DATA_DIR (ms)', product.firstOkMs);
note('memory after start (RSS MB)', rssMb(product.child.pid));

const cases = [
  ['garage landing page (cached bytes)', '/service-centre/bangalore/kudlu-gate', 'text/html; charset=utf-8'],
  ['choosing page: home (shared bytes for anonymous visitors)', '/service-centre/ad-services/home', 'text/html; charset=utf-8'],
  ['choosing page: mmv', '/service-centre/ad-services/mmv', 'text/html; charset=utf-8'],
  ['choosing page: periodic-service', '/service-centre/ad-services/periodic-service', 'text/html; charset=utf-8'],
  ['choosing page: location-vehicle-check', '/service-centre/ad-services/location-vehicle-check', 'text/html; charset=utf-8'],
  ['choosing page: pricing-plans with garageId', 'PRICING_PLANS', 'text/html; charset=utf-8'],
  [
    'choosing page: mmv for the app webview (cookie: rendered every time)',
    '/service-centre/ad-services/mmv?garageId=GARAGE',
    'text/html; charset=utf-8',
    { cookie: 'platform=android_webview' },
  ],
  ['API service types (cacheable, via proxy)', '/service-centre/api/service-types', 'application/json; charset=utf-8'],
  ['API package pricing (cacheable, via proxy)', null, 'application/json; charset=utf-8'],
  ['API health (proxy → backend → database)', '/service-centre/api/health', 'application/json; charset=utf-8'],
];
let barePort = 4700;
const garage = (await (await fetch(`${product.url}/service-centre/api/pincode-mapping/560068`)).json()).data.garage;
const swift = (await (await fetch(`${product.url}/service-centre/api/vehicle-models?make=maruti-suzuki`)).json()).data.models.find(
  (m) => m.slug === 'swift',
);
const pricingRoute = `/service-centre/api/package-pricing?garage=${garage.id}&model_id=${swift.id}&fuel_type=PETROL`;
for (const [name, given, type, headers] of cases) {
  const route =
    given === 'PRICING_PLANS'
      ? `/service-centre/ad-services/pricing-plans?garageId=${garage.id}`
      : (given ?? pricingRoute).replace('GARAGE', garage.id);
  const bytes = Buffer.from(await (await fetch(product.url + route, { headers })).arrayBuffer());
  const file = path.join(dataDir, `bare-${barePort}`);
  writeFileSync(file, bytes);
  const bare = await startBare(file, type, barePort++);
  const b = await load(`${bare.url}/`);
  const p = await load(product.url + route, { headers });
  bare.stop();
  note(
    `${name}: product req/s | bare req/s | ratio | product p99 ms | errors`,
    `${p.rps} | ${b.rps} | ${Math.round((p.rps / b.rps) * 100)} % | ${p.p99} | ${p.errors}`,
  );
}
// A client busting the cache with a random parameter is answered from the canonical page's bytes.
{
  const route = '/service-centre/bangalore/kudlu-gate';
  const bytes = Buffer.from(await (await fetch(product.url + route)).arrayBuffer());
  const file = path.join(dataDir, `bare-${barePort}`);
  writeFileSync(file, bytes);
  const bare = await startBare(file, 'text/html; charset=utf-8', barePort++);
  const b = await load(`${bare.url}/`);
  const p = await load(product.url + route, { randomQuery: true });
  bare.stop();
  note(
    'garage landing page, ?x=<random> on every request: product req/s | bare req/s | ratio | product p99 ms | errors',
    `${p.rps} | ${b.rps} | ${Math.round((p.rps / b.rps) * 100)} % | ${p.p99} | ${p.errors}`,
  );
}
note('memory after load (RSS MB)', rssMb(product.child.pid));
// 100 posts of 2 MB at once: each is refused at 64 KB, so memory must stay flat.
{
  const body = Buffer.alloc(2 * 1024 * 1024, 'x');
  let refused = 0;
  const peak = await peakRssMb(product.child.pid, () =>
    Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${product.url}/service-centre/api/logger`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          .then((r) => {
            if (r.status === 413) refused++;
          })
          .catch(() => {}),
      ),
    ),
  );
  note('100 posts of 2 MB at once: refused with 413 | peak RSS MB', `${refused} | ${peak}`);
}
const sdkBytes = await sdkFirstLoadBytes(product.url);
note('analytics SDK first load (bytes gzip, budget 1536)', sdkBytes);
if (sdkBytes > SDK_BUDGET_BYTES) {
  console.error(`the analytics SDK's first load is ${sdkBytes} bytes gzip, over its budget of ${SDK_BUDGET_BYTES} (decision 053)`);
  process.exitCode = 1;
}
const weights = await pageWeights(
  [...PAGES, '/service-centre/bangalore/kudlu-gate', '/service-centre/pick-and-drop', '/service-centre/sign-in'],
  product.url,
);
for (const [page, kb] of weights) note(`JavaScript of ${page} (KB gzip, budget ${BUDGET_KB})`, kb);
const bookingWeights = await bookingPageWeights(product.url);
for (const [page, kb] of bookingWeights) note(`JavaScript of ${page}, signed in with a held slot (KB gzip, budget ${BUDGET_KB})`, kb);
for (const [page, kb] of overBudget([...weights, ...bookingWeights])) {
  console.error(
    `${page} loads ${kb} KB gzip of JavaScript before its first interaction, over the budget of ${BUDGET_KB} (ARCHITECTURE.md)`,
  );
  process.exitCode = 1;
}
await product.stop();
rmSync(dataDir, { recursive: true, force: true });
// Sign-in and sessions on PostgreSQL (bench/accounts.mjs).
await benchAccounts(note);
// Booking on PostgreSQL (bench/booking.mjs): bookings per second, get-slots against a bare server, memory.
await benchBooking(note);
// The workshop's live updates on PostgreSQL (bench/live-updates.mjs): polls per second, screens one process carries.
await benchLiveUpdates(note);
// Hostile uploads on PostgreSQL (bench/uploads.mjs): what refused and oversized photo uploads cost one process.
await benchUploads(note);
// The analytics collector on PostgreSQL (bench/analytics.mjs): events per second beside a bare handler; fails the run outside its budget.
await benchAnalytics(note);
// The insights dashboard at ten million events on PostgreSQL (bench/insights.mjs): the events made, the roll-up timed, each
// widget beside the same answer from the raw events; fails the run outside its targets. INSIGHTS_BENCH_EVENTS=0 leaves it out.
if (process.env.INSIGHTS_BENCH_EVENTS !== '0') await benchInsights(note);

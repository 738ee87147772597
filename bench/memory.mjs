// `node bench/memory.mjs`: the server's memory on PostgreSQL, as docs/deployment.md ("Memory")
// quotes it, with no V8 flags. It starts the product on an empty database (migrations, demo seed,
// pincode directory), starts it again on the same database, drives bookings and page views, then
// runs the fuzz suite's PostgreSQL half (`npm run fuzz`, FUZZ_RUNS requests per target). After
// each step it prints the server's RSS (anonymous and file-backed), V8's heap, the buffers outside
// it, and the live heap after a full collection (bench/memory-probe.mjs, loaded into the server).
// Needs a build and PostgreSQL at 127.0.0.1:5432; ports MEMORY_PORT (4810) and the next one.
// MEMORY_FUZZ_RUNS (10000) sets the fuzz's size, 0 skips it; MEMORY_PROBE_SNAPSHOTS=<folder>
// writes a heap snapshot at each step; BENCH_NODE_ARGS passes flags to the server (e.g. to compare one).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { KUDLU_GATE, ROOT, load, onFreshPostgres, startProduct } from './support.mjs';
import { seedSide } from './booking.mjs';

const PORT = Number(process.env.MEMORY_PORT ?? 4810);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FUZZ_RUNS = Number(process.env.MEMORY_FUZZ_RUNS ?? 10_000);
const IDLE_SECONDS = Number(process.env.MEMORY_IDLE_SECONDS ?? 30);
const work = mkdtempSync(path.join(tmpdir(), 'sc-bench-memory-'));
const probeFile = path.join(work, 'probe.jsonl');
// The server (and, for the fuzz, the test runner's server) loads the probe; the test runner ignores it.
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(ROOT, 'bench/memory-probe.mjs')}`.trim();
process.env.MEMORY_PROBE_FILE = probeFile;

const rows = [];
const probes = () =>
  existsSync(probeFile)
    ? readFileSync(probeFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
/** Asks the server for its figures and waits for the line it writes. */
async function measure(step, pid) {
  const seen = probes().length;
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200 && probes().length === seen; i++) await new Promise((r) => setTimeout(r, 50));
  record(step, probes().at(-1));
}
function record(step, probe) {
  const { before: b, after: a } = probe;
  rows.push([step, b.rss, b.anon, b.file, b.heapUsed, b.heapTotal, b.external, b.arrayBuffers, a.heapUsed, a.rss, b.peak]);
  console.log(
    `${step}: RSS ${b.rss} MB (anon ${b.anon}, file ${b.file}, the C library's heap ${b.cHeap}), heap ${b.heapUsed}/${b.heapTotal} MB, buffers outside it ${b.external} MB (${a.external} MB live), live heap ${a.heapUsed} MB`,
  );
  if (process.env.MEMORY_SPACES)
    console.log(
      `  V8 spaces, used/resident MB: ${Object.entries(b.spaces)
        .map(([name, [used, held]]) => `${name} ${used}/${held}`)
        .join(', ')}`,
    );
}
const idle = (ms) => new Promise((r) => setTimeout(r, ms));

/** Bookings as bench/booking.mjs makes them: customers with a session and an appointment, 200 slots of ample capacity. */
async function bookingLoad(product, db) {
  const next = await seedSide(db, 3);
  const bookings = (duration, extra = {}) =>
    autocannon({
      url: `${product.url}/service-centre/api/booking`,
      connections: 32,
      duration,
      method: 'POST',
      ...extra,
      requests: [
        {
          setupRequest: (req) => {
            const { headers, body } = next();
            return { ...req, headers: { ...req.headers, ...headers }, body };
          },
        },
      ],
    });
  const before = Number((await db`select count(*)::int as n from bookings`)[0].n);
  await bookings(SECONDS);
  await bookings(SECONDS, { overallRate: 300 });
  return Number((await db`select count(*)::int as n from bookings`)[0].n) - before;
}

/** Anonymous page views and look-ups (the SSR pages, the response cache, get-slots). */
async function pageLoad(product) {
  for (const route of [
    '/service-centre/',
    '/service-centre/mmv',
    '/service-centre/bangalore/kudlu-gate',
    `/service-centre/api/get-slots?slot_type=SELF_DROP&garage_id=${KUDLU_GATE}`,
    '/service-centre/api/service-types',
    '/service-centre/api/pincode-mapping/560068',
  ])
    await load(product.url + route, { duration: Math.max(2, Math.round(SECONDS / 3)) });
}

function runFuzz() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/fuzz.mjs', '-t', 'on postgres'], {
      cwd: ROOT,
      env: { ...process.env, FUZZ_RUNS: String(FUZZ_RUNS), CI: 'true', FUZZ_MEMORY_QUIET: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk).slice(-4000);
      for (const line of String(chunk).split('\n'))
        if (/^fuzz on postgres:/.test(line.trim())) console.log(`  ${line.trim().slice(0, 160)}`);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) => resolve({ code, tail }));
  });
}

try {
  await onFreshPostgres('sc_bench_memory', { PORT: String(PORT), DATABASE_POOL_MAX: '20' }, async ({ product, db, url }) => {
    await idle(2000);
    await measure('after a cold start (empty database: migrations, seed, pincode directory)', product.child.pid);
    await product.stop();
    product.stop = async () => {}; // stopped here; onFreshPostgres would wait for a second exit
    const warm = await startProduct({
      DATABASE_URL: url,
      REDIS_URL: '',
      DATA_DIR: '/tmp/unused',
      PORT: String(PORT + 1),
      DATABASE_POOL_MAX: '20',
    });
    try {
      await idle(2000);
      await measure('after a warm start (the same database)', warm.child.pid);
      const made = await bookingLoad(warm, db);
      await measure(`after the booking load (${made} bookings)`, warm.child.pid);
      await pageLoad(warm);
      await measure('after pages and look-ups', warm.child.pid);
      // The process gives V8's spare memory back once quiet (server/memory-release.ts, decision 062).
      await idle(IDLE_SECONDS * 1000);
      await measure(`after ${IDLE_SECONDS} s idle`, warm.child.pid);
    } finally {
      await warm.stop();
    }
  });
  if (FUZZ_RUNS > 0) {
    const seen = probes().length;
    const started = Date.now();
    console.log(`fuzz on PostgreSQL, ${FUZZ_RUNS} requests per target…`);
    const { code, tail } = await runFuzz();
    const last = probes().slice(seen).at(-1);
    if (last)
      record(
        `after the fuzz (${FUZZ_RUNS} per target, ${Math.round((Date.now() - started) / 60000)} min; read once it had given memory back)`,
        last,
      );
    if (code !== 0) console.log(`the fuzz suite exited with ${code}:\n${tail}`);
  }
  console.log(
    '\nstep | RSS MB | anon | file | heap used | heap total | external | array buffers | live heap after GC | RSS after GC | peak RSS',
  );
  for (const row of rows) console.log(row.join(' | '));
} finally {
  rmSync(work, { recursive: true, force: true });
}

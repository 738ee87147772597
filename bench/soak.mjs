// `npm run soak -- --minutes 10 [--rate 75] [--processes 2] [--port 0]`: the product as it would run
// in production (several processes behind HAProxy, PostgreSQL, Redis for the shared limits) under a
// steady mixed load for N minutes, to see what only time shows: memory that grows, answers that get
// slower, errors that come once in thousands. A fresh database and a Redis key prefix of its own are
// made and removed after (also on Ctrl-C). Each minute prints a line; the end prints a summary and
// exits non-zero when a request failed or a process's RSS grew more than 10 % from the second minute
// to the last. docs/soak.md says how to read it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startCluster } from '../scripts/cluster/cluster.mjs';
import { rssMb } from './support.mjs';
import { createClient } from './soak/client.mjs';
import { KINDS, SHARES, createJourneys } from './soak/journeys.mjs';
import { REDIS_URL, createDatabase, dataFolder, deleteRedisKeys, insertAdvisors, insertRoomySlots, processesOfRun } from './soak/setup.mjs';
import { createStats } from './soak/stats.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '75' },
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '0' },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(minutes) || minutes < 1) fail('--minutes takes a whole number of minutes, 1 or more');
if (!(rate > 0 && rate <= 1000)) fail('--rate takes requests per second in all, above 0 and at most 1000');
if (!Number.isInteger(processes) || processes < 1 || processes > 16) fail('--processes takes a whole number from 1 to 16');
if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port takes a port number (0: a free one)');

/** RSS may grow this much from the second minute (warmed up) to the last before the soak fails. */
const RSS_GROWTH_LIMIT = 0.1;
const RSS_SAMPLE_MS = 5000;
const WARM_UP_SECONDS = 30;
/** Writes an advisor makes a minute at most: under the product's 30 writes a minute per address ('write-ip'). */
const ADVISOR_WRITES_PER_MINUTE = 20;
const MAX_LOG_LINES_SHOWN = 10;

const run = `sc_soak_${Date.now().toString(36)}`;
const cleanups = [];
let interrupted = false;
let stopLoad = () => {};
const onSignal = (signal) => {
  if (interrupted) return;
  interrupted = true;
  console.log(`\n${signal}: stopping the load and cleaning up…`);
  stopLoad();
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

let failed = false;
try {
  failed = await soak();
} catch (error) {
  console.error(`soak failed: ${error.stack ?? error}`);
  failed = true;
} finally {
  await cleanUp();
}
process.exit(interrupted ? 130 : failed ? 1 : 0);

async function soak() {
  const db = await createDatabase(run);
  cleanups.push(() => db.drop());
  const data = dataFolder();
  cleanups.push(() => data.remove());
  cleanups.push(async () => console.log(`redis     ${await deleteRedisKeys(`${run}:`)} keys under ${run}: deleted`));

  const logged = { lines: 0, shown: 0, over: false };
  /** Each process's memory releases (decision 062), as logged: { name, rssBeforeMb, rssAfterMb, … }. */
  const releases = [];
  console.log(`soak      ${processes} processes behind HAProxy, ${rate} requests/s for ${minutes} min; database ${run}`);
  const starting = startCluster({
    processes,
    port,
    env: {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: run,
      DATA_DIR: data.dir,
      // Info, for the memory each process gives back (decision 062); no request logs a line at info.
      LOG_LEVEL: 'info',
    },
    log: (name, line) => {
      // Once the load is over, processes going down is the clean-up, not news.
      if (logged.over) return;
      if (line.includes('"msg":"memory given back')) {
        try {
          releases.push({ name, ...JSON.parse(line) });
        } catch {
          /* a line cut short: not counted */
        }
        return;
      }
      if (line.startsWith('{') && !/"level":"(warn|error|fatal)"/.test(line)) return; /* HAProxy's own lines pass */
      logged.lines++;
      if (logged.shown++ < MAX_LOG_LINES_SHOWN) console.log(`${name.padEnd(9)} ${line.slice(0, 400)}`);
    },
  });
  cleanups.push(() =>
    starting.then(
      (cluster) => cluster.stop(),
      () => stopProcesses(processesOfRun(run)),
    ),
  );
  const cluster = await starting;
  if (interrupted) return true;
  const { default: postgres } = await import('postgres');
  const sql = postgres(db.url, { max: 2, onnotice: () => {} });
  cleanups.push(() => sql.end());
  const advisors = await insertAdvisors(sql, Math.ceil((rate * SHARES.workshop * 60) / ADVISOR_WRITES_PER_MINUTE));
  await insertRoomySlots(sql);
  const models = await (await fetch(`${cluster.url}/service-centre/api/vehicle-models?make=maruti-suzuki`)).json();
  const swiftId = models.data.models.find((m) => m.slug === 'swift').id;

  const stats = createStats(KINDS);
  const journeys = createJourneys({ call: createClient(cluster.url, stats), db: sql, swiftId, advisors });
  const first = Object.fromEntries(cluster.members().map((m) => [m.name, m.pid]));
  const rss = Object.fromEntries(Object.keys(first).map((name) => [name, []]));
  let samples = Object.fromEntries(Object.keys(first).map((name) => [name, []]));
  const restarts = new Set();
  const sample = () => {
    for (const m of cluster.members()) {
      if (m.pid !== first[m.name]) restarts.add(m.name);
      try {
        samples[m.name].push(rssMb(m.pid));
      } catch {}
    }
  };
  const mean = (xs) => (xs.length === 0 ? Number.NaN : Math.round(xs.reduce((a, b) => a + b, 0) / xs.length));

  console.log(
    `soak      cluster at ${cluster.url}/service-centre/; mix: ${KINDS.map((k) => `${k} ${Math.round(SHARES[k] * 100)} %`).join(', ')}`,
  );
  let minute = 0;
  let releasesShown = 0;
  const reportMinute = (warmUp) => {
    const m = stats.minute();
    const released = releases.slice(releasesShown);
    releasesShown = releases.length;
    const memory = Object.keys(rss).map((name) => {
      const mb = mean(samples[name]);
      if (!warmUp) rss[name].push(mb);
      const own = released.filter((r) => r.name === name);
      // The minute's releases: how many, and the last one's RSS and V8 heap before → after.
      const last = own.at(-1);
      const gave = last
        ? ` (gave back${own.length > 1 ? ` ×${own.length}` : ''}: ${last.rssBeforeMb}→${last.rssAfterMb}, heap ${last.heapBeforeMb}→${last.heapAfterMb}, ${last.ms} ms)`
        : '';
      return `${name} ${mb} MB${gave}`;
    });
    const label = warmUp ? `${WARM_UP_SECONDS} s ${warmUp}` : `min ${String(++minute).padStart(3)}`;
    samples = Object.fromEntries(Object.keys(first).map((name) => [name, []]));
    const kinds = KINDS.map((k) => `${k} ${m.perSecond[k].toFixed(1)}`).join(' ');
    console.log(`${label} | ${kinds} | all ${m.all.toFixed(1)} req/s | p99 ${m.p99} ms | errors ${m.errors} | RSS ${memory.join(', ')}`);
  };

  const sampler = setInterval(sample, RSS_SAMPLE_MS);
  sample();
  await offerLoad(journeys.kinds, stats, reportMinute);
  clearInterval(sampler);
  logged.over = true;

  return summarise(stats.summary(), journeys.state(), rss, restarts, logged, releases);
}

/** Sends `rate` requests a second, evenly spaced, kinds interleaved by their shares; a minute line every 60 s. */
async function offerLoad(kinds, stats, reportMinute) {
  const weights = KINDS.map((k) => SHARES[k]);
  const credit = KINDS.map(() => 0);
  const total = weights.reduce((a, b) => a + b, 0);
  // Smooth weighted round-robin: each kind's turns come evenly spread at its share.
  const choose = () => {
    let best = 0;
    for (let i = 0; i < KINDS.length; i++) {
      credit[i] += weights[i];
      if (credit[i] > credit[best]) best = i;
    }
    credit[best] -= total;
    return KINDS[best];
  };
  const inFlight = new Set();
  let stopped = false;
  let wake = () => {};
  stopLoad = () => {
    stopped = true;
    wake();
  };
  const send = () => {
    const kind = choose();
    const step = kinds[kind]().catch((error) => stats.record(kind, 0, `soak step failed: ${error.message}`));
    inFlight.add(step);
    step.finally(() => inFlight.delete(step));
  };
  // Always through the event loop, even when behind: answers and Ctrl-C are handled between sends.
  const until = (due) =>
    new Promise((resolve) => {
      wake = resolve;
      const wait = due - performance.now();
      if (wait > 1) setTimeout(resolve, wait);
      else setImmediate(resolve);
    });
  // Warm-up: the rate rises evenly from 0 to the full rate, so that cold processes (code not yet
  // compiled, pools not yet open) are not met by the full rate at once; its line is printed apart.
  const warmStart = performance.now();
  const warmUpMs = WARM_UP_SECONDS * 1000;
  for (let i = 0; !stopped; i++) {
    // i requests are sent by t seconds when rate × t² / (2 × warm-up seconds) = i.
    const due = warmStart + 1000 * Math.sqrt((2 * WARM_UP_SECONDS * i) / rate);
    if (due >= warmStart + warmUpMs) break;
    await until(due);
    if (!stopped) send();
  }
  if (!stopped) reportMinute('warm-up');
  const started = performance.now();
  const ends = started + minutes * 60_000;
  let nextMinute = started + 60_000;
  for (let i = 0; !stopped; i++) {
    const due = started + (i * 1000) / rate;
    if (due >= ends) break;
    if (due >= nextMinute) {
      reportMinute();
      nextMinute += 60_000;
    }
    await until(due);
    if (!stopped) send();
  }
  await Promise.all(inFlight);
  if (!interrupted) reportMinute();
}

/** Prints the summary; answers whether the soak failed. */
function summarise(summary, state, rss, restarts, logged, releases) {
  console.log('\nsummary');
  console.log(`  requests ${summary.count}, p50 ${summary.p50} ms, p99 ${summary.p99} ms, errors ${summary.errorCount}`);
  for (const k of summary.byKind)
    console.log(`  ${k.kind.padEnd(10)} ${String(k.count).padStart(7)} requests  p50 ${k.p50} ms  p99 ${k.p99} ms  max ${k.max} ms`);
  console.log(
    `  journeys: ${state.delivered} cars delivered, ${state.inWorkshop} in the workshop, ${state.paid} paid waiting for check-in, ${state.toPay + state.booking} booking or paying, ${state.signedIn} signed in without a booking yet`,
  );
  for (const [what, count] of summary.errors.slice(0, 10)) console.log(`  error ×${count}: ${what}`);
  if (state.stuck.length > 0) console.log(`  cars left at a stage the soak does not move them from: ${state.stuck.join(', ')}`);
  if (logged.lines > 0)
    console.log(`  the processes logged ${logged.lines} lines at warn or error (the first ${MAX_LOG_LINES_SHOWN} shown above)`);
  console.log(`  load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);

  const problems = [];
  if (summary.errorCount > 0) problems.push(`${summary.errorCount} requests failed`);
  for (const name of restarts) problems.push(`${name} exited and was started again`);
  for (const [name, figures] of Object.entries(rss)) {
    if (figures.length < 3) {
      console.log(`  ${name} RSS by minute: ${figures.join(', ')} MB (growth is judged from the 3rd minute on)`);
      continue;
    }
    const own = releases.filter((r) => r.name === name);
    if (own.length > 0) {
      const range = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
      console.log(
        `  ${name} gave memory back ${own.length} times: RSS ${range(own.map((r) => r.rssBeforeMb))} MB before, ${range(own.map((r) => r.rssAfterMb))} MB right after; pauses ${range(own.map((r) => r.ms))} ms`,
      );
    }
    const [second, last] = [figures[1], figures.at(-1)];
    const growth = (last - second) / second;
    console.log(`  ${name} RSS: minute 2 ${second} MB, last minute ${last} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`);
    if (growth > RSS_GROWTH_LIMIT) problems.push(`${name}'s RSS grew ${(growth * 100).toFixed(1)} % (limit ${RSS_GROWTH_LIMIT * 100} %)`);
  }
  if (state.stuck.length > 0) problems.push(`${state.stuck.length} cars could not be moved on`);
  if (interrupted) problems.push('interrupted before its minutes were over');
  console.log(problems.length === 0 ? '  PASS' : `  FAIL: ${problems.join('; ')}`);
  return problems.length > 0;
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

/** SIGTERM to each of `pids`, SIGKILL to those still there 10 s later. */
async function stopProcesses(pids) {
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const pid of pids) process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 10_000 && pids.some(alive); waited += 200) await new Promise((r) => setTimeout(r, 200));
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

// `npm run cluster -- --processes 2 --port 4321`: several product processes against one PostgreSQL
// (DATABASE_URL) and Redis (REDIS_URL), behind HAProxy at the port. SIGHUP (kill -HUP <this pid>)
// restarts the processes one at a time; Ctrl-C or SIGTERM stops them all, each draining first.
// docs/deployment.md gives the same setup with systemd.
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startCluster } from './cluster/cluster.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: process.env.CLUSTER_PROCESSES ?? '2' },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    'drain-seconds': { type: 'string', default: process.env.DRAIN_SECONDS ?? '3' },
  },
});
const processes = Number(values.processes);
const port = Number(values.port);
const drainSeconds = Number(values['drain-seconds']);
if (!Number.isInteger(processes) || processes < 1 || processes > 64) fail('--processes takes a whole number from 1 to 64');
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port takes a port number');
if (!Number.isInteger(drainSeconds) || drainSeconds < 0) fail('--drain-seconds takes a whole number of seconds');
if (!process.env.DATABASE_URL)
  fail('Set DATABASE_URL to a PostgreSQL database (e.g. postgres://postgres@127.0.0.1:5432/service_centre): processes cannot share PGlite');
if (!process.env.REDIS_URL) console.warn('REDIS_URL is not set: the processes share their rate limits through PostgreSQL');

if (!existsSync(`${root}dist/app-server/main.mjs`)) {
  console.log('No build found; building once (npm run build)…');
  const build = spawnSync(process.execPath, [`${root}scripts/build.mjs`], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const cluster = await startCluster({
  processes,
  port,
  drainSeconds,
  log: (name, line) => console.log(`${name.padEnd(7)} ${line}`),
}).catch((error) => fail(error.message));
console.log(`cluster   ${processes} processes behind HAProxy at ${cluster.url}/service-centre/ (pid ${process.pid})`);
console.log(`cluster   kill -HUP ${process.pid} restarts them one at a time; Ctrl-C stops them`);

let busy = false;
process.on('SIGHUP', () => {
  if (busy) return;
  busy = true;
  console.log('cluster   rolling restart');
  cluster
    .rollingRestart()
    .then(() => console.log('cluster   rolling restart done'))
    .catch((error) => console.error(`cluster   rolling restart failed: ${error.message}`))
    .finally(() => {
      busy = false;
    });
});
const stop = () => {
  console.log('cluster   stopping');
  void cluster.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

function fail(message) {
  console.error(message);
  process.exit(1);
}

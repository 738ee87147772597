// Several product processes against one PostgreSQL and Redis, behind HAProxy (Debian's package):
// what `npm run cluster` runs, and what the two-process tests and the soak start. Each process is
// supervised as systemd would (started again when it dies), and can be restarted one at a time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig, READY_PATH } from './haproxy-config.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback (asked of the system, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** HAProxy's binary, or a message saying how to get it. */
export function findHaproxy() {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], { encoding: 'utf8' });
  const bin = found.stdout.trim().split('\n')[0];
  if (found.status !== 0 || !bin) throw new Error('HAProxy is not installed: apt-get install haproxy (Debian) and run again');
  return bin;
}

/** One command to HAProxy's admin socket; answers its reply. */
export function adminCommand(socket, command) {
  return new Promise((resolve, reject) => {
    let reply = '';
    const connection = net.connect(socket, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      reply += chunk;
    });
    connection.once('error', reject);
    connection.once('close', () => resolve(reply));
  });
}

/**
 * HAProxy's statistics of each product process, by name: each a record of its CSV columns
 * (`status` 'UP', 'DOWN'…; `scur` requests in progress; `hrsp_2xx`… answers by class).
 * @returns {Promise<Record<string, Record<string, string>>>}
 */
export async function serverStats(socket) {
  const [header, ...rows] = String(await adminCommand(socket, 'show stat'))
    .trim()
    .split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const stats = {};
  for (const row of rows) {
    const cells = row.split(',');
    const record = Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? '']));
    if (record.pxname === 'product' && !['FRONTEND', 'BACKEND'].includes(record.svname)) stats[record.svname] = record;
  }
  return stats;
}

/** Each server's state as HAProxy sees it ('UP', 'DOWN', 'MAINT', 'UP 1/2'…), by name. */
export async function serverStates(socket) {
  const stats = await serverStats(socket);
  return Object.fromEntries(Object.entries(stats).map(([name, record]) => [name, record.status]));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `processes` product processes and HAProxy in front of them at `port` (0: a free one).
 * `env` is given to every process (DATABASE_URL, REDIS_URL…); `log(name, line)` receives every
 * output line of the processes and of HAProxy.
 * @param {{ processes?: number, port?: number, env?: Record<string, string>, drainSeconds?: number,
 *   log?: (name: string, line: string) => void, startTimeoutMs?: number }} options
 */
export async function startCluster({ processes = 2, port = 0, env = {}, drainSeconds = 3, log = () => {}, startTimeoutMs = 120_000 }) {
  const haproxy = findHaproxy();
  if (!(env.DATABASE_URL ?? process.env.DATABASE_URL))
    throw new Error('Set DATABASE_URL to a PostgreSQL database: several processes cannot share the embedded PGlite folder');
  const dir = mkdtempSync(path.join(tmpdir(), 'sc-cluster-'));
  const socket = path.join(dir, 'admin.sock');
  const bindPort = port || (await freePort());
  const url = `http://127.0.0.1:${bindPort}`;
  const members = [];
  for (let i = 0; i < processes; i++) members.push({ name: `p${i + 1}`, port: await freePort(), child: undefined, expected: false });
  let stopping = false;

  /** Whether a process answers its readiness probe with 200. */
  const ready = (member) =>
    fetch(`http://127.0.0.1:${member.port}${READY_PATH}`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.status === 200)
      .catch(() => false);

  /** Starts one process and resolves once its readiness probe answers 200 (whatever its LOG_LEVEL). */
  const start = (member) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env: {
          ...process.env,
          SITE_ORIGIN: `http://localhost:${bindPort}`,
          ...env,
          PORT: String(member.port),
          HOST: '127.0.0.1',
          DRAIN_SECONDS: String(drainSeconds),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      member.child = child;
      member.expected = false;
      let listening = false;
      let buffered = '';
      const onData = (chunk) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop();
        for (const line of lines) log(member.name, line);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      const deadline = Date.now() + startTimeoutMs;
      const poll = async () => {
        while (!listening && child.exitCode === null && child.signalCode === null) {
          if (await ready(member)) {
            listening = true;
            return resolve(child);
          }
          if (Date.now() > deadline) {
            child.kill('SIGKILL');
            return reject(new Error(`${member.name} did not start within ${startTimeoutMs} ms`));
          }
          await sleep(100);
        }
      };
      void poll();
      child.once('exit', (code, signal) => {
        if (!listening) return reject(new Error(`${member.name} exited with ${code ?? signal} before it was ready`));
        if (stopping || member.expected || member.child !== child) return;
        // Started again as a supervisor would, a second later (systemd: Restart=always, RestartSec=1).
        log('cluster', `${member.name} exited with ${code ?? signal}; starting it again`);
        setTimeout(() => {
          if (!stopping && member.child === child) start(member).catch((error) => log('cluster', String(error)));
        }, 1000);
      });
    });

  let balancer;
  /** A start that failed leaves nothing running and no folder behind. */
  const abandon = async (error) => {
    stopping = true;
    for (const member of members) member.child?.kill('SIGKILL');
    balancer?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  };
  // The first process migrates and seeds; the others start once it has.
  await start(members[0]).catch(abandon);
  await Promise.all(members.slice(1).map(start)).catch(abandon);

  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig({ bind: `127.0.0.1:${bindPort}`, servers: members, socket }));
  balancer = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [balancer.stdout, balancer.stderr])
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log('haproxy', line);
    });
  balancer.once('exit', (code) => {
    if (!stopping) log('cluster', `haproxy exited with ${code}`);
  });

  const states = () => serverStates(socket);
  /** Waits until HAProxy sees `name` (or every process) in `state`. */
  const waitFor = async (state, name, timeoutMs = startTimeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = await states().catch(() => ({}));
      const names = name ? [name] : members.map((m) => m.name);
      if (names.every((n) => seen[n] === state)) return;
      if (Date.now() > deadline) throw new Error(`HAProxy does not see ${names.join(', ')} ${state} (${JSON.stringify(seen)})`);
      await sleep(100);
    }
  };
  await waitFor('UP').catch(abandon);

  /** Stops one process with SIGTERM and waits for its exit code. */
  const terminate = (member) =>
    new Promise((resolve) => {
      const child = member.child;
      member.expected = true;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve(child?.exitCode ?? null);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });

  const cluster = {
    url,
    socket,
    members: () => members.map(({ name, port, child }) => ({ name, port, pid: child?.pid })),
    states,
    waitFor,
    /** Restarts one process gracefully: SIGTERM, its drain and exit, a new process on its port, back in the balancer. */
    async restart(name) {
      const member = members.find((m) => m.name === name);
      const code = await terminate(member);
      await start(member);
      await waitFor('UP', name);
      return code;
    },
    /** Restarts every process, one at a time, each back in the balancer before the next stops. */
    async rollingRestart() {
      const codes = [];
      for (const member of members) codes.push(await cluster.restart(member.name));
      return codes;
    },
    /** Sends `signal` to one process (SIGKILL: a crash; the supervisor starts it again a second later). */
    kill(name, signal = 'SIGKILL') {
      members.find((m) => m.name === name).child.kill(signal);
    },
    async stop() {
      stopping = true;
      await Promise.all(members.map(terminate));
      if (balancer.exitCode === null) {
        const exited = new Promise((resolve) => balancer.once('exit', resolve));
        balancer.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

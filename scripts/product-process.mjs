// Starts the built product on a port and waits until it answers: for the benchmarks (bench/) and the
// Lighthouse audit (scripts/audit.mjs).
import { spawn } from 'node:child_process';

const ROOT = new URL('..', import.meta.url).pathname;

/** Starts the product and resolves once `probe` answers 200, with the time that took. */
export async function startProduct(env, probe = '/service-centre/api/health') {
  const started = performance.now();
  // Limits stay on (their cost is part of the figure) but high enough never to refuse a benchmark.
  // BENCH_NODE_ARGS passes flags NODE_OPTIONS refuses to the server (--trace-gc, --cpu-prof).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '10000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const res = await fetch(url + probe);
      if (res.status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    child,
    url,
    firstOkMs: Math.round(performance.now() - started),
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

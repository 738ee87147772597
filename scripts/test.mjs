// `npm test`: builds the product, then runs the unit and integration tests (Vitest) and the
// browser tests (Playwright against the built server). Stops at the first failing stage.
import { spawnSync } from 'node:child_process';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const stages = [
  ['build', ['node_modules/astro/bin/astro.mjs', 'build', '--silent']],
  ['unit and integration tests', ['node_modules/vitest/vitest.mjs', 'run']],
  ['browser tests', ['node_modules/@playwright/test/cli.js', 'test']],
];
for (const [name, args] of stages) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  console.log(`◀ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}

// `npm test`: builds the product, then runs the unit and integration tests (Vitest) and the
// browser tests (Playwright against the built server), and closes with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const stages = [
  { name: 'build', args: ['scripts/build.mjs', '--silent'] },
  { name: 'type check (astro check: .ts, .tsx and .astro)', args: ['node_modules/astro/bin/astro.mjs', 'check', '--minimumSeverity', 'error'] },
  { name: 'unit and integration tests', args: ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'] },
  { name: 'browser tests', args: ['node_modules/@playwright/test/cli.js', 'test'] },
];

let failedStage;
for (const { name, args } of stages) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  console.log(`◀ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) { failedStage = name; break; }
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = read('reports/vitest.json');
const playwright = read('reports/playwright.json');
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (failedStage && !vitest && !playwright ? 1 : 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`\nVitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed; Playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStage ? 1 : 0);

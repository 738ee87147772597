// `npm test`: builds the product, then runs the unit and integration tests (Vitest) and the
// browser tests (Playwright against the built server), and closes with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const stages = [
  { name: 'lint and format (biome ci)', args: ['node_modules/@biomejs/biome/bin/biome', 'ci', '.', '--colors=off'] },
  { name: 'build', args: ['scripts/build.mjs', '--silent'] },
  {
    name: 'type check (astro check: .ts, .tsx and .astro)',
    args: ['node_modules/astro/bin/astro.mjs', 'check', '--minimumSeverity', 'error'],
  },
  {
    name: 'unit and integration tests',
    args: ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  },
  { name: 'browser tests', args: ['node_modules/@playwright/test/cli.js', 'test'] },
];

let failedStage;
const times = [];
for (const { name, args } of stages) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - started) / 1000;
  times.push({ name, seconds });
  console.log(`◀ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (run.status !== 0) {
    failedStage = name;
    break;
  }
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = read('reports/vitest.json');
const playwright = read('reports/playwright.json');
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (failedStage && !vitest && !playwright ? 1 : 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log('\nStage times');
for (const { name, seconds } of times) console.log(`  ${clock(seconds)}  ${name}`);
for (const [project, span] of vitestProjects(vitest))
  console.log(`    ${clock(span.seconds)}  vitest ${project}: ${span.files} files, busy ${clock(span.busy)}`);
for (const [project, span] of playwrightProjects(playwright))
  console.log(`    ${clock(span.seconds)}  playwright ${project}: ${span.tests} tests run, busy ${clock(span.busy)}`);
console.log(`  ${clock(times.reduce((sum, t) => sum + t.seconds, 0))}  in all`);
console.log(
  `\nVitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed; Playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStage ? 1 : 0);

function clock(seconds) {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, ' ')}m ${String(whole % 60).padStart(2, '0')}s`;
}

/** Each Vitest project's span (first file started to last file ended) and its files' summed time. */
function vitestProjects(report) {
  const projects = new Map();
  for (const file of report?.testResults ?? []) {
    const project = projectOfFile(file.name);
    const span = projects.get(project) ?? { start: Infinity, end: 0, busy: 0, files: 0 };
    span.start = Math.min(span.start, file.startTime);
    span.end = Math.max(span.end, file.endTime);
    span.busy += (file.endTime - file.startTime) / 1000;
    span.files += 1;
    projects.set(project, span);
  }
  return [...projects].map(([name, span]) => [name, { ...span, seconds: (span.end - span.start) / 1000 }]);
}

/** The utc project runs the date tests again; the rest are told apart by folder. */
function projectOfFile(file) {
  if (file.includes('/tests/unit/')) return 'unit';
  return file.includes('/tests/integration/') ? 'integration' : 'other';
}

/** Each Playwright project's span and its tests' summed time. */
function playwrightProjects(report) {
  const projects = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (test.status === 'skipped') continue;
          const span = projects.get(test.projectName) ?? { start: Infinity, end: 0, busy: 0, tests: 0 };
          const start = Date.parse(result.startTime);
          span.start = Math.min(span.start, start);
          span.end = Math.max(span.end, start + result.duration);
          span.busy += result.duration / 1000;
          span.tests += 1;
          projects.set(test.projectName, span);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...projects].map(([name, span]) => [name, { ...span, seconds: (span.end - span.start) / 1000 }]);
}

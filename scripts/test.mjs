// `npm test`: builds the product, then runs the unit and integration tests (Vitest) and the
// browser tests (Playwright against the built server), and closes with one summary line.
// The type check runs beside the Vitest stage: Vitest leaves a fifth of two cores idle while its
// suites wait on servers and databases, which the type check's one busy thread fills (on a slow
// 2-core machine the two took 1 min 17 s and 13 min 13 s one after the other). Its output is
// printed once it ends, so the two never interleave.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const begun = Date.now();
const typeCheck = {
  name: 'type check (astro check: .ts, .tsx and .astro)',
  args: ['node_modules/astro/bin/astro.mjs', 'check', '--minimumSeverity', 'error'],
  log: 'reports/type-check.log',
};
const stages = [
  { name: 'lint and format (biome ci)', args: ['node_modules/@biomejs/biome/bin/biome', 'ci', '.', '--colors=off'] },
  { name: 'build', args: ['scripts/build.mjs', '--silent'] },
  {
    name: 'unit and integration tests',
    args: ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
    beside: typeCheck,
  },
  { name: 'browser tests', args: ['node_modules/@playwright/test/cli.js', 'test'] },
];

let failedStage;
const times = [];
for (const { name, args, beside } of stages) {
  console.log(`\n▶ ${name}${beside ? `, and beside it the ${beside.name}` : ''}`);
  const besideRun = beside && run(beside.args, beside.log);
  const ok = finished(name, await run(args));
  if (besideRun) {
    const result = await besideRun;
    console.log(`\n▶ ${beside.name} (ran beside the ${name})\n${readFileSync(beside.log, 'utf8').trimEnd()}`);
    if (!finished(beside.name, result) && ok) failedStage = beside.name;
  }
  if (failedStage) break;
}

/** Records a stage's time and prints its end; marks the run failed when it did not pass. */
function finished(name, { status, seconds }) {
  times.push({ name, seconds });
  console.log(`◀ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (status !== 0) failedStage ??= name;
  return status === 0;
}

/**
 * Runs a stage with its output on the terminal, or, for one beside another, in a file under reports/
 * (printed whole once it ends, so the two never interleave); answers its exit status and time.
 */
function run(args, log) {
  const started = Date.now();
  const out = log && openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: out ? ['ignore', out, out] : 'inherit', env: process.env });
    child.once('close', (code) => {
      if (out) closeSync(out);
      resolve({ status: code ?? 1, seconds: (Date.now() - started) / 1000 });
    });
  });
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
console.log(`  ${clock((Date.now() - begun) / 1000)}  in all (the type check overlapped the Vitest stage)`);
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

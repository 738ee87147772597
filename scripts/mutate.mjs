// `npm run mutate`: mutation testing with StrykerJS (stryker.config.mjs), then the score per folder and
// every mutant no test killed, read from Stryker's JSON report. See docs/testing.md.
//
//   npm run mutate                              every file in scope; incremental (only what changed is re-tested)
//   npm run mutate -- src/lib/quote.ts          only these files or globs (the full run's record is left alone)
//   npm run mutate -- --force                   ignore the incremental record and test every mutant again
//   npm run mutate -- --strict                  exit 1 when a folder scores under the 85 % target
//   npm run mutate -- --report                  print the last report again without running Stryker
// Any other --option is passed to `stryker run` (e.g. --concurrency 1, --logLevel debug).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
process.chdir(ROOT);

const FOLDERS = ['src/lib', 'src/backend', 'src/proxy', 'src/runtime'];
const TARGET = 85;
const REPORT = 'reports/mutation/mutation.json';
const HTML = 'reports/mutation/mutation.html';
const INCREMENTAL = '.stryker/incremental.json';
const SCOPED_INCREMENTAL = '.stryker/incremental.scoped.json';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const reportOnly = args.includes('--report');
// Files and globs to mutate are the arguments that look like paths; every other one goes to Stryker.
const isPath = (a) => !a.startsWith('-') && (a.includes('/') || a.includes('*') || /\.[cm]?[jt]sx?$/.test(a));
const files = args.filter(isPath);
const passThrough = args.filter((a) => a !== '--strict' && a !== '--report' && !isPath(a));

if (!reportOnly) {
  const stryker = path.join(path.dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')), 'bin/stryker.js');
  const strykerArgs = ['run', 'stryker.config.mjs', ...passThrough];
  if (files.length > 0) {
    // A scoped run records only its own files; it starts from a copy of the full run's record so that
    // record (and the next full run) is not cut down to these files.
    mkdirSync(path.dirname(SCOPED_INCREMENTAL), { recursive: true });
    if (existsSync(INCREMENTAL)) copyFileSync(INCREMENTAL, SCOPED_INCREMENTAL);
    strykerArgs.push('--mutate', files.join(','), '--incrementalFile', SCOPED_INCREMENTAL);
  }
  console.log(`▶ stryker ${strykerArgs.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [stryker, ...strykerArgs], { stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `◀ stryker: ${run.status === 0 ? 'done' : `FAILED (exit ${run.status ?? run.signal})`} in ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`,
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  if (!existsSync(REPORT) || statSync(REPORT).mtimeMs < started) {
    console.error(`No fresh report at ${REPORT}: was the json reporter removed from stryker.config.mjs?`);
    process.exit(1);
  }
} else if (!existsSync(REPORT) && !existsSync(INCREMENTAL) && !existsSync(SCOPED_INCREMENTAL)) {
  console.error(`No report at ${REPORT}: run \`npm run mutate\` first.`);
  process.exit(1);
}

// ── Per-folder score and the mutants no test killed ────────────────────────────────────────────────
// A run stopped before its end (Ctrl-C, a session that ends) writes no report, but Stryker keeps
// what it tested in the incremental record, and the next run goes on from there: --report reads
// that record then, and says the figures are partial.
// The record read is the newer of the full run's and a scoped run's.
const record = [INCREMENTAL, SCOPED_INCREMENTAL].filter((f) => existsSync(f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
const partial = reportOnly && record !== undefined && (!existsSync(REPORT) || statSync(record).mtimeMs > statSync(REPORT).mtimeMs);
if (partial)
  console.log(
    `No report newer than the incremental record: the figures below are those of the mutants tested so far (${record}); \`npm run mutate\` goes on from there.`,
  );
const report = JSON.parse(readFileSync(partial ? record : REPORT, 'utf8'));
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const folderOf = (file) => FOLDERS.find((f) => file === f || file.startsWith(`${f}/`)) ?? path.dirname(file);
const rel = (file) => (path.isAbsolute(file) ? path.relative(ROOT, file) : file).split(path.sep).join('/');

const tally = new Map();
const undetected = [];
for (const [name, file] of Object.entries(report.files)) {
  const fileName = rel(name);
  const folder = folderOf(fileName);
  const t = tally.get(folder) ?? { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, Static: 0, Errors: 0 };
  tally.set(folder, t);
  for (const m of file.mutants) {
    if (m.status in t) t[m.status] += 1;
    else if (m.status === 'CompileError' || m.status === 'RuntimeError') t.Errors += 1;
    if (m.status === 'Ignored' && /ignoreStatic/.test(m.statusReason ?? '')) t.Static += 1;
    if (UNDETECTED.has(m.status)) undetected.push({ fileName, mutant: m });
  }
}

const pct = (n, d) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)} %`);
console.log('\nMutation score per folder (detected = killed + timeout; total = detected + survived + no coverage):');
let belowTarget = 0;
for (const folder of [...FOLDERS, ...[...tally.keys()].filter((f) => !FOLDERS.includes(f)).sort()]) {
  const t = tally.get(folder);
  if (!t) {
    console.log(`  ${folder}: no mutants in this run`);
    continue;
  }
  const detected = t.Killed + t.Timeout;
  const total = detected + t.Survived + t.NoCoverage;
  const score = total === 0 ? 100 : (100 * detected) / total;
  const ok = score >= TARGET;
  if (!ok) belowTarget += 1;
  const extra = [
    `killed ${t.Killed}`,
    `timeout ${t.Timeout}`,
    `survived ${t.Survived}`,
    `no coverage ${t.NoCoverage}`,
    t.Ignored ? `ignored ${t.Ignored}${t.Static ? ` (${t.Static} static)` : ''}` : '',
    t.Errors ? `errors ${t.Errors}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  console.log(`  ${folder}: ${detected} / ${total} = ${pct(detected, total)}  ${ok ? '✓' : `✗ under ${TARGET} %`}  (${extra})`);
}

const oneLine = (text, max = 90) => {
  const s = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};
undetected.sort(
  (a, b) =>
    a.fileName.localeCompare(b.fileName) ||
    a.mutant.location.start.line - b.mutant.location.start.line ||
    a.mutant.location.start.column - b.mutant.location.start.column,
);
console.log(
  `\nMutants no test killed: ${undetected.length}${undetected.length ? ' (file:line:column  status  mutator  →  replacement)' : ''}`,
);
for (const { fileName, mutant: m } of undetected) {
  const where = `${fileName}:${m.location.start.line}:${m.location.start.column}`;
  const status = m.status === 'NoCoverage' ? 'no coverage' : 'survived';
  console.log(`  ${where}  ${status}  ${m.mutatorName}  →  ${oneLine(m.replacement)}`);
}
console.log(`\nHTML report (each mutant in its source, with the tests that ran): ${HTML}`);
console.log('Kill each one with a test, or explain it as equivalent where it is (docs/testing.md, "Mutation testing").');
if (strict && belowTarget > 0) process.exit(1);

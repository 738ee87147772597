// `npm run fuzz`: the fuzz suite (tests/integration/fuzz.test.ts) at full size — FUZZ_RUNS requests
// per target (10,000 unless set) on PGlite and on PostgreSQL — against the built server; builds
// first when there is no build. Prints the seed, the histogram of answers per database and the
// server's memory. FUZZ_SEED replays a run; extra arguments go to Vitest (e.g. -t api:notify-me).
//
// A full run takes a while, and the server loads some of its chunks only when first asked for
// them: a build replacing dist/ meanwhile would turn later answers into 500s that say nothing about
// the product. So the suite runs from a private copy of the build and the sources (node_modules
// linked), removed afterwards; FUZZ_IN_PLACE=1 runs it in the working tree instead.
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync, unlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const BUILD_FILES = ['dist/server/entry.mjs', 'dist/app-server/main.mjs'];
const built = (dir) => BUILD_FILES.every((f) => existsSync(path.join(dir, f)));
const stamp = () => BUILD_FILES.map((f) => statSync(path.join(root, f)).mtimeMs).join();

if (!built(root)) {
  console.log('No build found; building once (npm run build)…');
  const build = spawnSync(process.execPath, [`${root}scripts/build.mjs`, '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** What the suite and the server read: the build, the sources, migrations, settings; node_modules is linked. */
const COPIED = [
  'dist',
  'scripts',
  'server',
  'src',
  'tests',
  'drizzle',
  'integrations',
  'package.json',
  'tsconfig.json',
  'vitest.config.ts',
  'astro.config.mjs',
];
function snapshot() {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const before = stamp();
    const dir = mkdtempSync(path.join(tmpdir(), 'sc-fuzz-snapshot-'));
    for (const entry of COPIED)
      if (existsSync(path.join(root, entry))) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    if (built(dir) && stamp() === before) return dir;
    removeSnapshot(dir); // a build was writing dist/ while it was copied
    console.log(`dist/ changed while it was copied; trying again (${attempt}/3)…`);
  }
  console.error('dist/ keeps changing (someone is building); run again later, or with FUZZ_IN_PLACE=1');
  process.exit(1);
}
function removeSnapshot(dir) {
  try {
    unlinkSync(path.join(dir, 'node_modules'));
  } catch {
    /* not linked yet */
  }
  rmSync(dir, { recursive: true, force: true });
}

const inPlace = ['1', 'true'].includes((process.env.FUZZ_IN_PLACE ?? '').toLowerCase());
const cwd = inPlace ? root : snapshot();
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS || '10000' };
console.log(
  `fuzz: FUZZ_RUNS=${env.FUZZ_RUNS} requests per target${env.FUZZ_SEED ? `, FUZZ_SEED=${env.FUZZ_SEED}` : ''}, from ${inPlace ? 'the working tree' : `a copy of the build in ${cwd}`}`,
);
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    'tests/integration/fuzz.test.ts',
    '--project',
    'integration',
    '--disableConsoleIntercept',
    ...process.argv.slice(2),
  ],
  { cwd, stdio: 'inherit', env },
);
if (!inPlace) removeSnapshot(cwd);
process.exit(run.status ?? 1);

// Mutation testing (StrykerJS with its Vitest runner): `npm run mutate`, see docs/testing.md.
// Stryker copies the project into .stryker-tmp/sandbox-*, inserts every mutant into the copies of the
// files below (switched on one at a time at run time), runs the tests once to learn which tests reach
// which mutant, then runs, for each mutant, only the tests that reach it. Not part of `npm test`.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The domain rules: pure rules, the backend's services and permission checks (with the access rule of the declarations), the proxy's request building and relay.
  mutate: [
    'src/lib/**/*.ts',
    'src/backend/**/*-service.ts',
    'src/backend/**/service.ts',
    'src/backend/**/permissions.ts',
    // The look-ups that refuse what an actor may not see or change (an appointment, a work order).
    'src/backend/appointments/access.ts',
    'src/backend/workshop/work-order.ts',
    'src/contracts/access.ts',
    'src/backend/platform/signed-access.ts',
    'src/proxy/upstream.ts',
    'src/proxy/endpoint.ts',
    'src/proxy/call-endpoint.ts',
    'src/runtime/internal-signature.ts',
    '!**/*.d.ts',
  ],

  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    // vitest.config.ts without the suites that need a build (they run dist/, never the mutants).
    configFile: 'vitest.mutate.config.ts',
    // Stryker's default is `threads`; the `ist`/`utc` projects set TZ per worker process, so forks.
    pool: 'forks',
    // Run only test files that import (directly or not) a mutated file, in the first run and per mutant.
    related: true,
  },
  // Record which test reaches which mutant; run only those tests for it.
  coverageAnalysis: 'perTest',
  // Mutants that run only while a module loads (constant tables) are tested too: Stryker reloads the
  // test files that import the module and runs all of them. They are few here and cheap.
  ignoreStatic: false,

  // Re-runs mutate only what changed since the last run: source or test files that differ from the
  // ones recorded here. Kept out of reports/ (which `npm test` empties); git-ignored, not committed.
  incremental: true,
  incrementalFile: '.stryker/incremental.json',

  // Two cores: never more than two test runners (each runs one Vitest worker).
  concurrency: 2,
  // A busy machine must not turn slow tests into "timeouts" (a timeout counts as killed):
  // a mutant times out after 2 × its tests' time in the first run + 20 s.
  timeoutFactor: 2,
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 20,

  reporters: ['clear-text', process.stdout.isTTY ? 'progress' : 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The score table only; scripts/mutate.mjs prints the per-folder scores and the surviving mutants.
  clearTextReporter: { reportMutants: false, reportTests: false, logTests: false },
  // docs/testing.md: the target is 85 % per folder (scripts/mutate.mjs --strict enforces it).
  thresholds: { high: 85, low: 70, break: null },

  // Not copied into the sandboxes (node_modules is linked, .git, reports/ and .stryker-tmp are always left out).
  ignorePatterns: ['/dist', '/data', '/.astro', '/.stryker', '/test-results', '/playwright-report', '/bench/results', '*.log'],
  tempDirName: '.stryker-tmp',
  // Sandboxes are whole copies of the project: remove them even after a failed run (keep one for
  // debugging with `npm run mutate -- --cleanTempDir false`).
  cleanTempDir: 'always',
};

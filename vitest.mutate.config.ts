// The Vitest setup that Stryker (`npm run mutate`, stryker.config.mjs) runs. It is vitest.config.ts
// (the same `ist` and `utc` projects, aliases and time zones) minus the suites that test the BUILT
// product: they import dist/ or start `scripts/start.mjs` in a child process. The build holds its own
// copy of src/lib, src/proxy and src/runtime, made from the source before Stryker put any mutant in,
// so those suites cannot see those mutants (the in-process ones do reach the mutated backend, which
// the backend suites test directly); they would slow every run and fail on a clone that has no
// `npm run build`. `npm test` runs them as usual. See docs/testing.md, "Mutation testing".
import { globSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * A suite needs the build when it uses one of these (tests/support/server-process.ts, app-server.ts);
 * one that runs a script of scripts/ in a child process (npm run staff) cannot see a mutant either.
 */
const USES_BUILD = /\b(?:requireBuild|startInProcessApp|startServerProcess|runStart)\b|\bdist\/|['"]scripts\/[\w-]+\.mjs['"]/;

/** Test files that need `npm run build` and run the built product, never the mutated source. */
export const NEEDS_BUILD = globSync('tests/**/*.test.ts', { cwd: import.meta.dirname })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => USES_BUILD.test(readFileSync(new URL(file, import.meta.url), 'utf8')))
  .sort();

// Tells tests/support/databases.ts `databaseTargets()` that this is a mutation run, so the database
// suites run on PGlite only once that switch exists there (docs/testing.md, "Mutation testing").
// Set here so it holds however Stryker is started; Vitest's forked workers inherit it.
process.env.MUTATE ??= '1';

/**
 * `MUTATE_UNIT_ONLY=1` leaves the database suites out as well: a quick pass over the pure rules
 * (src/lib, the proxy's request building), where each mutant then costs milliseconds instead of a
 * seeded database. Mutants only the database suites reach show as "no coverage" in that pass.
 */
const UNIT_ONLY = process.env.MUTATE_UNIT_ONLY === '1' ? ['tests/integration/**'] : [];

type Project = { test?: object };
const baseTest = (base as ViteUserConfig).test ?? {};

export default defineConfig({
  ...(base as ViteUserConfig),
  test: {
    ...baseTest,
    // Every test file imports its modules afresh (npm test lets integration files share them, decision 065). Files sharing a worker's modules
    // (isolate: false) ran faster, but Stryker then lost what the later files covered and reached: a
    // mutant that delivered-car.test.ts kills when run by hand was reported as surviving, and whole
    // services as not covered (docs/testing.md, "Mutation testing").
    isolate: true,
    projects: ((baseTest.projects ?? []) as Project[]).map((project) => ({
      ...project,
      test: {
        ...project.test,
        isolate: true,
        exclude: [...configDefaults.exclude, ...((project.test as { exclude?: string[] })?.exclude ?? []), ...NEEDS_BUILD, ...UNIT_ONLY],
      },
    })),
  },
});

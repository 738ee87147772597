// Starts the product: on jemalloc where the machine has it (scripts/allocator.mjs, decision 063),
// builds when there is no build, then runs the bundled server (which checks every setting before
// doing anything else).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allocatorPlan, installedJemalloc } from './allocator.mjs';

const allocator = allocatorPlan({ env: process.env, platform: process.platform, library: installedJemalloc() });
if (allocator.error) {
  console.error(allocator.error);
  process.exit(1);
}
// Node started again in this same process (same pid, same signals and output), with the library loaded first.
if (allocator.env) {
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], allocator.env);
  } catch (error) {
    if (allocator.required) throw error;
    console.warn(`Could not start again on jemalloc (${error.message}); running on the C library's allocator.`);
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const server = `${root}dist/app-server/main.mjs`;

if (!existsSync(server) || !existsSync(`${root}dist/server/entry.mjs`)) {
  console.log('No build found; building once (npm run build)…');
  const build = spawnSync(process.execPath, [`${root}scripts/build.mjs`], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(server).href);

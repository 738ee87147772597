// Starts the product: builds when there is no build, then runs the bundled server
// (which checks every setting before doing anything else).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const server = `${root}dist/app-server/main.mjs`;

if (!existsSync(server) || !existsSync(`${root}dist/server/entry.mjs`)) {
  console.log('No build found; building once (npm run build)…');
  const build = spawnSync(process.execPath, [`${root}scripts/build.mjs`], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(server).href);

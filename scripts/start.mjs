// Starts the product: checks the settings, builds when there is no build, then serves.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';

const { register } = await import('tsx/esm/api');
register({ tsconfig: `${root}tsconfig.json` });
// A wrong setting stops here, before any slow work, with a message naming the variable.
await import('../server/check-env.ts');

if (!existsSync(`${root}dist/server/entry.mjs`)) {
  console.log('No build found; building once (npm run build)…');
  const build = spawnSync(process.execPath, [`${root}scripts/build.mjs`], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/main.ts');

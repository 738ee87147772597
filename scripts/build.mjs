// `npm run build`: the Astro build, then brotli and gzip copies of the client files so the
// server can send them compressed without compressing on every request.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const args = [`${root}node_modules/astro/bin/astro.mjs`, 'build', ...process.argv.slice(2)];
const build = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|xml|txt)$/;
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}
for (const file of files(path.join(root, 'dist/client'))) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
  const bytes = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

// `npm run build`: the Astro build (pages, islands, the API proxy), brotli and gzip copies of
// the client files, and the server with the backend bundled into one ES module, so that the
// running process loads plain JavaScript (no TypeScript loader hooks on the request path).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const astro = spawnSync(process.execPath, [`${root}node_modules/astro/bin/astro.mjs`, 'build', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
if (astro.status !== 0) process.exit(astro.status ?? 1);

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

/** esbuild's `packages: 'external'`, but for the packages named. */
function externalExcept(bundled) {
  const inside = (spec) => bundled.some((name) => spec === name || spec.startsWith(`${name}/`));
  return {
    name: 'external-except',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@/') || inside(args.path) ? undefined : { path: args.path, external: true },
      );
    },
  };
}

await build({
  // The server, and the child it runs at first start to fold the pincode directory out of its heap.
  entryPoints: {
    main: path.join(root, 'server/main.ts'),
    'fold-pincode-directory': path.join(root, 'server/fold-pincode-directory.ts'),
  },
  outdir: path.join(root, 'dist/app-server'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Packages stay external (node_modules is there at run time), except the ones whose hundreds of
  // small ES modules Node would resolve one by one at start-up: every resolution re-reads the
  // package's exports map, and date-fns and drizzle-orm alone left ~250 MB of garbage and a heap
  // that never shrank back (RSS after start on a seeded PostgreSQL database: 303 MB bundled as
  // external, 144 MB bundled in). Only what is used is kept. The Astro build bundles date-fns too
  // (`vite.ssr.noExternal` in astro.config.mjs).
  plugins: [externalExcept(['date-fns', '@date-fns/tz', 'drizzle-orm'])],
  sourcemap: 'linked',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});

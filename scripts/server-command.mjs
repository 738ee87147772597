// Runs one of the operator commands in server/ (`npm run staff`, `npm run analytics-keys`): bundles it
// with esbuild, as the server is, and runs it.
import { build } from 'esbuild';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Bundles server/<name>.ts and runs it from the project's root. */
export async function runServerCommand(name) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outfile = path.join(root, `node_modules/.cache/service-centre/${name}.mjs`);
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(root, `server/${name}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  process.chdir(root);
  await import(pathToFileURL(outfile).href);
}

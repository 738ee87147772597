import { describe, expect, it } from 'vitest';
import { build, type Metafile } from 'esbuild';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// Every booking page must stay within 90 KB of JavaScript (gzip) before its first interaction
// (ARCHITECTURE.md), and React alone is about 66 KB of it. zod is about 14 KB more: one island that
// imports a zod schema statically, even through a plain rule that sits beside one, pushes a page over
// (address-selection went from 84 to 110 KB that way). Islands check input with the plain rules of
// src/contracts/input-patterns.ts and photo-types.ts; code that needs a schema loads on demand.
const ROOT = path.resolve(import.meta.dirname, '../..');
const ISLANDS = path.join(ROOT, 'src/islands');

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(file);
    return /^[A-Z].*\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** The source files each island loads before its first interaction: its chunk and the chunks it imports statically. */
async function staticInputsOfIslands(): Promise<Map<string, string[]>> {
  const entries = components(ISLANDS);
  const { metafile } = await build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/virtual',
    write: false,
    metafile: true,
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    absWorkingDir: ROOT,
    alias: { '@': path.join(ROOT, 'src') },
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.webp': 'empty' },
  });
  const outputs = (metafile as Metafile).outputs;
  const staticClosure = (output: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const imported of outputs[output]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) staticClosure(imported.path, seen);
    return seen;
  };
  const islands = new Set(entries.map((file) => path.relative(ROOT, file)));
  const byIsland = new Map<string, string[]>();
  for (const [output, meta] of Object.entries(outputs)) {
    // A chunk loaded by import() is an entry of esbuild's too, but not an island.
    if (!meta.entryPoint || !islands.has(meta.entryPoint)) continue;
    const inputs = [...staticClosure(output)].flatMap((o) => Object.keys(outputs[o]?.inputs ?? {}));
    byIsland.set(meta.entryPoint, inputs);
  }
  return byIsland;
}

describe('island bundles', () => {
  it('no island loads zod before its first interaction', async () => {
    const byIsland = await staticInputsOfIslands();
    expect(byIsland.size).toBeGreaterThan(30);
    const withZod = [...byIsland]
      .filter(([, inputs]) => inputs.some((input) => input.includes('node_modules/zod/')))
      .map(([island]) => island);
    expect(withZod).toEqual([]);
  }, 60_000);

  it('the car step loads the payload rules (with zod/mini) on the tap that finishes it', async () => {
    const byIsland = await staticInputsOfIslands();
    const mmv = byIsland.get('src/islands/mmv/MmvPicker.tsx') ?? [];
    expect(mmv).toContain('src/islands/mmv/finish-choice.ts');
    expect(mmv).not.toContain('src/lib/vehicle-payload.ts');
  }, 60_000);
});

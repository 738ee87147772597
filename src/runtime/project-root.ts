import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository folder (the one holding package.json and drizzle/), found by walking up from
 * this module: the same answer from the TypeScript sources and from the bundled server.
 */
export function projectRoot(from: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'drizzle'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

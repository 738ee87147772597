// The server the browser tests drive: the built product on a fresh, throw-away DATA_DIR.
// start.mjs may start Node again in this process (on jemalloc, decision 063): the folder made before
// that is passed on (E2E_DATA_DIR) rather than made twice, and removed when the process exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sc-e2e-'));
process.env.E2E_DATA_DIR = dir;
process.env.DATA_DIR = dir;
const clean = () => rmSync(dir, { recursive: true, force: true });
process.on('exit', clean);
await import('./start.mjs');

// The server the browser tests drive: the built product on a fresh, throw-away DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'sc-e2e-'));
process.env.DATA_DIR = dir;
const clean = () => rmSync(dir, { recursive: true, force: true });
process.on('exit', clean);
await import('./start.mjs');

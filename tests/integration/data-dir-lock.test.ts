import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runStart, startServerProcess, type ServerProcess } from '../support/server-process';
import { seededDataDir } from '../support/pglite-image';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
// Migrated and seeded already: these tests are about the lock, not about filling an empty folder.
const tempDataDir = async () => {
  const d = await seededDataDir('sc-lock-data-');
  dirs.push(d);
  return d;
};
const running = (s: ServerProcess) => s.process.exitCode === null && s.process.signalCode === null;
afterAll(async () => {
  // stop() waits for an 'exit' that a process already killed will not emit again.
  for (const s of servers) if (running(s)) await s.stop().catch(() => {});
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const start = async (dataDir: string) => {
  const s = await startServerProcess({ DATA_DIR: dataDir });
  servers.push(s);
  return s;
};
const health = (url: string) => fetch(`${url}/service-centre/api/health`);
const notify = (url: string) =>
  fetch(`${url}/service-centre/api/notify-me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contact: '9811122233', city: 'Pune' }),
  });
const exited = (s: ServerProcess) =>
  new Promise<void>((resolve) => {
    if (!running(s)) return resolve();
    s.process.once('exit', () => resolve());
  });

describe('one server process per DATA_DIR', () => {
  it('stops a second process on the same DATA_DIR, naming the folder and the process that holds it', async () => {
    const dataDir = await tempDataDir();
    const a = await start(dataDir);
    const pidA = a.process.pid!;
    // Checked first: without the lock, the second process below would start and never exit.
    expect(JSON.parse(readFileSync(path.join(dataDir, '.lock'), 'utf8'))).toMatchObject({ pid: pidA });

    const second = await runStart({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', APP_ENV: 'test' });
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`The data folder ${dataDir} is already in use`);
    expect(second.output).toContain(`pid ${pidA}`);
    expect(second.output).toContain('Stop that process, or set DATA_DIR to another folder.');
    expect(second.output).not.toContain('"msg":"listening"');

    expect((await health(a.url)).status).toBe(200);
    expect(await a.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
  }, 120_000);

  it('starts on the DATA_DIR of a process that was killed, keeping what it wrote', async () => {
    const dataDir = await tempDataDir();
    const a = await start(dataDir);
    const created = await notify(a.url);
    expect(created.status).toBe(201);
    a.process.kill('SIGKILL');
    await exited(a);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(true); // left behind by the killed process

    const b = await start(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, '.lock'), 'utf8'))).toMatchObject({ pid: b.process.pid });
    expect((await health(b.url)).status).toBe(200);
    const again = await notify(b.url);
    expect(again.status).toBe(200);
    expect((await again.json()).data.created).toBe(false);
    expect(await b.stop()).toBe(0);
  }, 120_000);
});

import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '@/backend/platform/db/data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'sc-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const at = (iso: string) => () => new Date(iso);
const readLock = (dir: string) => JSON.parse(readFileSync(path.join(dir, '.lock'), 'utf8')) as unknown;

const MODULE = fileURLToPath(new URL('../../src/backend/platform/db/data-dir-lock.ts', import.meta.url));

/**
 * Starts a process that tries to take the lock and prints 'got' or 'refused'; a winner keeps the lock
 * (and stays alive) until its stdin is closed, so that every contender meets it.
 */
function contender(dir: string): { result: Promise<string>; finish: () => Promise<void> } {
  const script = `
    const { acquireDataDirLock } = await import(${JSON.stringify(MODULE)});
    let lock;
    try { lock = acquireDataDirLock(${JSON.stringify(dir)}); console.log('got'); }
    catch (error) { console.log(error.name === 'DataDirLockedError' ? 'refused' : 'error ' + error.message); }
    process.stdin.resume();
    process.stdin.on('end', () => { lock?.release(); process.exit(0); });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const result = new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    void exited.then(() => resolve(out.trim() || 'exited'));
  });
  return {
    result,
    finish: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

async function race(dir: string, count: number): Promise<string[]> {
  const contenders = Array.from({ length: count }, () => contender(dir));
  const results = await Promise.all(contenders.map((c) => c.result));
  await Promise.all(contenders.map((c) => c.finish()));
  return results.sort();
}

/** A pid that surely runs no process: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  expect(child.status).toBe(0);
  return child.pid!;
}

function lockedError(run: () => unknown): DataDirLockedError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DataDirLockedError);
    return error as DataDirLockedError;
  }
  throw new Error('expected the lock to be refused');
}

describe('acquireDataDirLock', () => {
  it('writes who holds the folder into <dataDir>/.lock', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, { pid: 4242, hostname: 'host-a', now: at('2025-01-02T03:04:05.000Z') });
    expect(readLock(dir)).toEqual({ pid: 4242, hostname: 'host-a', startedAt: '2025-01-02T03:04:05.000Z' });
    lock.release();
  });

  it('refuses a second acquire, naming the folder, the holder and what to do', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir, { now: at('2025-01-02T03:04:05.000Z') });
    const error = lockedError(() => acquireDataDirLock(dir, { pid: process.pid + 1 }));
    expect(error.message).toBe(
      `The data folder ${dir} is already in use: another process holds it ` +
        `(pid ${process.pid} on host ${os.hostname()}, started 2025-01-02T03:04:05.000Z). ` +
        `Stop that process, or set DATA_DIR to another folder. If no such process is running, delete ${dir}/.lock.`,
    );
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`pid ${process.pid}`);
    expect(error.holder).toEqual({ pid: process.pid, hostname: os.hostname(), startedAt: '2025-01-02T03:04:05.000Z' });
    first.release();
  });

  it('names the absolute folder when given a relative one', () => {
    const dir = tempDir();
    const relative = path.relative(process.cwd(), dir);
    const first = acquireDataDirLock(relative);
    const error = lockedError(() => acquireDataDirLock(relative, { pid: process.pid + 1 }));
    expect(error.dataDir).toBe(dir);
    expect(error.message).toContain(`The data folder ${dir} is already in use`);
    expect(error.message).toContain(`delete ${dir}/.lock.`);
    first.release();
  });

  it('lets the next acquire succeed once released, and deletes the lock file', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    first.release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    first.release(); // idempotent
    const second = acquireDataDirLock(dir, { pid: process.pid + 1, now: at('2025-03-04T05:06:07.000Z') });
    expect(readLock(dir)).toEqual({ pid: process.pid + 1, hostname: os.hostname(), startedAt: '2025-03-04T05:06:07.000Z' });
    second.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('creates a missing data folder', () => {
    const dir = path.join(tempDir(), 'a', 'b');
    const lock = acquireDataDirLock(dir);
    expect(readdirSync(dir)).toEqual(['.lock']);
    lock.release();
  });

  it('takes over a lock left by a process of this host that no longer runs, and removes the old file', () => {
    const dir = tempDir();
    const dead = deadPid();
    writeFileSync(path.join(dir, '.lock'), JSON.stringify({ pid: dead, hostname: os.hostname(), startedAt: '2024-12-31T00:00:00.000Z' }));
    const lock = acquireDataDirLock(dir, { now: at('2025-01-02T03:04:05.000Z') });
    expect(readLock(dir)).toEqual({ pid: process.pid, hostname: os.hostname(), startedAt: '2025-01-02T03:04:05.000Z' });
    expect(readdirSync(dir)).toEqual(['.lock']);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a lock held on another host, even by a pid alive here', () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, '.lock'),
      JSON.stringify({ pid: process.pid, hostname: 'other-host.example', startedAt: '2025-01-01T00:00:00.000Z' }),
    );
    const error = lockedError(() => acquireDataDirLock(dir));
    expect(error.message).toBe(
      `The data folder ${dir} is already in use: another process holds it ` +
        `(pid ${process.pid} on host other-host.example, started 2025-01-01T00:00:00.000Z). ` +
        `Stop that process, or set DATA_DIR to another folder. If no such process is running, delete ${dir}/.lock.`,
    );
    expect(readLock(dir)).toEqual({ pid: process.pid, hostname: 'other-host.example', startedAt: '2025-01-01T00:00:00.000Z' });
  });

  it('refuses a lock held on another host even when its pid is not running here', () => {
    const dir = tempDir();
    const dead = deadPid();
    writeFileSync(
      path.join(dir, '.lock'),
      JSON.stringify({ pid: dead, hostname: 'other-host.example', startedAt: '2025-01-01T00:00:00.000Z' }),
    );
    const error = lockedError(() => acquireDataDirLock(dir));
    expect(error.message).toContain(`(pid ${dead} on host other-host.example, started 2025-01-01T00:00:00.000Z)`);
  });

  it('refuses, and does not take over, a garbled lock file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '.lock'), '{"pid": 12');
    const error = lockedError(() => acquireDataDirLock(dir));
    expect(error.holder).toBeNull();
    expect(error.message).toBe(
      `The data folder ${dir} is already in use: its lock file ${dir}/.lock cannot be read, so the process holding it is unknown. ` +
        `Stop that process, or set DATA_DIR to another folder. If no such process is running, delete ${dir}/.lock.`,
    );
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe('{"pid": 12');
    expect(readdirSync(dir)).toEqual(['.lock']);
  });

  it('refuses an empty lock file and one whose pid is not a positive whole number', () => {
    for (const content of ['', '{"pid":0,"hostname":"h","startedAt":"x"}', '{"pid":-1,"hostname":"h","startedAt":"x"}', '[]', 'null']) {
      const dir = tempDir();
      writeFileSync(path.join(dir, '.lock'), content);
      expect(lockedError(() => acquireDataDirLock(dir)).message).toContain(`its lock file ${dir}/.lock cannot be read`);
      expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(content);
    }
  });

  it("leaves the file alone on release when the lock is no longer this process's", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, { now: at('2025-01-02T03:04:05.000Z') });
    const replacement = JSON.stringify({ pid: process.pid, hostname: os.hostname(), startedAt: '2025-02-02T00:00:00.000Z' });
    writeFileSync(path.join(dir, '.lock'), replacement);
    lock.release();
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(replacement);

    const other = tempDir();
    const mine = acquireDataDirLock(other);
    const someoneElse = JSON.stringify({ pid: process.pid + 1, hostname: os.hostname(), startedAt: '2025-02-02T00:00:00.000Z' });
    writeFileSync(path.join(other, '.lock'), someoneElse);
    mine.release();
    expect(readFileSync(path.join(other, '.lock'), 'utf8')).toBe(someoneElse);
  });

  it('does not fail on release when the lock file is already gone', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    rmSync(path.join(dir, '.lock'));
    expect(() => lock.release()).not.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('lets exactly one of several processes starting together take the folder', async () => {
    const dir = tempDir();
    expect(await race(dir, 6)).toEqual(['got', 'refused', 'refused', 'refused', 'refused', 'refused']);
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);

  it('lets exactly one of two processes take over the same stale lock', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, '.lock'),
      JSON.stringify({ pid: deadPid(), hostname: os.hostname(), startedAt: '2024-12-31T00:00:00.000Z' }),
    );
    expect(await race(dir, 2)).toEqual(['got', 'refused']);
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);
});

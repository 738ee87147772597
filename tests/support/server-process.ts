import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function requireBuild(): void {
  if (!existsSync(`${ROOT}dist/server/entry.mjs`) || !existsSync(`${ROOT}dist/app-server/main.mjs`))
    throw new Error('No build: run `npm run build` first (npm test does it)');
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

/** Starts the product as `npm start` does, on a free port, and waits until it listens. */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  requireBuild();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', APP_ENV: 'test', DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) {
        clearTimeout(timer);
        const { port } = JSON.parse(line) as { port: number };
        resolve({ url: `http://127.0.0.1:${port}`, process: child, output: () => output, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Runs the start command to completion (for settings that must stop it). */
export function runStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The line a process logs when it gives V8's spare memory back after a busy spell (server/main.ts). */
export const MEMORY_GIVEN_BACK = '"msg":"memory given back after a busy spell"';

/**
 * Waits until the process logs that it gave memory back, after what it had logged so far (its
 * output's length `after`), and answers that line's figures; fails after `ms`.
 */
export function memoryGivenBack(
  server: ServerProcess,
  after: number,
  ms: number,
): Promise<{ rssBeforeMb: number; rssAfterMb: number; heapBeforeMb: number; heapAfterMb: number }> {
  return vi.waitFor(
    () => {
      const line = server
        .output()
        .slice(Math.max(0, after - 1))
        .split('\n')
        .find((l) => l.includes(MEMORY_GIVEN_BACK));
      if (!line) throw new Error(`the process did not give memory back within ${ms} ms`);
      return JSON.parse(line);
    },
    { timeout: ms, interval: 100 },
  );
}

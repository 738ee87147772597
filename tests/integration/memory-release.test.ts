import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { MEMORY_GIVEN_BACK, memoryGivenBack, startServerProcess, type ServerProcess } from '../support/server-process';

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

describe.skipIf(!(await postgresReachable()))('a process on PostgreSQL gives memory back after a busy spell', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ServerProcess;
  beforeAll(async () => {
    db = await createTestDatabase('sc_memory_release', { seeded: true });
    server = await startServerProcess({ DATABASE_URL: db.url, MEMORY_RELEASE_QUIET_SECONDS: '1', RATE_LIMIT_FACTOR: '0' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  }, 60_000);

  it('once started (start-up is a busy spell of its own), then not while pages are being asked for, and within seconds of the last one', async () => {
    const pid = server.process.pid!;
    const afterStart = await memoryGivenBack(server, 0, 30_000);
    expect(afterStart.heapAfterMb).toBeLessThan(afterStart.heapBeforeMb);
    const atStart = rssMb(pid);
    const seenAtStart = server.output().length;
    // Pages rendered anew on every request (the not-found page is never cached), 16 at a time, until
    // the process holds 64 MB more than at start: the garbage of a busy spell.
    let busy = true;
    let asked = 0;
    const worker = async () => {
      while (busy) {
        const res = await fetch(`${server.url}/service-centre/no-such-page-${asked++}`);
        await res.arrayBuffer();
        expect(res.status).toBe(404);
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    await vi.waitFor(() => expect(rssMb(pid), 'the RSS grown by 64 MB').toBeGreaterThanOrEqual(atStart + 64), {
      timeout: 90_000,
      interval: 100,
    });
    busy = false;
    await Promise.all(workers);
    const atEnd = rssMb(pid);
    const seenBeforeQuiet = server.output().length;
    expect(server.output().slice(seenAtStart)).not.toContain(MEMORY_GIVEN_BACK);

    const released = await memoryGivenBack(server, seenBeforeQuiet, 30_000);
    expect(released.heapAfterMb).toBeLessThan(released.heapBeforeMb);
    expect(released.rssAfterMb).toBeLessThan(released.rssBeforeMb);
    // What the system sees: well under what the busy spell left (the young generation alone is tens of MB).
    expect(rssMb(pid)).toBeLessThan(atEnd - 32);
    // Still serving.
    expect((await fetch(`${server.url}/service-centre/api/health`)).status).toBe(200);
  }, 150_000);
});

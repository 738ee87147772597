import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runStart, startServerProcess } from '../support/server-process';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { sql } from 'drizzle-orm';
import { openDatabase, readMigrationVersion, rowsOf } from '@/backend/platform/db/client';
import { installedJemalloc } from '../../scripts/allocator.mjs';

const dirs: string[] = [];
const tempDataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'sc-data-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** CI installs jemalloc (.ci/run); elsewhere the server runs on it when the machine has it (decision 063). */
const JEMALLOC_EXPECTED = Boolean(process.env.CI) || installedJemalloc() !== undefined;

/** The highest resident memory of a process so far (Linux /proc), in MB. */
const peakRssMb = (pid: number) => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const notify = (url: string, contact: string) =>
  fetch(`${url}/service-centre/api/notify-me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contact, city: 'Indore' }),
  });

describe('the server process', () => {
  it('keeps a row written through the backend across a restart on the same DATA_DIR, without seeding twice', async () => {
    const dataDir = tempDataDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    expect(first.output()).toContain('"outcome":"seeded"');
    const created = await notify(first.url, '9900011122');
    expect(created.status).toBe(201);
    expect(await first.stop()).toBe(0);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect(second.output()).toContain('"outcome":"already-seeded"');
      const again = await notify(second.url, '9900011122');
      expect(again.status).toBe(200);
      expect((await again.json()).data.created).toBe(false);
      const home = await (await fetch(`${second.url}/service-centre/ad-services/home`)).text();
      expect(home.match(/data-service-type=/g)).toHaveLength(4);
    } finally {
      await second.stop();
    }
  }, 90_000); // two start-ups on one DATA_DIR, the first with migrations and the seed (about 15 s alone, more beside other suites)

  it('stops at start-up with a message naming a malformed variable', async () => {
    const { code, output } = await runStart({ PORT: 'abc', MEMORY_ALLOCATOR: 'tcmalloc', DATA_DIR: tempDataDir() });
    expect(code).not.toBe(0);
    expect(output).toContain("MEMORY_ALLOCATOR: must be one of 'auto', 'jemalloc', 'system'");
    expect(output).toContain('PORT: must be a whole number from 0 to 65535');
    expect(output).not.toContain('abc');
    expect(output).toContain('Invalid configuration');
  });

  it('does not serve /v1 over HTTP in the default single process, not even to 127.0.0.1', async () => {
    const server = await startServerProcess({ DATA_DIR: tempDataDir(), SITE_ORIGIN: '' });
    try {
      const direct = await fetch(`${server.url}/v1/health`);
      expect(direct.status).toBe(404);
      expect((await direct.json()).error.code).toBe('NOT_FOUND');
      expect((await fetch(`${server.url}/v1/garage/service-types`)).status).toBe(404);
      expect((await fetch(`${server.url}/service-centre/api/health`)).status).toBe(200);
      // By default the process started itself again on jemalloc: same pid, the library mapped in.
      expect(server.output()).toMatch(new RegExp(`"msg":"listening".*"allocator":"${JEMALLOC_EXPECTED ? 'jemalloc' : 'system'}"`));
      expect(readFileSync(`/proc/${server.process.pid}/maps`, 'utf8').includes('libjemalloc')).toBe(JEMALLOC_EXPECTED);
      // Without SITE_ORIGIN, canonical addresses name the port the server listens on (PORT=0 here).
      const port = new URL(server.url).port;
      const sitemap = await (await fetch(`${server.url}/service-centre/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>http://localhost:${port}/service-centre/bangalore/kudlu-gate</loc>`);
      expect(sitemap).not.toContain('localhost:4321');
    } finally {
      await server.stop();
    }
  }, 60_000); // one start-up on a fresh DATA_DIR, with migrations and the seed (about 15 s alone, more beside other suites)
});

describe.skipIf(!(await postgresReachable()))('the server process on PostgreSQL', () => {
  it('starts with DATABASE_URL, migrates, seeds and serves the same', async () => {
    const pg = await createTestDatabase('sc_server');
    // On the C library's own allocator, as asked: that path stays covered too.
    const server = await startServerProcess({ DATABASE_URL: pg.url, DATA_DIR: tempDataDir(), MEMORY_ALLOCATOR: 'system' });
    try {
      // Anyone learns up or not; the kind of database is in the server's own log, the migration in the database.
      expect(await (await fetch(`${server.url}/service-centre/api/health`)).json()).toEqual({ status: 'ok' });
      expect(server.output()).toMatch(/"msg":"listening".*"database":"postgres".*"allocator":"system"/);
      const direct = await openDatabase({ url: pg.url, dataDir: 'unused' });
      try {
        expect(await readMigrationVersion(direct.db)).toBe('0026_qr_campaigns');
        // The pincode directory is folded by a child process: the 165,000 offices (~250 MB while
        // they are read) never enter the serving process, whose peak stays near its running size.
        const [count] = rowsOf<{ n: number }>(await direct.db.execute(sql`select count(*)::int as n from pincode_directory`));
        expect(count?.n).toBe(19550);
        expect(peakRssMb(server.process.pid!)).toBeLessThan(320);
      } finally {
        await direct.close();
      }
      const home = await (await fetch(`${server.url}/service-centre/ad-services/home`)).text();
      expect(home).toContain('Periodic service');
      expect((await notify(server.url, '9900033344')).status).toBe(201);
    } finally {
      await server.stop();
      await pg.drop();
    }
  }, 60_000); // one start-up on a fresh database, with migrations and the seed
});

import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, migrateDatabase, type Database } from '@/backend/platform/db/client';
import { startJobRunner, type Jobs } from '@/backend/platform/jobs';
import { createLogger } from '@/runtime/logger';
import { createTestDatabase, databaseTargets } from '../support/databases';

// The one job runner (pg-boss on the product's database): it runs a job sent to it, a job sent in a
// transaction only once that commits, and with two runners on one PostgreSQL database each job once.
const logger = createLogger('silent');
const until = async (check: () => boolean, ms = 20_000) => {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > ms) throw new Error('the job did not run in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the job runner (${target.name})`, () => {
    const open: { database: Database; jobs: Jobs[]; drop?: () => Promise<void> }[] = [];
    afterAll(async () => {
      for (const o of open) {
        for (const j of o.jobs) await j.stop().catch(() => {});
        await o.database.close().catch(() => {});
        await o.drop?.();
      }
    }, 60_000);

    async function fresh() {
      const pg = target.name === 'postgres' ? await createTestDatabase('sc_jobs') : undefined;
      const database = await openDatabase({ url: pg?.url, dataDir: 'memory://' });
      await migrateDatabase(database);
      const entry = { database, jobs: [] as Jobs[], drop: pg?.drop };
      open.push(entry);
      return entry;
    }

    it('runs a job sent to it, and one sent in a transaction only when it commits', async () => {
      const { database, jobs } = await fresh();
      const runner = await startJobRunner(database, logger);
      jobs.push(runner);
      const seen: string[] = [];
      await runner.register([
        {
          name: 'test-echo',
          prompt: true,
          handler: async (data) => {
            seen.push(String(data.word));
          },
        },
      ]);
      await runner.send('test-echo', { word: 'plain' });
      await database.db.transaction(async (tx) => {
        await runner.send('test-echo', { word: 'committed' }, { db: tx as never });
      });
      await database.db
        .transaction(async (tx) => {
          await runner.send('test-echo', { word: 'rolled back' }, { db: tx as never });
          tx.rollback();
        })
        .catch(() => {});
      await until(() => seen.length >= 2);
      await new Promise((r) => setTimeout(r, 2500));
      expect(seen.sort()).toEqual(['committed', 'plain']);
    }, 60_000);

    it('a job that fails is tried again alone: the jobs fetched with it run once', async () => {
      const { database, jobs } = await fresh();
      const runner = await startJobRunner(database, logger);
      jobs.push(runner);
      const attempts: string[] = [];
      let failedOnce = false;
      await runner.register([
        {
          name: 'test-mixed',
          prompt: true,
          retryDelaySeconds: 1,
          handler: async (data) => {
            attempts.push(String(data.n));
            if (data.n === 3 && !failedOnce) {
              failedOnce = true;
              throw new Error('the provider did not answer');
            }
          },
        },
      ]);
      for (let n = 0; n < 6; n++) await runner.send('test-mixed', { n });
      await until(() => attempts.length >= 7);
      await new Promise((r) => setTimeout(r, 2500));
      expect([...attempts].sort()).toEqual(['0', '1', '2', '3', '3', '4', '5']);
    }, 60_000);

    // Several processes share a PostgreSQL database only (PGlite is one process).
    if (target.name === 'postgres')
      it('two runners on one database run each job once', async () => {
        const { database, jobs } = await fresh();
        const runs: string[] = [];
        const [a, b] = [await startJobRunner(database, logger), await startJobRunner(database, logger)];
        jobs.push(a, b);
        for (const [runner, name] of [
          [a, 'a'],
          [b, 'b'],
        ] as const) {
          await runner.register([
            {
              name: 'test-count',
              prompt: true,
              handler: async (data) => {
                runs.push(`${name}:${String(data.n)}`);
              },
            },
          ]);
        }
        for (let n = 0; n < 20; n++) await (n % 2 ? a : b).send('test-count', { n });
        await until(() => runs.length >= 20);
        await new Promise((r) => setTimeout(r, 2500));
        const jobsRun = runs.map((r) => r.split(':')[1]).sort((x, y) => Number(x) - Number(y));
        expect(jobsRun).toEqual(Array.from({ length: 20 }, (_, n) => String(n)));
      }, 60_000);
  });
}

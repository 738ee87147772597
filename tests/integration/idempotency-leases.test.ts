// Crash-safe retries (finding 8): an Idempotency-Key's claim is a lease its process renews while the
// work runs. A process that died stops renewing, so a retry waiting on its key takes the work over
// within seconds instead of being refused for a minute; a live request that runs longer than a lease
// keeps its claim, and its retry gets its answer, the work done once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { idempotencyKeys } from '@/backend/platform/db/schema';
import { LEASE_SECONDS, requestHash, runOnce } from '@/backend/platform/idempotency';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`idempotency leases on ${target.name}`, () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(target.name, { seed: false });
    });
    afterAll(async () => {
      await backend?.stop();
    });
    const leaseOf = async (scope: string, key: string) =>
      (
        await backend.deps.db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      )[0]?.leaseUntil.getTime();

    it('a claim left by a process that died is taken over by a retry within a lease: the work is done and answered, not refused', async () => {
      const hash = requestHash(['/v1/appointment', { garage: 'KDG' }]);
      // As a process leaves its key when it dies mid-work: claimed now, status 0, never renewed.
      await backend.deps.db.insert(idempotencyKeys).values({
        scope: 'customer-1:POST /v1/appointment',
        key: 'crashed-1',
        requestHash: hash,
        status: 0,
        body: {},
        leaseUntil: sql`clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})`,
        expiresAt: sql`now() + interval '48 hours'`,
      });
      let done = 0;
      const answer = await runOnce(backend.deps.db, 'customer-1:POST /v1/appointment', 'crashed-1', hash, async () => {
        done++;
        return { status: 201, body: { data: 'made' } };
      });
      expect([answer, done]).toEqual([{ status: 201, body: { data: 'made' } }, 1]);
      // Stored: the next retry gets it without working.
      expect(
        await runOnce(backend.deps.db, 'customer-1:POST /v1/appointment', 'crashed-1', hash, async () => {
          done++;
          return { status: 500, body: null };
        }),
      ).toEqual({ status: 201, body: { data: 'made' } });
      expect(done).toBe(1);
    }, 30_000);

    it('a live request working longer than a lease keeps its claim; its retry waits and gets its answer, the work done once', async () => {
      const hash = requestHash(['/v1/appointment/1/payment', {}]);
      const scope = 'customer-2:POST /v1/appointment/{id}/payment';
      const release = Promise.withResolvers<void>();
      let done = 0;
      const first = runOnce(backend.deps.db, scope, 'slow-1', hash, async () => {
        done++;
        await release.promise;
        return { status: 200, body: { data: 'paid' } };
      });
      // Wait until the claim exists, then until its lease has been renewed past one whole lease from then.
      let initial: number | undefined;
      for (const deadline = Date.now() + 15_000; initial === undefined; await new Promise((r) => setTimeout(r, 20))) {
        if (Date.now() > deadline) throw new Error('the first request never claimed its key');
        initial = await leaseOf(scope, 'slow-1');
      }
      const retry = runOnce(backend.deps.db, scope, 'slow-1', hash, async () => {
        done++;
        return { status: 200, body: { data: 'paid twice' } };
      });
      for (
        const deadline = Date.now() + 15_000;
        ((await leaseOf(scope, 'slow-1')) ?? 0) < initial + LEASE_SECONDS * 1000;
        await new Promise((r) => setTimeout(r, 50))
      ) {
        if (Date.now() > deadline) throw new Error('the claim was not renewed while its work ran');
      }
      release.resolve();
      expect(await Promise.all([first, retry])).toEqual([
        { status: 200, body: { data: 'paid' } },
        { status: 200, body: { data: 'paid' } },
      ]);
      expect(done).toBe(1);
    }, 30_000);
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { withTransaction } from '@/backend/platform/db/transaction';
import { rowsOf } from '@/backend/platform/db/client';
import type { Db } from '@/backend/platform/db/client';
import { builtOnce } from '@/backend/platform/db/built-once';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { preparingClient } from '@/runtime/prepared-statements';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

const insert = (db: Db, contact: string, city = 'Txn') => db.insert(t.notifyRequests).values({ contact, contactKind: 'PHONE', city });
const countOf = builtOnce('count_notify_of_city', (db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.notifyRequests)
    .where(eq(t.notifyRequests.city, sql.placeholder('city'))),
);
const count = async (db: Db, city = 'Txn') => (await db.select().from(t.notifyRequests).where(eq(t.notifyRequests.city, city))).length;

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`transactions on ${target.name}`, () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(target.name, { seed: false });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('writes all or nothing: a failure after two writes leaves neither', async () => {
      const db = backend.database.db;
      await expect(
        withTransaction(db, async (tx) => {
          await insert(tx, '9000000001');
          await insert(tx, '9000000002');
          throw new Error('the third step failed');
        }),
      ).rejects.toThrow('the third step failed');
      expect(await count(db)).toBe(0);
    });

    it('a service called inside a transaction writes within it: the outer failure undoes its writes too', async () => {
      const db = backend.database.db;
      const writeTwo = (handle: Db) =>
        withTransaction(handle, async (tx) => {
          await insert(tx, '9000000003');
          await insert(tx, '9000000004');
        });
      await expect(
        withTransaction(db, async (tx) => {
          await writeTwo(tx);
          expect(await count(tx)).toBe(2);
          throw new Error('the outer step failed');
        }),
      ).rejects.toThrow('the outer step failed');
      expect(await count(db)).toBe(0);
      await withTransaction(db, (tx) => writeTwo(tx));
      expect(await count(db)).toBe(2);
    });

    it("a query built once runs on the pool and inside a transaction, on the transaction's own connection", async () => {
      const db = backend.database.db;
      await insert(db, '9000000005', 'Built');
      const seen = async (handle: Db, city: string) => Number((await countOf(handle, { city }))[0]!.n);
      expect(await seen(db, 'Built')).toBe(1);
      expect(await seen(db, 'Elsewhere')).toBe(0);
      await expect(
        withTransaction(db, async (tx) => {
          await insert(tx, '9000000006', 'Built');
          // The row written in the transaction is seen through it (on PGlite, one connection, a query
          // outside the transaction would wait for it to end) and, on PostgreSQL, not yet outside it.
          expect(await seen(tx, 'Built')).toBe(2);
          if (target.name === 'postgres') expect(await seen(db, 'Built')).toBe(1);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect(await seen(db, 'Built')).toBe(1);
    });

    it.skipIf(target.name !== 'postgres')(
      'prepares a statement once per connection and reuses it (one round trip instead of two parses)',
      async () => {
        const db = backend.database.db;
        const prepared = async (tx: Db) =>
          rowsOf<{ statement: string }>(await tx.execute(sql`select statement from pg_prepared_statements`)).map((r) => r.statement);
        await withTransaction(db, async (tx) => {
          await count(tx);
          await count(tx);
          const statements = (await prepared(tx)).filter((s) => s.startsWith('select "id"') && s.includes('from "notify_requests"'));
          // The same select, asked twice on this connection, is one named statement.
          expect(statements).toHaveLength(1);
          expect(statements[0]).toMatch(/^select .* from "notify_requests" where "notify_requests"\."city" = \$1$/);
          // A nested transaction (a savepoint) keeps preparing.
          await tx.transaction(async (inner) => {
            await inner.select().from(t.garages).where(eq(t.garages.code, 'none'));
          });
          expect((await prepared(tx)).some((s) => s.includes('from "garages"'))).toBe(true);
        });
      },
    );

    describe.skipIf(target.name !== 'postgres')('a transaction on a connection of its own', () => {
      // A pipeline of zero puts every BEGIN at postgres.js's pipeline boundary, where its own
      // `begin` sends BEGIN without reserving the connection (porsager/postgres#823).
      const openClient = () => postgres(backend.databaseUrl!, { max: 2, onnotice: () => {}, ...({ max_pipeline: 0 } as object) });

      it("postgres.js's own begin fails at the pipeline boundary (why the product reserves a connection first)", async () => {
        const raw = openClient();
        try {
          await expect(raw.begin((tx) => tx`select 1`)).rejects.toMatchObject({ code: 'UNSAFE_TRANSACTION' });
        } finally {
          await raw.end({ timeout: 1 });
        }
      });

      it('commits, rolls back and nests at that boundary, with 30 transactions at once on 2 connections', async () => {
        const raw = openClient();
        const db = drizzle(preparingClient(raw), { schema: t }) as unknown as Db;
        try {
          await Promise.all(
            Array.from({ length: 30 }, (_, i) => [
              withTransaction(db, async (tx) => {
                await insert(tx, `91000000${String(i).padStart(2, '0')}`, 'Reserved');
              }),
              db.select().from(t.garages).limit(1), // other work on the pool meanwhile
            ]).flat(),
          );
          expect(await count(db, 'Reserved')).toBe(30);
          await expect(
            withTransaction(db, async (tx) => {
              await insert(tx, '9100000099', 'Reserved');
              await tx.transaction(async (inner) => {
                await insert(inner as unknown as Db, '9100000098', 'Reserved');
              });
              throw new Error('undo all');
            }),
          ).rejects.toThrow('undo all');
          // A nested transaction that fails is undone alone.
          await withTransaction(db, async (tx) => {
            await insert(tx, '9100000097', 'Reserved');
            await tx
              .transaction(async (inner) => {
                await insert(inner as unknown as Db, '9100000096', 'Reserved');
                throw new Error('inner');
              })
              .catch(() => {});
          });
          expect(await count(db, 'Reserved')).toBe(31);
        } finally {
          await raw.end({ timeout: 1 });
        }
      });

      it('a statement error swallowed inside the transaction still fails it, and nothing of it stays', async () => {
        const raw = openClient();
        const db = drizzle(preparingClient(raw), { schema: t }) as unknown as Db;
        try {
          await expect(
            withTransaction(db, async (tx) => {
              await insert(tx, '9100000095', 'Swallowed');
              await tx.execute(sql`select 1/0`).catch(() => {});
            }),
          ).rejects.toThrow();
          expect(await count(db, 'Swallowed')).toBe(0);
        } finally {
          await raw.end({ timeout: 1 });
        }
      });
    });
  });
}

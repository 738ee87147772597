import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { withTransaction } from '@/backend/platform/db/transaction';
import { rowsOf } from '@/backend/platform/db/client';
import type { Db } from '@/backend/platform/db/client';
import { builtOnce } from '@/backend/platform/db/built-once';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

const insert = (db: Db, contact: string, city = 'Txn') => db.insert(t.notifyRequests).values({ contact, contactKind: 'PHONE', city });
const countOf = builtOnce('count_notify_of_city', (db) => db.select({ n: sql<number>`count(*)::int` }).from(t.notifyRequests).where(eq(t.notifyRequests.city, sql.placeholder('city'))));
const count = async (db: Db) => (await db.select().from(t.notifyRequests).where(eq(t.notifyRequests.city, 'Txn'))).length;

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`transactions on ${target.name}`, () => {
    let backend: TestBackend;
    beforeAll(async () => { backend = await startTestBackend(target.name, { seed: false }); });
    afterAll(async () => { await backend?.stop(); });

    it('writes all or nothing: a failure after two writes leaves neither', async () => {
      const db = backend.database.db;
      await expect(withTransaction(db, async (tx) => {
        await insert(tx, '9000000001');
        await insert(tx, '9000000002');
        throw new Error('the third step failed');
      })).rejects.toThrow('the third step failed');
      expect(await count(db)).toBe(0);
    });

    it('a service called inside a transaction writes within it: the outer failure undoes its writes too', async () => {
      const db = backend.database.db;
      const writeTwo = (handle: Db) => withTransaction(handle, async (tx) => { await insert(tx, '9000000003'); await insert(tx, '9000000004'); });
      await expect(withTransaction(db, async (tx) => {
        await writeTwo(tx);
        expect(await count(tx)).toBe(2);
        throw new Error('the outer step failed');
      })).rejects.toThrow('the outer step failed');
      expect(await count(db)).toBe(0);
      await withTransaction(db, (tx) => writeTwo(tx));
      expect(await count(db)).toBe(2);
    });

    it('a query built once runs on the pool and inside a transaction, on the transaction\'s own connection', async () => {
      const db = backend.database.db;
      await insert(db, '9000000005', 'Built');
      const seen = async (handle: Db, city: string) => Number((await countOf(handle, { city }))[0]!.n);
      expect(await seen(db, 'Built')).toBe(1);
      expect(await seen(db, 'Elsewhere')).toBe(0);
      await expect(withTransaction(db, async (tx) => {
        await insert(tx, '9000000006', 'Built');
        // The row written in the transaction is seen through it (on PGlite, one connection, a query
        // outside the transaction would wait for it to end) and, on PostgreSQL, not yet outside it.
        expect(await seen(tx, 'Built')).toBe(2);
        if (target.name === 'postgres') expect(await seen(db, 'Built')).toBe(1);
        throw new Error('undo');
      })).rejects.toThrow('undo');
      expect(await seen(db, 'Built')).toBe(1);
    });

    it.skipIf(target.name !== 'postgres')('prepares a statement once per connection and reuses it (one round trip instead of two parses)', async () => {
      const db = backend.database.db;
      const prepared = async (tx: Db) => rowsOf<{ statement: string }>(await tx.execute(sql`select statement from pg_prepared_statements`)).map((r) => r.statement);
      await withTransaction(db, async (tx) => {
        await count(tx);
        await count(tx);
        const statements = (await prepared(tx)).filter((s) => s.startsWith('select "id"') && s.includes('from "notify_requests"'));
        // The same select, asked twice on this connection, is one named statement.
        expect(statements).toHaveLength(1);
        expect(statements[0]).toMatch(/^select .* from "notify_requests" where "notify_requests"\."city" = \$1$/);
        // A nested transaction (a savepoint) keeps preparing.
        await tx.transaction(async (inner) => { await inner.select().from(t.garages).where(eq(t.garages.code, 'none')); });
        expect((await prepared(tx)).some((s) => s.includes('from "garages"'))).toBe(true);
      });
    });
  });
}

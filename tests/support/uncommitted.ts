// Races that only two connections can produce, made to happen every time (PostgreSQL only): another
// connection makes a change and holds it uncommitted while the request runs, so the request's reads
// do not see it; the change commits once the request's write is seen waiting on it (a lock wait in
// pg_stat_activity). A request that never waits did not take the race's path, and the helper says so.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/backend/platform/db/client';
import { withTransaction } from '@/backend/platform/db/transaction';

/** Whether some session of this database is waiting on a lock. */
async function someoneWaits(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`),
  );
  return (row?.n ?? 0) > 0;
}

/** Runs `request` while `change` is made and held uncommitted by another connection; commits it once the request waits on it. */
export async function whileUncommitted<T>(
  db: Db,
  change: (tx: Db) => Promise<unknown>,
  request: () => Promise<T>,
  timeoutMs = 5_000,
): Promise<T> {
  const made = Promise.withResolvers<void>();
  const committed = Promise.withResolvers<void>();
  const other = withTransaction(db, async (tx) => {
    await change(tx);
    made.resolve();
    await committed.promise;
  });
  // A change that fails ends the wait for it with its own error.
  await Promise.race([made.promise, other]);
  const answer = request();
  answer.catch(() => {}); // awaited below; not an unhandled rejection while this waits
  try {
    for (const started = Date.now(); !(await someoneWaits(db)); ) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`the request did not wait on the uncommitted change within ${timeoutMs} ms, so it did not take the race's path`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    committed.resolve();
    await other;
  }
  return answer;
}

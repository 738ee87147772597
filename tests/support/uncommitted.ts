// Races that only two connections can produce, made to happen every time (PostgreSQL only): another
// connection makes a change and holds it uncommitted while the request runs, so the request's reads
// do not see it, and its write waits on the same row or index; then the change commits.
import type { Db } from '@/backend/platform/db/client';

/** Runs `request` while `change` is made and not yet committed by another connection; commits it after `waitMs`. */
export async function whileUncommitted<T>(db: Db, change: (tx: Db) => Promise<unknown>, request: () => Promise<T>, waitMs = 700): Promise<T> {
  let commit!: () => void;
  const committed = new Promise<void>((resolve) => { commit = resolve; });
  let made!: () => void;
  const isMade = new Promise<void>((resolve) => { made = resolve; });
  const other = db.transaction(async (tx) => {
    await change(tx as unknown as Db);
    made();
    await committed;
  });
  await isMade;
  const answer = request();
  // Time for the request to pass its reads and wait on the held row or index.
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  commit();
  await other;
  return answer;
}

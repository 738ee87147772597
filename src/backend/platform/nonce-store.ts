// The signed internal API's nonces in the database, so that a request replayed to another backend
// process behind the load balancer is refused there too (a process's memory would accept it).
import { lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { internalNonces } from './db/schema';
import type { NonceStore } from './signed-access';

export function databaseNonces(db: Db): NonceStore {
  return {
    async firstUse(nonce, ttlMs) {
      const inserted = await db
        .insert(internalNonces)
        .values({ nonce, expiresAt: sql`now() + make_interval(secs => ${ttlMs / 1000})` })
        .onConflictDoNothing()
        .returning({ nonce: internalNonces.nonce });
      return inserted.length === 1;
    },
  };
}

/** The job: forgets nonces whose signatures could no longer be accepted. */
export async function forgetOldNonces(db: Db): Promise<void> {
  await db.delete(internalNonces).where(lt(internalNonces.expiresAt, sql`now()`));
}

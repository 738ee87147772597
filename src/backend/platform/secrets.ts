import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { appMeta } from './db/schema';

const CODE_KEY = 'sign_in_code_key';

/**
 * The key of the sign-in codes' keyed hash: SIGN_IN_CODE_KEY when set (several deployments sharing
 * one database must share it), else a random 256-bit key made once and kept in this database, so the
 * embedded default needs no setting and a code sent before a restart still works after it.
 */
export async function loadCodeKey(db: Db, fromEnv?: string): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  await db
    .insert(appMeta)
    .values({ key: CODE_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, CODE_KEY));
  return Buffer.from(row!.value, 'base64url');
}

// The signed internal API's nonces are shared by every backend process (finding 9): a request signed
// once and accepted by one process is refused when replayed to another, because both remember nonces
// in the database. Two connections to one database stand for the two processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { migrateDatabase, openDatabase, type Database } from '@/backend/platform/db/client';
import { createSignedAccess } from '@/backend/platform/signed-access';
import { databaseNonces, forgetOldNonces } from '@/backend/platform/nonce-store';
import { internalNonces } from '@/backend/platform/db/schema';

const SECRET = 'split-deployment-secret-0123';
const ANONYMOUS = Buffer.from(JSON.stringify({ kind: 'anonymous' })).toString('base64url');
/** A GET signed as docs/decisions/008 writes it out. */
function signedGet(url: string, nonce = randomBytes(16).toString('hex')): Request {
  const at = String(Date.now());
  const text = ['GET', new URL(url).pathname, '', createHash('sha256').update('').digest('hex'), ANONYMOUS, at, nonce].join('\n');
  return new Request(url, {
    headers: {
      'x-internal-actor': ANONYMOUS,
      'x-internal-timestamp': at,
      'x-internal-nonce': nonce,
      'x-internal-signature': createHmac('sha256', SECRET).update(text).digest('hex'),
    },
  });
}

describe.skipIf(!(await postgresReachable()))('nonces shared by two backend processes (PostgreSQL)', () => {
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    pg = await createTestDatabase('sc_nonce');
    first = await openDatabase({ url: pg.url, dataDir: 'unused' });
    await migrateDatabase(first);
    second = await openDatabase({ url: pg.url, dataDir: 'unused' });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await pg?.drop();
  });

  it('a request accepted by one process is refused replayed to the other; a fresh nonce is taken by either', async () => {
    const one = createSignedAccess(SECRET, databaseNonces(first.db));
    const other = createSignedAccess(SECRET, databaseNonces(second.db));
    const nonce = 'a1'.repeat(16);
    expect(await one(signedGet('http://backend:4321/v1/health', nonce))).toEqual({ ok: true, actor: { kind: 'anonymous' } });
    expect(await other(signedGet('http://backend:4321/v1/health', nonce))).toEqual({ ok: false, reason: 'replayed' });
    expect(await other(signedGet('http://backend:4321/v1/health'))).toEqual({ ok: true, actor: { kind: 'anonymous' } });
  });

  it('nonces are forgotten once past their time, not before', async () => {
    await first.db.insert(internalNonces).values([
      { nonce: 'old'.padEnd(32, '0'), expiresAt: sql`now() - interval '1 second'` },
      { nonce: 'new'.padEnd(32, '0'), expiresAt: sql`now() + interval '1 minute'` },
    ]);
    await forgetOldNonces(first.db);
    const left = (await first.db.select().from(internalNonces)).map((n) => n.nonce);
    expect(left).toContain('new'.padEnd(32, '0'));
    expect(left).not.toContain('old'.padEnd(32, '0'));
  });
});

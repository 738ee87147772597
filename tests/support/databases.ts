import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { databaseUrl, seededTemplate } from './postgres-template';

/** CI sets CI to something (true, 1, yes…); any non-empty value but false or 0 counts. */
export function isCI(): boolean {
  const value = (process.env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let reachable: Promise<boolean> | undefined;
/** Whether the local PostgreSQL answers; in CI it must. */
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const sql = postgres(POSTGRES_ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await sql`select 1`;
      return true;
    } catch {
      if (isCI()) throw new Error(`PostgreSQL at ${POSTGRES_ADMIN_URL} does not answer; CI runs every database test on it`);
      process.stderr.write(
        `\n!!! PostgreSQL at ${POSTGRES_ADMIN_URL} does not answer: the PostgreSQL suites are SKIPPED on this machine (CI would fail). Start it to run them.\n\n`,
      );
      return false;
    } finally {
      await sql.end({ timeout: 1 });
    }
  })();
  return reachable;
}

/**
 * A fresh PostgreSQL database for one suite, empty or (`seeded`) a copy of the migrated, seeded
 * template (tests/support/postgres-template.ts); `drop` removes it.
 */
export async function createTestDatabase(
  prefix = 'sc_test',
  options: { seeded?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = options.seeded ? await seededTemplate(POSTGRES_ADMIN_URL) : undefined;
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(POSTGRES_ADMIN_URL, name),
    async drop() {
      const sql = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists "${name}" with (force)`);
      await sql.end();
    },
  };
}

export type DatabaseTarget = { name: 'pglite' | 'postgres'; available: boolean };

/** The databases every database suite runs on: PGlite always, PostgreSQL when it answers (always in CI). */
export async function databaseTargets(): Promise<DatabaseTarget[]> {
  // Mutation runs (npm run mutate) kill mutants on PGlite alone: the rules are the same on both.
  if (process.env.MUTATE) return [{ name: 'pglite', available: true }];
  return [
    { name: 'pglite', available: true },
    { name: 'postgres', available: await postgresReachable() },
  ];
}

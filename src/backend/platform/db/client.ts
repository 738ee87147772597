import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { preparingClient } from '@/runtime/prepared-statements';
import { projectRoot } from '@/runtime/project-root';

/**
 * The database, without drizzle's relational query builders: nothing reads `db.query`, and with a
 * schema drizzle builds one for every table on every transaction (1–2 % of a booking's CPU).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite), for the job runner to share. */
  pglite?: import('@electric-sql/pglite').PGlite;
  /** The server's address (PostgreSQL), for the job runner's own connections. */
  url?: string;
  /** Runs `work` alone across every process sharing this database (migrations, seed). */
  exclusively<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it an embedded PGlite database is used. */
  url?: string;
  /** Where PGlite keeps its files; 'memory://' keeps nothing. */
  dataDir: string;
  poolMax?: number;
  /** A statement running longer is cancelled by the database (answered 503). */
  statementTimeoutMs?: number;
  /** PGlite only: a dumped data directory to start from (the tests' migrated and seeded copy). */
  image?: Blob;
}

export const MIGRATIONS_DIR = path.join(projectRoot(), 'drizzle');
const LOCK_KEY = 48151623;

/** Opens the database: PostgreSQL when a URL is given, embedded PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const timeout = options.statementTimeoutMs ?? 5000;
  return options.url ? openPostgres(options.url, options.poolMax ?? 10, timeout) : openPglite(options.dataDir, timeout, options.image);
}

async function openPglite(dataDir: string, statementTimeoutMs: number, image?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite');
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location, image ? { loadDataDir: image } : {});
  await client.exec(`SET statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // PGlite is one connection in this process: statements already run one at a time.
    exclusively: (work) => work(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolMax: number, statementTimeoutMs: number): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  // A server that does not answer fails the connection in 5 s; a statement stuck behind a lock is
  // cancelled by PostgreSQL after statementTimeoutMs. Both become 503 UNAVAILABLE.
  const client = postgres(url, {
    max: poolMax,
    onnotice: () => {},
    connect_timeout: 5,
    connection: { statement_timeout: statementTimeoutMs },
    // Reconnecting waits at most a second: the driver's own backoff grows with every failed attempt
    // to 20 s, so after an outage of a few seconds requests kept failing long after the server was back.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
  });
  const db = drizzle(preparingClient(client)) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    async exclusively(work) {
      // One dedicated connection holds a session lock, so that several processes starting
      // together migrate and seed once.
      const lockClient = postgres(url, { max: 1, onnotice: () => {} });
      const lockDb = drizzle(lockClient) as unknown as Db;
      try {
        await lockDb.execute(sql`select pg_advisory_lock(${LOCK_KEY})`);
        return await work(lockDb);
      } finally {
        await lockDb.execute(sql`select pg_advisory_unlock(${LOCK_KEY})`).catch(() => {});
        await lockClient.end({ timeout: 5 });
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Applies pending SQL migrations from ./drizzle. */
export async function migrateDatabase(database: Database, db: Db = database.db): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(db as never, config);
  }
}

interface Journal {
  entries: { idx: number; tag: string }[];
}
let journal: Journal | undefined;

/** The tag of the newest migration applied (e.g. '0000_initial'), or null before any. */
export async function readMigrationVersion(db: Db): Promise<string | null> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const applied = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  if (applied === 0) return null;
  journal ??= JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries[applied - 1]?.tag ?? `${applied}`;
}

/** The rows of a raw `db.execute` answer, whichever driver produced it. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

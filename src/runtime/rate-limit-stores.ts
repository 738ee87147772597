import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { batchWhileBusy } from '@/lib/batch-while-busy';

/**
 * Where rate-limit counters live. Loaded only when Redis or PostgreSQL is configured, so that the
 * memory default does not load ioredis or a second PostgreSQL client.
 */
export interface RateLimitStore {
  /** The library's limiter of one rule (memory, Redis); keys are `${keyPrefix}:${key}`. A store without it counts with consumeMany and peek. */
  limiter?(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract;
  /**
   * Settles when the store can take counts (Redis connected, the PostgreSQL table there); rejects
   * when it cannot now. Cheap to call on every request.
   */
  prepare(): Promise<void>;
  close(): Promise<void>;
  /**
   * Counts one request against several counters in one round trip, where the store can (PostgreSQL:
   * one statement). Keys are whole (`${keyPrefix}:${key}`, as the limiters store them, so both ways
   * share one count). Answers each counter's points consumed and the time left in its window.
   */
  consumeMany?(
    counters: readonly { key: string; durationSeconds: number }[],
  ): Promise<{ key: string; consumed: number; msBeforeNext: number }[]>;
  /** A whole key's points consumed in its current window and the time left in it, without counting; null when it has none. */
  peek?(key: string): Promise<{ consumed: number; msBeforeNext: number } | null>;
}

/** Errors the connection reports by itself (Redis reconnecting); the caller logs them sparingly. */
export type StoreTrouble = (error: unknown) => void;

/**
 * Redis through ioredis and RateLimiterRedis (atomic: one Lua script a count). The offline queue
 * is off, as the library advises: while Redis is away a count fails at once instead of waiting.
 */
export async function openRedisStore(url: string, onTrouble: StoreTrouble): Promise<RateLimitStore> {
  const [{ Redis }, { RateLimiterRedis }] = await Promise.all([import('ioredis'), import('rate-limiter-flexible')]);
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    connectionName: 'rate-limit',
    // Counts made in the same tick (a write's per-request and per-write rules) go in one write to Redis.
    enableAutoPipelining: true,
  });
  client.on('error', onTrouble);
  // Until Redis answers the first time (or fails to), counts wait for it; afterwards they do not.
  const firstContact = new Promise<void>((resolve, reject) => {
    if (client.status === 'ready') return resolve();
    const onReady = () => {
      client.off('error', onError);
      resolve();
    };
    const onError = (error: unknown) => {
      client.off('ready', onReady);
      reject(error);
    };
    client.once('ready', onReady);
    client.once('error', onError);
  });
  firstContact.catch(() => {});
  return {
    limiter: ({ keyPrefix, points, duration }) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix,
        points,
        duration,
        rejectIfRedisNotReady: true,
      }),
    async prepare() {
      if (client.status === 'ready') return;
      await firstContact;
      if ((client.status as string) !== 'ready') throw new Error(`Redis is not connected (${client.status})`);
    },
    async close() {
      client.off('error', onTrouble);
      client.on('error', () => {});
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

const CLEAR_EVERY_MS = 5 * 60_000;
const EXPIRED_KEPT_MS = 60 * 60_000;

/** The one table of counters in PostgreSQL, shared by every rule (the keys carry the rule's name). */
export const RATE_LIMIT_TABLE = 'rate_limit_counters';

/**
 * PostgreSQL, on a small client of the `postgres` package the product already uses: a count is the
 * statement of the library's atomic PostgreSQL stores (one INSERT … ON CONFLICT DO UPDATE …
 * RETURNING), for every rule of a request at once and prepared once. The library's own stores
 * would need the `pg` driver (RateLimiterPostgres) or build a Drizzle statement on every count
 * (RateLimiterDrizzle, a fifth of a small request's CPU). The table is created here, as
 * RateLimiterPostgres does for itself, so that it needs no migration.
 */
export async function openPostgresStore(
  url: string,
  options: { statementTimeoutMs: number; clearEveryMs?: number },
): Promise<RateLimitStore> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, {
    max: 4,
    connect_timeout: 5,
    idle_timeout: 60,
    onnotice: () => {},
    // A count need not wait for the disk: the worst a crash can do is forget the last moment's counts.
    connection: { application_name: 'rate-limit', statement_timeout: options.statementTimeoutMs, synchronous_commit: 'off' },
  });

  let tableReady: Promise<void> | undefined;
  let failedAt = 0;
  let lastFailure: unknown;
  const createTable = async () => {
    const statement = `create unlogged table if not exists "${RATE_LIMIT_TABLE}" (key text primary key, points integer not null, expire timestamptz)`;
    try {
      await sql.unsafe(statement);
    } catch (error) {
      // Processes starting together race on CREATE TABLE IF NOT EXISTS; the loser sees one of these.
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '42P07') throw error;
      await sql.unsafe(statement);
    }
    // A table made before counts were unlogged becomes so (counts are worth no disk write).
    const [made] = await sql<
      { persistence: string }[]
    >`select relpersistence as persistence from pg_class where oid = ${RATE_LIMIT_TABLE}::regclass`;
    if (made?.persistence === 'p') await sql.unsafe(`alter table "${RATE_LIMIT_TABLE}" set unlogged`);
  };

  // One table for all rules: rows whose window ended an hour ago go every 5 minutes, as the
  // library's limiter would clear them (counts go through consumeMany, so no limiter may exist).
  let clearing: NodeJS.Timeout | undefined;
  const clearExpiredRows = () => {
    clearing = setTimeout(() => {
      sql`delete from ${sql(RATE_LIMIT_TABLE)} where expire < ${new Date(Date.now() - EXPIRED_KEPT_MS).toISOString()}::timestamptz`
        .catch(() => {
          /* the next round tries again */
        })
        .finally(() => {
          if (clearing) clearExpiredRows();
        });
    }, options.clearEveryMs ?? CLEAR_EVERY_MS);
    clearing.unref();
  };
  const msLeft = (expire: Date | string | null) => (expire ? Math.max(new Date(expire).getTime() - Date.now(), 0) : -1);
  type Counters = readonly { key: string; durationSeconds: number }[];
  type Answers = { key: string; consumed: number; msBeforeNext: number }[];
  // Counts that arrive while one statement is on its way go together in the next (decision 067):
  // under load a statement carries several requests' counts instead of one each, and a request that
  // finds none in flight is counted at once.
  const countTogether = batchWhileBusy<Counters, Answers>(
    async (requests) => {
      // One INSERT … ON CONFLICT, as RateLimiterDrizzle's upsert does for one counter (a window that
      // has run out starts again), adding each key's counts of the whole batch; keys in one order, so
      // two statements never wait on each other's rows crosswise.
      const now = new Date();
      const at = now.toISOString();
      const counts = new Map<string, { n: number; expire: string }>();
      for (const counters of requests)
        for (const { key, durationSeconds } of counters) {
          const count = counts.get(key);
          if (count) count.n++;
          else counts.set(key, { n: 1, expire: new Date(now.getTime() + durationSeconds * 1000).toISOString() });
        }
      const keys = [...counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const ns = keys.map((k) => counts.get(k)!.n);
      const expires = keys.map((k) => counts.get(k)!.expire);
      const rows = await sql<{ key: string; points: number; expire: Date | null }[]>`
        insert into ${sql(RATE_LIMIT_TABLE)} as c (key, points, expire)
        select k, n, e::timestamptz from unnest(${keys}::text[], ${ns}::int[], ${expires}::text[]) as t(k, n, e)
        on conflict (key) do update set
          points = case when c.expire <= ${at}::timestamptz then excluded.points else c.points + excluded.points end,
          expire = case when c.expire <= ${at}::timestamptz then excluded.expire else c.expire end
        returning key, points, expire`;
      const answered = new Map(rows.map((row) => [row.key, row]));
      // The k-th of a key's n counts in the batch (in the order they came) used points − n + k.
      const counted = new Map<string, number>();
      return requests.map((counters) =>
        counters.map(({ key }) => {
          const row = answered.get(key);
          const k = (counted.get(key) ?? 0) + 1;
          counted.set(key, k);
          return { key, consumed: row ? row.points - counts.get(key)!.n + k : k, msBeforeNext: msLeft(row?.expire ?? null) };
        }),
      );
    },
    { inFlight: 1, maxItems: 200 },
  );
  return {
    consumeMany: countTogether,
    async peek(key) {
      // A window that has run out counts as none, as the next count starts it again.
      const [row] = await sql<{ points: number; expire: Date | null }[]>`
        select points, expire from ${sql(RATE_LIMIT_TABLE)} where key = ${key} and (expire is null or expire > ${new Date().toISOString()}::timestamptz)`;
      return row ? { consumed: row.points, msBeforeNext: msLeft(row.expire) } : null;
    },
    async prepare() {
      if (!tableReady) {
        // After a failure, try again at most every 5 s; meanwhile fail at once.
        if (Date.now() - failedAt < 5000) throw lastFailure;
        tableReady = createTable().then(
          () => {
            if (!clearing) clearExpiredRows();
          },
          (error: unknown) => {
            tableReady = undefined;
            failedAt = Date.now();
            lastFailure = error;
            throw error;
          },
        );
      }
      await tableReady;
    },
    async close() {
      clearTimeout(clearing);
      clearing = undefined;
      await sql.end({ timeout: 1 });
    },
  };
}

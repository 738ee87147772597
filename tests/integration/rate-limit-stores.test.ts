import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/runtime/logger';
import { createRateLimits, type RateLimitDecision, type RateLimits } from '@/runtime/rate-limit';
import { openPostgresStore, type RateLimitStore } from '@/runtime/rate-limit-stores';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { REDIS_URL, redisReachable } from '../support/redis';

// The shared stores: the same checks as tests/unit/rate-limit.test.ts on the memory store, against
// Redis and a fresh PostgreSQL database, plus two instances (two processes) sharing one count.

const RULES = {
  three: { points: 3, durationSeconds: 2 },
  short: { points: 2, durationSeconds: 1 },
  ten: { points: 10, durationSeconds: 60 },
  contact: { points: 5, durationSeconds: 60, hashKey: true },
} as const;
type Rule = keyof typeof RULES;

const quiet = createLogger('silent');
const runPrefix = () => `rltest-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StoreUnderTest {
  connection: { redisUrl?: string; databaseUrl?: string };
  /** Every key stored for this prefix. */
  storedKeys(prefix: string): Promise<string[]>;
  /** Removes what the suite stored under its prefix (all prefixes here start with it). */
  teardown(prefix: string): Promise<void>;
}

function storeSuite(kind: 'redis' | 'postgres', available: boolean, setup: () => Promise<StoreUnderTest>) {
  describe.skipIf(!available)(`rate limits in ${kind}`, () => {
    let store: StoreUnderTest;
    const prefix = runPrefix();
    const opened: RateLimits<Rule>[] = [];
    const limits = (options: { factor?: number; prefix?: string } = {}) => {
      const made = createRateLimits({
        ...store.connection,
        redisKeyPrefix: options.prefix ?? prefix,
        factor: options.factor ?? 1,
        logger: quiet,
        rules: RULES,
        storeTimeoutMs: 5000,
      });
      opened.push(made);
      return made;
    };
    let n = 0;
    /** A key no other test uses. */
    const freshKey = () => `203.0.113.${++n}`;
    const times = async (made: RateLimits<Rule>, rule: Rule, count: number, key: string) => {
      const decisions: RateLimitDecision[] = [];
      for (let i = 0; i < count; i++) decisions.push(await made.consume(rule, key));
      return decisions;
    };

    beforeAll(async () => {
      store = await setup();
    });
    afterAll(async () => {
      await Promise.all(opened.map((made) => made.close()));
      await store?.teardown(prefix);
    });

    it(`is chosen and answers`, async () => {
      const made = limits();
      expect(made.store).toBe(kind);
      expect(await made.ready()).toBe(true);
    });

    it('a rule of N points allows N requests and refuses the next, saying when to retry', async () => {
      const made = limits();
      const key = freshKey();
      const decisions = await times(made, 'three', 4, key);
      expect(decisions.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      const refused = decisions[3]!;
      expect(refused.ok).toBe(false);
      if (refused.ok) return;
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2);
    });

    it('peek tells whether points are left without counting: ok with none and one of two points used and for another key, refused with both used and says the wait, ok again once the window ended', async () => {
      const made = limits();
      const key = freshKey();
      expect(await made.peek('short', key)).toEqual({ ok: true });
      await times(made, 'short', 1, key);
      expect(await made.peek('short', key)).toEqual({ ok: true });
      expect(await made.peek('short', key)).toEqual({ ok: true });
      await times(made, 'short', 1, key);
      const refused = await made.peek('short', key);
      expect(refused).toEqual({ ok: false, retryAfterSeconds: 1 });
      expect(await made.peek('short', freshKey())).toEqual({ ok: true });
      // Peeking counted nothing: the second count was the rule's last point, the third is refused.
      expect((await made.consume('short', key)).ok).toBe(false);
      await sleep(1100);
      expect(await made.peek('short', key)).toEqual({ ok: true });
      // A hashed rule's key is peeked under its hash, as it is counted.
      const contact = `asha${n}@example.in`;
      await times(made, 'contact', 5, contact);
      expect((await made.peek('contact', contact)).ok).toBe(false);
      expect(await made.peek('contact', `ravi${n}@example.in`)).toEqual({ ok: true });
    });

    it('the count starts again when the duration has passed', async () => {
      const made = limits();
      const key = freshKey();
      expect((await times(made, 'short', 3, key)).map((d) => d.ok)).toEqual([true, true, false]);
      await sleep(1100);
      expect((await times(made, 'short', 3, key)).map((d) => d.ok)).toEqual([true, true, false]);
    });

    it('factor 2 doubles every rule', async () => {
      const made = limits({ factor: 2 });
      const decisions = await times(made, 'three', 7, freshKey());
      expect(decisions.map((d) => d.ok)).toEqual([true, true, true, true, true, true, false]);
    });

    it('factor 0 never refuses', async () => {
      const made = limits({ factor: 0 });
      const decisions = await times(made, 'short', 20, freshKey());
      expect(decisions.every((d) => d.ok)).toBe(true);
    });

    it('different keys, rules and prefixes count apart', async () => {
      const made = limits();
      const key = freshKey();
      await times(made, 'three', 3, key);
      expect((await made.consume('three', key)).ok).toBe(false);
      expect(await made.consume('three', freshKey())).toEqual({ ok: true });
      expect(await made.consume('ten', key)).toEqual({ ok: true });
      expect(await limits({ prefix: `${prefix}-other` }).consume('three', key)).toEqual({ ok: true });
    });

    it('two instances on one store (two processes) share one count', async () => {
      const first = limits();
      const second = limits();
      const key = freshKey();
      expect(await first.consume('three', key)).toEqual({ ok: true });
      expect(await second.consume('three', key)).toEqual({ ok: true });
      expect(await first.consume('three', key)).toEqual({ ok: true });
      expect((await second.consume('three', key)).ok).toBe(false);
      expect((await first.consume('three', key)).ok).toBe(false);
    });

    it('counts atomically: of 30 requests at once through two instances, exactly 10 pass', async () => {
      const first = limits();
      const second = limits();
      await Promise.all([first.ready(), second.ready()]);
      const key = freshKey();
      const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).consume('ten', key)));
      expect(decisions.filter((d) => d.ok)).toHaveLength(10);
    });

    it('several rules at once (a write counts per request and per write) share the counters of one rule at a time', async () => {
      const made = limits();
      const key = freshKey();
      const both = () => made.consumeAll(['three', 'ten'], key);
      expect([await both(), await both(), await both()]).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      const refused = await both();
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2);
      // 4 of 10 used on 'ten', 4 of 3 on 'three': one at a time sees the same counts.
      expect(await made.consume('ten', key)).toEqual({ ok: true });
      expect((await made.consume('three', key)).ok).toBe(false);
      const keys = (await store.storedKeys(prefix)).filter((k) => k.endsWith(`:${key}`)).sort();
      expect(keys).toEqual([`${prefix}:rate-limit:ten:${key}`, `${prefix}:rate-limit:three:${key}`]);
    });

    it('several rules at once count atomically: of 30 requests at once through two instances, exactly 3 pass a rule of 3', async () => {
      const first = limits();
      const second = limits();
      await Promise.all([first.ready(), second.ready()]);
      const key = freshKey();
      const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).consumeAll(['ten', 'three'], key)));
      expect(decisions.filter((d) => d.ok)).toHaveLength(3);
      // Every request was counted on both rules, refused or not.
      expect((await first.consume('ten', key)).ok).toBe(false);
    });

    it('keys start with the prefix and the rule; contacts are stored hashed', async () => {
      const keyPrefix = `${prefix}-keys`;
      const made = limits({ prefix: keyPrefix });
      await made.consume('three', '203.0.113.250');
      await made.consume('contact', '9876543210');
      await made.consume('contact', 'someone@example.com');
      const keys = (await store.storedKeys(keyPrefix)).sort();
      expect(keys).toHaveLength(3);
      expect(keys[2]).toBe(`${keyPrefix}:rate-limit:three:203.0.113.250`);
      for (const key of keys.slice(0, 2)) expect(key).toMatch(new RegExp(`^${keyPrefix}:rate-limit:contact:sha256:[A-Za-z0-9_-]{43}$`));
      expect(keys.join(' ')).not.toMatch(/9876543210|someone/);
    });
  });
}

const redisUp = await redisReachable();
storeSuite('redis', redisUp, async () => {
  const admin = new Redis(REDIS_URL);
  return {
    connection: { redisUrl: REDIS_URL },
    async storedKeys(prefix) {
      return admin.keys(`${prefix}:*`);
    },
    async teardown(prefix) {
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length) await admin.del(...keys);
      await admin.quit();
    },
  };
});

const postgresUp = !process.env.MUTATE && (await postgresReachable());
storeSuite('postgres', postgresUp, async () => {
  const database = await createTestDatabase('sc_rate_limit');
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  return {
    connection: { databaseUrl: database.url },
    async storedKeys(prefix) {
      const rows = await sql<{ key: string }[]>`select key from rate_limit_counters where key like ${`${prefix}:%`}`;
      return rows.map((row) => row.key);
    },
    async teardown() {
      await sql.end({ timeout: 1 });
      await database.drop();
    },
  };
});

// PostgreSQL's counters are worth no disk write: the table is unlogged (a table made logged before
// becomes so); windows that ended an hour ago are cleared.
describe.skipIf(!postgresUp)('rate-limit counters in postgres', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sql: postgres.Sql;
  const stores: RateLimitStore[] = [];
  const open = async (clearEveryMs?: number) => {
    const store = await openPostgresStore(database.url, { statementTimeoutMs: 5000, clearEveryMs });
    stores.push(store);
    await store.prepare();
    return store;
  };
  const persistence = async () =>
    (await sql<{ p: string }[]>`select relpersistence as p from pg_class where relname = 'rate_limit_counters'`)[0]?.p;
  beforeAll(async () => {
    database = await createTestDatabase('sc_rate_limit_table');
    sql = postgres(database.url, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await sql.end({ timeout: 1 });
    await database.drop();
  });

  it('keeps its counters in an unlogged table, and makes a logged one unlogged', async () => {
    await sql`create table rate_limit_counters (key text primary key, points integer not null, expire timestamptz)`;
    expect(await persistence()).toBe('p');
    await open();
    expect(await persistence()).toBe('u');
  });

  it('counts that arrive while one is on its way go in one statement, each request seeing its own place in the count', async () => {
    const store = await open();
    // A statement-level trigger counts the statements that write counters.
    await sql`create table counting_statements (n integer not null)`;
    await sql`insert into counting_statements values (0)`;
    await sql.unsafe(`create function count_statement() returns trigger language plpgsql as $$
      begin update counting_statements set n = n + 1; return null; end $$`);
    await sql.unsafe(`create trigger counted after insert on rate_limit_counters for each statement execute function count_statement()`);
    const counters = [
      { key: 'batch:api', durationSeconds: 60 },
      { key: 'batch:write', durationSeconds: 60 },
    ];
    // 20 requests at once: the first finds nothing in flight and goes alone, the other 19 go together.
    const answers = await Promise.all(Array.from({ length: 20 }, () => store.consumeMany!(counters)));
    expect(answers.map((a) => a.map((c) => c.consumed))).toEqual(Array.from({ length: 20 }, (_, i) => [i + 1, i + 1]));
    expect(answers.every((a) => a.every((c) => c.msBeforeNext > 58_000 && c.msBeforeNext <= 60_000))).toBe(true);
    expect((await sql<{ n: number }[]>`select n from counting_statements`)[0]?.n).toBe(2);
    const rows = await sql<
      { key: string; points: number }[]
    >`select key, points from rate_limit_counters where key like 'batch:%' order by key`;
    expect(rows).toEqual([
      { key: 'batch:api', points: 20 },
      { key: 'batch:write', points: 20 },
    ]);
    // A window that has run out starts again for the whole batch: 1 for the first count, then 2 and 3.
    await sql`update rate_limit_counters set expire = now() - interval '1 second' where key = 'batch:api'`;
    const again = await Promise.all(Array.from({ length: 3 }, () => store.consumeMany!([counters[0]!])));
    expect(again.map((a) => a[0]?.consumed)).toEqual([1, 2, 3]);
    await sql`drop trigger counted on rate_limit_counters`;
  });

  it('clears windows that ended over an hour ago, and keeps the rest', async () => {
    const now = Date.now();
    await sql`insert into rate_limit_counters (key, points, expire) values
      ('old:a', 3, ${new Date(now - 61 * 60_000)}), ('recent:b', 3, ${new Date(now - 59 * 60_000)}), ('live:c', 1, ${new Date(now + 60_000)})`;
    await open(50);
    await sleep(400);
    const keys = (
      await sql<{ key: string }[]>`select key from rate_limit_counters where key in ('old:a', 'recent:b', 'live:c') order by key`
    ).map((r) => r.key);
    expect(keys).toEqual(['live:c', 'recent:b']);
  });
});

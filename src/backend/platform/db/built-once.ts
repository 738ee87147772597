import type { Db } from './client';

/** What Drizzle's `prepare()` gives: the query's text, parameter list and row mapping, bound to a connection (its `client`). */
interface PreparedQuery<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The connection of a database handle: the pool, or the transaction's own connection. */
interface Session {
  client: unknown;
}
const sessionOf = (db: Db) => (db as unknown as { _: { session: Session } })._.session;

/**
 * A query built once, with `sql.placeholder`s for its values, and run on whichever handle it is
 * given: the pool or a transaction (whose connection it then uses). Drizzle otherwise builds a
 * query's SQL text again on every run, which for a wide join costs a few hundred microseconds of
 * CPU; kept for the hottest queries only (a booking's locked read and its place, the session look-up).
 * One build per driver: PGlite's and PostgreSQL's prepared queries run differently.
 */
export function builtOnce<R>(name: string, build: (db: Db) => { prepare(name: string): PreparedQuery<R> }) {
  const byDriver = new WeakMap<object, PreparedQuery<R>>();
  return (db: Db, values: Record<string, unknown>): Promise<R> => {
    const session = sessionOf(db);
    const driver = Object.getPrototypeOf(session) as object;
    let built = byDriver.get(driver);
    if (!built) {
      built = build(db).prepare(name);
      byDriver.set(driver, built);
    }
    const onThisConnection = Object.create(built, { client: { value: session.client } }) as PreparedQuery<R>;
    return onThisConnection.execute(values);
  };
}

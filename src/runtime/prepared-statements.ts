import type { Sql } from 'postgres';

/**
 * The PostgreSQL client handed to Drizzle, with every statement prepared once per connection.
 *
 * Drizzle asks postgres.js for unnamed statements, which postgres.js sends in two round trips (a
 * describe, then the statement parsed and planned again) on every call. Named statements are
 * parsed once per connection and then cost one round trip: the booking transaction makes half the
 * trips and PostgreSQL does a fraction of the parsing (bench/booking.mjs). postgres.js keeps them
 * per connection, which it recycles within an hour, and re-prepares one whose plan a migration
 * changed. A pooler in transaction mode needs protocol-level prepared statements (PgBouncer ≥ 1.21).
 */
export function preparingClient(client: Sql): Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, parameters?: unknown[], options?: object) => target.unsafe(query, parameters as never, { ...options, prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const work = args.pop() as (tx: Sql) => unknown;
          return (Reflect.get(target, property) as (...a: unknown[]) => unknown).call(target, ...args, (tx: Sql) => work(preparingClient(tx)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

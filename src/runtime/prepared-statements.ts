import type { ReservedSql, Sql } from 'postgres';

/**
 * The PostgreSQL client handed to Drizzle: every statement prepared once per connection, and every
 * transaction on a connection reserved for it before its BEGIN is sent.
 *
 * Prepared statements: Drizzle asks postgres.js for unnamed statements, which postgres.js sends in
 * two round trips (a describe, then the statement parsed and planned again) on every call. Named
 * statements are parsed once per connection and then cost one round trip: the booking transaction
 * makes half the trips and PostgreSQL does a fraction of the parsing (bench/booking.mjs).
 * postgres.js keeps them per connection, which it recycles within an hour, and re-prepares one
 * whose plan a migration changed. A pooler in transaction mode needs protocol-level prepared
 * statements (PgBouncer ≥ 1.21).
 *
 * Transactions: postgres.js's own `begin` writes BEGIN onto a connection that may be busy and
 * reserves it only when that write leaves room in the connection's pipeline; when it does not, the
 * BEGIN runs unreserved and fails with UNSAFE_TRANSACTION (porsager/postgres#823, #1189, fixes not
 * released as of 3.4.9). Under load that was an occasional 500 on a booking. Here a transaction
 * first waits for an idle connection and reserves it (postgres.js's public `reserve()`), then
 * sends BEGIN, its statements and COMMIT on it alone, and gives it back.
 */
export function preparingClient(client: Sql): Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') return preparedUnsafe(target);
      if (property === 'begin') {
        return (...args: unknown[]) => {
          const work = args.pop() as (tx: Sql) => unknown;
          return beginOnReserved(target, typeof args[0] === 'string' ? args[0] : '', work);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

const preparedUnsafe = (client: Sql | ReservedSql) => (query: string, parameters?: unknown[], options?: object) =>
  client.unsafe(query, parameters as never, { ...options, prepare: true });

async function beginOnReserved(pool: Sql, options: string, work: (tx: Sql) => unknown): Promise<unknown> {
  const connection = await pool.reserve();
  try {
    await connection.unsafe(`begin ${options.replace(/[^a-z ]/gi, '')}`);
    const result = await work(transactionClient(connection));
    // A transaction that saw an error answers COMMIT with ROLLBACK: that is a failure, not a success.
    const committed = await connection.unsafe('commit');
    if (committed.command !== 'COMMIT') throw new Error('The transaction was rolled back: one of its statements failed');
    return result;
  } catch (error) {
    await connection.unsafe('rollback').catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

/** The reserved connection as a transaction's client: statements prepared, savepoints for nested transactions. */
function transactionClient(connection: ReservedSql): Sql {
  let savepoints = 0;
  const savepoint = async (...args: unknown[]) => {
    const work = args.pop() as (tx: Sql) => unknown;
    const name = `s${++savepoints}`;
    await connection.unsafe(`savepoint ${name}`);
    try {
      const result = await work(client);
      await connection.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await connection.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  const client = new Proxy(connection, {
    get(target, property, receiver) {
      if (property === 'unsafe') return preparedUnsafe(target);
      if (property === 'savepoint') return savepoint;
      return Reflect.get(target, property, receiver);
    },
  }) as unknown as Sql;
  return client;
}

// `column = any($1::uuid[])`: a list of ids as one array parameter. Statements are prepared once per
// connection and kept by their text; an IN list of n values is a new text for every n, so a list
// that grows through the day (the console's cards) left a new prepared statement on every
// connection, in the process and in PostgreSQL, for every length it reached.
import { type AnyColumn, param, type SQL, sql } from 'drizzle-orm';

/** Whether a uuid column holds one of `ids`, with one statement whatever their number. */
export function uuidIn(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${param([...ids])}::uuid[])`;
}

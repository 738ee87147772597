// `column = any($1::type[])`: a list of values as one array parameter. Statements are prepared once
// per connection and kept by their text; drizzle's inArray writes an IN list of n placeholders, a new
// text for every n, so a list whose length varies from call to call (the console's cards through the
// day, the outbox's batches) left a new prepared statement on every connection, in the process and
// in PostgreSQL, for every length it reached. Use this for such lists; inArray stays right for a
// fixed list of constants (statuses).
// One value is written `column = $1`, a statement of its own: with an array PostgreSQL cannot know a
// generic plan's row count, so it planned a one-order look-up (a customer's tracking page, polled)
// anew on every call; `=` gets the generic plan after five calls. Two texts at most, whatever the lengths.
import { eq, param, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Whether `column` holds one of `values`, with one statement whatever their number (the array typed as the column). */
export function anyOf(column: PgColumn, values: readonly string[]): SQL {
  if (values.length === 1) return eq(column, values[0]);
  return sql`${column} = any(${param([...values])}::${sql.raw(column.getSQLType())}[])`;
}

import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Equal without regard to case, and exactly: a '%', '_' or '\' typed by a visitor is just a
 * character (never a LIKE pattern).
 */
export const sameText = (column: AnyPgColumn, value: string): SQL => sql`lower(${column}) = ${value.toLowerCase()}`;

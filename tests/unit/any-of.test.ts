// A list of values as one array parameter (src/backend/platform/db/any-of.ts): the statement's text
// is the same whatever the number of values, so each connection prepares it once.
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { anyOf } from '@/backend/platform/db/any-of';
import { pincodeDirectory, workBills } from '@/backend/platform/db/schema';

const dialect = new PgDialect();
const A = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const B = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';
const C = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1003';

describe('anyOf', () => {
  it('writes one text for two ids and for three, with the ids as one array parameter', () => {
    const two = dialect.sqlToQuery(anyOf(workBills.workOrderId, [A, B]));
    const three = dialect.sqlToQuery(anyOf(workBills.workOrderId, [A, B, C]));
    expect(two.sql).toBe('"work_bills"."work_order_id" = any($1::uuid[])');
    expect(three.sql).toBe(two.sql);
    expect(three.params).toEqual([[A, B, C]]);
  });

  it('writes one id as an equality, which PostgreSQL can plan once for every id', () => {
    const one = dialect.sqlToQuery(anyOf(workBills.workOrderId, [A]));
    expect(one.sql).toBe('"work_bills"."work_order_id" = $1');
    expect(one.params).toEqual([A]);
  });

  it("types the array as the column is typed: a text column's values as text", () => {
    const pincodes = dialect.sqlToQuery(anyOf(pincodeDirectory.pincode, ['560068', '560001']));
    expect(pincodes.sql).toBe('"pincode_directory"."pincode" = any($1::text[])');
    expect(pincodes.params).toEqual([['560068', '560001']]);
  });
});

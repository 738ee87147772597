import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { cityKeyOf, notifyRequests } from '../platform/db/schema';

export type NewNotifyRequest = typeof notifyRequests.$inferInsert;

/**
 * Inserts the request unless the same contact already asked: for the same pincode when one is
 * given, otherwise for the same city (compared by its key: 'Mumbai', 'mumbai' and 'Mumbai.' are one).
 * The oldest request stays; a repeat answers it with `created: false`.
 */
export async function insertNotifyRequest(db: Db, row: NewNotifyRequest) {
  const inserted = await db.insert(notifyRequests).values(row).onConflictDoNothing().returning();
  if (inserted[0]) return { request: inserted[0], created: true };
  const sameWish = row.pincode
    ? eq(notifyRequests.pincode, row.pincode)
    : and(isNull(notifyRequests.pincode), eq(notifyRequests.cityKey, cityKeyOf(sql`${row.city}::text`)));
  const existing = await db
    .select()
    .from(notifyRequests)
    .where(and(eq(notifyRequests.contact, row.contact), sameWish));
  return { request: existing[0]!, created: false };
}

export function findNotifyRequestsByContact(db: Db, contact: string) {
  return db.select().from(notifyRequests).where(eq(notifyRequests.contact, contact));
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { notifyRequests } from '../platform/db/schema';

export type NewNotifyRequest = typeof notifyRequests.$inferInsert;

/** Inserts the request unless the same contact already asked for the same city. */
export async function insertNotifyRequest(db: Db, row: NewNotifyRequest) {
  const inserted = await db.insert(notifyRequests).values(row).onConflictDoNothing().returning();
  if (inserted[0]) return { request: inserted[0], created: true };
  const existing = await db.select().from(notifyRequests)
    .where(and(eq(notifyRequests.contact, row.contact), eq(notifyRequests.city, row.city)));
  return { request: existing[0]!, created: false };
}

export function findNotifyRequestsByContact(db: Db, contact: string) {
  return db.select().from(notifyRequests).where(eq(notifyRequests.contact, contact));
}

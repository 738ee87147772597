import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { callbackRequests, garageHours, staffGarages, users } from '../platform/db/schema';
import { Role } from '@/contracts/vocabulary';

export type CallbackRow = typeof callbackRequests.$inferSelect;

/** The mobile numbers of a garage's advisors. */
export async function advisorPhonesOf(db: Db, garageId: string): Promise<string[]> {
  const rows = await db
    .select({ phone: users.phoneNumber })
    .from(staffGarages)
    .innerJoin(users, eq(users.id, staffGarages.userId))
    .where(and(eq(staffGarages.garageId, garageId), eq(users.role, Role.ADVISOR)));
  return rows.map((r) => r.phone);
}

/** A garage's opening hours per weekday, 'HH:MM'. */
export async function hoursOf(db: Db, garageId: string) {
  const rows = await db.select().from(garageHours).where(eq(garageHours.garageId, garageId)).orderBy(asc(garageHours.weekday));
  return rows.map((h) => ({ weekday: h.weekday, opens_at: h.opensAt.slice(0, 5), closes_at: h.closesAt.slice(0, 5) }));
}

/** Records the request once per number and time; answers the row and whether it is new. */
export async function insertCallback(db: Db, row: typeof callbackRequests.$inferInsert): Promise<{ row: CallbackRow; created: boolean }> {
  const [inserted] = await db.insert(callbackRequests).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(callbackRequests)
    .where(and(eq(callbackRequests.phoneNumber, row.phoneNumber), eq(callbackRequests.preferredAt, row.preferredAt as Date)));
  return { row: existing!, created: false };
}

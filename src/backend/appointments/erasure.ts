// Erasing a customer (docs/privacy.md): their appointments whose fee was captured (a tax record,
// refunded or not) are kept without the person; the others go, with their payments and work orders.
// Their history keeps no trace of who they were: events name no person, and their id is cleared.
import { and, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import type { ForgetCustomer } from '../platform/deps';
import { cancelAllOf } from './cancel-service';
import type { EventDeps } from './transitions';
import { appointmentEvents, appointments, payments, workOrders } from '../platform/db/schema';

/** Forgets the owner of the customer's appointments; answers how many were kept for tax. */
export async function forgetOwnerOf(db: Db, userId: string): Promise<number> {
  // Money moved: a fee captured (kept even when refunded since).
  const taxRecord = db
    .select({ one: sql`1` })
    .from(payments)
    .where(and(eq(payments.appointmentId, appointments.id), isNotNull(payments.capturedAt)));
  const kept = await db
    .update(appointments)
    .set({ userId: null, customerDetails: {}, pickupAddress: null, updatedAt: sql`now()` })
    .where(and(eq(appointments.userId, userId), exists(taxRecord)))
    .returning({ id: appointments.id });
  // What is left of theirs is what no payment made a tax record.
  const erasable = db.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, userId));
  await db.delete(workOrders).where(inArray(workOrders.appointmentId, erasable));
  await db.delete(payments).where(inArray(payments.appointmentId, erasable));
  await db.delete(appointments).where(eq(appointments.userId, userId));
  await db.update(appointmentEvents).set({ actorId: null }).where(eq(appointmentEvents.actorId, userId));
  return kept.length;
}

/** What the bookings keep of a customer whose account is erased: those ahead cancelled, then the owner forgotten. */
export const forgetCustomerWith =
  (deps: EventDeps): ForgetCustomer =>
  async (tx, userId, now) => {
    await cancelAllOf(deps, tx, userId, now);
    return forgetOwnerOf(tx, userId);
  };

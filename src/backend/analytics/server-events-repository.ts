// What the server's own funnel events read (decision 054): the booking they are about, and the browser its
// customer last identified from, or one made for a customer whose browser never did.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { analyticsIdentities, appointments, garages } from '../platform/db/schema';

/** The booking an event is about, as its analytics properties need it (no personal data). */
export async function bookingOf(db: Db, appointmentId: string) {
  const [row] = await db
    .select({
      userId: appointments.userId,
      garageId: appointments.garageId,
      city: garages.city,
      serviceTypeId: appointments.serviceTypeId,
      fulfillmentType: appointments.fulfillmentType,
      source: appointments.source,
    })
    .from(appointments)
    .innerJoin(garages, eq(garages.id, appointments.garageId))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/** The anonymous id the customer's browser identified with most recently, if it ever did. */
export async function lastBrowserOf(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ anonymousId: analyticsIdentities.anonymousId })
    .from(analyticsIdentities)
    .where(eq(analyticsIdentities.customerId, customerId))
    .orderBy(desc(analyticsIdentities.lastSeenAt))
    .limit(1);
  return row?.anonymousId;
}

/**
 * A browser id for a customer whose browser never identified (the SDK blocked, or the bill paid at the
 * counter before any visit): random, linked like a browser's, so it says nothing of the customer and
 * deleting the account removes the link with the others.
 */
export async function serverBrowserFor(db: Db, customerId: string, at: Date): Promise<string> {
  const anonymousId = `server-${randomUUID()}`;
  await db.insert(analyticsIdentities).values({ anonymousId, customerId, firstSeenAt: at, lastSeenAt: at });
  return anonymousId;
}

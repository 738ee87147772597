// The survey's message: the car delivered, with the satisfaction survey's link. Written to the outbox
// in the transaction of the survey's reaction to the delivery (reactions.ts).
import type { Db } from '../platform/db/client';
import { enqueueSms } from '../notifications';
import { phoneOf, type Announced } from '../appointments';
import { Template } from '@/contracts/vocabulary';
import { bookingReference } from '@/lib/booking-rules';

/** "Your car (booking …) is delivered. … How did we do? …": delivery with the satisfaction survey's link. */
export async function sendDelivered(db: Db, a: Announced, surveyUrl: string): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  await enqueueSms(db, {
    to,
    template: Template.DELIVERED_SURVEY,
    variables: { ref, link: surveyUrl },
    text: `Service Centre: your car (booking ${ref}) is delivered. Thank you for choosing us! How did we do? Tell us in one tap: ${surveyUrl}`,
  });
}

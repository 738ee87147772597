// The SMS the workshop sends: the pick-up driver set off, the car reached a stage (delivered: the
// survey's message, src/backend/survey/messages.ts), or its bill waits for the customer's approval.
// Written to the outbox in the same transaction as the change.
import type { Db } from '../platform/db/client';
import { enqueueSms } from '../notifications';
import { linkTo, phoneOf, type Announced } from '../appointments';
import { Stage, Template, type SlotType, type WorkshopStage } from '@/contracts/vocabulary';
import { bookingReference } from '@/lib/booking-rules';
import { STAGE_TEXT, stageText } from '@/lib/workshop-stages';

/** What a stage's message asks the customer to do at its link: the estimate to approve, the bill to pay, or to follow the car. */
const STAGE_ACTION: Partial<Record<WorkshopStage, string>> = {
  [Stage.ESTIMATE_APPROVAL_PENDING]: 'Review and approve it',
  [Stage.PAYMENT_PENDING]: 'See and pay your bill',
};
const FOLLOW = 'Follow your car';

/** The car's screen at the garage, as a message's link (its stage decides the screen when it is opened). */
const carLink = (db: Db, a: Announced) => linkTo(db, a.id, 'order');

/** "Your car (booking ref …): Service in progress. Our technicians are working on your car… Follow your car: …" */
export async function sendStageReached(db: Db, a: Announced & { fulfillmentType: SlotType }, stage: WorkshopStage): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const { heading, nextStep } = stageText(stage, a.fulfillmentType);
  const ref = bookingReference(a.id);
  const link = await carLink(db, a);
  const action = STAGE_ACTION[stage] ?? FOLLOW;
  await enqueueSms(db, {
    to,
    template: Template.WORKSHOP_STAGE,
    variables: { stage: heading, next: nextStep, ref, action, link },
    text: `Service Centre: your car (booking ${ref}): ${heading}. ${nextStep}. ${action}: ${link}`,
  });
}

/** "Your car (booking …): the final cost is 15.1% more than the estimate. Please approve it on your job card…" */
export async function sendBillToApprove(db: Db, a: Announced, overrunPercent: number | null): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const over = overrunPercent === null ? 'more than the estimate' : `${overrunPercent}% more than the estimate`;
  const link = await carLink(db, a);
  await enqueueSms(db, {
    to,
    template: Template.BILL_TO_APPROVE,
    variables: { over, ref, link },
    text: `Service Centre: your car (booking ${ref}): the final cost is ${over}. Please approve the difference so we can issue your bill: ${link}`,
  });
}

/** "Our driver is on the way to pick up your car … Questions? Call …" */
export async function sendPickupStarted(db: Db, a: Announced, garageName: string, garagePhone: string): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const link = await linkTo(db, a.id, 'booking');
  await enqueueSms(db, {
    to,
    template: Template.PICKUP_STARTED,
    variables: { garage: garageName, phone: garagePhone, ref, link },
    text: `Service Centre: our driver from ${garageName} is on the way to pick up your car (booking ${ref}). Your booking: ${link}. Questions? Call ${garagePhone}.`,
  });
}

/** "Your car (booking …): Service in progress, expected to be done by 4:30 PM today." — or the new time, with the earlier one. */
export async function sendPromise(db: Db, a: Announced, stage: WorkshopStage, when: string, earlier: string | null): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const { heading } = STAGE_TEXT[stage];
  const link = await carLink(db, a);
  const text =
    earlier === null
      ? `Service Centre: your car (booking ${ref}): ${heading}, expected to be done by ${when}. ${FOLLOW}: ${link}`
      : `Service Centre: your car (booking ${ref}): ${heading} is now expected to be done by ${when} (earlier: ${earlier}). ${FOLLOW}: ${link}`;
  await enqueueSms(db, {
    to,
    template: Template.STAGE_PROMISED,
    variables: { stage: heading, when, earlier: earlier ?? '', ref, link },
    text,
  });
}

/** "Your car (booking …): Service in progress is taking longer than the 4:30 PM today we promised …" */
export async function sendLate(db: Db, a: Announced, stage: WorkshopStage, when: string): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const { heading } = STAGE_TEXT[stage];
  const link = await carLink(db, a);
  await enqueueSms(db, {
    to,
    template: Template.STAGE_LATE,
    variables: { stage: heading, when, ref, link },
    text: `Service Centre: your car (booking ${ref}): ${heading} is taking longer than the ${when} we promised. Your advisor will send you a new time; sorry for the wait. ${FOLLOW}: ${link}`,
  });
}

/** "Your car (booking …): Wheel alignment, booked with your service, is taken off your estimate: … It is not billed." */
export async function sendLineRemoved(db: Db, a: Announced, partName: string, reason: string): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const link = await carLink(db, a);
  await enqueueSms(db, {
    to,
    template: Template.LINE_REMOVED,
    variables: { part: partName, reason, ref, link },
    text: `Service Centre: your car (booking ${ref}): ${partName}, booked with your service, is taken off your estimate: ${reason}. It is not billed. ${FOLLOW}: ${link}`,
  });
}

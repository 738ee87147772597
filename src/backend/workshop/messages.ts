// The SMS the workshop sends: the pick-up driver set off, the car reached a stage (delivered: the
// survey's message, src/backend/survey/messages.ts), or its bill waits for the customer's approval.
// Written to the outbox in the same transaction as the change.
import type { Db } from '../platform/db/client';
import { enqueueSms } from '../notifications';
import { phoneOf, type Announced } from '../appointments';
import { Template, type WorkshopStage } from '@/contracts/vocabulary';
import { bookingReference } from '@/lib/booking-rules';
import { STAGE_TEXT } from '@/lib/workshop-stages';

/** "Your car (booking ref …): Service in progress. Our technicians are working on your car…" */
export async function sendStageReached(db: Db, a: Announced, stage: WorkshopStage): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const { heading, nextStep } = STAGE_TEXT[stage];
  const ref = bookingReference(a.id);
  await enqueueSms(db, {
    to,
    template: Template.WORKSHOP_STAGE,
    variables: { stage: heading, next: nextStep, ref },
    text: `Service Centre: your car (booking ${ref}): ${heading}. ${nextStep}.`,
  });
}

/** "Your car (booking …): the final cost is 15.1% more than the estimate. Please approve it on your job card…" */
export async function sendBillToApprove(db: Db, a: Announced, overrunPercent: number | null): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const over = overrunPercent === null ? 'more than the estimate' : `${overrunPercent}% more than the estimate`;
  await enqueueSms(db, {
    to,
    template: Template.BILL_TO_APPROVE,
    variables: { over, ref },
    text: `Service Centre: your car (booking ${ref}): the final cost is ${over}. Please approve the difference on your job card so we can issue your bill.`,
  });
}

/** "Our driver is on the way to pick up your car … Questions? Call …" */
export async function sendPickupStarted(db: Db, a: Announced, garageName: string, garagePhone: string): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  await enqueueSms(db, {
    to,
    template: Template.PICKUP_STARTED,
    variables: { garage: garageName, phone: garagePhone, ref },
    text: `Service Centre: our driver from ${garageName} is on the way to pick up your car (booking ${ref}). Questions? Call ${garagePhone}.`,
  });
}

/** "Your car (booking …): Service in progress, expected to be done by 4:30 PM today." — or the new time, with the earlier one. */
export async function sendPromise(db: Db, a: Announced, stage: WorkshopStage, when: string, earlier: string | null): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const { heading } = STAGE_TEXT[stage];
  const text =
    earlier === null
      ? `Service Centre: your car (booking ${ref}): ${heading}, expected to be done by ${when}.`
      : `Service Centre: your car (booking ${ref}): ${heading} is now expected to be done by ${when} (earlier: ${earlier}).`;
  await enqueueSms(db, { to, template: Template.STAGE_PROMISED, variables: { stage: heading, when, earlier: earlier ?? '', ref }, text });
}

/** "Your car (booking …): Service in progress is taking longer than the 4:30 PM today we promised …" */
export async function sendLate(db: Db, a: Announced, stage: WorkshopStage, when: string): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  const { heading } = STAGE_TEXT[stage];
  await enqueueSms(db, {
    to,
    template: Template.STAGE_LATE,
    variables: { stage: heading, when, ref },
    text: `Service Centre: your car (booking ${ref}): ${heading} is taking longer than the ${when} we promised. Your advisor will send you a new time; sorry for the wait.`,
  });
}

/** "Your car (booking …): Wheel alignment, booked with your service, is taken off your estimate: … It is not billed." */
export async function sendLineRemoved(db: Db, a: Announced, partName: string, reason: string): Promise<void> {
  const to = phoneOf(a);
  if (!to) return;
  const ref = bookingReference(a.id);
  await enqueueSms(db, {
    to,
    template: Template.LINE_REMOVED,
    variables: { part: partName, reason, ref },
    text: `Service Centre: your car (booking ${ref}): ${partName}, booked with your service, is taken off your estimate: ${reason}. It is not billed.`,
  });
}

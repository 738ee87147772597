// The work order and its timeline: check-in opens it, the advisor moves the car from stage to stage,
// the customer follows it. The stages, their words and which may follow which: src/lib/workshop-stages.ts.
import type { BackendDeps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { isUniqueViolation, withRetriedTransaction } from '../platform/db/transaction';
import { eventActor, latestActiveOf, lockAppointment, ownOrRefuse, transition } from '../appointments';
import { checkRewardCar } from '../campaigns';
import * as repo from './repository';
import { approveWhatNeedsNoAnswer } from './estimate-service';
import { putBookedService } from './booked-service';
import {
  enterStage,
  lockedForStaff,
  orderNotFound,
  qcRecords,
  timelineView,
  visibleOrder,
  workedOnBy,
  type TimelineView,
} from './work-order';
import { drawUpBill, refundUnusedAdvance } from './bill-service';
import { requireSignedIn } from '@/contracts/access';
import { actorId, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { Stage, type WorkshopStage } from '@/contracts/vocabulary';
import type { z } from 'zod';
import type { OrderLookupSchema } from '@/contracts/workshop';
import { BOOKED } from '@/lib/appointment-status';
import { STAGE_TEXT, canAdvance } from '@/lib/workshop-stages';
import { isApproved } from '@/lib/estimate-rules';
import { qcPassed } from '@/lib/quality-check';
import { normaliseRegistrationNumber } from '@/lib/registration';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'outbox' | 'providers' | 'jobs'>;

/**
 * Check-in (POST /v1/garage/timeline): the car is at the garage. Opens the appointment's work order at
 * CAR_AT_GARAGE with the service booked as its estimate's first lines, and marks the appointment
 * checked in (the customer can no longer cancel online). The
 * same request_id sent again answers the order it opened; another check-in of a checked-in car is
 * refused, naming its order.
 */
export async function checkIn(
  deps: Deps,
  actor: Actor,
  input: { request_id: string; appointment_id: string; odometer_km?: number; registration_number?: string },
): Promise<{ created: boolean; view: TimelineView }> {
  const staffId = actorId(actor)!;
  const result = await withRetriedTransaction(
    deps.db,
    async (tx) => {
      const a = workedOnBy(
        actor,
        await lockAppointment(tx, input.appointment_id),
        () => new AppError('APPOINTMENT_NOT_FOUND', 'We could not find this booking'),
      );
      const sent = await repo.findOrderByRequest(tx, input.request_id);
      if (sent) {
        if (sent.appointmentId !== a.id)
          throw new AppError('REQUEST_ID_REUSED', 'This check-in id was used for another booking; check in again');
        return { created: false, order: sent };
      }
      const open = await repo.findOrderOfAppointment(tx, a.id);
      if (open) throw new AppError('ALREADY_CHECKED_IN', 'This car is checked in already', { details: { order_id: open.id } });
      if (!BOOKED.includes(a.status)) throw new AppError('INVALID_TRANSITION', 'Only a booked appointment can be checked in');
      const order = await repo.insertOrder(tx, {
        appointmentId: a.id,
        requestId: input.request_id,
        openedBy: staffId,
        odometerKm: input.odometer_km ?? null,
      });
      await putBookedService(tx, order.id, a);
      await transition(deps, tx, a, { type: 'checked_in', orderId: order.id }, eventActor(actor), deps.clock());
      // The car at the garage against the one that claimed the booking's reward: another car loses it, and the timeline says why.
      const seen = input.registration_number ? normaliseRegistrationNumber(input.registration_number) : null;
      const dropped = seen ? await checkRewardCar(tx, a.id, seen) : null;
      return { created: true, order: await enterStage(deps, tx, order, a, Stage.CAR_AT_GARAGE, staffId, dropped) };
    },
    {
      // The same request_id sent for another booking at the same moment: that booking's lock does not
      // queue this one, so the index refuses the second order; tried again, the look-up above finds the
      // first and answers REQUEST_ID_REUSED. (One booking's check-ins queue on its lock: see 036.)
      retryOn: (error) => isUniqueViolation(error, 'work_orders_request_id'),
    },
  );
  if (result.created) deps.outbox.kick();
  return { created: result.created, view: await timelineView(deps.db, result.order) };
}

/** GET /v1/garage/timeline/{id}: its customer, the advisors of its garage and admins; 404 for anyone else. */
export async function getTimeline(db: Db, actor: Actor, orderId: string): Promise<TimelineView> {
  return timelineView(db, (await visibleOrder(db, actor, orderId)).order);
}

/** POST /v1/garage/timeline/{id}: the customer saw the welcome screen (staff opening it does not count). */
export async function welcomeViewed(db: Db, actor: Actor, orderId: string): Promise<TimelineView> {
  const row = await repo.findOrderWithAppointment(db, orderId);
  ownOrRefuse(actor, row?.appointment, { notFound: orderNotFound, forStaff: 'Only the customer marks the welcome screen as seen' });
  if (!row!.order.welcomeScreenViewed) await repo.markWelcomeViewed(db, orderId);
  return timelineView(db, { ...row!.order, welcomeScreenViewed: true });
}

/**
 * The advisor moves the car to a stage that may follow its current one (src/lib/workshop-stages.ts),
 * with a note for the customer; the customer is told by SMS. Anything else is refused, naming both stages.
 */
export async function advanceStage(
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: { stage: WorkshopStage; note?: string },
): Promise<TimelineView> {
  const staffId = actorId(actor)!;
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await lockedForStaff(tx, actor, orderId);
    const a = row.appointment;
    const from = row.order.stage;
    if (!canAdvance(from, input.stage)) {
      throw new AppError(
        'STAGE_NOT_ALLOWED',
        `The car is at '${STAGE_TEXT[from].heading}'; it cannot move to '${STAGE_TEXT[input.stage].heading}'`,
      );
    }
    // The estimate's outcome is the customer's (line-item-approve), not the console's.
    if (from === Stage.ESTIMATE_APPROVAL_PENDING)
      throw new AppError('STAGE_NOT_ALLOWED', 'The customer approves or declines the estimate from their job cards');
    if (input.stage === Stage.ESTIMATE_APPROVAL_PENDING) {
      if ((await repo.linesOf(tx, orderId)).length === 0)
        throw new AppError('DETAILS_REQUIRED', 'Add the damaged parts before sending the estimate');
      await repo.freezeSentAmounts(tx, orderId);
    }
    // Payment is recorded on the bill (bill-service.ts), which moves the car on.
    if (input.stage === Stage.PAYMENT_COMPLETED)
      throw new AppError('BILL_NOT_READY', 'Record the payment on the bill: it moves the car to payment received');
    // Back to the technicians: a bill waiting for the customer is withdrawn, to be drawn up again.
    if (from === Stage.QUALITY_CHECK && input.stage === Stage.REPAIR_IN_PROGRESS) await repo.withdrawAwaitingBill(tx, orderId);
    // The bill comes after a quality check every item of which passed.
    if (from === Stage.QUALITY_CHECK && input.stage === Stage.PAYMENT_PENDING && !qcPassed(await qcRecords(tx, orderId))) {
      throw new AppError('STAGE_NOT_ALLOWED', 'Every quality-check item must pass before the bill is drawn up');
    }
    // No service: the inspection done is billed before the car goes; with nothing to bill, the booking fee goes back.
    if (from === Stage.NO_SERVICE_SELECTED) {
      const billable = (await repo.linesOf(tx, orderId)).some((l) => isApproved(l.customerApprovalStatus));
      if (billable && input.stage === Stage.CAR_DELIVERED)
        throw new AppError('STAGE_NOT_ALLOWED', "The inspection is billed: move the car to 'Bill ready' first");
      if (!billable && input.stage === Stage.PAYMENT_PENDING)
        throw new AppError('STAGE_NOT_ALLOWED', 'Nothing was done to bill: deliver the car, and its booking fee is refunded');
      if (!billable) await refundUnusedAdvance(deps, tx, a);
    }
    // Drawing up the bill: issued, the car moves to payment (and on, when the booking fee covered it);
    // over the estimate's variable cost, the car waits where it is for the customer.
    if (input.stage === Stage.PAYMENT_PENDING) return drawUpBill(deps, tx, row.order, a, staffId, input.note ?? null);
    // Delivered: the booking is complete; the customer's message, with the satisfaction survey's link,
    // is the survey's reaction to the event.
    if (input.stage === Stage.CAR_DELIVERED) await transition(deps, tx, a, { type: 'delivered', orderId }, eventActor(actor), deps.clock());
    const moved = await enterStage(deps, tx, row.order, a, input.stage, staffId, input.note ?? null);
    // Sent: the parts within the customer's limit are approved at once; with nothing left to answer the estimate goes straight on.
    return input.stage === Stage.ESTIMATE_APPROVAL_PENDING ? approveWhatNeedsNoAnswer(deps, tx, moved, a, staffId) : moved;
  });
  deps.outbox.kick();
  return timelineView(deps.db, order);
}

/**
 * GET /v1/garage/users/timeline (spec §4's order look-up): of the customer's newest booking, its work
 * order once checked in (the order id alone); else its appointment, with its booking once a slot is
 * booked; all null when there is none.
 */
export async function lookUpOrder(db: Db, actor: Actor): Promise<z.infer<typeof OrderLookupSchema>> {
  const userId = requireSignedIn(actor).id;
  const none = { order_id: null, booking_id: null, appointment_id: null };
  const appointmentId = await latestActiveOf(db, userId, { includeDelivered: true });
  if (!appointmentId) return none;
  const order = await repo.findOrderOfAppointment(db, appointmentId);
  if (order) return { ...none, order_id: order.id };
  // A booking is answered with its appointment: the confirmation page is the appointment's.
  const bookingId = await repo.confirmedBookingOf(db, appointmentId);
  return { ...none, booking_id: bookingId, appointment_id: appointmentId };
}

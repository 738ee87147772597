// The estimate: the service booked is on it from check-in (booked-service.ts); the advisor records the
// extra parts at the survey and sends them (the stage move to ESTIMATE_APPROVAL_PENDING,
// timeline-service.ts); the customer answers each extra and approves the estimate as decided. The
// rules: src/lib/estimate-rules.ts and src/lib/booked-work.ts.
import type { BackendDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/transaction';
import { ownOrRefuse } from '../appointments';
import * as repo from './repository';
import { enterStage, lockedForStaff, orderNotFound, timelineView, type StageDeps, type TimelineView } from './work-order';
import { actorId, type Actor } from '@/contracts/actor';
import type { AddLineInput } from '@/contracts/workshop';
import { AppError } from '@/contracts/errors';
import { Approval, LINE_DECISIONS, Stage, type LineDecision } from '@/contracts/vocabulary';
import { approvalOf, customerMayAnswer, estimateOutcome, lineAmount, notTheirsToAnswer } from '@/lib/estimate-rules';
import { extraRefusal } from '@/lib/booked-work';
import { bookedContextOf } from './booked-service';
import { autoApproved, limitVerdict, nothingWaits } from '@/lib/auto-approval';
import { formatInr } from '@/lib/money';
import type { Db } from '../platform/db/client';
import type { AppointmentRow } from '../appointments';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'outbox' | 'jobs'>;

/**
 * The advisor records an extra part, only while the car is at the survey (the estimate is not sent
 * yet): from the catalogue (named as the catalogue names it) or typed in for what it lacks; never
 * work already booked or included in the booked plan.
 */
export async function addLine(deps: Deps, actor: Actor, orderId: string, input: AddLineInput): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await lockedForStaff(tx, actor, orderId);
    if (row.order.stage !== Stage.SURVEY)
      throw new AppError('ESTIMATE_LOCKED', 'Damaged parts are recorded during the inspection, before the estimate is sent');
    const { context, catalogue } = await bookedContextOf(tx, row.appointment, await repo.linesOf(tx, orderId));
    const picked = input.catalogue_item_id === undefined ? null : catalogue.find((item) => item.id === input.catalogue_item_id);
    if (picked === undefined) throw new AppError('VALIDATION_FAILED', 'catalogue_item_id: the catalogue has no such item for this car');
    const partName = picked?.name ?? input.part_name.trim();
    const refusal = extraRefusal({ name: partName, catalogueItemId: picked?.id ?? null }, context);
    if (refusal) throw new AppError('EXTRA_NOT_ALLOWED', refusal);
    await repo.insertLine(tx, {
      workOrderId: orderId,
      partName,
      catalogueItemId: picked?.id ?? null,
      netLabourCost: input.net_labour_cost,
      netPartCost: input.net_part_cost,
      netServiceCost: input.net_service_cost,
      notes: input.notes ?? null,
      customerApprovalStatus: input.approved_by_advisor ? Approval.APPROVED_BY_ADVISOR : Approval.PENDING,
    });
    return row.order;
  });
  return timelineView(deps.db, order);
}

/** The order of an estimate its customer answers, locked; 404 for anyone else's, 403 for staff, 409 once it is not waiting. */
async function estimateToAnswer(tx: Parameters<typeof repo.findOrderWithAppointment>[0], actor: Actor, orderId: string) {
  const row = await repo.findOrderWithAppointment(tx, orderId, { lock: true });
  ownOrRefuse(actor, row?.appointment, { notFound: orderNotFound, forStaff: 'The customer approves the estimate' });
  if (row!.order.stage !== Stage.ESTIMATE_APPROVAL_PENDING)
    throw new AppError('ESTIMATE_LOCKED', 'This estimate is not waiting for your approval');
  return row!;
}

/** line-item-status: the customer approves or declines lines; advisor-approved ones are not theirs to change. */
export async function setLineStatus(
  deps: Deps,
  actor: Actor,
  input: { order_id: string; decisions: { line_id: string; status: LineDecision }[] },
): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await estimateToAnswer(tx, actor, input.order_id);
    const lines = new Map((await repo.linesOf(tx, input.order_id)).map((l) => [l.id, l]));
    for (const decision of input.decisions) {
      const line = lines.get(decision.line_id);
      if (!line) throw new AppError('LINE_NOT_FOUND', 'This estimate has no such line');
      if (!customerMayAnswer(line.customerApprovalStatus))
        throw new AppError('ESTIMATE_LOCKED', notTheirsToAnswer(line.partName, line.customerApprovalStatus));
    }
    for (const status of LINE_DECISIONS) {
      await repo.setLineApproval(
        tx,
        input.order_id,
        input.decisions.filter((d) => d.status === status).map((d) => d.line_id),
        approvalOf(status),
      );
    }
    return row.order;
  });
  return timelineView(deps.db, order);
}

/** line-item-approve: the estimate approved as decided (undecided parts are not done); the car moves on, or to no service when there is nothing to do. */
export async function approveEstimate(deps: Deps, actor: Actor, input: { order_id: string }): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await estimateToAnswer(tx, actor, input.order_id);
    const lines = await repo.linesOf(tx, input.order_id);
    const next = estimateOutcome(lines.map((l) => ({ approval: l.customerApprovalStatus, origin: l.origin })));
    return enterStage(deps, tx, row.order, row.appointment, next, actorId(actor)!, null);
  });
  deps.outbox.kick();
  return timelineView(deps.db, order);
}

/** The customer sets (or changes, or turns off) their auto-approval limit, until the estimate is sent. */
export async function setAutoApproval(
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: { line_limit: number | null; total_limit?: number | null },
): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await repo.findOrderWithAppointment(tx, orderId, { lock: true });
    ownOrRefuse(actor, row?.appointment, { notFound: orderNotFound, forStaff: 'The customer sets their own limit' });
    const verdict = limitVerdict(row!.order.stage);
    if (!verdict.ok) throw new AppError('ESTIMATE_LOCKED', verdict.message);
    // The input's rules leave no total without a limit per part.
    const total = input.total_limit ?? null;
    await repo.setAutoLimit(tx, orderId, input.line_limit, total);
    return { ...row!.order, autoLinePaise: input.line_limit, autoTotalPaise: total };
  });
  return timelineView(deps.db, order);
}

/**
 * Sending the estimate, in the move's transaction: the parts within the customer's limit are approved
 * at once; when nothing is left to answer (a limit covered every part, or the estimate is the booked
 * service alone) the estimate is approved with the send, in the customer's name, saying why, and the
 * car moves on. With nothing left to do at all (every booked line taken off, no part found), the car
 * goes to no service in the advisor's name. Answers the order as it is after.
 */
export async function approveWhatNeedsNoAnswer(
  deps: StageDeps,
  tx: Db,
  order: repo.WorkOrderRow,
  a: AppointmentRow,
  staffId: string,
): Promise<repo.WorkOrderRow> {
  const lines = await repo.linesOf(tx, order.id);
  const limit = order.autoLinePaise === null ? null : { linePaise: order.autoLinePaise, totalPaise: order.autoTotalPaise };
  const approve = autoApproved(
    lines.map((l) => ({ id: l.id, amount: lineAmount(l), approval: l.customerApprovalStatus })),
    limit,
  );
  await repo.setLineApproval(tx, order.id, approve, Approval.APPROVED_BY_CUSTOMER, true);
  const after = lines.map((l) => ({
    approval: approve.includes(l.id) ? Approval.APPROVED_BY_CUSTOMER : l.customerApprovalStatus,
    origin: l.origin,
  }));
  if (!nothingWaits(after.map((l) => l.approval))) return order;
  if (after.every((l) => l.approval === Approval.REMOVED))
    return enterStage(deps, tx, order, a, Stage.NO_SERVICE_SELECTED, staffId, NOTHING_LEFT_NOTE);
  const why =
    approve.length > 0 && limit
      ? `Approved within your limit of ${limit.totalPaise === null ? `${formatInr(limit.linePaise)} a part` : `${formatInr(limit.linePaise)} a part, ${formatInr(limit.totalPaise)} in all`}`
      : 'Nothing to approve: the estimate is the work already agreed';
  // In the customer's name: a booking is made signed in, so a checked-in car has its customer.
  return enterStage(deps, tx, order, a, estimateOutcome(after), a.userId!, why);
}

/** The timeline's note when the service booked was taken off and nothing else was found. */
export const NOTHING_LEFT_NOTE = 'Nothing to do: the service booked was taken off the estimate, and no other work was found';

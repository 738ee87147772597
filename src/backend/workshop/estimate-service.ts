// The estimate: the advisor records the damaged parts at the survey and sends them (the stage move to
// ESTIMATE_APPROVAL_PENDING, timeline-service.ts); the customer answers each line and approves the
// estimate as decided. The rules: src/lib/estimate-rules.ts.
import type { BackendDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/transaction';
import { ownOrRefuse } from '../appointments/access';
import * as repo from './repository';
import { enterStage, lockedForStaff, orderNotFound, timelineView, type TimelineView } from './work-order';
import { actorId, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { Approval, LINE_DECISIONS, Stage, type LineDecision } from '@/contracts/vocabulary';
import { approvalOf, approveAsDecided, customerMayAnswer, lineAmount } from '@/lib/estimate-rules';
import { autoApproved, limitVerdict, nothingWaits } from '@/lib/auto-approval';
import { formatInr } from '@/lib/money';
import type { Db } from '../platform/db/client';
import type { AppointmentRow } from '../appointments/repository';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'outbox'>;

interface NewLine { part_name: string; net_labour_cost: number; net_part_cost: number; net_service_cost: number; notes?: string; approved_by_advisor?: boolean }

/** The advisor records a damaged part; only while the car is at the survey (the estimate is not sent yet). */
export async function addLine(deps: Deps, actor: Actor, orderId: string, input: NewLine): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await lockedForStaff(tx, actor, orderId);
    if (row.order.stage !== Stage.SURVEY) throw new AppError('ESTIMATE_LOCKED', 'Damaged parts are recorded during the inspection, before the estimate is sent');
    await repo.insertLine(tx, {
      workOrderId: orderId, partName: input.part_name, netLabourCost: input.net_labour_cost, netPartCost: input.net_part_cost, netServiceCost: input.net_service_cost,
      notes: input.notes ?? null, customerApprovalStatus: input.approved_by_advisor ? Approval.APPROVED_BY_ADVISOR : Approval.PENDING,
    });
    return row.order;
  });
  return timelineView(deps.db, order);
}

/** The order of an estimate its customer answers, locked; 404 for anyone else's, 403 for staff, 409 once it is not waiting. */
async function estimateToAnswer(tx: Parameters<typeof repo.findOrderWithAppointment>[0], actor: Actor, orderId: string) {
  const row = await repo.findOrderWithAppointment(tx, orderId, { lock: true });
  ownOrRefuse(actor, row?.appointment, { notFound: orderNotFound, forStaff: 'The customer approves the estimate' });
  if (row!.order.stage !== Stage.ESTIMATE_APPROVAL_PENDING) throw new AppError('ESTIMATE_LOCKED', 'This estimate is not waiting for your approval');
  return row!;
}

/** line-item-status: the customer approves or declines lines; advisor-approved ones are not theirs to change. */
export async function setLineStatus(deps: Deps, actor: Actor, input: { order_id: string; decisions: { line_id: string; status: LineDecision }[] }): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await estimateToAnswer(tx, actor, input.order_id);
    const lines = new Map((await repo.linesOf(tx, input.order_id)).map((l) => [l.id, l]));
    for (const decision of input.decisions) {
      const line = lines.get(decision.line_id);
      if (!line) throw new AppError('LINE_NOT_FOUND', 'This estimate has no such line');
      if (!customerMayAnswer(line.customerApprovalStatus)) throw new AppError('ESTIMATE_LOCKED', `'${line.partName}' was approved by your advisor`);
    }
    for (const status of LINE_DECISIONS) {
      await repo.setLineApproval(tx, input.order_id, input.decisions.filter((d) => d.status === status).map((d) => d.line_id), approvalOf(status));
    }
    return row.order;
  });
  return timelineView(deps.db, order);
}

/** line-item-approve: the estimate approved as decided; the car moves on (or no service, every line declined). */
export async function approveEstimate(deps: Deps, actor: Actor, input: { order_id: string }): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await estimateToAnswer(tx, actor, input.order_id);
    const lines = await repo.linesOf(tx, input.order_id);
    const { approve, next } = approveAsDecided(lines.map((l) => ({ id: l.id, approval: l.customerApprovalStatus })));
    await repo.setLineApproval(tx, input.order_id, approve, Approval.APPROVED_BY_CUSTOMER);
    return enterStage(tx, row.order, row.appointment, next, actorId(actor)!, null);
  });
  deps.outbox.kick();
  return timelineView(deps.db, order);
}

/** The customer sets (or changes, or turns off) their auto-approval limit, until the estimate is sent. */
export async function setAutoApproval(deps: Deps, actor: Actor, orderId: string, input: { line_limit: number | null; total_limit?: number | null }): Promise<TimelineView> {
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
 * at once; when nothing is left to answer, the estimate is approved with the send (in the customer's
 * name, saying why), and the car moves on. Answers the order as it is after.
 */
export async function applyAutoApproval(tx: Db, order: repo.WorkOrderRow, a: AppointmentRow): Promise<repo.WorkOrderRow> {
  if (order.autoLinePaise === null) return order;
  const lines = await repo.linesOf(tx, order.id);
  const approve = autoApproved(lines.map((l) => ({ id: l.id, amount: lineAmount(l), approval: l.customerApprovalStatus })), { linePaise: order.autoLinePaise, totalPaise: order.autoTotalPaise });
  await repo.setLineApproval(tx, order.id, approve, Approval.APPROVED_BY_CUSTOMER, true);
  const after = lines.map((l) => (approve.includes(l.id) ? Approval.APPROVED_BY_CUSTOMER : l.customerApprovalStatus));
  if (!nothingWaits(after)) return order;
  const within = order.autoTotalPaise === null ? `${formatInr(order.autoLinePaise)} a part` : `${formatInr(order.autoLinePaise)} a part, ${formatInr(order.autoTotalPaise)} in all`;
  // In the customer's name: a booking is made signed in, so a checked-in car has its customer.
  return enterStage(tx, order, a, Stage.ESTIMATE_COMPLETED, a.userId!, `Approved within your limit of ${within}`);
}

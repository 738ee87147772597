// The final bill (docs/decisions/025 and 035): the advisor records what approved extras finally cost,
// draws the bill up when the car leaves quality check (or no service, for the inspection), and
// records it paid at the counter; the customer approves a bill whose extras run over the estimate's
// variable cost first (spec §4 cost check). The rules: src/lib/final-bill.ts.
import type { BackendDeps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { withRetriedTransaction } from '../platform/db/transaction';
import type { AppointmentRow } from '../appointments';
import { ownOrRefuse } from '../appointments';
import { sendMoneyReturned } from '../appointments';
import { getGarage } from '../garages';
import { feeAdvanceOf, livePaymentOf, updatePayment } from '../payments';
import { nextDocumentNumber, supplierOf } from '../payments';
import { refundCapture } from '../payments';
import { sendBillToApprove } from './messages';
import { rewardOnBill } from '../campaigns';
import * as repo from './repository';
import { enterStage, lockedForStaff, orderNotFound, timelineView, type TimelineView } from './work-order';
import { actorId, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { Approval, Bill, BillPaidBy, GstDoc, Payment, PaymentFor, Stage, type CounterMethod } from '@/contracts/vocabulary';
import { isApproved } from '@/lib/estimate-rules';
import { drawUpBill as drawUp, PAID_BY, PAID_BY_ADVANCE_NOTE } from '@/lib/final-bill';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'outbox' | 'jobs'>;

/**
 * The booking fee paid in advance, as the bill adjusts it: its receipt voucher and payment, unless
 * refunded (a fee given back is no advance).
 */
async function advanceOf(tx: Db, appointmentId: string) {
  const advance = await feeAdvanceOf(tx, appointmentId);
  return advance && !advance.refund ? advance : undefined;
}

/**
 * A bill is issued (at once within the variable cost, or once its customer approved the difference):
 * its tax invoice number and the supplier as it is today, the car at payment; a booking fee larger
 * than the bill is refunded with a refund voucher and the customer told; a bill the fee covered in
 * full is paid by the advance, and the car moves on to payment received. Answers the order after.
 */
async function issueBill(
  deps: Pick<Deps, 'clock' | 'jobs'>,
  tx: Db,
  bill: repo.BillRow,
  order: repo.WorkOrderRow,
  a: AppointmentRow,
  by: string | null,
  note: string | null,
): Promise<repo.WorkOrderRow> {
  const now = deps.clock();
  const garage = await getGarage(tx, bill.garageId);
  const settled = bill.duePaise === 0;
  await repo.updateBill(tx, bill.id, {
    status: settled ? Bill.PAID : Bill.ISSUED,
    number: await nextDocumentNumber(tx, garage, GstDoc.TAX_INVOICE, now),
    ...supplierOf(garage),
    issuedAt: now,
    ...(settled ? { paidVia: BillPaidBy.ADVANCE, paidAt: now } : {}),
  });
  const advance = bill.excessRefundPaise > 0 ? await advanceOf(tx, a.id) : undefined;
  if (advance?.payment.providerPaymentId) {
    await refundCapture(deps, tx, {
      payment: advance.payment,
      gatewayPaymentId: advance.payment.providerPaymentId,
      amountPaise: bill.excessRefundPaise,
      reason: 'the booking fee was more than the bill',
      now,
    });
    await sendMoneyReturned(tx, a, bill.excessRefundPaise, 'your booking fee was more than your bill');
  }
  const atPayment = await enterStage(deps, tx, order, a, Stage.PAYMENT_PENDING, by, note);
  return settled ? enterStage(deps, tx, atPayment, a, Stage.PAYMENT_COMPLETED, by, PAID_BY_ADVANCE_NOTE) : atPayment;
}

/**
 * The car leaves quality check (or no service) for payment: the bill is drawn up from the booked
 * lines and the approved extras, less a service coupon's discount and the booking fee paid in advance.
 * Within the variable cost it is issued and the car moves on (issueBill); above it, it waits for the
 * customer, who is told by SMS, and the car stays where it is. Answers the order after.
 */
export async function drawUpBill(
  deps: Pick<Deps, 'clock' | 'jobs'>,
  tx: Db,
  order: repo.WorkOrderRow,
  a: AppointmentRow,
  staffId: string,
  note: string | null,
): Promise<repo.WorkOrderRow> {
  // Only a waiting bill can exist here (an issued one moved the car on); the unique index on work_order_id holds the rest.
  await repo.withdrawAwaitingBill(tx, order.id);
  const [lines, advance] = await Promise.all([repo.linesOf(tx, order.id), advanceOf(tx, a.id)]);
  const bill = drawUp(
    lines.map((l) => ({
      id: l.id,
      partName: l.partName,
      approval: l.customerApprovalStatus,
      booked: l.customerApprovalStatus === Approval.BOOKED,
      sentPaise: l.sentPaise,
      finalPaise: l.finalPaise,
    })),
    advance?.voucher.totalPaise ?? 0,
    // A campaign's reward on the bill joins the service coupon's discount (none when check-in found another car).
    a.serviceDiscountPaise + (await rewardOnBill(tx, a.id)).discountPaise,
  );
  const drawn = await repo.insertBill(tx, {
    workOrderId: order.id,
    garageId: a.garageId,
    status: Bill.AWAITING_APPROVAL,
    lines: bill.lines.map((l) => ({
      id: l.id,
      part_name: l.partName,
      booked: l.booked,
      sent_paise: l.sentPaise,
      amount_paise: l.amountPaise,
    })),
    discountPaise: bill.discountPaise,
    taxablePaise: bill.taxablePaise,
    cgstPaise: bill.cgstPaise,
    sgstPaise: bill.sgstPaise,
    igstPaise: bill.igstPaise,
    totalPaise: bill.totalPaise,
    feeCreditPaise: bill.feeCreditPaise,
    advanceDocumentId: advance?.voucher.id ?? null,
    excessRefundPaise: bill.excessRefundPaise,
    duePaise: bill.duePaise,
    drawnBy: staffId,
    drawnAt: deps.clock(),
  });
  if (bill.status === Bill.ISSUED) return issueBill(deps, tx, drawn, order, a, staffId, note);
  await sendBillToApprove(tx, a, bill.overrunPercent);
  return order;
}

/** The advisor records what an approved extra finally cost, during the repair or the quality check; the booked service keeps its booked price. */
export async function setFinalAmount(
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: { line_id: string; final_amount: number },
): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await lockedForStaff(tx, actor, orderId);
    const stage = row.order.stage;
    if (stage !== Stage.REPAIR_IN_PROGRESS && stage !== Stage.QUALITY_CHECK) {
      throw new AppError('ESTIMATE_LOCKED', 'Final amounts are recorded during the repair and the quality check, before the bill');
    }
    const line = (await repo.linesOf(tx, orderId)).find((l) => l.id === input.line_id);
    if (!line) throw new AppError('LINE_NOT_FOUND', 'This estimate has no such line');
    if (line.customerApprovalStatus === Approval.BOOKED)
      throw new AppError('ESTIMATE_LOCKED', `'${line.partName}' was booked at its price: it is billed at that price`);
    if (line.customerApprovalStatus === Approval.REMOVED)
      throw new AppError('ESTIMATE_LOCKED', `'${line.partName}' was taken off the estimate, so it is not billed`);
    if (!isApproved(line.customerApprovalStatus))
      throw new AppError('ESTIMATE_LOCKED', `'${line.partName}' was not approved, so it is neither done nor billed`);
    await repo.setFinalAmount(tx, orderId, line.id, input.final_amount);
    await repo.withdrawAwaitingBill(tx, orderId);
    return row.order;
  });
  return timelineView(deps.db, order);
}

/** The customer approves a bill over the estimate's variable cost: it is issued and the car moves to payment. */
export async function approveBill(deps: Deps, actor: Actor, orderId: string): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await repo.findOrderWithAppointment(tx, orderId, { lock: true });
    ownOrRefuse(actor, row?.appointment, { notFound: orderNotFound, forStaff: 'The customer approves the final cost' });
    const bill = await repo.billOf(tx, orderId);
    if (!bill || bill.status !== Bill.AWAITING_APPROVAL) throw new AppError('BILL_NOT_READY', 'There is no bill waiting for your approval');
    await repo.updateBill(tx, bill.id, { differenceApprovedAt: deps.clock() });
    return issueBill(deps, tx, bill, row!.order, row!.appointment, actorId(actor)!, null);
  });
  deps.outbox.kick();
  return timelineView(deps.db, order);
}

/** The issued bill was paid at the counter: it is marked paid and the car moves to payment received. */
export async function recordCounterPayment(
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: { method: CounterMethod },
): Promise<TimelineView> {
  const staffId = actorId(actor)!;
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await lockedForStaff(tx, actor, orderId);
    // An issued bill means the car is at PAYMENT_PENDING: issuing moves it there in the same
    // transaction, and from there only this payment moves it on.
    const bill = await repo.billOf(tx, orderId);
    if (!bill || bill.status !== Bill.ISSUED) throw new AppError('BILL_NOT_READY', 'This car has no bill waiting for payment');
    await repo.updateBill(tx, bill.id, { status: Bill.PAID, paidVia: input.method, paidAt: deps.clock(), paidRecordedBy: staffId });
    // An online attempt not paid is closed; one the gateway captures after all is refunded (bill-payment-service.ts).
    const online = await livePaymentOf(tx, row.appointment.id, PaymentFor.BILL);
    if (online) await updatePayment(tx, online.id, { status: Payment.EXPIRED, failureReason: 'the bill was paid at the counter' });
    return enterStage(
      deps,
      tx,
      row.order,
      row.appointment,
      Stage.PAYMENT_COMPLETED,
      staffId,
      `Paid at the counter ${PAID_BY[input.method]}`,
    );
  });
  deps.outbox.kick();
  return timelineView(deps.db, order);
}

/**
 * A car with no service and nothing to bill goes back to its owner: the booking fee paid in advance
 * for a service not supplied is refunded in full, with a refund voucher, and the customer told.
 */
export async function refundUnusedAdvance(deps: Pick<Deps, 'clock' | 'jobs'>, tx: Db, a: AppointmentRow): Promise<void> {
  const advance = await advanceOf(tx, a.id);
  if (!advance?.payment.providerPaymentId) return;
  const amountPaise = advance.voucher.totalPaise;
  await refundCapture(deps, tx, {
    payment: advance.payment,
    gatewayPaymentId: advance.payment.providerPaymentId,
    amountPaise,
    reason: 'no service was done',
    now: deps.clock(),
  });
  await sendMoneyReturned(tx, a, amountPaise, 'no service was done on your car, so your booking fee is returned');
}

// The final bill (docs/decisions/025): the advisor records what approved lines finally cost, draws the
// bill up when the car leaves quality check, and records it paid at the counter; the customer approves
// a bill over the estimate's variable cost first (spec §4 cost check). The rules: src/lib/final-bill.ts.
import type { BackendDeps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { withRetriedTransaction } from '../platform/db/transaction';
import type { AppointmentRow } from '../appointments/repository';
import { ownOrRefuse } from '../appointments/access';
import { getGarage } from '../garages/garage-service';
import { invoiceOf, livePaymentOf, updatePayment } from '../payments/repository';
import { nextInvoiceNumber, supplierOf } from '../payments/invoice-service';
import { sendBillToApprove } from './messages';
import * as repo from './repository';
import { enterStage, lockedForStaff, orderNotFound, timelineView, type TimelineView } from './work-order';
import { actorId, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { Bill, Payment, PaymentFor, Stage, type CounterMethod } from '@/contracts/vocabulary';
import { isApproved } from '@/lib/estimate-rules';
import { drawUpBill as drawUp, PAID_BY } from '@/lib/final-bill';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'outbox'>;

/** What an issued bill carries: its invoice number and the supplier as it is today. */
async function issued(tx: Db, garageId: string, now: Date) {
  const garage = await getGarage(tx, garageId);
  return { status: Bill.ISSUED, number: await nextInvoiceNumber(tx, garage, now), ...supplierOf(garage), issuedAt: now };
}

/**
 * The car leaves quality check for payment: the bill is drawn up from the approved lines, less the
 * booking fee paid online (kept unless refunded) and a service coupon's discount. Within the variable cost it is issued and the
 * answer is true (the caller moves the car on); above it, it waits for the customer, who is told by
 * SMS, and the car stays at quality check.
 */
export async function drawUpBill(deps: Pick<Deps, 'clock'>, tx: Db, order: repo.WorkOrderRow, a: AppointmentRow, staffId: string): Promise<boolean> {
  // Only a waiting bill can exist at quality check (an issued one moved the car on); the unique
  // index on work_order_id holds the rest.
  await repo.withdrawAwaitingBill(tx, order.id);
  const [lines, paid] = await Promise.all([repo.linesOf(tx, order.id), invoiceOf(tx, a.id)]);
  const bill = drawUp(
    lines.map((l) => ({ id: l.id, partName: l.partName, approval: l.customerApprovalStatus, sentPaise: l.sentPaise, finalPaise: l.finalPaise })),
    paid && !paid.refund ? paid.invoice.totalPaise : 0,
    a.serviceDiscountPaise,
  );
  const now = deps.clock();
  const within = bill.status === Bill.ISSUED;
  await repo.insertBill(tx, {
    workOrderId: order.id, garageId: a.garageId, status: Bill.AWAITING_APPROVAL,
    lines: bill.lines.map((l) => ({ id: l.id, part_name: l.partName, sent_paise: l.sentPaise, amount_paise: l.amountPaise })),
    discountPaise: bill.discountPaise, taxablePaise: bill.taxablePaise, cgstPaise: bill.cgstPaise, sgstPaise: bill.sgstPaise, igstPaise: bill.igstPaise, totalPaise: bill.totalPaise,
    feeCreditPaise: bill.feeCreditPaise, duePaise: bill.duePaise, drawnBy: staffId, drawnAt: now,
    ...(within ? await issued(tx, a.garageId, now) : {}),
  });
  if (!within) await sendBillToApprove(tx, a, bill.overrunPercent);
  return within;
}

/** The advisor records what an approved line finally cost, during the repair or the quality check. */
export async function setFinalAmount(deps: Deps, actor: Actor, orderId: string, input: { line_id: string; final_amount: number }): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await lockedForStaff(tx, actor, orderId);
    const stage = row.order.stage;
    if (stage !== Stage.REPAIR_IN_PROGRESS && stage !== Stage.QUALITY_CHECK) {
      throw new AppError('ESTIMATE_LOCKED', 'Final amounts are recorded during the repair and the quality check, before the bill');
    }
    const line = (await repo.linesOf(tx, orderId)).find((l) => l.id === input.line_id);
    if (!line) throw new AppError('LINE_NOT_FOUND', 'This estimate has no such line');
    if (!isApproved(line.customerApprovalStatus)) throw new AppError('ESTIMATE_LOCKED', `'${line.partName}' was not approved, so it is neither done nor billed`);
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
    const now = deps.clock();
    await repo.updateBill(tx, bill.id, { ...(await issued(tx, bill.garageId, now)), differenceApprovedAt: now });
    return enterStage(tx, row!.order, row!.appointment, Stage.PAYMENT_PENDING, actorId(actor)!, null);
  });
  deps.outbox.kick();
  return timelineView(deps.db, order);
}

/** The issued bill was paid at the counter: it is marked paid and the car moves to payment received. */
export async function recordCounterPayment(deps: Deps, actor: Actor, orderId: string, input: { method: CounterMethod }): Promise<TimelineView> {
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
    return enterStage(tx, row.order, row.appointment, Stage.PAYMENT_COMPLETED, staffId, `Paid at the counter ${PAID_BY[input.method]}`);
  });
  deps.outbox.kick();
  return timelineView(deps.db, order);
}

import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { invoices, invoiceSequences, paymentEvents, payments, refunds } from '../platform/db/schema';
import { GstDoc, Payment, PaymentFor, Refund, type GstDocument, type PaymentPurpose } from '@/contracts/vocabulary';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type DocumentRow = typeof invoices.$inferSelect;

const LIVE = [Payment.CREATED, Payment.IN_PROGRESS, Payment.FAILED];

/** The appointment's payment attempt for its fee (or its bill) that can still be paid. */
export async function livePaymentOf(
  db: Db,
  appointmentId: string,
  purpose: PaymentPurpose = PaymentFor.FEE,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.purpose, purpose), inArray(payments.status, LIVE)));
  return row;
}

/** The appointment's captured fee (or bill). */
export async function confirmedPaymentOf(
  db: Db,
  appointmentId: string,
  purpose: PaymentPurpose = PaymentFor.FEE,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.purpose, purpose), eq(payments.status, Payment.CONFIRMED)));
  return row;
}

/** The newest attempt to pay a work order's bill, whatever its state. */
export async function latestBillPaymentOf(db: Db, workOrderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.workOrderId, workOrderId), eq(payments.purpose, PaymentFor.BILL)))
    .orderBy(sql`${payments.createdAt} desc`)
    .limit(1);
  return row;
}

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted!;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByOrder(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  return row;
}

/** The payment attempt of a gateway order, locked until the transaction ends. */
export async function lockPaymentByOrder(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, orderId)).for('update');
  return row;
}

export async function updatePayment(db: Db, id: string, patch: Partial<typeof payments.$inferInsert>): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/** Records the gateway's order on the attempt, unless another request recorded one first; answers the attempt as stored. */
export async function setOrder(db: Db, id: string, orderId: string, payinUrl: string): Promise<PaymentRow> {
  await db
    .update(payments)
    .set({ providerOrderId: orderId, payinUrl, orderClaimedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), sql`${payments.providerOrderId} is null`));
  return (await findPayment(db, id))!;
}

/**
 * Claims the making of an attempt's gateway order for `ms` (database time): true for the one caller
 * that finds no order and no live claim (a claim past its time was left by a request that died);
 * false for the rest.
 */
export async function claimOrder(db: Db, id: string, ms: number): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ orderClaimedUntil: sql`now() + make_interval(secs => ${ms / 1000})` })
    .where(
      and(
        eq(payments.id, id),
        isNull(payments.providerOrderId),
        or(isNull(payments.orderClaimedUntil), lte(payments.orderClaimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: payments.id });
  return claimed.length === 1;
}

/** The attempt, and whether another request's claim on making its order is still in its time. */
export async function findPaymentWithClaim(db: Db, id: string): Promise<{ payment: PaymentRow; claimLive: boolean } | undefined> {
  const [row] = await db
    .select({ payment: payments, claimLive: sql<boolean>`coalesce(${payments.orderClaimedUntil} > now(), false)` })
    .from(payments)
    .where(eq(payments.id, id));
  return row;
}

/** Gives a claim back when the gateway could not make the order, so that the next request may try at once. */
export async function releaseOrderClaim(db: Db, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ orderClaimedUntil: null })
    .where(and(eq(payments.id, id), isNull(payments.providerOrderId)));
}

/**
 * Attempts to ask the gateway about: in progress, or unpaid with an order and not touched for a while
 * (a callback may have been lost), made since `since`. Unpaid orders stay payable: a customer who
 * pays days later gets PAYMENT_CONFIRMED and chooses a slot again.
 */
export function paymentsToReconcile(db: Db, quietSince: Date, since: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, LIVE),
        isNotNull(payments.providerOrderId),
        gte(payments.createdAt, since),
        or(eq(payments.status, Payment.IN_PROGRESS), lte(payments.updatedAt, quietSince)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** A gateway event not applied before: true once (the event id is remembered in the same transaction). */
export async function firstDelivery(db: Db, eventId: string, event: string, orderId: string | null): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ eventId, event, providerOrderId: orderId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return inserted.length > 0;
}

/** A refund, once per captured gateway payment: answers it, or nothing when that payment was refunded already. */
export async function insertRefund(
  db: Db,
  row: typeof refunds.$inferInsert & { gatewayPaymentId: string },
): Promise<RefundRow | undefined> {
  const [inserted] = await db.insert(refunds).values(row).onConflictDoNothing({ target: refunds.gatewayPaymentId }).returning();
  return inserted;
}

export function pendingRefunds(db: Db, limit: number) {
  return db.select().from(refunds).where(eq(refunds.status, Refund.PENDING)).orderBy(asc(refunds.createdAt)).limit(limit);
}

export async function updateRefund(db: Db, id: string, patch: Partial<typeof refunds.$inferInsert>): Promise<void> {
  await db.update(refunds).set(patch).where(eq(refunds.id, id));
}

export async function findRefundByProviderId(db: Db, providerRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

/** Whether a captured gateway payment is already recorded: as an attempt's own capture, or refunded. */
export async function captureRecorded(db: Db, gatewayPaymentId: string): Promise<boolean> {
  const [own] = await db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, gatewayPaymentId));
  if (own) return true;
  const [refunded] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.gatewayPaymentId, gatewayPaymentId));
  return Boolean(refunded);
}

/** The next number of a garage's document series in a financial year: one guarded counter row, so numbers never repeat or skip. */
export async function nextDocumentSequence(db: Db, garageId: string, financialYear: string, series: GstDocument): Promise<number> {
  const [row] = await db
    .insert(invoiceSequences)
    .values({ garageId, financialYear, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.garageId, invoiceSequences.financialYear, invoiceSequences.series],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ n: invoiceSequences.lastNumber });
  return row!.n;
}

export async function insertDocument(db: Db, row: typeof invoices.$inferInsert): Promise<DocumentRow> {
  const [inserted] = await db.insert(invoices).values(row).returning();
  return inserted!;
}

export async function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** A fee payment's document of one kind (its receipt voucher, its cancellation charge). */
export async function documentOf(db: Db, paymentId: string, kind: GstDocument): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, kind)));
  return row;
}

/** The appointment's booking fee as an advance: its receipt voucher, its payment, and the refund of that payment's own capture, if any. */
export async function feeAdvanceOf(
  db: Db,
  appointmentId: string,
): Promise<{ voucher: DocumentRow; payment: PaymentRow; refund: RefundRow | null } | undefined> {
  const [row] = await db
    .select({ voucher: invoices, payment: payments, refund: refunds })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .leftJoin(refunds, and(eq(refunds.paymentId, payments.id), eq(refunds.gatewayPaymentId, payments.providerPaymentId)))
    .where(and(eq(invoices.appointmentId, appointmentId), eq(invoices.kind, GstDoc.RECEIPT_VOUCHER)));
  return row;
}

/** Every GST document of an appointment's booking fee, oldest first. */
export function documentsOf(db: Db, appointmentId: string): Promise<DocumentRow[]> {
  return db.select().from(invoices).where(eq(invoices.appointmentId, appointmentId)).orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

import { and, asc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { invoices, invoiceSequences, paymentEvents, payments, refunds } from '../platform/db/schema';
import { Payment, PaymentFor, Refund, type PaymentPurpose } from '@/contracts/vocabulary';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

const LIVE = [Payment.CREATED, Payment.IN_PROGRESS, Payment.FAILED];

/** The appointment's payment attempt for its fee (or its bill) that can still be paid. */
export async function livePaymentOf(db: Db, appointmentId: string, purpose: PaymentPurpose = PaymentFor.FEE): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.appointmentId, appointmentId), eq(payments.purpose, purpose), inArray(payments.status, LIVE)));
  return row;
}

/** The appointment's captured fee (or bill). */
export async function confirmedPaymentOf(db: Db, appointmentId: string, purpose: PaymentPurpose = PaymentFor.FEE): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.appointmentId, appointmentId), eq(payments.purpose, purpose), eq(payments.status, Payment.CONFIRMED)));
  return row;
}

/** The newest attempt to pay a work order's bill, whatever its state. */
export async function latestBillPaymentOf(db: Db, workOrderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.workOrderId, workOrderId), eq(payments.purpose, PaymentFor.BILL)))
    .orderBy(sql`${payments.createdAt} desc`).limit(1);
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
  const [row] = await db.update(payments).set({ ...patch, updatedAt: sql`now()` }).where(eq(payments.id, id)).returning();
  return row!;
}

/** Records the gateway's order on the attempt, unless another request recorded one first; answers the attempt as stored. */
export async function setOrder(db: Db, id: string, orderId: string, payinUrl: string): Promise<PaymentRow> {
  await db.update(payments).set({ providerOrderId: orderId, payinUrl, updatedAt: sql`now()` }).where(and(eq(payments.id, id), sql`${payments.providerOrderId} is null`));
  return (await findPayment(db, id))!;
}

/**
 * Attempts to ask the gateway about: in progress, or unpaid with an order and not touched for a while
 * (a callback may have been lost), made since `since`. Unpaid orders stay payable: a customer who
 * pays days later gets PAYMENT_CONFIRMED and chooses a slot again.
 */
export function paymentsToReconcile(db: Db, quietSince: Date, since: Date, limit: number) {
  return db.select().from(payments).where(and(
    inArray(payments.status, LIVE), isNotNull(payments.providerOrderId), gte(payments.createdAt, since),
    or(eq(payments.status, Payment.IN_PROGRESS), lte(payments.updatedAt, quietSince)),
  )).orderBy(asc(payments.updatedAt)).limit(limit);
}

/** A gateway event not applied before: true once (the event id is remembered in the same transaction). */
export async function firstDelivery(db: Db, eventId: string, event: string, orderId: string | null): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values({ eventId, event, providerOrderId: orderId }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
  return inserted.length > 0;
}

export async function insertRefund(db: Db, row: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [inserted] = await db.insert(refunds).values(row).onConflictDoNothing().returning();
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

/** The next invoice number of a garage in a financial year: one guarded counter row, so numbers never repeat or skip. */
export async function nextInvoiceSequence(db: Db, garageId: string, financialYear: string): Promise<number> {
  const [row] = await db.insert(invoiceSequences).values({ garageId, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceSequences.garageId, invoiceSequences.financialYear], set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` } })
    .returning({ n: invoiceSequences.lastNumber });
  return row!.n;
}

export async function insertInvoice(db: Db, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await db.insert(invoices).values(row).returning();
  return inserted!;
}

export async function invoiceOf(db: Db, appointmentId: string): Promise<{ invoice: InvoiceRow; payment: PaymentRow; refund: RefundRow | null } | undefined> {
  const [row] = await db.select({ invoice: invoices, payment: payments, refund: refunds }).from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId)).leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(eq(invoices.appointmentId, appointmentId));
  return row;
}

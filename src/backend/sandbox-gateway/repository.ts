import { asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../platform/db/schema';

export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

export async function insertOrder(db: Db, row: typeof sandboxOrders.$inferInsert): Promise<SandboxOrderRow> {
  const [inserted] = await db.insert(sandboxOrders).values(row).returning();
  return inserted!;
}

export async function findOrder(db: Db, id: string): Promise<SandboxOrderRow | undefined> {
  const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
  return row;
}

export async function lockOrder(db: Db, id: string): Promise<SandboxOrderRow | undefined> {
  const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id)).for('update');
  return row;
}

export async function setOrderStatus(db: Db, id: string, status: string): Promise<void> {
  await db.update(sandboxOrders).set({ status }).where(eq(sandboxOrders.id, id));
}

export function paymentsOfOrder(db: Db, orderId: string): Promise<SandboxPaymentRow[]> {
  return db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(asc(sandboxPayments.createdAt));
}

export async function insertPayment(db: Db, row: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow> {
  const [inserted] = await db.insert(sandboxPayments).values(row).returning();
  return inserted!;
}

export async function findPayment(db: Db, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

export async function updatePayment(db: Db, id: string, patch: Partial<typeof sandboxPayments.$inferInsert>): Promise<SandboxPaymentRow> {
  const [row] = await db.update(sandboxPayments).set(patch).where(eq(sandboxPayments.id, id)).returning();
  return row!;
}

export async function insertRefund(db: Db, row: typeof sandboxRefunds.$inferInsert): Promise<SandboxRefundRow> {
  const [inserted] = await db.insert(sandboxRefunds).values(row).returning();
  return inserted!;
}

export async function findRefund(db: Db, id: string): Promise<SandboxRefundRow | undefined> {
  const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id));
  return row;
}

export function refundsOfPayment(db: Db, paymentId: string): Promise<SandboxRefundRow[]> {
  return db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));
}

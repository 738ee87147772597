import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The sandbox payment gateway's own records (the embedded default of the payment provider): orders,
// payments and refunds as Razorpay keeps them, with Razorpay's ids and lower-case states.

export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
  /** created, attempted or paid. */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amountPaise: integer('amount_paise').notNull(),
    /** captured, failed or pending (a bank that has not answered yet: it settles on its own). */
    status: text('status').notNull(),
    errorDescription: text('error_description'),
    /** A pending payment settles (captured) at this time. */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxPayments.id),
  amountPaise: integer('amount_paise').notNull(),
  /** processed (the sandbox settles refunds at once). */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { garages } from './garages';
import { appointments } from './bookings';
import { workOrders } from './workshop';
import { GST_DOCUMENTS, GstDoc, Payment, PAYMENT_PURPOSES, PAYMENT_STATUSES, PaymentFor, REFUND_STATUSES } from '@/contracts/vocabulary';

// Payments (src/backend/payments/README.md): attempts to pay a booking fee or a final bill, each one
// gateway order; refunds; the webhook deliveries applied; the GST documents of booking fees and the
// numbering of every GST document per garage, financial year and series (docs/decisions/035).

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentPurpose = pgEnum('payment_purpose', PAYMENT_PURPOSES);
const LIVE_PAYMENT = sql.raw(`('${Payment.CREATED}', '${Payment.IN_PROGRESS}', '${Payment.FAILED}')`);

/** One attempt to pay an appointment's booking fee or its work order's final bill: one gateway order, paid by one or more tries. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The booking fee, or the final bill of a work order (`work_order_id`). */
    purpose: paymentPurpose('purpose').notNull().default(PaymentFor.FEE),
    /** The work order whose final bill this pays (purpose BILL only). */
    workOrderId: uuid('work_order_id').references(() => workOrders.id, { onDelete: 'cascade' }),
    /** What the gateway charges (paise): the fee less a fee coupon; a bill's amount due. */
    amountPaise: integer('amount_paise').notNull(),
    /** The fee before a fee coupon; for a bill, its amount due. */
    feePaise: integer('fee_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    status: paymentStatus('status').notNull().default(PAYMENT_STATUSES[0]),
    provider: text('provider').notNull(),
    /** The gateway's order, made once per attempt and reused when the customer tries again. */
    providerOrderId: text('provider_order_id').unique(),
    /** The gateway's id of the captured payment. */
    providerPaymentId: text('provider_payment_id').unique(),
    payinUrl: text('payin_url'),
    /** While set and ahead, one request is making the gateway's order for this attempt; the others wait for it. */
    orderClaimedUntil: timestamp('order_claimed_until', { withTimezone: true }),
    failureReason: text('failure_reason'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_appointment_idx').on(t.appointmentId),
    // One attempt that can still be paid, and one captured, per appointment for each purpose (its fee, its bill).
    uniqueIndex('payments_one_live_per_appointment').on(t.appointmentId, t.purpose).where(sql`${t.status} in ${LIVE_PAYMENT}`),
    uniqueIndex('payments_one_confirmed_per_appointment')
      .on(t.appointmentId, t.purpose)
      .where(sql`${t.status} = ${sql.raw(`'${Payment.CONFIRMED}'`)}`),
    check('payments_bill_has_order', sql`(${t.purpose} = ${sql.raw(`'${PaymentFor.BILL}'`)}) = (${t.workOrderId} is not null)`),
    index('payments_open_idx').on(t.updatedAt).where(sql`${t.status} in ${LIVE_PAYMENT}`),
    check(
      'payments_amounts',
      sql`${t.amountPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.amountPaise} + ${t.discountPaise} = ${t.feePaise}`,
    ),
  ],
);

export const refundStatus = pgEnum('refund_status', REFUND_STATUSES);

/**
 * A refund of money captured: a booking fee on cancellation or larger than the bill, a payment for a
 * booking that cannot take it, a second capture on one gateway order, a capture of the wrong amount.
 * Each captured gateway payment is refunded at most once (`gateway_payment_id`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The gateway's payment the money goes back to (an attempt's own capture, or a second capture on its order). */
    gatewayPaymentId: text('gateway_payment_id').unique(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    status: refundStatus('status').notNull().default(REFUND_STATUSES[0]),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = ${sql.raw(`'${REFUND_STATUSES[0]}'`)}`),
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Gateway webhook deliveries already applied, by the gateway's event id (it delivers at least once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    event: text('event').notNull(),
    providerOrderId: text('provider_order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_received_idx').on(t.receivedAt)],
);

/**
 * The GST documents of a booking fee (docs/decisions/035), the supplier kept as it was when issued:
 * its RECEIPT_VOUCHER when it is paid (an advance for the service), a REFUND_VOUCHER when it is given
 * back (`refund_id`), or a TAX_INVOICE for a cancellation charge when it is kept on a late
 * cancellation or a no-show. The last two name the receipt voucher they settle (`against_id`). The
 * table keeps its first name: it held the fees' tax invoices before advances had vouchers.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: GST_DOCUMENTS }).notNull().default(GstDoc.RECEIPT_VOUCHER),
    number: text('number').notNull().unique(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id),
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id),
    againstId: uuid('against_id').references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    supplier: jsonb('supplier').$type<Record<string, string>>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [
    check('invoices_total', sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`),
    // One receipt voucher and at most one cancellation charge per fee payment; a refund voucher per refund.
    uniqueIndex('invoices_one_per_payment')
      .on(t.paymentId, t.kind)
      .where(sql`${t.kind} <> ${sql.raw(`'${GstDoc.REFUND_VOUCHER}'`)}`),
    index('invoices_appointment_idx').on(t.appointmentId),
    check('invoices_refund_voucher', sql`(${t.kind} = ${sql.raw(`'${GstDoc.REFUND_VOUCHER}'`)}) = (${t.refundId} is not null)`),
  ],
);

/** The last number of a garage's GST document series in a financial year (numbers run consecutively per series and year). */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    series: text('series', { enum: GST_DOCUMENTS }).notNull().default(GstDoc.TAX_INVOICE),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.garageId, t.financialYear, t.series] })],
);

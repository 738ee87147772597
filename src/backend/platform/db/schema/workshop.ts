import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './bookings';
import { users } from './customers';
import { garages } from './garages';
import {
  Approval,
  Bill,
  BILL_PAYMENT_METHODS,
  BILL_STATUSES,
  LINE_APPROVALS,
  LINE_ORIGINS,
  Origin,
  PHOTO_KINDS,
  Update,
  UPDATE_KINDS,
  WORKSHOP_STAGES,
} from '@/contracts/vocabulary';
import { invoices } from './payments';

/**
 * A work order, opened when the car is checked in at the garage (one per appointment); the timeline
 * hangs off it. `request_id` is the check-in's own id: the same check-in sent twice opens one order.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    requestId: text('request_id'),
    stage: text('stage', { enum: WORKSHOP_STAGES }).notNull().default(WORKSHOP_STAGES[0]),
    welcomeScreenViewed: boolean('welcome_screen_viewed').notNull().default(false),
    /** The advisor's promised time for the stage `promised_stage` (docs/decisions/032), and when the customer was told it passed. */
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    promisedStage: text('promised_stage', { enum: WORKSHOP_STAGES }),
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
    /** The customer's auto-approval limit (paise): per part, and in all (docs/decisions/031). */
    autoLinePaise: integer('auto_line_paise'),
    autoTotalPaise: integer('auto_total_paise'),
    openedBy: uuid('opened_by').references(() => users.id),
    /** The odometer at check-in (km), when the advisor read it: the service reminder's distance rule (docs/decisions/057). */
    odometerKm: integer('odometer_km'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_orders_one_per_appointment').on(t.appointmentId),
    uniqueIndex('work_orders_request_id').on(t.requestId),
    index('work_orders_promised_idx').on(t.promisedAt).where(sql`${t.promisedAt} is not null and ${t.lateNotifiedAt} is null`),
    check('work_orders_odometer', sql`${t.odometerKm} is null or ${t.odometerKm} between 0 and 2000000`),
    check('work_orders_promise', sql`(${t.promisedAt} is null) = (${t.promisedStage} is null)`),
    check(
      'work_orders_auto_limit',
      sql`(${t.autoLinePaise} is null and ${t.autoTotalPaise} is null) or (${t.autoLinePaise} > 0 and (${t.autoTotalPaise} is null or ${t.autoTotalPaise} >= ${t.autoLinePaise}))`,
    ),
  ],
);

export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: WORKSHOP_STAGES }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order stages were entered in, where their times tie (PGlite's clock counts milliseconds). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('timeline_events_order_idx').on(t.workOrderId)],
);

/**
 * A line of the estimate (spec §3's damage part: its breakup of net labour, part and service cost, in
 * paise, and its approval): the service booked, put here at check-in at the price quoted at booking
 * (`origin` PLAN, REPAIR, SPA or INSPECTION, approval BOOKED), or an EXTRA part the advisor found at
 * the survey (docs/decisions/035). `sent_paise` is its amount when the estimate was sent,
 * `final_paise` an extra's amount at billing (spec §4's cost check). A booked line the garage cannot
 * do is REMOVED with the reason the customer was told, never deleted.
 */
export const estimateLineItems = pgTable(
  'estimate_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    partName: text('part_name').notNull(),
    netLabourCost: integer('net_labour_cost').notNull().default(0),
    netPartCost: integer('net_part_cost').notNull().default(0),
    netServiceCost: integer('net_service_cost').notNull().default(0),
    notes: text('notes'),
    customerApprovalStatus: text('customer_approval_status', { enum: LINE_APPROVALS }).notNull().default(LINE_APPROVALS[0]),
    origin: text('origin', { enum: LINE_ORIGINS }).notNull().default(Origin.EXTRA),
    /** The plan code or catalogue item this line is (null for a part the catalogue does not have). */
    catalogueItemId: text('catalogue_item_id'),
    sentPaise: integer('sent_paise'),
    finalPaise: integer('final_paise'),
    /** Approved by the customer's limit as the estimate was sent. */
    autoApproved: boolean('auto_approved').notNull().default(false),
    removedReason: text('removed_reason'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('estimate_line_items_order_idx').on(t.workOrderId),
    // Booked lines are the booking's: only they are BOOKED or REMOVED, and a removal carries its reason.
    check(
      'estimate_line_items_booked',
      sql`(${t.origin} <> ${sql.raw(`'${Origin.EXTRA}'`)}) = (${t.customerApprovalStatus} in (${sql.raw(`'${Approval.BOOKED}', '${Approval.REMOVED}'`)}))`,
    ),
    check(
      'estimate_line_items_removed',
      sql`(${t.customerApprovalStatus} = ${sql.raw(`'${Approval.REMOVED}'`)}) = (${t.removedReason} is not null)`,
    ),
  ],
);

/**
 * The final bill of a work order (docs/decisions/025): the approved lines as billed, kept as they were
 * drawn up, the GST inside the total, the booking fee taken off and what is due. A GST tax invoice
 * once issued (numbered in the garage's series with the booking fees' invoices, the supplier kept as
 * it was that day); waiting for the customer first when it is over the estimate's variable cost.
 */
export const workBills = pgTable(
  'work_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .unique()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id),
    status: text('status', { enum: BILL_STATUSES }).notNull(),
    number: text('number').unique(),
    /** The lines billed as they were drawn up; `booked` for the service booked (absent on bills drawn up before it was billed). */
    lines: jsonb('lines')
      .$type<{ id: string; part_name: string; sent_paise: number; amount_paise: number; booked?: boolean }[]>()
      .notNull(),
    /** A service coupon's discount taken off the work before tax (the appointment's `service_discount_paise`). */
    discountPaise: integer('discount_paise').notNull().default(0),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    feeCreditPaise: integer('fee_credit_paise').notNull(),
    duePaise: integer('due_paise').notNull(),
    /** The receipt voucher of the booking fee this bill adjusts as an advance (null when none was paid). */
    advanceDocumentId: uuid('advance_document_id').references(() => invoices.id),
    /** The part of the booking fee larger than the bill, refunded with a refund voucher. */
    excessRefundPaise: integer('excess_refund_paise').notNull().default(0),
    supplier: jsonb('supplier').$type<Record<string, string>>(),
    placeOfSupply: text('place_of_supply'),
    drawnBy: uuid('drawn_by').references(() => users.id),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
    differenceApprovedAt: timestamp('difference_approved_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** At the counter (CASH, CARD, UPI), ONLINE through the payment gateway, or by the ADVANCE alone. */
    paidVia: text('paid_via', { enum: BILL_PAYMENT_METHODS }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidRecordedBy: uuid('paid_recorded_by').references(() => users.id),
  },
  (t) => [
    check('work_bills_total', sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`),
    check(
      'work_bills_due',
      sql`${t.discountPaise} >= 0 and ${t.feeCreditPaise} >= 0 and ${t.duePaise} >= 0 and ${t.excessRefundPaise} >= 0 and ${t.totalPaise} - ${t.feeCreditPaise} = ${t.duePaise}`,
    ),
    check('work_bills_issued_numbered', sql`(${t.status} = ${sql.raw(`'${Bill.AWAITING_APPROVAL}'`)}) = (${t.number} is null)`),
  ],
);

/**
 * What the workshop posts on an order besides its stages: progress during the repair (HEARTBEAT, a
 * line for the customer) and the quality check's results (QC: an item of src/lib/quality-check.ts,
 * passed or not, with a note). Kept as a history: a car sent back to repair is checked again.
 */
export const workUpdates = pgTable(
  'work_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPDATE_KINDS }).notNull(),
    text: text('text'),
    qcItem: text('qc_item'),
    passed: boolean('passed'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_updates_order_idx').on(t.workOrderId, t.createdAt),
    check(
      'work_updates_shape',
      sql`(${t.kind} = ${sql.raw(`'${Update.HEARTBEAT}'`)} and ${t.text} is not null and ${t.qcItem} is null) or (${t.kind} = ${sql.raw(`'${Update.QC}'`)} and ${t.qcItem} is not null and ${t.passed} is not null)`,
    ),
  ],
);

/**
 * A photo beside an estimate line (docs/decisions/030): the worn part as found or the new part as
 * fitted, one of each kind per line (a new one replaces it). The image itself is in the object store
 * under `key` (full size) and `thumb_key`, resized and stripped of its metadata (location, camera).
 */
export const linePhotos = pgTable(
  'line_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => estimateLineItems.id, { onDelete: 'cascade' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PHOTO_KINDS }).notNull(),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('line_photos_one_per_kind').on(t.lineId, t.kind),
    index('line_photos_order_idx').on(t.workOrderId),
    check('line_photos_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
  ],
);

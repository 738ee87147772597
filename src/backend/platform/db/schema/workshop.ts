import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './bookings';
import { users } from './customers';
import { LINE_APPROVALS, WORKSHOP_STAGES } from '@/contracts/vocabulary';

/**
 * A work order, opened when the car is checked in at the garage (one per appointment); the timeline
 * hangs off it. `request_id` is the check-in's own id: the same check-in sent twice opens one order.
 */
export const workOrders = pgTable('work_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  appointmentId: uuid('appointment_id').notNull().references(() => appointments.id),
  requestId: text('request_id'),
  stage: text('stage', { enum: WORKSHOP_STAGES }).notNull().default(WORKSHOP_STAGES[0]),
  welcomeScreenViewed: boolean('welcome_screen_viewed').notNull().default(false),
  promisedAt: timestamp('promised_at', { withTimezone: true }),
  openedBy: uuid('opened_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('work_orders_one_per_appointment').on(t.appointmentId),
  uniqueIndex('work_orders_request_id').on(t.requestId),
]);

export const timelineEvents = pgTable('timeline_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  workOrderId: uuid('work_order_id').notNull().references(() => workOrders.id, { onDelete: 'cascade' }),
  stage: text('stage', { enum: WORKSHOP_STAGES }).notNull(),
  note: text('note'),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('timeline_events_order_idx').on(t.workOrderId)]);

/**
 * A damaged part the advisor found at the survey (spec §3: its breakup of net labour, part and
 * service cost, in paise, and its approval). `sent_paise` is its amount when the estimate was sent,
 * `final_paise` its amount at billing (spec §4's cost check).
 */
export const estimateLineItems = pgTable('estimate_line_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  workOrderId: uuid('work_order_id').notNull().references(() => workOrders.id, { onDelete: 'cascade' }),
  partName: text('part_name').notNull(),
  netLabourCost: integer('net_labour_cost').notNull().default(0),
  netPartCost: integer('net_part_cost').notNull().default(0),
  netServiceCost: integer('net_service_cost').notNull().default(0),
  notes: text('notes'),
  customerApprovalStatus: text('customer_approval_status', { enum: LINE_APPROVALS }).notNull().default(LINE_APPROVALS[0]),
  sentPaise: integer('sent_paise'),
  finalPaise: integer('final_paise'),
  photo: text('photo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('estimate_line_items_order_idx').on(t.workOrderId)]);

import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './bookings';
import { users } from './customers';
import { TIMELINE_STAGES } from '@/contracts/vocabulary';

/** A work order opened when the car reaches the garage; the timeline hangs off it. */
export const workOrders = pgTable('work_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  appointmentId: uuid('appointment_id').notNull().references(() => appointments.id),
  stage: text('stage', { enum: TIMELINE_STAGES }).notNull().default(TIMELINE_STAGES[0]),
  welcomeScreenViewed: boolean('welcome_screen_viewed').notNull().default(false),
  promisedAt: timestamp('promised_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('work_orders_appointment_idx').on(t.appointmentId)]);

export const timelineEvents = pgTable('timeline_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  workOrderId: uuid('work_order_id').notNull().references(() => workOrders.id, { onDelete: 'cascade' }),
  stage: text('stage', { enum: TIMELINE_STAGES }).notNull(),
  note: text('note'),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('timeline_events_order_idx').on(t.workOrderId)]);

export const estimateLineItems = pgTable('estimate_line_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  workOrderId: uuid('work_order_id').notNull().references(() => workOrders.id, { onDelete: 'cascade' }),
  partName: text('part_name').notNull(),
  netLabourCost: integer('net_labour_cost').notNull().default(0),
  netPartCost: integer('net_part_cost').notNull().default(0),
  netServiceCost: integer('net_service_cost').notNull().default(0),
  advisorApproved: boolean('advisor_approved').notNull().default(false),
  customerApprovalStatus: text('customer_approval_status').notNull().default('PENDING'),
  photo: text('photo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('estimate_line_items_order_idx').on(t.workOrderId)]);

import { boolean, date, index, integer, jsonb, pgEnum, pgTable, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { garages } from './garages';
import { slotType } from './slots';
import { users } from './customers';
import { APPOINTMENT_STATUSES, PAYMENT_STATUSES, Slot, TIMELINE_STAGES } from '@/contracts/vocabulary';

export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);

export const appointments = pgTable('appointments', {
  id: uuid('id').primaryKey().defaultRandom(),
  garageId: uuid('garage_id').notNull().references(() => garages.id),
  userId: uuid('user_id').references(() => users.id),
  status: appointmentStatus('status').notNull().default(APPOINTMENT_STATUSES[0]),
  serviceType: text('service_type').notNull(),
  fulfillmentType: slotType('fulfillment_type').notNull().default(Slot.PICK_AND_DROP),
  pincode: text('pincode').notNull(),
  source: text('source').notNull(),
  isApp: boolean('is_app').notNull().default(false),
  customerDetails: jsonb('customer_details').$type<Record<string, unknown>>().notNull().default({}),
  vehicleDetails: jsonb('vehicle_details').$type<Record<string, unknown>>().notNull().default({}),
  rewardDetails: jsonb('reward_details').$type<Record<string, unknown>>(),
  pickupAddress: jsonb('pickup_address').$type<Record<string, unknown>>(),
  appointmentDate: date('appointment_date'),
  slotStart: time('slot_start'),
  slotEnd: time('slot_end'),
  sameDayService: boolean('same_day_service').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('appointments_user_idx').on(t.userId), index('appointments_garage_date_idx').on(t.garageId, t.appointmentDate)]);

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  appointmentId: uuid('appointment_id').notNull().references(() => appointments.id),
  amount: integer('amount').notNull(),
  couponCode: text('coupon_code'),
  status: paymentStatus('status').notNull().default(APPOINTMENT_STATUSES[0]),
  provider: text('provider').notNull(),
  providerOrderId: text('provider_order_id').unique(),
  payinUrl: text('payin_url'),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('payments_appointment_idx').on(t.appointmentId)]);

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

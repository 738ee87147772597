import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './bookings';
import { users } from './customers';
import { garages } from './garages';
import { CALLBACK_STATUSES, COUPON_KINDS, COUPON_TARGETS, CouponKindOf } from '@/contracts/vocabulary';

export const couponKind = pgEnum('coupon_kind', COUPON_KINDS);
export const couponTarget = pgEnum('coupon_target', COUPON_TARGETS);

/** A coupon: a percentage or a flat amount off the booking fee or the service, within its window and limits. */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: couponKind('kind').notNull(),
    /** A percentage (1–100) or an amount in paise. */
    value: integer('value').notNull(),
    target: couponTarget('target').notNull(),
    /** The fee (FEE) or the service estimate (SERVICE) must be at least this (paise). */
    minAmountPaise: integer('min_amount_paise').notNull().default(0),
    /** A percentage coupon gives at most this (paise). */
    maxDiscountPaise: integer('max_discount_paise'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    perCustomerLimit: integer('per_customer_limit'),
    totalLimit: integer('total_limit'),
    /** Redemptions counted against totalLimit: raised and lowered by one guarded write. */
    usedCount: integer('used_count').notNull().default(0),
    /** Service type ids it applies to; empty for all. */
    serviceTypes: text('service_types').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('coupons_value_positive', sql`${t.value} > 0 and (${t.kind} <> ${sql.raw(`'${CouponKindOf.PERCENT}'`)} or ${t.value} <= 100)`),
    check('coupons_used_within_limit', sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`),
  ],
);

/** A coupon used by an appointment (one coupon per appointment); removed again when it is given back. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    appointmentId: uuid('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_customer_idx').on(t.couponCode, t.userId)],
);

export const callbackStatus = pgEnum('callback_status', CALLBACK_STATUSES);

/** A call back asked for on the help screen, at a chosen half hour. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    preferredAt: timestamp('preferred_at', { withTimezone: true }).notNull(),
    note: text('note'),
    status: callbackStatus('status').notNull().default(CALLBACK_STATUSES[0]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('callback_requests_garage_idx').on(t.garageId, t.preferredAt),
    unique('callback_requests_once').on(t.phoneNumber, t.preferredAt),
  ],
);

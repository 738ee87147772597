import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './bookings';
import { users } from './customers';
import { garages } from './garages';
import { couponKind, couponTarget } from './coupons';
import { CAMPAIGN_SOURCES, CouponKindOf } from '@/contracts/vocabulary';

export const campaignSource = pgEnum('campaign_source', CAMPAIGN_SOURCES);

/**
 * A campaign of one service centre (docs/decisions/058): a QR code printed in a colour, or a video's
 * offer; its reward is a percentage or an amount off the booking fee or the service bill.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The campaign's name in addresses and the insights dashboard (utm_campaign). */
    code: text('code').notNull().unique(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    source: campaignSource('source').notNull(),
    /** The poster's colour, carried in the QR code's address (color=…). */
    color: text('color').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    kind: couponKind('kind').notNull(),
    /** A percentage (1–100) or an amount in paise. */
    value: integer('value').notNull(),
    target: couponTarget('target').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    /** Service type ids it applies to; empty for all. */
    serviceTypes: text('service_types').array().notNull().default([]),
    combinesWithCoupons: boolean('combines_with_coupons').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    totalLimit: integer('total_limit').notNull(),
    /** Cars that claimed it, counted against totalLimit by one guarded write. */
    claimedCount: integer('claimed_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('campaigns_value_positive', sql`${t.value} > 0 and (${t.kind} <> ${sql.raw(`'${CouponKindOf.PERCENT}'`)} or ${t.value} <= 100)`),
    check('campaigns_claimed_within_limit', sql`${t.claimedCount} >= 0 and ${t.claimedCount} <= ${t.totalLimit}`),
    check('campaigns_window', sql`${t.validFrom} < ${t.validUntil}`),
    index('campaigns_scan_idx').on(t.source, t.garageId, t.color),
  ],
);

/**
 * A car's claim of a campaign: one per car and campaign (the unique key), used by at most one booking
 * at a time (appointment_id, set by a guarded write and cleared when that booking is cancelled).
 */
export const campaignClaims = pgTable(
  'campaign_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The registration number claimed, normalised (KA05MN1234). */
    registrationNumber: text('registration_number').notNull(),
    /** The customer who claimed it (signed in at the scan) or first booked with it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The booking that uses the reward, once paid for; null while it is available. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** What the reward took off the fee and the bill when its booking was paid (paise). */
    feeDiscountPaise: integer('fee_discount_paise').notNull().default(0),
    billDiscountPaise: integer('bill_discount_paise').notNull().default(0),
    /** Why the reward is not taken off the bill (the car checked in is not the one that claimed it). */
    droppedReason: text('dropped_reason'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('campaign_claims_once_per_car').on(t.campaignId, t.registrationNumber),
    unique('campaign_claims_one_booking').on(t.appointmentId),
    index('campaign_claims_user_idx').on(t.userId),
  ],
);

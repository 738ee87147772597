import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DROP_REASONS, EVENT_TYPES } from '@/contracts/analytics';
import { users } from './customers';

/** Write keys of the sites that send events: public identifiers, one per site, revoked rather than deleted. */
export const analyticsWriteKeys = pgTable('analytics_write_keys', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  site: text('site').notNull(),
  /** Lets automated browsers through; accepted only in the test and demo modes. */
  automation: boolean('automation').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Visitor events, append-only. Partitioned by month on `received_at` in the migration (drizzle does
 * not declare partitions): each month's partition is made ahead by a job and dropped once older than
 * ANALYTICS_RETENTION_MONTHS. No client address is kept: it is used in the request for limits only.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The client's clock, clamped to received_at ± 24 h. */
    clientAt: timestamp('client_at', { withTimezone: true }),
    eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
    eventName: text('event_name'),
    anonymousId: text('anonymous_id').notNull(),
    /** The signed-in customer, from the request's session (never from the body). */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull(),
    /** desktop, mobile, tablet or other: from the user agent, which is not kept. */
    device: text('device').notNull(),
    writeKeyId: integer('write_key_id').notNull(),
  },
  (t) => [
    index('analytics_events_received_idx').on(t.receivedAt),
    index('analytics_events_anonymous_idx').on(t.anonymousId),
    // Only identified events: erasing an account finds its events without scanning every month.
    index('analytics_events_customer_idx').on(t.customerId).where(sql`${t.customerId} is not null`),
  ],
);

/** Events not stored, counted per day, write key and reason (bots, automated browsers, identify without a session). */
export const analyticsDropped = pgTable(
  'analytics_dropped',
  {
    day: date('day').notNull(),
    writeKeyId: integer('write_key_id')
      .notNull()
      .references(() => analyticsWriteKeys.id),
    reason: text('reason', { enum: DROP_REASONS }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.writeKeyId, t.reason] })],
);

/** Which signed-in customer an anonymous id turned out to be (identify with a session). */
export const analyticsIdentities = pgTable(
  'analytics_identities',
  {
    anonymousId: text('anonymous_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.anonymousId, t.customerId] }), index('analytics_identities_customer_idx').on(t.customerId)],
);

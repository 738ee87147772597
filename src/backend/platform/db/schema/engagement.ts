import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_KINDS, OUTBOX_STATUSES } from '@/contracts/vocabulary';

/** Visitors asking to be told when service starts in their city. */
export const notifyRequests = pgTable('notify_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  contact: text('contact').notNull(),
  contactKind: text('contact_kind', { enum: CONTACT_KINDS }).notNull(),
  city: text('city').notNull(),
  source: text('source'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('notify_requests_contact_city').on(t.contact, t.city)]);

export const outboxStatus = pgEnum('outbox_status', OUTBOX_STATUSES);

/** Every notification (SMS, email) is written here first and delivered by a provider. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  template: text('template').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  status: outboxStatus('status').notNull().default(OUTBOX_STATUSES[0]),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [index('outbox_status_idx').on(t.status, t.createdAt)]);

/** Small key/value facts about this database (seed version). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

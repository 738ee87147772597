import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_KINDS, OUTBOX_STATUSES } from '@/contracts/vocabulary';

/**
 * A city as typed, made comparable: lower-case; dashes, underscores, slashes and commas become a
 * space; every other punctuation mark goes; runs of spaces become one; trimmed.
 * 'Mumbai.' → 'mumbai', ' Navi-Mumbai ' → 'navi mumbai'. One rule, in SQL, for the stored column
 * and for looking a request up.
 */
export const cityKeyOf = (city: SQL): SQL =>
  sql`btrim(regexp_replace(regexp_replace(regexp_replace(lower(${city}), '[-_/,–—]+', ' ', 'g'), '[[:punct:]]+', '', 'g'), '[[:space:]]+', ' ', 'g'))`;

/**
 * Visitors asking to be told when service starts near them: once per contact and pincode when they
 * gave a pincode, otherwise once per contact and city key.
 */
export const notifyRequests = pgTable(
  'notify_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contact: text('contact').notNull(),
    contactKind: text('contact_kind', { enum: CONTACT_KINDS }).notNull(),
    /** The city as the visitor typed it. */
    city: text('city').notNull(),
    /** The city compared without case, punctuation or extra spaces (computed by the database). */
    cityKey: text('city_key')
      .notNull()
      .generatedAlwaysAs(cityKeyOf(sql.raw('"city"'))),
    /** The pincode the visitor asked about, if any. */
    pincode: text('pincode'),
    /** The page the request was sent from. */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notify_requests_contact_pincode').on(t.contact, t.pincode).where(sql`${t.pincode} is not null`),
    uniqueIndex('notify_requests_contact_city_key').on(t.contact, t.cityKey).where(sql`${t.pincode} is null`),
  ],
);

export const outboxStatus = pgEnum('outbox_status', OUTBOX_STATUSES);

/** Every notification (SMS, email) is written here first and delivered by a provider. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** The text as sent; erased once a message that holds a secret (a sign-in code) is delivered or expired. */
    body: text('body'),
    /** The message holds a secret: its body and payload are erased after delivery. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: outboxStatus('status').notNull().default(OUTBOX_STATUSES[0]),
    attempts: integer('attempts').notNull().default(0),
    /** When a delivery may next be tried (a claim leases the row until then). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A message not delivered by then is given up (a sign-in code is useless after 5 minutes). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.createdAt),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    // The sweep's erasure of secrets still held (its give-up of expired messages reads outbox_due_idx).
    index('outbox_secret_text_idx').on(t.createdAt).where(sql`${t.sensitive} and ${t.body} is not null`),
  ],
);

/** Small key/value facts about this database (seed version). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { garages } from './garages';
import { users } from './customers';
import { POLICY_COVERS, POLICY_STATUSES } from '@/contracts/vocabulary';

/**
 * One sign-in: a 6-digit code sent to a phone, stored only as a keyed hash of the attempt's id and
 * the code (so a code works for its own attempt only). Used once; void after 3 wrong tries or when
 * a newer attempt for the phone starts.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_attempts_phone_idx').on(t.phoneNumber, t.createdAt)],
);

/** A signed-in browser: only the SHA-256 of its token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Ends unless used again before: pushed forward as the session is used. */
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    /** Ends at this time however much it is used. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId).where(sql`${t.endedAt} is null`)],
);

/** The garages an advisor works for. */
export const staffGarages = pgTable(
  'staff_garages',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.garageId] })],
);

/**
 * Motor policies as the insurer's policy service knows them (spec §7 /v1/garage/users/policy-holder);
 * the embedded policy-holder look-up reads this table, seeded with demo policies.
 */
export const policies = pgTable(
  'policies',
  {
    policyNumber: text('policy_number').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    holderName: text('holder_name').notNull(),
    email: text('email'),
    /** ACTIVE, CANCELLED or EXPIRED, as the insurer reports it. */
    status: text('status', { enum: POLICY_STATUSES }).notNull(),
    /** COMPREHENSIVE or THIRD_PARTY. */
    cover: text('cover', { enum: POLICY_COVERS }).notNull(),
    expiresOn: date('expires_on').notNull(),
  },
  (t) => [index('policies_phone_idx').on(t.phoneNumber)],
);

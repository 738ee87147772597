import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPOINTMENT_EVENT_TYPES, EVENT_ACTOR_KINDS } from '@/contracts/appointment-events';
import { ACTION_SCREENS } from '@/contracts/action-links';
import type { SelectionSchema, StoredCustomerDetails, StoredPickupAddress, StoredVehicleDetails } from '@/contracts/appointments';
import type { Quote } from '@/contracts/pricing';
import type { z } from 'zod';
import { garages } from './garages';
import { slots, slotType } from './slots';
import { users } from './customers';
import { APPOINTMENT_SERVICE_TYPES, APPOINTMENT_STATUSES, Booking, BOOKING_STATUSES, SERVICE_TYPE_IDS, Slot } from '@/contracts/vocabulary';

export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);

/** A customer's booking from its creation (spec §3 appointment); its slot is a row of `bookings`. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id),
    /** Null once the customer's account is erased (a paid appointment is kept for tax). */
    userId: uuid('user_id').references(() => users.id),
    status: appointmentStatus('status').notNull().default(APPOINTMENT_STATUSES[0]),
    /** Spec §4: PERIODIC_MAINTENANCE or YET_TO_BE_DECIDED. */
    serviceType: text('service_type', { enum: APPOINTMENT_SERVICE_TYPES }).notNull(),
    serviceTypeId: text('service_type_id', { enum: SERVICE_TYPE_IDS }).notNull(),
    /** The plan, repairs, spa package or symptoms chosen. */
    selection: jsonb('selection').$type<z.output<typeof SelectionSchema>>().notNull().default({}),
    /** The service's quote when the appointment was made (paid at the garage on the final bill). */
    estimate: jsonb('estimate').$type<Quote>(),
    fulfillmentType: slotType('fulfillment_type').notNull().default(Slot.PICK_AND_DROP),
    pincode: text('pincode').notNull(),
    source: text('source').notNull(),
    isApp: boolean('is_app').notNull().default(false),
    customerDetails: jsonb('customer_details').$type<StoredCustomerDetails>().notNull().default({}),
    vehicleDetails: jsonb('vehicle_details').$type<StoredVehicleDetails>().notNull().default({}),
    /** The car's registration number, normalised, once known. */
    registrationNumber: text('registration_number'),
    /** Which car this is, for "one active appointment per car": its registration number, or its model and fuel until that is known. */
    vehicleKey: text('vehicle_key').notNull(),
    rewardDetails: jsonb('reward_details').$type<Record<string, unknown>>(),
    pickupAddress: jsonb('pickup_address').$type<StoredPickupAddress>(),
    /** The booked slot, copied here once booked (IST day and times), for lists. */
    appointmentDate: date('appointment_date'),
    slotStart: time('slot_start'),
    slotEnd: time('slot_end'),
    sameDayService: boolean('same_day_service').notNull().default(false),
    /** A service coupon's discount off the final bill at the garage (paise). */
    serviceDiscountPaise: integer('service_discount_paise').notNull().default(0),
    /** Set by the garage (the workshop): after either, the customer can no longer cancel online. */
    pickupStartedAt: timestamp('pickup_started_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_user_idx').on(t.userId, t.createdAt),
    index('appointments_garage_date_idx').on(t.garageId, t.appointmentDate),
    // One active appointment per car and customer: a second booking is offered the first instead.
    // appointment_ended() (migration 0015) is true for COMPLETED and CANCELLED (src/lib/appointment-status.ts
    // ENDED): a function, because COMPLETED joined the enum in the migration that made this index.
    uniqueIndex('appointments_one_active_per_car').on(t.userId, t.vehicleKey).where(sql`not appointment_ended(${t.status})`),
  ],
);

/**
 * What happened to an appointment and when (src/contracts/appointment-events.ts): appended by the
 * appointments feature in the transaction of each change, never changed after. `facts` hold figures
 * (amounts, slot, reason), never personal data. `backfilled` rows were filled in from the
 * appointment's columns by migration 0020, for appointments made before events were recorded.
 */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    type: text('type', { enum: APPOINTMENT_EVENT_TYPES }).notNull(),
    fromStatus: appointmentStatus('from_status'),
    toStatus: appointmentStatus('to_status'),
    actorKind: text('actor_kind', { enum: EVENT_ACTOR_KINDS }).notNull(),
    actorId: uuid('actor_id'),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    backfilled: boolean('backfilled').notNull().default(false),
    /** The order events were appended in, where their times tie. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('appointment_events_appointment_idx').on(t.appointmentId, t.seq)],
);

/**
 * The reactions to appointment events that have acted (docs/decisions/040): a subscriber claims an
 * event here in the transaction of what it does, so a job run again, or by a second process, acts
 * once. No foreign key: an event erased with its appointment leaves nothing to react to.
 */
export const eventReactions = pgTable(
  'event_reactions',
  {
    subscriber: text('subscriber').notNull(),
    eventId: uuid('event_id').notNull(),
    reactedAt: timestamp('reacted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriber, t.eventId] })],
);

export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
const LIVE_BOOKING = sql.raw(`('${Booking.HELD}', '${Booking.CONFIRMED}')`);

/** An appointment's slot: held while the fee is paid, then confirmed (spec: POST booking creates it). */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => slots.id),
    status: bookingStatus('status').notNull().default(BOOKING_STATUSES[0]),
    /** A held slot is released at this time unless the fee is paid. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_one_live_per_appointment').on(t.appointmentId).where(sql`${t.status} in ${LIVE_BOOKING}`),
    index('bookings_holds_due_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = ${sql.raw(`'${Booking.HELD}'`)}`),
    index('bookings_slot_idx').on(t.slotId),
  ],
);

/**
 * Idempotency-Key claims and answers (src/backend/platform/idempotency.ts): `status` 0 while the work
 * runs, under a lease its process renews (`lease_until`); a lease that lapsed is a process that died.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expiry_idx').on(t.expiresAt)],
);

/**
 * A message's short link to where its action is (src/contracts/action-links.ts, docs/decisions/042):
 * an unguessable token naming a booking and a screen, one per booking and screen, reused by every
 * message that leads there. It names no person; it goes with its appointment.
 */
export const actionLinks = pgTable(
  'action_links',
  {
    token: text('token').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    screen: text('screen', { enum: ACTION_SCREENS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('action_links_one_per_screen').on(t.appointmentId, t.screen)],
);

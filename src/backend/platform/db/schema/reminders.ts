import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './bookings';
import { users } from './customers';
import { garages } from './garages';
import { outbox } from './engagement';
import { NOTIFICATION_CHANNELS, REMINDER_KINDS, REMINDER_OPERATORS, SERVICE_TYPE_IDS } from '@/contracts/vocabulary';

/**
 * A car's service reminder (docs/decisions/057): one per customer and car, its next service date
 * worked out after each delivered service (or moved by its owner), and whether the owner turned it off.
 */
export const serviceReminders = pgTable(
  'service_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The car, as appointments know it (its registration number, or model and fuel until that is known). */
    vehicleKey: text('vehicle_key').notNull(),
    registrationNumber: text('registration_number'),
    /** The last delivered service: its appointment, centre and service type (one tap books it again). */
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id),
    serviceTypeId: text('service_type_id', { enum: SERVICE_TYPE_IDS }).notNull(),
    lastServiceDate: date('last_service_date').notNull(),
    nextServiceDate: date('next_service_date').notNull(),
    /** What the rule said after the delivery, kept when the owner moves the date. */
    ruleServiceDate: date('rule_service_date').notNull(),
    operationBy: text('operation_by', { enum: REMINDER_OPERATORS }).notNull(),
    turnedOff: boolean('turned_off').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_reminders_one_per_car').on(t.userId, t.vehicleKey),
    index('service_reminders_appointment_idx').on(t.appointmentId),
    index('service_reminders_due_idx').on(t.nextServiceDate).where(sql`not ${t.turnedOff}`),
  ],
);

/**
 * Each reminder message sent: the key (car's reminder, due date, kind) is what makes each kind go
 * once per car and due date, whichever process and however often the job runs.
 */
export const serviceReminderSends = pgTable(
  'service_reminder_sends',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => serviceReminders.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'service_reminder_sends_once', columns: [t.reminderId, t.dueDate, t.kind] })],
);

/**
 * A customer's consent to messages on WhatsApp (needed outside the 24-hour window): when and where it
 * was given, and when it was withdrawn. Without one in force, reminders go by SMS.
 */
export const whatsappOptIns = pgTable('whatsapp_opt_ins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull(),
  /** Where it was given: the screen (the service reminder page's checkbox). */
  source: text('source').notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

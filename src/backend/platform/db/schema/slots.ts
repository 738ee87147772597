import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, smallint, text, time, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { garages } from './garages';
import { SLOT_TYPES } from '@/contracts/vocabulary';

export const slotType = pgEnum('slot_type', SLOT_TYPES);

/**
 * A repeating slot of a garage: bookable slots are generated from these on demand for a
 * rolling window in IST, so nothing runs out after a fortnight.
 */
export const slotTemplates = pgTable(
  'slot_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    slotType: slotType('slot_type').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    sameDayService: boolean('same_day_service').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('slot_templates_garage_idx').on(t.garageId, t.slotType), check('slot_templates_capacity_positive', sql`${t.capacity} > 0`)],
);

/**
 * One generated slot that someone has held or booked: it keeps its own capacity (copied from its
 * template when the row is made) and how many places are taken, held or booked. The capacity rule
 * is one guarded write on this row (src/backend/booking/README.md); the check is the backstop.
 */
export const slots = pgTable(
  'slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => slotTemplates.id, { onDelete: 'cascade' }),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    slotType: slotType('slot_type').notNull(),
    /** The IST calendar day. */
    slotDate: date('slot_date').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sameDayService: boolean('same_day_service').notNull().default(false),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    unique('slots_template_day').on(t.templateId, t.slotDate),
    index('slots_garage_day_idx').on(t.garageId, t.slotType, t.slotDate),
    check('slots_taken_within_capacity', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/** Days a garage is closed (its own closures), overriding its templates. */
export const garageClosures = pgTable(
  'garage_closures',
  {
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    closedOn: date('closed_on').notNull(),
    reason: text('reason'),
  },
  (t) => [unique('garage_closures_garage_day').on(t.garageId, t.closedOn)],
);

/** Public holidays on which garages close: national ones (no state) or a state's. */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    holidayOn: date('holiday_on').notNull(),
    name: text('name').notNull(),
    /** The state whose garages close, or null for every garage. */
    state: text('state'),
  },
  (t) => [unique('holidays_day_state').on(t.holidayOn, t.state), index('holidays_day_idx').on(t.holidayOn)],
);

import { boolean, date, index, integer, pgEnum, pgTable, smallint, text, time, unique, uuid } from 'drizzle-orm/pg-core';
import { garages } from './garages';
import { SLOT_TYPES } from '@/contracts/vocabulary';

export const slotType = pgEnum('slot_type', SLOT_TYPES);

/**
 * A repeating slot of a garage: bookable slots are generated from these on demand for a
 * rolling window in IST, so nothing runs out after a fortnight.
 */
export const slotTemplates = pgTable('slot_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  garageId: uuid('garage_id').notNull().references(() => garages.id, { onDelete: 'cascade' }),
  slotType: slotType('slot_type').notNull(),
  weekdays: smallint('weekdays').array().notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  capacity: integer('capacity').notNull(),
  sameDayService: boolean('same_day_service').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
}, (t) => [index('slot_templates_garage_idx').on(t.garageId, t.slotType)]);

/** Seats taken per generated slot; capacity is enforced here by the database. */
export const slotReservations = pgTable('slot_reservations', {
  id: uuid('id').primaryKey().defaultRandom(),
  templateId: uuid('template_id').notNull().references(() => slotTemplates.id, { onDelete: 'cascade' }),
  slotDate: date('slot_date').notNull(),
  taken: integer('taken').notNull().default(0),
}, (t) => [unique('slot_reservations_template_date').on(t.templateId, t.slotDate)]);

/** Days a garage is closed (holidays), overriding its templates. */
export const garageClosures = pgTable('garage_closures', {
  garageId: uuid('garage_id').notNull().references(() => garages.id, { onDelete: 'cascade' }),
  closedOn: date('closed_on').notNull(),
  reason: text('reason'),
}, (t) => [unique('garage_closures_garage_day').on(t.garageId, t.closedOn)]);

import { boolean, index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { garages } from './garages';
import { users } from './customers';
import { BODY_TYPES, FUEL_TYPES, VEHICLE_TYPES } from '@/contracts/vocabulary';

export const fuelType = pgEnum('fuel_type', FUEL_TYPES);
export const bodyType = pgEnum('body_type', BODY_TYPES);

export const vehicleMakes = pgTable('vehicle_makes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  popular: boolean('popular').notNull().default(false),
  /** The make's two-letter text mark, unique across the catalogue (Mahindra MH, Maserati MS…). */
  mark: text('mark'),
  /** The maker's service interval, whichever comes first (docs/decisions/057); unset, 10,000 km or 12 months. */
  serviceKm: integer('service_km'),
  serviceMonths: smallint('service_months'),
});

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    bodyType: bodyType('body_type').notNull(),
  },
  (t) => [unique('vehicle_models_make_slug').on(t.makeId, t.slug)],
);

export const vehicleVariants = pgTable(
  'vehicle_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fuelType: fuelType('fuel_type').notNull(),
  },
  (t) => [unique('vehicle_variants_model_name_fuel').on(t.modelId, t.name, t.fuelType)],
);

/** Makes a garage can service (serviceability check). */
export const garageMakes = pgTable(
  'garage_makes',
  {
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.garageId, t.makeId] })],
);

/** The embedded vehicle registry: known registration numbers (normalised, no separators). */
export const registeredVehicles = pgTable('registered_vehicles', {
  registrationNumber: text('registration_number').primaryKey(),
  variantId: integer('variant_id')
    .notNull()
    .references(() => vehicleVariants.id),
  registrationYear: smallint('registration_year').notNull(),
  color: text('color'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Vehicles saved by signed-in customers (the spec's saved assets). */
export const customerVehicles = pgTable(
  'customer_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationNumber: text('registration_number').notNull(),
    variantId: integer('variant_id').references(() => vehicleVariants.id),
    vehicleType: text('vehicle_type').notNull().default(VEHICLE_TYPES[0]),
    registrationYear: smallint('registration_year'),
    color: text('color'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('customer_vehicles_user_reg').on(t.userId, t.registrationNumber), index('customer_vehicles_user_idx').on(t.userId)],
);

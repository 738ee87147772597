import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { garages } from './garages';
import { bodyType, fuelType, vehicleModels } from './vehicles';
import { CATALOGUE_KINDS, PLAN_CODES, SERVICE_TYPE_IDS } from '@/contracts/vocabulary';

/** The four service types of the home page; the list shown comes from here. */
export const serviceTypes = pgTable('service_types', {
  id: text('id', { enum: SERVICE_TYPE_IDS }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  flowTag: text('flow_tag').notNull(),
  route: text('route').notNull(),
  rewardLabel: text('reward_label').notNull(),
  position: smallint('position').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const planCode = pgEnum('plan_code', PLAN_CODES);

/**
 * What a periodic service includes. Spec §9's 18 are for engine cars; each inclusion names the
 * powertrains it applies to (an electric car gets battery and high-voltage checks instead of oil
 * and spark plugs), and the basic plan leaves some out.
 */
export const serviceInclusions = pgTable('service_inclusions', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  inEssential: boolean('in_essential').notNull(),
  fuelTypes: fuelType('fuel_types').array().notNull().default(sql`'{PETROL,DIESEL,CNG,LPG}'::fuel_type[]`),
  position: smallint('position').notNull().default(0),
});

export const packagePrices = pgTable(
  'package_prices',
  {
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    fuelType: fuelType('fuel_type').notNull(),
    plan: planCode('plan').notNull(),
    /** Prices in paise. */
    offerPricePaise: integer('offer_price_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    otherGarageAmountPaise: integer('other_garage_amount_paise').notNull(),
    standardDiscountPaise: integer('standard_discount_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.garageId, t.modelId, t.fuelType, t.plan] })],
);

export const catalogueKind = pgEnum('catalogue_kind', CATALOGUE_KINDS);

/** Common specific repairs and car spa / cleaning packages. */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: text('id').primaryKey(),
    kind: catalogueKind('kind').notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    durationHours: smallint('duration_hours').notNull(),
    position: smallint('position').notNull(),
    /** The powertrains it is offered for: no spark plugs for a diesel car, no clutch for an electric one. */
    fuelTypes: fuelType('fuel_types').array().notNull().default(sql`'{PETROL,DIESEL,CNG,LPG,EV}'::fuel_type[]`),
    /** Priced as the inspection when the customer is not sure what is wrong (one per powertrain). */
    isInspection: boolean('is_inspection').notNull().default(false),
  },
  (t) => [index('catalogue_items_kind_idx').on(t.kind)],
);

export const catalogueItemPrices = pgTable(
  'catalogue_item_prices',
  {
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    bodyType: bodyType('body_type').notNull(),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.garageId, t.itemId, t.bodyType] })],
);

/**
 * The booking fee: a fixed amount per garage and service type, paid online to confirm a booking
 * and deducted from the final bill at the garage (paise).
 */
export const bookingFees = pgTable(
  'booking_fees',
  {
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    serviceType: text('service_type', { enum: SERVICE_TYPE_IDS })
      .notNull()
      .references(() => serviceTypes.id),
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.garageId, t.serviceType] })],
);

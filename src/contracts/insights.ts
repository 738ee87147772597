// The insights dashboard's contract (decision 055): each widget's answer over a range of IST days,
// read from the roll-ups. Admins see every widget; advisors their centres' landing pages and funnel.
import { z } from 'zod';

/** The longest range a widget answers (a year and a day, for a year compared with the one before). */
export const MAX_RANGE_DAYS = 366;

const RangeFields = z.object({ from: z.iso.date('a day is yyyy-mm-dd'), to: z.iso.date('a day is yyyy-mm-dd') });
type Range = z.infer<typeof RangeFields>;
const daysApart = (r: Range) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000;

/** A range of IST days in order and at most MAX_RANGE_DAYS long, with whatever else the query holds. */
const ranged = <S extends z.ZodObject>(schema: S): S =>
  schema
    .refine((r) => (r as Range).from <= (r as Range).to, { message: "'from' is on or before 'to'", path: ['to'] })
    .refine((r) => daysApart(r as Range) < MAX_RANGE_DAYS, { message: `a range is at most ${MAX_RANGE_DAYS} days`, path: ['to'] });

export const InsightsRangeSchema = ranged(RangeFields);

export const FunnelQuerySchema = ranged(
  RangeFields.extend({
    source: z.string().max(64).optional(),
    platform: z.enum(['web', 'mweb', 'app', 'unknown']).optional(),
    garage_id: z.uuid().optional(),
  }),
);

const Totals = z.object({ visitors: z.number().int(), sessions: z.number().int(), views: z.number().int() });

export const InsightsTotalsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  previous_range: z.object({ from: z.string(), to: z.string() }),
  totals: Totals,
  previous: Totals,
  /** Each day of the range, oldest first: its own visitors, sessions and page views. */
  days: z.array(Totals.extend({ day: z.string() })),
  /** The same for each day of the range before (the chart's faded line). */
  previous_days: z.array(Totals.extend({ day: z.string() })),
});

export const InsightsPagesSchema = z.array(
  z.object({ path: z.string(), page_type: z.string(), views: z.number().int(), entries: z.number().int() }),
);
export const InsightsSourcesSchema = z.array(
  z.object({
    source: z.string(),
    utm_medium: z.string(),
    utm_campaign: z.string(),
    sessions: z.number().int(),
    views: z.number().int(),
  }),
);
export const InsightsPlatformsSchema = z.array(z.object({ platform: z.string(), sessions: z.number().int(), views: z.number().int() }));
export const InsightsLandingSchema = z.array(
  z.object({
    garage_id: z.uuid(),
    name: z.string(),
    path: z.string(),
    visitors: z.number().int(),
    bookings: z.number().int(),
    /** Bookings over visitors (0 to 1); null without visitors. */
    conversion: z.number().nullable(),
  }),
);
export const InsightsFunnelSchema = z.array(
  z.object({
    step: z.string(),
    visitors: z.number().int(),
    /** The share of the step before's visitors who did not reach this one (0 for the first). */
    drop_off: z.number(),
  }),
);
export const InsightsSpeedSchema = z.array(
  z.object({
    page_type: z.string(),
    device_class: z.string(),
    metric: z.enum(['LCP', 'INP', 'CLS', 'TTFB']),
    samples: z.number().int(),
    p75: z.number().nullable(),
    good_share: z.number().nullable(),
  }),
);

import { z } from 'zod';
import { defineEndpoint } from './define';
import {
  FunnelQuerySchema,
  InsightsFunnelSchema,
  InsightsLandingSchema,
  InsightsPagesSchema,
  InsightsPlatformsSchema,
  InsightsRangeSchema,
  InsightsSourcesSchema,
  InsightsSpeedSchema,
  InsightsTotalsSchema,
} from '../insights';

// The insights dashboard's widgets (decision 055), each over a range of IST days, from the roll-ups.
// Site-wide widgets are the admins'; an advisor is answered 403. Landing pages and the funnel answer
// an advisor for their centres only.

// Generic in the answer, so each endpoint's data keeps its type for the pages that read it.
const siteWide = <A extends z.ZodType>(path: string, summary: string, answer: A) =>
  defineEndpoint({
    access: 'staff',
    method: 'GET',
    upstream: `/v1/insights/${path}`,
    query: InsightsRangeSchema,
    answer,
    cache: 0,
    summary,
  });

export const insightsTotals = siteWide(
  'totals',
  "Visitors (exact), sessions and page views over the range and the range before it, and each day's (admins; 403 for an advisor)",
  InsightsTotalsSchema,
);
export const insightsPages = siteWide(
  'pages',
  'The most viewed pages over the range, with the sessions that entered there (admins)',
  InsightsPagesSchema,
);
export const insightsSources = siteWide(
  'sources',
  'Sessions and page views per source and UTM campaign over the range; a QR campaign is its utm_medium (admins)',
  InsightsSourcesSchema,
);
export const insightsPlatforms = siteWide(
  'platforms',
  'Sessions and page views per platform (web, mweb, app) over the range (admins)',
  InsightsPlatformsSchema,
);
export const insightsSpeed = siteWide(
  'speed',
  'Real-user speed over the range: p75 of LCP, INP, CLS and TTFB and the share of good visits, per page type and device class (admins)',
  InsightsSpeedSchema,
);

export const insightsLanding = defineEndpoint({
  access: 'staff',
  method: 'GET',
  upstream: '/v1/insights/landing',
  query: InsightsRangeSchema,
  answer: InsightsLandingSchema,
  cache: 0,
  summary:
    "Each centre's landing page over the range: its visitors and how many had a booking confirmed there (every centre for an admin, an advisor's own)",
});

export const insightsFunnel = defineEndpoint({
  access: 'staff',
  method: 'GET',
  upstream: '/v1/insights/funnel',
  query: FunnelQuerySchema,
  answer: InsightsFunnelSchema,
  cache: 0,
  summary:
    "The booking funnel of the journeys started in the range, step by step in order with the drop-off, by source, platform or centre (an advisor's centres only)",
});

/**
 * The dashboard's "Roll up now" (test and demo modes only, like the demo page of collected events): the
 * roll-ups brought up to this moment instead of a minute behind, so a booking just made shows at once.
 */
export const rollUpNow = defineEndpoint({
  access: 'internal',
  method: 'POST',
  upstream: '/v1/dev/insights-rollup',
  body: z.object({}),
  answer: z.object({ counted: z.number().int() }),
  cache: 0,
  summary:
    "Rolls up every event received so far, without the job's minute behind the clock, and answers how many it counted (test and demo modes only)",
});

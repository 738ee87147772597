// The insights dashboard's data, as its page and its CSV exports read it: each view from the same
// staff endpoints with the same query (decision 055), turned into the same table
// (src/lib/insights-tables.ts), so an export holds the rows the page shows.
import type { z } from 'zod';
import { API_ENDPOINTS } from '@/contracts/endpoints';
import type { FunnelQuerySchema } from '@/contracts/insights';
import type { InsightsQuery } from '@/lib/insights-range';
import {
  dailyTable,
  funnelTable,
  landingTable,
  pagesTable,
  platformsTable,
  sourcesTable,
  speedTable,
  type InsightsTable,
  type InsightsView,
} from '@/lib/insights-tables';
import { fetchData } from './call-endpoint';
import type { Caller } from './upstream';

const range = (q: InsightsQuery) => ({ from: q.from, to: q.to });
const funnelQuery = (q: InsightsQuery) => ({
  ...range(q),
  ...(q.source ? { source: q.source } : {}),
  // As typed in the address: the API refuses a platform it does not know, with its message.
  ...(q.platform ? { platform: q.platform as z.input<typeof FunnelQuerySchema>['platform'] } : {}),
  ...(q.garage_id ? { garage_id: q.garage_id } : {}),
});

/** Each widget's answer for the query (the funnel with its filters). */
export const fetchInsights = {
  /** The range's totals and days beside the range before's (the chart's faded line), in one answer. */
  daily: (q: InsightsQuery, caller: Caller) => fetchData(API_ENDPOINTS['insights/totals'], range(q), caller),
  pages: (q: InsightsQuery, caller: Caller) => fetchData(API_ENDPOINTS['insights/pages'], range(q), caller),
  sources: (q: InsightsQuery, caller: Caller) => fetchData(API_ENDPOINTS['insights/sources'], range(q), caller),
  platforms: (q: InsightsQuery, caller: Caller) => fetchData(API_ENDPOINTS['insights/platforms'], range(q), caller),
  landing: (q: InsightsQuery, caller: Caller) => fetchData(API_ENDPOINTS['insights/landing'], range(q), caller),
  funnel: (q: InsightsQuery, caller: Caller) => fetchData(API_ENDPOINTS['insights/funnel'], funnelQuery(q), caller),
  speed: (q: InsightsQuery, caller: Caller) => fetchData(API_ENDPOINTS['insights/speed'], range(q), caller),
};

/** One view's table, fetched as the page fetches it (the speed beside the funnel as filtered). */
export async function fetchInsightsTable(view: InsightsView, q: InsightsQuery, caller: Caller): Promise<InsightsTable> {
  switch (view) {
    case 'daily':
      return dailyTable(await fetchInsights.daily(q, caller));
    case 'pages':
      return pagesTable(await fetchInsights.pages(q, caller));
    case 'sources':
      return sourcesTable(await fetchInsights.sources(q, caller));
    case 'platforms':
      return platformsTable(await fetchInsights.platforms(q, caller));
    case 'landing':
      return landingTable(await fetchInsights.landing(q, caller));
    case 'funnel':
      return funnelTable(await fetchInsights.funnel(q, caller));
    case 'speed': {
      const [speed, funnel] = await Promise.all([fetchInsights.speed(q, caller), fetchInsights.funnel(q, caller)]);
      return speedTable(speed, funnel);
    }
  }
}

// The insights dashboard's range of IST days (decision 055): the default and the presets, how a
// figure changed against the range before (the backend's totals compare with `previousRange`), and the
// dashboard's address.
import { addDays, dayAndMonth, istDay, isDay } from './ist-calendar';

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** The presets the range form offers: the last 7, 30 and 90 IST days, each ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;

/** The last `days` IST days, today the last of them. */
export function lastDays(days: number, now: Date): DayRange {
  const to = istDay(now);
  return { from: addDays(to, 1 - days), to };
}

/** The last 30 IST days to today: the dashboard's range unless one is asked for. */
export const defaultRange = (now: Date): DayRange => lastDays(30, now);

/**
 * The range asked for in the address (?from=&to=): the default where both are missing, the default's
 * day for a missing one. Values are passed on as typed; the API refuses a bad one with its message.
 */
export function rangeOf(query: { from?: string | null; to?: string | null }, now: Date): DayRange {
  const fallback = defaultRange(now);
  return { from: query.from?.trim() || fallback.from, to: query.to?.trim() || fallback.to };
}

/** The preset a range is, when it is one (7, 30 or 90 days ending today). */
export function presetOf(range: DayRange, now: Date): (typeof RANGE_PRESETS)[number] | undefined {
  return RANGE_PRESETS.find((days) => {
    const preset = lastDays(days, now);
    return preset.from === range.from && preset.to === range.to;
  });
}

/** How many days a range holds. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
}

/** The same range just before: as many days, ending the day before it starts. */
export function previousRange(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) };
}

/** '3 Nov 2026 – 2 Dec 2026', a single day once; a text that is not a day is shown as typed. */
export function rangeLabel(range: DayRange): string {
  const day = (d: string) => (isDay(d) ? `${dayAndMonth(d)} ${d.slice(0, 4)}` : d);
  return range.from === range.to ? day(range.from) : `${day(range.from)} – ${day(range.to)}`;
}

export interface Change {
  direction: 'up' | 'down' | 'same' | 'new';
  /** '▲ 12%', '▼ 3%', '▲ under 1%', 'No change', 'New' (nothing the range before). */
  text: string;
  /** The same in words, for a screen reader: 'up 12% on the previous range'. */
  words: string;
}

/** A figure against the range before it. */
export function changeAgainst(now: number, before: number): Change {
  if (now === before) return { direction: 'same', text: 'No change', words: 'no change on the previous range' };
  if (before === 0) return { direction: 'new', text: 'New', words: 'none in the previous range' };
  const percent = Math.round((Math.abs(now - before) / before) * 100);
  const size = percent === 0 ? 'under 1%' : `${percent}%`;
  return now > before
    ? { direction: 'up', text: `▲ ${size}`, words: `up ${size} on the previous range` }
    : { direction: 'down', text: `▼ ${size}`, words: `down ${size} on the previous range` };
}

/** The dashboard's query: the range, and the funnel's filters (each left out when empty). */
export interface InsightsQuery extends DayRange {
  source?: string;
  platform?: string;
  garage_id?: string;
}

/** The query of a dashboard address (?from=&to=&source=&platform=&garage_id=). */
export function insightsQueryOf(params: URLSearchParams, now: Date): InsightsQuery {
  const query: InsightsQuery = rangeOf({ from: params.get('from'), to: params.get('to') }, now);
  for (const key of ['source', 'platform', 'garage_id'] as const) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The query as address parameters, in a fixed order (the dashboard's links, its exports). */
export function queryString(query: InsightsQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'source', 'platform', 'garage_id'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** The figures the daily chart draws, one at a time (?metric=). */
export const CHART_METRICS = { visitors: 'Visitors', sessions: 'Sessions', views: 'Page views' } as const;
export type ChartMetric = keyof typeof CHART_METRICS;

/** The chart's figure asked for; visitors unless another is named. */
export const chartMetricOf = (value: string | null | undefined): ChartMetric =>
  value === 'sessions' || value === 'views' ? value : 'visitors';

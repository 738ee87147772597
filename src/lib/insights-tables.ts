// Every view of the insights dashboard as a table of text: the page shows it (the charts' table view
// for screen readers, or the view itself) and its CSV export writes the same rows, so the two cannot
// differ. Pure: built from the insights endpoints' answers (src/contracts/insights.ts).
import type { z } from 'zod';
import type {
  InsightsFunnelSchema,
  InsightsLandingSchema,
  InsightsPagesSchema,
  InsightsPlatformsSchema,
  InsightsSourcesSchema,
  InsightsSpeedSchema,
  InsightsTotalsSchema,
} from '@/contracts/insights';
import { stepName } from './funnel-steps';
import { formatCount, formatShare, platformName } from './insights-format';
import { speedRows } from './insights-speed';

export type Totals = z.output<typeof InsightsTotalsSchema>;
export type Pages = z.output<typeof InsightsPagesSchema>;
export type Sources = z.output<typeof InsightsSourcesSchema>;
export type Platforms = z.output<typeof InsightsPlatformsSchema>;
export type Landing = z.output<typeof InsightsLandingSchema>;
export type Funnel = z.output<typeof InsightsFunnelSchema>;
export type Speed = z.output<typeof InsightsSpeedSchema>;

/** The dashboard's views, each with a table and a CSV export. */
export const INSIGHTS_VIEWS = ['daily', 'pages', 'sources', 'platforms', 'landing', 'funnel', 'speed'] as const;
export type InsightsView = (typeof INSIGHTS_VIEWS)[number];
export const isInsightsView = (name: string): name is InsightsView => (INSIGHTS_VIEWS as readonly string[]).includes(name);

export interface InsightsTable {
  view: InsightsView;
  caption: string;
  head: string[];
  /** The columns holding figures (right-aligned). */
  numeric: readonly number[];
  rows: string[][];
}

const NONE = '(none)';

/** Each day of the range beside the same day of the range before (its first beside theirs, and on). */
export function dailyTable(current: Totals): InsightsTable {
  return {
    view: 'daily',
    caption: 'Visitors, sessions and page views each day, beside the same day of the previous range',
    head: [
      'Day',
      'Visitors',
      'Sessions',
      'Page views',
      'Previous range day',
      'Previous visitors',
      'Previous sessions',
      'Previous page views',
    ],
    numeric: [1, 2, 3, 5, 6, 7],
    rows: current.days.map((d, i) => {
      const p = current.previous_days[i];
      return [
        d.day,
        formatCount(d.visitors),
        formatCount(d.sessions),
        formatCount(d.views),
        p?.day ?? '',
        p ? formatCount(p.visitors) : '',
        p ? formatCount(p.sessions) : '',
        p ? formatCount(p.views) : '',
      ];
    }),
  };
}

export function pagesTable(pages: Pages): InsightsTable {
  return {
    view: 'pages',
    caption: 'The most viewed pages',
    head: ['Page', 'Page type', 'Page views', 'Sessions started there'],
    numeric: [2, 3],
    rows: pages.map((p) => [p.path, p.page_type, formatCount(p.views), formatCount(p.entries)]),
  };
}

export function sourcesTable(sources: Sources): InsightsTable {
  return {
    view: 'sources',
    caption: 'Sources and UTM campaigns (a QR campaign shows as its utm_medium, source qr)',
    head: ['Source', 'Medium (utm_medium)', 'Campaign (utm_campaign)', 'Sessions', 'Page views'],
    numeric: [3, 4],
    rows: sources.map((s) => [s.source, s.utm_medium || NONE, s.utm_campaign || NONE, formatCount(s.sessions), formatCount(s.views)]),
  };
}

export function platformsTable(platforms: Platforms): InsightsTable {
  const all = platforms.reduce((sum, p) => sum + p.sessions, 0);
  return {
    view: 'platforms',
    caption: 'Sessions and page views by platform',
    head: ['Platform', 'Sessions', 'Share of sessions', 'Page views'],
    numeric: [1, 2, 3],
    rows: platforms.map((p) => [
      platformName(p.platform),
      formatCount(p.sessions),
      formatShare(all ? p.sessions / all : null),
      formatCount(p.views),
    ]),
  };
}

export function landingTable(landing: Landing): InsightsTable {
  return {
    view: 'landing',
    caption: "Each centre's landing page: its visitors, and how many of them booked at that centre",
    head: ['Service centre', 'Landing page', 'Visitors', 'Booked there', 'Conversion'],
    numeric: [2, 3, 4],
    rows: landing.map((l) => [l.name, l.path, formatCount(l.visitors), formatCount(l.bookings), formatShare(l.conversion)]),
  };
}

export function funnelTable(funnel: Funnel): InsightsTable {
  const started = funnel[0]?.visitors ?? 0;
  return {
    view: 'funnel',
    caption: 'The booking funnel: journeys reaching each step, in order, and the share lost since the step before',
    head: ['Step', 'Journeys', 'Drop-off from the step before', 'Of journeys started'],
    numeric: [1, 2, 3],
    rows: funnel.map((s, i) => [
      stepName(s.step),
      formatCount(s.visitors),
      i === 0 ? '—' : formatShare(s.drop_off),
      formatShare(started ? s.visitors / started : null),
    ]),
  };
}

/** The first column of the speed table holding a Web Vital (LCP; then INP, CLS, TTFB). */
export const SPEED_FIRST_METRIC_COLUMN = 3;

export function speedTable(speed: Speed, funnel: Funnel): InsightsTable {
  return {
    view: 'speed',
    caption: 'Real-user speed: p75 and the share of good visits per page type and device, beside the drop-off at its funnel step',
    head: ['Page (funnel step)', 'Drop-off at step', 'Device', 'LCP', 'INP', 'CLS', 'TTFB', 'Visits', 'Note'],
    numeric: [1, 7],
    rows: speedRows(speed, funnel).map((r) => [
      r.step ? `${r.pageType} · ${stepName(r.step)}` : r.pageType,
      r.dropOff === null ? '—' : formatShare(r.dropOff),
      r.device,
      ...r.metrics.map((m) => m.text),
      formatCount(r.samples),
      r.note,
    ]),
  };
}

/** A formula-like cell (=, +, -, @, a tab or a return first) is kept as text by a spreadsheet: a visitor's campaign name is not run. */
const FORMULA = /^[=+\-@\t\r]/;

function csvCell(text: string): string {
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The table as CSV (RFC 4180: CRLF lines, quoted where needed), its heading row first. */
export function toCsv(table: InsightsTable): string {
  return `${[table.head, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The export's file name: 'insights-funnel-2026-11-01-to-2026-11-30.csv'. */
export function csvFileName(view: InsightsView, range: { from: string; to: string }): string {
  const day = (d: string) => d.replace(/[^0-9-]/g, '');
  return `insights-${view}-${day(range.from)}-to-${day(range.to)}.csv`;
}

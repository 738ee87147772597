// The insights dashboard's views as tables and CSV, its speed rows beside the funnel, its charts'
// geometry and the way it writes figures. Every expected value typed out.
import { describe, expect, it } from 'vitest';
import { barPercent, lineChart, niceStep } from '@/lib/insights-chart';
import { formatCount, formatShare, formatVital, platformName, vitalRating } from '@/lib/insights-format';
import { chartMetricOf, insightsQueryOf, queryString } from '@/lib/insights-range';
import { averageDropOff, speedRows } from '@/lib/insights-speed';
import {
  csvFileName,
  dailyTable,
  funnelTable,
  landingTable,
  platformsTable,
  sourcesTable,
  speedTable,
  toCsv,
  type Funnel,
  type Speed,
} from '@/lib/insights-tables';

const STEPS = [
  'service_chosen',
  'car_chosen',
  'centre_chosen',
  'plan_chosen',
  'handover_chosen',
  'pickup_address_chosen',
  'slot_chosen',
  'details_entered',
  'payment_succeeded',
  'booking_confirmed',
];
/** 100 journeys started; half lost at the car, a quarter of the rest at the centre, none after. */
const FUNNEL: Funnel = STEPS.map((step, i) => {
  const visitors = i === 0 ? 100 : i === 1 ? 50 : 40;
  const before = i === 0 ? 100 : i === 1 ? 100 : i === 2 ? 50 : 40;
  return { step, visitors, drop_off: (before - visitors) / before };
});
const vital = (
  page_type: string,
  device_class: string,
  metric: 'LCP' | 'INP' | 'CLS' | 'TTFB',
  p75: number,
  good_share: number,
  samples = 8,
) => ({
  page_type,
  device_class,
  metric,
  samples,
  p75,
  good_share,
});

describe('the views as tables', () => {
  it('put each day of the range beside the same day of the range before', () => {
    const day = (d: string, n: number) => ({ day: d, visitors: n, sessions: n + 1, views: n * 1000 });
    const table = dailyTable({
      range: { from: '2026-11-29', to: '2026-11-30' },
      previous_range: { from: '2026-11-27', to: '2026-11-28' },
      totals: { visitors: 0, sessions: 0, views: 0 },
      previous: { visitors: 0, sessions: 0, views: 0 },
      days: [day('2026-11-29', 3), day('2026-11-30', 120)],
      previous_days: [day('2026-11-27', 0), day('2026-11-28', 7)],
    });
    expect(table.rows).toEqual([
      ['2026-11-29', '3', '4', '3,000', '2026-11-27', '0', '1', '0'],
      ['2026-11-30', '120', '121', '1,20,000', '2026-11-28', '7', '8', '7,000'],
    ]);
    expect(table.head).toHaveLength(8);
  });

  it('give the funnel in order with its drop-off, none for the first step', () => {
    const table = funnelTable(FUNNEL);
    expect(table.rows.slice(0, 4)).toEqual([
      ['Service chosen', '100', '—', '100%'],
      ['Car', '50', '50%', '50%'],
      ['Centre', '40', '20%', '40%'],
      ['Plan', '40', '0%', '40%'],
    ]);
    expect(table.rows.at(-1)![0]).toBe('Confirmed');
    expect(funnelTable(FUNNEL.map((s) => ({ ...s, visitors: 0, drop_off: 0 }))).rows[1]).toEqual(['Car', '0', '0%', '—']);
  });

  it('say where a source has no campaign, and a platform’s share of the sessions', () => {
    expect(
      sourcesTable([
        { source: 'qr', utm_medium: 'qr_online_campaign', utm_campaign: 'poster', sessions: 3, views: 4 },
        { source: 'direct', utm_medium: '', utm_campaign: '', sessions: 1, views: 1 },
      ]).rows,
    ).toEqual([
      ['qr', 'qr_online_campaign', 'poster', '3', '4'],
      ['direct', '(none)', '(none)', '1', '1'],
    ]);
    expect(
      platformsTable([
        { platform: 'mweb', sessions: 3, views: 9 },
        { platform: 'web', sessions: 1, views: 2 },
      ]).rows,
    ).toEqual([
      ['Mobile web', '3', '75%', '9'],
      ['Web (desktop)', '1', '25%', '2'],
    ]);
  });

  it("give each centre's conversion, none without visitors", () => {
    const id = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
    expect(
      landingTable([
        {
          garage_id: id,
          name: 'Service Centre Kudlu Gate',
          path: '/service-centre/bengaluru/kudlu-gate',
          visitors: 8,
          bookings: 1,
          conversion: 0.125,
        },
        { garage_id: id, name: 'Service Centre Gota', path: '/service-centre/ahmedabad/gota', visitors: 0, bookings: 0, conversion: null },
      ]).rows,
    ).toEqual([
      ['Service Centre Kudlu Gate', '/service-centre/bengaluru/kudlu-gate', '8', '1', '12.5%'],
      ['Service Centre Gota', '/service-centre/ahmedabad/gota', '0', '0', '—'],
    ]);
  });
});

describe('real-user speed beside the funnel', () => {
  const speed: Speed = [
    vital('garage_landing', 'phone', 'LCP', 1500, 0.9),
    vital('mmv', 'desktop', 'LCP', 2000, 0.95),
    vital('mmv', 'phone', 'LCP', 4000, 0.4, 12),
    vital('mmv', 'phone', 'INP', 150, 0.8, 5),
    vital('location_vehicle_check', 'phone', 'CLS', 0.25, 0.5),
    vital('service_home', 'phone', 'TTFB', 900, 0.7),
  ];

  it('lists the funnel’s pages in its order, then the others, phone before desktop, each beside its step’s drop-off', () => {
    const rows = speedRows(speed, FUNNEL);
    expect(rows.map((r) => [r.pageType, r.step, r.dropOff, r.device])).toEqual([
      ['service_home', 'service_chosen', null, 'Phone'],
      ['mmv', 'car_chosen', 0.5, 'Phone'],
      ['mmv', 'car_chosen', 0.5, 'Desktop'],
      ['location_vehicle_check', 'centre_chosen', 0.2, 'Phone'],
      ['garage_landing', undefined, null, 'Phone'],
    ]);
    expect(rows[1]!.samples).toBe(12);
    expect(rows[1]!.metrics.map((m) => m.text)).toEqual(['4 s · 40% good', '150 ms · 80% good', '—', '—']);
  });

  it('flags a slow page at a step losing more than the average, and a slow page alone only as slow', () => {
    // The average drop-off: (0.5 + 0.2 + 0 × 7) / 9.
    expect(averageDropOff(FUNNEL)).toBeCloseTo(0.7 / 9);
    const rows = speedRows(speed, FUNNEL);
    expect(rows.map((r) => [r.attention, r.note])).toEqual([
      [false, 'Not good: TTFB'],
      [true, 'Not good: LCP; drop-off above average'],
      [false, ''],
      [true, 'Not good: CLS; drop-off above average'],
      [false, ''],
    ]);
  });

  it('has no average drop-off without journeys', () => {
    expect(averageDropOff(FUNNEL.map((s) => ({ ...s, visitors: 0, drop_off: 0 })))).toBeNull();
    expect(speedRows([], FUNNEL)).toEqual([]);
  });

  it('writes the same rows in its table', () => {
    expect(speedTable(speed, FUNNEL).rows[1]).toEqual([
      'mmv · Car',
      '50%',
      'Phone',
      '4 s · 40% good',
      '150 ms · 80% good',
      '—',
      '—',
      '12',
      'Not good: LCP; drop-off above average',
    ]);
    expect(speedTable(speed, FUNNEL).rows[4]![0]).toBe('garage_landing');
  });
});

describe('the CSV export', () => {
  it('is the table’s heading and rows, quoted where needed, with CRLF lines', () => {
    const table = sourcesTable([{ source: 'news, "daily"', utm_medium: 'email', utm_campaign: 'a\nb', sessions: 1234, views: 5 }]);
    expect(toCsv(table)).toBe(
      'Source,Medium (utm_medium),Campaign (utm_campaign),Sessions,Page views\r\n"news, ""daily""",email,"a\nb","1,234",5\r\n',
    );
  });

  it('keeps a formula-like campaign name as text, so a spreadsheet does not run it', () => {
    const table = sourcesTable([{ source: '=HYPERLINK("x")', utm_medium: '@cmd', utm_campaign: '+1', sessions: 1, views: 1 }]);
    expect(toCsv(table).split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",'@cmd,'+1,1,1`);
  });

  it('is named after its view and range', () => {
    expect(csvFileName('funnel', { from: '2026-11-01', to: '2026-11-30' })).toBe('insights-funnel-2026-11-01-to-2026-11-30.csv');
    expect(csvFileName('pages', { from: '2026-11-01"; x', to: '2026-11-30' })).toBe('insights-pages-2026-11-01-to-2026-11-30.csv');
  });
});

describe('the charts', () => {
  it('round the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 3, 4, 5, 9, 41, 1234, 10_000].map((n) => niceStep(n))).toEqual([1, 1, 1, 2, 5, 20, 500, 5000]);
  });

  it('draw both ranges on one scale from 0, the range before under this one day by day', () => {
    const chart = lineChart([0, 5, 10], [10, 0, 20], { width: 240, height: 100 });
    // The scale ends at 20.
    expect(chart.line).toBe('M0 100 L120 75 L240 50');
    expect(chart.previousLine).toBe('M0 50 L120 100 L240 0');
    expect(chart.yTicks).toEqual([
      { value: 0, y: 100 },
      { value: 5, y: 75 },
      { value: 10, y: 50 },
      { value: 15, y: 25 },
      { value: 20, y: 0 },
    ]);
    expect(chart.xTicks).toEqual([0, 2]);
  });

  it('put a single day in the middle, and label a month’s first, middle and last days', () => {
    expect(lineChart([4], [2], { width: 240, height: 100 }).points).toEqual([{ x: 120, y: 0 }]);
    expect(lineChart([4], [2]).xTicks).toEqual([0]);
    expect(lineChart(Array(30).fill(1), Array(30).fill(0)).xTicks).toEqual([0, 14, 29]);
    expect(lineChart([0, 0], [0, 0]).yTicks.map((t) => t.value)).toEqual([0, 1]);
  });

  it('size bars against the longest', () => {
    expect([barPercent(50, 200), barPercent(1, 3), barPercent(0, 10), barPercent(5, 0), barPercent(12, 10)]).toEqual([25, 33.3, 0, 0, 100]);
  });
});

describe('figures as the dashboard writes them', () => {
  it('groups counts the Indian way, and shares to a tenth of a percent', () => {
    expect(formatCount(12_34_567)).toBe('12,34,567');
    expect([formatShare(0.4253), formatShare(0), formatShare(1), formatShare(null)]).toEqual(['42.5%', '0%', '100%', '—']);
  });

  it('writes each Web Vital in its unit, and Google’s verdict on a p75 at the thresholds’ edges', () => {
    expect([
      formatVital('LCP', 2500),
      formatVital('LCP', 3000),
      formatVital('INP', 200),
      formatVital('TTFB', 1500),
      formatVital('CLS', 0.025),
    ]).toEqual(['2.5 s', '3 s', '200 ms', '1.5 s', '0.025']);
    expect([vitalRating('LCP', 2500), vitalRating('LCP', 3000), vitalRating('LCP', 4000), vitalRating('LCP', 5000)]).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    expect([vitalRating('INP', 200), vitalRating('CLS', 0.15), vitalRating('TTFB', 3000), vitalRating('CLS', null)]).toEqual([
      'good',
      'needs-improvement',
      'poor',
      null,
    ]);
    expect([platformName('app'), platformName('toString')]).toEqual(['App', 'toString']);
  });
});

describe("the dashboard's address", () => {
  const now = new Date('2026-11-30T10:00:00Z');

  it('holds the range and the funnel’s filters, leaving out empty ones', () => {
    expect(insightsQueryOf(new URLSearchParams('from=2026-11-01&to=2026-11-07&source=+qr+&platform=&garage_id='), now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      source: 'qr',
    });
    expect(insightsQueryOf(new URLSearchParams(''), now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it("names the chart's figure, visitors unless sessions or page views are asked for", () => {
    expect([chartMetricOf('sessions'), chartMetricOf('views'), chartMetricOf(null), chartMetricOf('toString')]).toEqual([
      'sessions',
      'views',
      'visitors',
      'visitors',
    ]);
  });

  it('is written back in a fixed order, with what a link adds', () => {
    expect(queryString({ platform: 'app', to: '2026-11-07', from: '2026-11-01' }, { metric: 'views' })).toBe(
      'from=2026-11-01&to=2026-11-07&platform=app&metric=views',
    );
  });
});

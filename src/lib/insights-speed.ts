// Real-user speed beside the funnel (decision 055): one row per page type and device class with each
// Web Vital's p75 and share of good visits, next to the drop-off at the funnel step taken on that
// page, so a slow step that loses customers stands out. Pure.
import type { z } from 'zod';
import type { InsightsFunnelSchema, InsightsSpeedSchema } from '@/contracts/insights';
import { BOOKING_FUNNEL } from './analytics-events';
import { stepOfPageType, type FunnelStep } from './funnel-steps';
import { DEVICE_ORDER, deviceName, formatShare, formatVital, vitalRating } from './insights-format';
import { VITALS, type Vital } from './vitals-histogram';

type Speed = z.output<typeof InsightsSpeedSchema>;
type Funnel = z.output<typeof InsightsFunnelSchema>;

export interface SpeedMetric {
  metric: Vital;
  p75: number | null;
  goodShare: number | null;
  rating: ReturnType<typeof vitalRating>;
  /** '3 s · 62% good', '—' without values. */
  text: string;
}

export interface SpeedRow {
  pageType: string;
  step: FunnelStep | undefined;
  /** The step's drop-off (0 to 1); null for a page outside the funnel or its first step. */
  dropOff: number | null;
  device: string;
  metrics: SpeedMetric[];
  /** The most visits measured of any metric (LCP and TTFB come with every sampled load, INP only with a tap). */
  samples: number;
  /** The metrics whose p75 is past Google's "good" (slow, or for CLS unsteady). */
  slow: Vital[];
  /** Slow, at a step losing more than the funnel's average: the row to look at first. */
  attention: boolean;
  /** 'Not good: LCP, INP; drop-off above average', 'Not good: TTFB', or ''. */
  note: string;
}

/** The mean drop-off of the steps after the first that had journeys reaching the step before. */
export function averageDropOff(funnel: Funnel): number | null {
  const counted = funnel.slice(1).filter((_, i) => (funnel[i]?.visitors ?? 0) > 0);
  return counted.length ? counted.reduce((sum, s) => sum + s.drop_off, 0) / counted.length : null;
}

const order = (pageType: string) => {
  const step = stepOfPageType(pageType);
  return step ? BOOKING_FUNNEL.indexOf(step) : BOOKING_FUNNEL.length;
};
const deviceOrder = (device: string) => {
  const i = DEVICE_ORDER.indexOf(device);
  return i < 0 ? DEVICE_ORDER.length : i;
};

/** The speed rows: the funnel's pages in its order, then the other pages by name; phone, tablet, desktop within each. */
export function speedRows(speed: Speed, funnel: Funnel): SpeedRow[] {
  const average = averageDropOff(funnel);
  const groups = new Map<string, Speed>();
  for (const r of speed) {
    const key = `${r.page_type}\u0000${r.device_class}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()]
    .map((rows) => {
      const { page_type: pageType, device_class: device } = rows[0]!;
      const step = stepOfPageType(pageType);
      const stepIndex = step ? BOOKING_FUNNEL.indexOf(step) : -1;
      const dropOff = stepIndex > 0 && (funnel[stepIndex - 1]?.visitors ?? 0) > 0 ? (funnel[stepIndex]?.drop_off ?? null) : null;
      const metrics = VITALS.map((metric): SpeedMetric => {
        const r = rows.find((x) => x.metric === metric);
        const p75 = r?.p75 ?? null;
        const goodShare = r?.good_share ?? null;
        const text = p75 === null ? '—' : `${formatVital(metric, p75)} · ${formatShare(goodShare)} good`;
        return { metric, p75, goodShare, rating: vitalRating(metric, p75), text };
      });
      const slow = metrics.filter((m) => m.rating === 'needs-improvement' || m.rating === 'poor').map((m) => m.metric);
      const losing = dropOff !== null && average !== null && dropOff > average;
      const attention = slow.length > 0 && losing;
      const note = [slow.length ? `Not good: ${slow.join(', ')}` : '', attention ? 'drop-off above average' : '']
        .filter(Boolean)
        .join('; ');
      return {
        pageType,
        step,
        dropOff,
        device: deviceName(device),
        deviceCode: device,
        metrics,
        samples: Math.max(0, ...rows.map((x) => x.samples)),
        slow,
        attention,
        note,
      };
    })
    .sort(
      (a, b) =>
        order(a.pageType) - order(b.pageType) ||
        a.pageType.localeCompare(b.pageType) ||
        deviceOrder(a.deviceCode) - deviceOrder(b.deviceCode),
    )
    .map(({ deviceCode: _, ...row }) => row);
}

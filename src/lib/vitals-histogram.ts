// Real-user speed from the roll-ups (decision 055): each Web Vital's values are counted into fixed
// buckets per day, page type and device class; a range merges the days' counts, its p75 is read from
// them, and the share of "good" visits is exact because Google's thresholds are bucket edges.

export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

/** Google's "good" thresholds (web.dev): LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 800 ms. */
export const GOOD: Readonly<Record<Vital, number>> = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 };

/** Each metric's bucket upper edges (ms, or CLS's unitless score); a last bucket holds everything above. */
export const EDGES: Readonly<Record<Vital, readonly number[]>> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000],
  INP: [25, 50, 100, 150, 200, 300, 400, 500, 750, 1000, 2000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.5, 1],
  TTFB: [100, 200, 300, 400, 600, 800, 1000, 1500, 1800, 3000, 5000],
};

export const isVital = (name: unknown): name is Vital => (VITALS as readonly unknown[]).includes(name);

/** The bucket a value falls in: the first whose edge it does not exceed. */
export function bucketOf(metric: Vital, value: number): number {
  const edges = EDGES[metric];
  const i = edges.findIndex((edge) => value <= edge);
  return i < 0 ? edges.length : i;
}

export const emptyHistogram = (metric: Vital): number[] => Array(EDGES[metric].length + 1).fill(0);

/** Days' counts added up. */
export function mergeHistograms(metric: Vital, histograms: readonly (readonly number[])[]): number[] {
  const out = emptyHistogram(metric);
  for (const h of histograms) for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) + (h[i] ?? 0);
  return out;
}

/**
 * The 75th percentile, as the upper edge of the bucket holding it (the last bucket, which has no
 * edge, reads as its lower one); null without values.
 */
export function p75(metric: Vital, histogram: readonly number[]): number | null {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const edges = EDGES[metric];
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i]!;
    if (seen >= 0.75 * total) return edges[i] ?? edges[edges.length - 1]!;
  }
  return edges[edges.length - 1]!;
}

/** The share (0 to 1) of values at or under the "good" threshold; null without values. */
export function goodShare(metric: Vital, histogram: readonly number[]): number | null {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const good = histogram.slice(0, bucketOf(metric, GOOD[metric]) + 1).reduce((a, b) => a + b, 0);
  return good / total;
}

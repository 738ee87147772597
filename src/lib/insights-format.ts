// How the insights dashboard writes its figures: counts with Indian digit grouping, shares as
// percent, Web Vitals in their units, and the names of platforms and device classes. Pure.
import { GOOD, type Vital } from './vitals-histogram';

const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** 1234567 → '12,34,567'. */
export const formatCount = (n: number): string => COUNT.format(n);

/** 0.4253 → '42.5%'; null (nothing to divide) → '—'. */
export const formatShare = (share: number | null): string => (share === null ? '—' : PERCENT.format(share));

/** Google's "poor" thresholds (web.dev): above these a p75 is poor, between good and poor it needs improvement. */
export const POOR: Readonly<Record<Vital, number>> = { LCP: 4000, INP: 500, CLS: 0.25, TTFB: 1800 };

/** A Web Vital's value in its unit: LCP 2500 → '2.5 s', INP 200 → '200 ms', TTFB 1500 → '1.5 s', CLS 0.05 → '0.05'. */
export function formatVital(metric: Vital, value: number | null): string {
  if (value === null) return '—';
  if (metric === 'CLS') return String(Math.round(value * 1000) / 1000);
  if (metric === 'LCP' || value >= 1000) return `${(value / 1000).toFixed(1).replace(/\.0$/, '')} s`;
  return `${Math.round(value)} ms`;
}

/** Google's verdict on a p75: good, needs improvement, or poor; null without one. */
export function vitalRating(metric: Vital, p75: number | null): 'good' | 'needs-improvement' | 'poor' | null {
  if (p75 === null) return null;
  if (p75 <= GOOD[metric]) return 'good';
  return p75 <= POOR[metric] ? 'needs-improvement' : 'poor';
}

const PLATFORMS: Record<string, string> = { web: 'Web (desktop)', mweb: 'Mobile web', app: 'App', unknown: 'Unknown' };
/** 'mweb' → 'Mobile web'; an unknown code stays as sent. */
export const platformName = (code: string): string => (Object.hasOwn(PLATFORMS, code) ? PLATFORMS[code]! : code);

const DEVICES: Record<string, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop', unknown: 'Unknown' };
/** 'phone' → 'Phone'. */
export const deviceName = (code: string): string => (Object.hasOwn(DEVICES, code) ? DEVICES[code]! : code);
/** Device classes in the order the speed table lists them. */
export const DEVICE_ORDER = ['phone', 'tablet', 'desktop'];

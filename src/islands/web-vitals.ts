// Web Vitals of a sampled page load (decision 053): loaded by the SDK once the page is idle, as its
// own chunk, so the page's first load does not carry it.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** Reports LCP, INP, CLS and TTFB as `web_vital` events, tagged with the device class (src/lib/analytics-platform.ts) (the page type is in every event). */
export function reportWebVitals(track: (name: string, properties: Record<string, unknown>) => void, device: string): void {
  const report = (metric: Metric) =>
    track('web_vital', { metric: metric.name, value: metric.value, rating: metric.rating, device_class: device });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}

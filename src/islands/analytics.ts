// The one way islands report an analytics event: a name of the catalogue (src/lib/analytics-events.ts).
// Calls go on `window.scAnalytics`, an array until the page's SDK (src/islands/analytics-sdk.ts)
// starts and takes them over, so no island bundles the SDK and its script stays one small file.
// Islands write the names as literals, checked against the catalogue's type: no island loads the catalogue.
import type { AnalyticsEventName } from '@/lib/analytics-events';
import type { ServerEvent } from '@/contracts/analytics';
import type { AnalyticsCall } from './analytics-sdk';

function call(c: AnalyticsCall): void {
  if (typeof window === 'undefined') return;
  window.scAnalytics ??= [] as AnalyticsCall[];
  window.scAnalytics.push(c);
}

/** The names a browser may send: the payment captured, the booking confirmed, the estimate approved and the bill paid are the server's (decision 054). */
export type BrowserEventName = Exclude<AnalyticsEventName, ServerEvent>;

export function track(event: BrowserEventName, properties: Record<string, unknown> = {}): void {
  call(['track', event, properties]);
}

/** After sign-in: the collector links this visitor's anonymous id to the signed-in customer. */
export function identify(): void {
  call(['identify']);
}

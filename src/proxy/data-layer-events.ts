// The data-layer names pages pass to the tag manager (spec §7's GET of `dataLayerEvents`), read by
// the server once per process and rendered into every page's analytics settings (decision 053): the
// browser's SDK then carries no fetch of its own, and a dead content host costs one try, not one per view.
import { env } from '@/config/env';
import { DEFAULT_DATA_LAYER_EVENTS, loadDataLayerEvents } from '@/lib/analytics-queue';

let names: Promise<string[]> | undefined;

/** The allowed names: spec §9's defaults for this product's own list (a path), else the list at the https address, fetched once. */
export function dataLayerEvents(url: string = env().DATA_LAYER_EVENTS_URL): Promise<string[]> {
  if (url.startsWith('/')) return Promise.resolve(DEFAULT_DATA_LAYER_EVENTS);
  names ??= loadDataLayerEvents(url, DEFAULT_DATA_LAYER_EVENTS, (u) => fetch(u, { signal: AbortSignal.timeout(3000) }));
  return names;
}

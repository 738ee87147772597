// The product's own list of data-layer names (spec §7's GET, DATA_LAYER_EVENTS_URL's default):
// spec §9's names. Every visitor's SDK asks once per page, so browsers and the response cache keep it.
import { DEFAULT_DATA_LAYER_EVENTS } from '@/lib/analytics-queue';

export function GET(): Response {
  return Response.json({ dataLayerEvents: DEFAULT_DATA_LAYER_EVENTS }, { headers: { 'cache-control': 'public, max-age=600' } });
}

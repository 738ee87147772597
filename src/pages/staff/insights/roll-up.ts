// The dashboard's "Roll up now" (decision 055, "The dashboard"): in test and demo modes only, the
// roll-ups are brought up to this moment, then the dashboard is shown again with what was counted.
// Staff only (the middleware); the backend refuses it in any other mode (404).
import type { APIRoute } from 'astro';
import { BACKEND_ENDPOINTS } from '@/contracts/endpoints';
import { actorOf } from '@/proxy/actor';
import { fetchData } from '@/proxy/call-endpoint';
import { errorJson } from '@/proxy/respond';
import { chartMetricOf, insightsQueryOf, queryString } from '@/lib/insights-range';
import { STAFF_INSIGHTS } from '@/lib/paths';

export const POST: APIRoute = async ({ url, locals }) => {
  try {
    const { counted } = await fetchData(BACKEND_ENDPOINTS.rollUpInsights, {}, { actor: actorOf(locals) });
    // Back to the same view: only the dashboard's own parameters, onto its own path.
    const metric = chartMetricOf(url.searchParams.get('metric'));
    const back = queryString(insightsQueryOf(url.searchParams, new Date()), {
      ...(metric === 'visitors' ? {} : { metric }),
      rolled: String(counted),
    });
    return new Response(null, { status: 303, headers: { location: `${STAFF_INSIGHTS}?${back}`, 'cache-control': 'no-store' } });
  } catch (error) {
    return errorJson(error);
  }
};

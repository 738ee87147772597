// A view of the insights dashboard as CSV: the same endpoint with the same query as the page, turned
// into the same table (src/proxy/insights-data.ts), so the file holds the rows the page shows. Staff
// only, like the page (the middleware keeps everyone else out of /staff); an advisor asking for a
// site-wide view gets the API's 403.
import type { APIRoute } from 'astro';
import { AppError } from '@/contracts/errors';
import { actorOf } from '@/proxy/actor';
import { fetchInsightsTable } from '@/proxy/insights-data';
import { errorJson } from '@/proxy/respond';
import { insightsQueryOf } from '@/lib/insights-range';
import { csvFileName, isInsightsView, toCsv } from '@/lib/insights-tables';

export const GET: APIRoute = async ({ params, url, locals }) => {
  const view = params.view ?? '';
  if (!isInsightsView(view)) return errorJson(new AppError('NOT_FOUND', `No insights view named ${view}`));
  const query = insightsQueryOf(url.searchParams, new Date());
  try {
    const table = await fetchInsightsTable(view, query, { actor: actorOf(locals) });
    return new Response(toCsv(table), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csvFileName(view, query)}"`,
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    });
  } catch (error) {
    return errorJson(error);
  }
};

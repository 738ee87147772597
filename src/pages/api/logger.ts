import type { APIRoute } from 'astro';
import { API_ENDPOINTS } from '@/contracts/endpoints';
import type { ClientLog } from '@/contracts/log';
import { fromAstro, parseRequestInput } from '@/proxy/endpoint';
import { handle } from '@/proxy/respond';
import { proxyLogger } from '@/proxy/log';

/** Writes one structured log line on behalf of the browser. */
export const POST: APIRoute = (ctx) =>
  handle(async () => {
    const parsed = await parseRequestInput(API_ENDPOINTS.logger, fromAstro(ctx));
    if (!parsed.ok) return parsed.response;
    const { level, message, context, page } = parsed.input as ClientLog;
    proxyLogger()[level](message, { source: 'browser', page, context, userAgent: ctx.request.headers.get('user-agent') ?? undefined });
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  });

import type { APIRoute } from 'astro';
import { ClientLogSchema } from '@/contracts/log';
import { handle, parseOr400 } from '@/proxy/respond';
import { proxyLogger } from '@/proxy/log';
import { readJsonBody } from '@/lib/read-json-body';

/** Writes one structured log line on behalf of the browser. */
export const POST: APIRoute = ({ request }) => handle(async () => {
  const parsed = parseOr400(ClientLogSchema, await readJsonBody(request));
  if (!parsed.ok) return parsed.response;
  const { level, message, context, page } = parsed.data;
  proxyLogger()[level](message, { source: 'browser', page, context, userAgent: request.headers.get('user-agent') ?? undefined });
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
});

import type { APIRoute } from 'astro';
import { API_ENDPOINTS } from '@/contracts/endpoints';
import type { CspViolation } from '@/contracts/csp-report';
import { fromAstro, parseRequestInput } from '@/proxy/endpoint';
import { handle } from '@/proxy/respond';
import { proxyLogger } from '@/proxy/log';

/** Logs each violation a browser reports, with the page and the rule it broke (docs/security.md). */
export const POST: APIRoute = (ctx) =>
  handle(async () => {
    const parsed = await parseRequestInput(API_ENDPOINTS['csp-report'], fromAstro(ctx));
    if (!parsed.ok) return parsed.response;
    for (const violation of (parsed.input as { violations: CspViolation[] }).violations) {
      proxyLogger().warn('content security policy violation', {
        source: 'browser',
        ...violation,
        userAgent: ctx.request.headers.get('user-agent') ?? undefined,
      });
    }
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  });

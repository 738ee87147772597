import type { ServerResponse } from 'node:http';

/**
 * Headers every answer carries: no MIME sniffing, a referrer that leaves the site without its path
 * and query, and in production HTTPS only for two years. Pages add their Content-Security-Policy
 * (hashes from the build, frame-ancestors from settings) as they render.
 */
export function setSecurityHeaders(res: ServerResponse, production: boolean): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  if (production) res.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains');
}

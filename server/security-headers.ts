import type { ServerResponse } from 'node:http';

/**
 * The browser features a page may use: location (finding a centre near you) and payments (the
 * gateway's checkout) on the product's own pages; no camera or microphone (a photo is a file picked
 * or taken by the phone's camera app), nothing else.
 */
export const PERMISSIONS_POLICY =
  'geolocation=(self), payment=(self), camera=(), microphone=(), usb=(), serial=(), bluetooth=(), browsing-topics=()';

/**
 * Headers every answer carries: no MIME sniffing, a referrer that leaves the site without its path
 * and query, the features pages may use, a window of its own (the gateway's checkout may still open
 * its pop-ups), and in production HTTPS only for two years. Pages add their Content-Security-Policy
 * (hashes from the build, frame-ancestors and the report address from settings) as they render.
 */
export function setSecurityHeaders(res: ServerResponse, production: boolean): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  res.setHeader('cross-origin-opener-policy', 'same-origin-allow-popups');
  if (production) res.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains');
}

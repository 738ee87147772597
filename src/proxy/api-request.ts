// What every /service-centre/api request passes through before its endpoint, in one place for the two
// ways a request reaches an endpoint: Astro's middleware (src/middleware.ts) and the server's lane for
// writes (src/proxy/write-lane.ts, decision 060).
import { AppError, errorBody } from '@/contracts/errors';
import { INTERNAL_HEADERS } from '@/runtime/internal-headers';
import { env } from '@/config/env';
import { json } from './respond';
import { mayChangeState } from './origin-check';
import { proxyLogger } from './log';
import { resolveVisitor, sessionToken, type CookieJar, type Visitor } from './session';

/** The 415 answer to a write whose body is not declared JSON. */
export const notJson = () => json(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON (Content-Type: application/json)'), 415);

/** The 403 answer's body to a state-changing request from another site. */
export const crossSite = () => errorBody('FORBIDDEN', 'Cross-site requests are not accepted');

/** Whether a request may change state, from its headers (src/proxy/origin-check.ts). */
export function fromOwnSite(method: string, header: (name: string) => string | null, fallbackOrigin: string): boolean {
  return mayChangeState({
    method,
    origin: header('origin'),
    fetchSite: header('sec-fetch-site'),
    requestOrigin: header(INTERNAL_HEADERS.requestOrigin) ?? fallbackOrigin,
    siteOrigin: env().SITE_ORIGIN,
  });
}

/**
 * Who the request's session belongs to. A session that cannot be checked is not a visitor's:
 * answering as one would sign people out (401s, sign-in pages) while the database is down, so it
 * is a 503 with when to try again.
 */
export async function visitorOrUnavailable(cookies: CookieJar): Promise<Visitor> {
  try {
    return await resolveVisitor(cookies);
  } catch (error) {
    proxyLogger().warn('session could not be resolved; answering 503', { error });
    throw new AppError('UNAVAILABLE', 'We could not check your sign-in just now; please try again in a minute', {
      retryAfterSeconds: 5,
    });
  }
}

/** Whether the request carries a session cookie: its answer is then for that person alone. */
export const isPersonal = (cookies: CookieJar) => sessionToken(cookies) !== undefined;

/**
 * An answer for one person (a request with a session cookie): never stored by a shared cache (the
 * server's byte cache already skips such requests), never kept by the browser.
 */
export function keptPersonal(response: Response): Response {
  try {
    response.headers.set('cache-control', 'private, no-store');
    response.headers.append('vary', 'Cookie');
  } catch {
    /* immutable headers (redirects) */
  }
  return response;
}

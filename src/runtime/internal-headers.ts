// Facts our server establishes about a request before Astro sees it, passed on in headers of its
// own. Any such header arriving from outside is deleted first, so the web layer can trust them.
export const INTERNAL_HEADERS = {
  /** The client's address, through trusted proxies only. */
  clientIp: 'x-sc-client-ip',
  /** The origin the request was addressed to (scheme and host as trusted proxies report them). */
  requestOrigin: 'x-sc-request-origin',
} as const;

/** A page asking the server for another status than Astro gives it (the 500 route answering 503). */
export const STATUS_OVERRIDE_HEADER = 'x-sc-status';

/** Names of the cookies that make an answer depend on who asks (never cached). */
export const PLATFORM_COOKIE = 'platform';

/** The session cookie: `__Secure-`-prefixed (and Secure) when the site is served over HTTPS. */
export const SESSION_COOKIE = 'sc_session';
export const SECURE_SESSION_COOKIE = '__Secure-sc_session';

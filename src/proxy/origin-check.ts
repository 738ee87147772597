// Cross-site protection for every state-changing request: the Origin (or, without one, the
// browser's Sec-Fetch-Site) must be this product's own. Checked at run time against SITE_ORIGIN and
// the request's own origin as trusted proxies report it, since Astro's own check is fixed into the
// build and cannot know the public origin behind a TLS reverse proxy.

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginFacts {
  method: string;
  /** The Origin header, if the browser sent one. */
  origin: string | null;
  /** Sec-Fetch-Site, if the browser sent it. */
  fetchSite: string | null;
  /** The origin this request was addressed to (scheme and host as trusted proxies report them). */
  requestOrigin: string;
  /** The product's public origin (SITE_ORIGIN). */
  siteOrigin: string;
}

/** Whether a request may change state: safe methods always; others only from our own pages. */
export function mayChangeState(facts: OriginFacts): boolean {
  if (SAFE.has(facts.method)) return true;
  if (facts.origin !== null) {
    const own = new Set([originOf(facts.siteOrigin), originOf(facts.requestOrigin)]);
    return own.has(originOf(facts.origin));
  }
  // No Origin: browsers send one on every cross-site POST, so this is a same-site request, an old
  // browser (then Sec-Fetch-Site tells), or a client that is not a browser.
  return facts.fetchSite === null || facts.fetchSite === 'same-origin' || facts.fetchSite === 'none';
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

/**
 * State-changing API calls carry JSON: a cross-site HTML form can only send form encodings or
 * text/plain, so such a body is refused before anything reads it (ASVS 3.5.2).
 */
export function isJsonWrite(method: string, contentType: string | null): boolean {
  if (SAFE.has(method)) return true;
  // No HTML form sends DELETE, and a bodiless DELETE has no type to check.
  if (method === 'DELETE' && contentType === null) return true;
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

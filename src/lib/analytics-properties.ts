// What every analytics event carries (spec §3's common properties) and where a visitor came from
// (spec §9's `referrer_adsc`, kept 24 hours). Pure: the SDK passes in the page's facts and the time.

/** Storage key of the kept arrival (spec §9's session cache key). */
export const REFERRER_KEY = 'referrer_adsc';
/** Spec §9: referrer keys expire after 24 hours. */
export const REFERRER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §3's common properties that come from the page's address, under their snake_case keys
 * (decision 053; the SDK adds page_type, source, platform and platform_code); a missing utm parameter is null.
 */
export function addressProperties(href: string, referrer: string, title: string) {
  const url = new URL(href);
  const q = url.searchParams;
  return {
    page_url: href,
    path: url.pathname,
    referrer,
    utm_source: q.get('utm_source'),
    utm_campaign: q.get('utm_campaign'),
    utm_content: q.get('utm_content'),
    utm_medium: q.get('utm_medium'),
    url: url.origin + url.pathname,
    title,
    search: url.search,
  };
}

/** A kept arrival: where the visitor came from, and when (milliseconds). */
export interface KeptArrival {
  source: string;
  at: number;
}

/**
 * Where this arrival came from when it came from an ad or another site: its utm_source, else
 * `google_ads` for a Google click id, else the outside referrer's host; null for a direct visit or
 * one from another page of this site (which must not overwrite the kept arrival).
 */
export function arrivalSource(href: string, referrer: string): string | null {
  const url = new URL(href);
  const utm = url.searchParams.get('utm_source');
  if (utm) return utm;
  if (url.searchParams.has('gclid')) return 'google_ads';
  if (!URL.canParse(referrer)) return null;
  const from = new URL(referrer);
  return from.host === url.host ? null : from.hostname;
}

/** The kept arrival's source while it is younger than 24 hours (exactly 24 hours old is gone); null otherwise. */
export function keptSource(kept: unknown, now: number): string | null {
  const k = kept as KeptArrival | null;
  // A record without a time compares false both ways, so it is not kept either.
  return k && now - k.at < REFERRER_TTL_MS && now >= k.at ? k.source : null;
}

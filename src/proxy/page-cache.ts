// Choosing pages are the same for every anonymous visitor with the same journey parameters: what
// depends on the visitor (the car, the garage chosen, the ticks of the step tracker) comes from the
// islands and session storage. Their HTML is shared through the server's byte cache, keyed on the
// parameters a journey carries (spec §2), so `?fbclid=…` or a random parameter reuses the stored
// bytes. Requests with a session or app-webview cookie never read or fill that cache (server/app-server.ts).
import { env } from '@/config/env';
import { CARRIED_PARAMS } from '@/lib/carry-over';
import { CACHE_KEY_PARAMS, NO_STORE, publicCache } from './respond';

/** The query parameters a choosing page's HTML may depend on. */
export const CHOOSING_PAGE_PARAMS: readonly string[] = CARRIED_PARAMS;

/** Marks a page's answer as shareable for `seconds` (not stored when 0), keyed on the query parameters it depends on. */
export function sharePage(headers: Headers, seconds: number, params: readonly string[]): void {
  headers.set('cache-control', seconds > 0 ? publicCache(seconds) : NO_STORE);
  if (seconds > 0) headers.set(CACHE_KEY_PARAMS, params.join(','));
}

/** Marks a choosing page's answer as shareable for the configured garage cache time (or not stored when that is 0). */
export function shareChoosingPage(headers: Headers): void {
  sharePage(headers, env().GARAGE_CACHE_SECONDS, CHOOSING_PAGE_PARAMS);
}

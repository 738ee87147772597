// The app webview asks for its own bar instead of ours with `hide_app_bar=true` (spec §2). A link
// the app did not make (the payment gateway's return, a message's link) loses the parameter, so in
// the webview the wish is remembered for the visit in a cookie of its own; elsewhere the parameter
// alone decides. A page whose header depends on that cookie is the visitor's own: never shared.
import type { AstroCookies } from 'astro';
import { env } from '@/config/env';
import { NO_STORE } from './respond';

const COOKIE = 'sc_app_bar';

/** Whether this page is drawn without our header; remembers a webview's wish. */
export function appBarHidden(cookies: AstroCookies, url: URL, webview: boolean): boolean {
  const asked = url.searchParams.get('hide_app_bar') === 'true';
  if (!webview) return asked;
  if (asked && cookies.get(COOKIE)?.value !== 'hidden')
    cookies.set(COOKIE, 'hidden', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/service-centre',
      secure: env().SITE_ORIGIN.startsWith('https:'),
    });
  return asked || cookies.get(COOKIE)?.value === 'hidden';
}

/** A webview's answer is drawn for the app: a shared cache must not keep it for the web. */
export function keptPrivate(response: Response): Response {
  if ((response.headers.get('cache-control') ?? '').startsWith('public')) {
    try {
      response.headers.set('cache-control', NO_STORE);
    } catch {
      /* immutable headers (redirects) */
    }
  }
  return response;
}

/** Viewports at least this wide (CSS px) count as desktop web. */
export const DESKTOP_BREAKPOINT = 1024;

/** The platform cookie's suffix when the page runs inside one of the native apps' webviews. */
export const WEBVIEW_SUFFIX = '_webview';

/** True when the platform cookie says the page is inside an app webview (its value ends in '_webview'). */
export function isWebview(platformCookie: string | undefined): boolean {
  return platformCookie !== undefined && platformCookie.endsWith(WEBVIEW_SUFFIX);
}

/** The platform codes sent outside the webview. */
export type WebPlatformCode = 'mWeb' | 'web';

/**
 * The platform code of spec §9: inside a webview the cookie value itself ('{platform}_webview', e.g. 'android_webview');
 * otherwise 'mW' (mobile web) or 'w' (web) with 'eb' appended, i.e. 'mWeb' below DESKTOP_BREAKPOINT and 'web' from it up.
 */
export function platformCode(platformCookie: string | undefined, viewportWidth: number): WebPlatformCode | `${string}_webview` {
  if (isWebview(platformCookie)) return platformCookie as `${string}_webview`;
  return `${viewportWidth >= DESKTOP_BREAKPOINT ? 'w' : 'mW'}eb`;
}

/** The analytics platform: 'app' inside a webview, 'web' from DESKTOP_BREAKPOINT up, otherwise 'mweb'. */
export function analyticsPlatform(viewportWidth: number, webview: boolean): 'app' | 'web' | 'mweb' {
  if (webview) return 'app';
  return viewportWidth >= DESKTOP_BREAKPOINT ? 'web' : 'mweb';
}

/** Named search-engine and social/link-preview crawlers. */
const NAMED_ROBOTS =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|duckduckbot|yandexbot|baiduspider|applebot|facebookexternalhit|facebookcatalog|twitterbot|linkedinbot|slackbot|slack-imgproxy|whatsapp|telegrambot|discordbot|pinterestbot|yahoo! slurp/i;
/** Generic crawler words. 'bot' must end a word, so phone brands such as CUBOT_X20 or 'Abbott' do not match. */
const GENERIC_ROBOTS = /bot\b|crawler|crawling|spider/i;
/** Devices whose model names end in 'bot' but are people's phones. */
const NOT_ROBOTS = /cubot/i;

/** True for search-engine and social crawlers by user agent; Lighthouse and HeadlessChrome are not robots. */
export function isRobot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  if (NAMED_ROBOTS.test(userAgent)) return true;
  return GENERIC_ROBOTS.test(userAgent.replace(NOT_ROBOTS, ''));
}

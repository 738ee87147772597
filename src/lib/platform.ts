/** The platform cookie's suffix when the page runs inside one of the native apps' webviews. */
export const WEBVIEW_SUFFIX = '_webview';

/** True when the platform cookie says the page is inside an app webview (its value ends in '_webview'). */
export function isWebview(platformCookie: string | undefined): boolean {
  return platformCookie?.endsWith(WEBVIEW_SUFFIX) === true;
}

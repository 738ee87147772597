import { carryOver } from '@/lib/carry-over';
import { isWebview } from '@/lib/platform';
import { flowPath } from '@/lib/paths';

/** The platform cookie's value, read in the browser. */
function platformCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('platform='))
    ?.slice('platform='.length);
}

/** Whether the page runs inside the app's webview (the platform cookie). */
export function inWebview(): boolean {
  const cookie = platformCookie();
  return isWebview(cookie ? decodeURIComponent(cookie) : undefined);
}

/** Shows the full-page route loader (never in the app webview). */
function showRouteLoader(): void {
  if (inWebview()) return;
  document.dispatchEvent(new CustomEvent('sc:route-loader'));
}

/** Goes to a page, carrying the spec §2 parameters from the current address (push or replace). */
export function navigate(target: string, options: { replace?: boolean } = {}): void {
  const href = carryOver(window.location.search, target);
  showRouteLoader();
  if (options.replace) window.location.replace(href);
  else window.location.assign(href);
}

/** Goes to a page of the booking flow by its route name ('mmv', 'pricing-plans', …). */
export function goToStep(route: string, options?: { replace?: boolean; params?: Record<string, string> }): void {
  const params = new URLSearchParams(options?.params);
  const query = params.toString();
  navigate(`${flowPath(route)}${query ? `?${query}` : ''}`, options);
}

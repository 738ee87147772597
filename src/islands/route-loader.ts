import { isWebview } from '@/lib/platform';

/** Shows the full-page loader (src/components/RouteLoader.astro) on the way to another page of this site, never in the app webview. */
export function startRouteLoader(): void {
  const loader = document.getElementById('route-loader');
  if (!loader) return;
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith('platform='))
    ?.slice(9);
  const webview = isWebview(cookie ? decodeURIComponent(cookie) : undefined);
  const show = () => {
    if (!webview) loader.hidden = false;
  };
  document.addEventListener('sc:route-loader', show);
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target && link.target !== '_self') return;
    if (link.hasAttribute('download') || link.origin !== location.origin) return;
    if (link.pathname === location.pathname && link.search === location.search) return;
    show();
  });
  // Coming back through the browser's cache must not leave the loader up.
  window.addEventListener('pageshow', () => {
    loader.hidden = true;
  });
}

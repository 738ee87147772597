import type { AstroCookies } from 'astro';
import type { CallerContext } from './upstream';

/**
 * The caller as the proxy sees it. Identity headers are never taken from the browser's
 * request; they come from the session (sign-in arrives in a later release).
 */
export function callerFrom(url: URL, _cookies: AstroCookies): CallerContext {
  const orderId = url.searchParams.get('orderId') ?? undefined;
  return { orderId: orderId && /^[\w-]{1,64}$/.test(orderId) ? orderId : undefined };
}

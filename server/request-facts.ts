import type { IncomingMessage } from 'node:http';
import { INTERNAL_HEADERS } from '@/runtime/internal-headers';
import { clientIp, isTrustedProxy, type TrustedProxies } from '@/runtime/client-ip';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * Establishes who is asking and which origin they addressed, believing X-Forwarded-* only from
 * trusted proxies, and passes both on in our own headers (any such header from outside is dropped).
 */
export function establishRequestFacts(req: IncomingMessage, trusted: TrustedProxies): { ip: string; origin: string } {
  delete req.headers[INTERNAL_HEADERS.clientIp];
  delete req.headers[INTERNAL_HEADERS.requestOrigin];
  const remote = req.socket.remoteAddress;
  const viaProxy = isTrustedProxy(remote, trusted);
  const proto =
    (viaProxy && first(req.headers['x-forwarded-proto'])) || ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  const host = (viaProxy && first(req.headers['x-forwarded-host'])) || req.headers.host || 'localhost';
  const ip = clientIp(remote, req.headers, trusted) ?? 'unknown';
  const origin = /^https?$/.test(proto) && /^[A-Za-z0-9.:[\]-]{1,260}$/.test(host) ? `${proto}://${host}` : 'null';
  req.headers[INTERNAL_HEADERS.clientIp] = ip;
  req.headers[INTERNAL_HEADERS.requestOrigin] = origin;
  return { ip, origin };
}

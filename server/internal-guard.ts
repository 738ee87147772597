import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The backend's /v1 routes are internal: with a shared secret configured only callers that
 * send it get in; without one, only this machine's loopback may call them.
 */
export function mayCallBackend(req: IncomingMessage, secret: string | undefined): boolean {
  if (secret) {
    const given = req.headers['x-internal-secret'];
    if (typeof given !== 'string' || given.length !== secret.length) return false;
    return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
  }
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}

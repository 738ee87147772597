import { ANONYMOUS, type Actor } from '@/contracts/actor';

/**
 * The actor of a request: resolved once from the session cookie by the middleware
 * (src/proxy/session.ts) and kept in the request's locals. Identity is never read from a header the
 * browser sends.
 */
export function actorOf(locals: App.Locals): Actor {
  return locals.actor ?? ANONYMOUS;
}

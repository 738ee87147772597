import type { AstroCookies } from 'astro';
import { ANONYMOUS, type Actor } from '@/contracts/actor';

/**
 * The actor of a request, resolved once from the session cookie. Every visitor is anonymous until
 * sign-in exists; identity is never read from a header the browser sends.
 */
export function actorOf(_cookies: AstroCookies): Actor {
  return ANONYMOUS;
}

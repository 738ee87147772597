// The session cookie (OWASP ASVS 5.0 §3.3): an opaque token, HttpOnly, SameSite=Lax, scoped to
// /service-centre (the main site's pages never receive it), Secure with the __Secure- prefix when
// the site is served over HTTPS. The proxy resolves it to an actor once per request, through the
// backend; the browser never reads it.
import type { AstroCookies } from 'astro';
import { env } from '@/config/env';
import { BACKEND_ENDPOINTS } from '@/contracts/endpoints';
import { ANONYMOUS, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/runtime/internal-headers';
import { fetchData } from './call-endpoint';

const secure = () => env().SITE_ORIGIN.startsWith('https:');

/** The request's cookies as the session needs them: Astro's, or the write lane's (src/proxy/write-lane.ts). */
export type CookieJar = Pick<AstroCookies, 'get' | 'delete'>;
export const sessionCookieName = () => (secure() ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The token the browser sent under this site's cookie name, if any. */
export function sessionToken(cookies: CookieJar): string | undefined {
  return cookies.get(sessionCookieName())?.value || undefined;
}

export function setSessionCookie(cookies: AstroCookies, token: string, maxAgeSeconds: number): void {
  cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/service-centre',
    secure: secure(),
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(cookies: CookieJar): void {
  cookies.delete(sessionCookieName(), { path: '/service-centre', httpOnly: true, sameSite: 'lax', secure: secure() });
}

export interface Visitor {
  actor: Actor;
  userName: string | null;
}
/** A visitor without a live session. */
export const NOBODY: Visitor = Object.freeze({ actor: ANONYMOUS, userName: null });

/** Who the request's session belongs to; anonymous without a live session (a dead cookie is cleared). */
export async function resolveVisitor(cookies: CookieJar): Promise<Visitor> {
  const token = sessionToken(cookies);
  if (!token) return NOBODY;
  try {
    return await fetchData(BACKEND_ENDPOINTS.resolveSession, { token }, { actor: ANONYMOUS });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'UNAUTHORIZED' || error.code === 'VALIDATION_FAILED')) {
      clearSessionCookie(cookies);
      return NOBODY;
    }
    throw error;
  }
}

// The browser's sign-in and sign-out calls. The backend opens and ends sessions; the proxy alone
// holds the token, in the HttpOnly cookie, and answers the browser without it.
import type { APIContext, APIRoute } from 'astro';
import { API_ENDPOINTS, BACKEND_ENDPOINTS } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import { actorOf } from './actor';
import { fetchData } from './call-endpoint';
import { fromAstro, parseRequestInput, proxyVia } from './endpoint';
import { handle, json } from './respond';
import { clearSessionCookie, setSessionCookie } from './session';

/** POST sign-in/verify: a right code sets a new session cookie (the old session, if any, ends). */
export const verifyRoute = proxyVia('sign-in/verify', BACKEND_ENDPOINTS.verifySignIn, (session, ctx) => {
  setSessionCookie(ctx.cookies, session.token, session.maxAgeSeconds);
  return { user: session.user };
});

/** POST delete-account: the account is erased by the backend, then the cookie is cleared. */
export const deleteAccountRoute = proxyVia('delete-account', BACKEND_ENDPOINTS.eraseAccount, (deleted, ctx) => {
  clearSessionCookie(ctx.cookies);
  return deleted;
});

/** POST sign-out and sign-out-everywhere: the session ends on the server, the cookie is cleared; signed out already is fine. */
export function signOutRoute(everywhere: boolean): APIRoute {
  const endpoint = API_ENDPOINTS[everywhere ? 'sign-out-everywhere' : 'sign-out'];
  const upstream = everywhere ? BACKEND_ENDPOINTS.endAllSessions : BACKEND_ENDPOINTS.endSession;
  return (ctx: APIContext) =>
    handle(async () => {
      const parsed = await parseRequestInput(endpoint, fromAstro(ctx));
      if (!parsed.ok) return parsed.response;
      const actor = actorOf(ctx.locals);
      clearSessionCookie(ctx.cookies);
      if (actor.kind === 'anonymous') return json({ data: { ended: 0 } });
      try {
        return json({ data: await fetchData(upstream, {}, { actor }) });
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') return json({ data: { ended: 0 } });
        throw error;
      }
    });
}

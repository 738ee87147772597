// The browser's sign-in and sign-out calls. The backend opens and ends sessions; the proxy alone
// holds the token, in the HttpOnly cookie, and answers the browser without it.
import type { APIContext, APIRoute } from 'astro';
import { API_ENDPOINTS, BACKEND_ENDPOINTS } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import { actorOf } from './actor';
import { fetchData } from './call-endpoint';
import { parseRequestInput } from './endpoint';
import { handle, json } from './respond';
import { clearSessionCookie, setSessionCookie } from './session';

/** POST sign-in/verify: a right code sets a new session cookie (the old session, if any, ends). */
export const verifyRoute: APIRoute = (ctx) => handle(async () => {
  const parsed = await parseRequestInput(API_ENDPOINTS['sign-in/verify'], ctx);
  if (!parsed.ok) return parsed.response;
  const session = await fetchData(BACKEND_ENDPOINTS.verifySignIn, parsed.input as { attemptId: string; code: string }, { actor: actorOf(ctx.locals) });
  setSessionCookie(ctx.cookies, session.token, session.maxAgeSeconds);
  return json({ data: { user: session.user } });
});

/** POST sign-out and sign-out-everywhere: the session ends on the server, the cookie is cleared; signed out already is fine. */
export function signOutRoute(everywhere: boolean): APIRoute {
  const endpoint = API_ENDPOINTS[everywhere ? 'sign-out-everywhere' : 'sign-out'];
  const upstream = everywhere ? BACKEND_ENDPOINTS.endAllSessions : BACKEND_ENDPOINTS.endSession;
  return (ctx: APIContext) => handle(async () => {
    const parsed = await parseRequestInput(endpoint, ctx);
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

/** POST delete-account: the account is erased by the backend, then the cookie is cleared. */
export const deleteAccountRoute: APIRoute = (ctx) => handle(async () => {
  const actor = actorOf(ctx.locals);
  if (actor.kind === 'anonymous') return json({ error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } }, 401);
  const parsed = await parseRequestInput(API_ENDPOINTS['delete-account'], ctx);
  if (!parsed.ok) return parsed.response;
  const deleted = await fetchData(BACKEND_ENDPOINTS.eraseAccount, parsed.input as { phoneNumber: string }, { actor });
  clearSessionCookie(ctx.cookies);
  return json({ data: deleted });
});

import type { APIRoute } from 'astro';
import { ANONYMOUS, isStaff } from '@/contracts/actor';
import { API_ENDPOINTS } from '@/contracts/endpoints';
import { errorBody } from '@/contracts/errors';
import { HealthSchema } from '@/contracts/health';
import { actorOf } from '@/proxy/actor';
import { callEndpoint } from '@/proxy/call-endpoint';
import type { UpstreamAnswer } from '@/proxy/upstream';
import { handle, json, RETRY_AFTER_SECONDS } from '@/proxy/respond';

/** A 503 with when to try again. */
const unavailable = (body: unknown) => {
  const response = json(body, 503);
  response.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
  return response;
};

/** Healthy when the backend answers and its database does: 200, else 503. Anyone learns up or not; staff the details. */
export const GET: APIRoute = (ctx) =>
  handle(async () => {
    let response: UpstreamAnswer;
    try {
      response = await callEndpoint(API_ENDPOINTS.health, {}, { actor: ANONYMOUS }, AbortSignal.timeout(3000));
    } catch {
      return unavailable(errorBody('UNAVAILABLE', 'The garage service does not answer'));
    }
    const parsed = HealthSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return unavailable(errorBody('UNAVAILABLE', 'The garage service gave an unreadable health answer'));
    const answer = isStaff(actorOf(ctx.locals)) ? parsed.data : { status: parsed.data.status };
    return parsed.data.status === 'ok' ? json(answer) : unavailable(answer);
  });

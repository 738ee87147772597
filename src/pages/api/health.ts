import type { APIRoute } from 'astro';
import { ANONYMOUS } from '@/contracts/actor';
import { API_ENDPOINTS } from '@/contracts/endpoints';
import { errorBody } from '@/contracts/errors';
import { HealthSchema } from '@/contracts/health';
import { callEndpoint } from '@/proxy/call-endpoint';
import { handle, json } from '@/proxy/respond';

/** Healthy when the backend answers and its database does: 200, else 503. */
export const GET: APIRoute = () => handle(async () => {
  let response: Response;
  try {
    response = await callEndpoint(API_ENDPOINTS.health, {}, { actor: ANONYMOUS }, AbortSignal.timeout(3000));
  } catch {
    return json(errorBody('UNAVAILABLE', 'The garage service does not answer'), 503);
  }
  const parsed = HealthSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return json(errorBody('UNAVAILABLE', 'The garage service gave an unreadable health answer'), 503);
  return json(parsed.data, parsed.data.status === 'ok' ? 200 : 503);
});

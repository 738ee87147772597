import { fillPath, pathParamNames, type Endpoint, type EndpointData, type EndpointInput } from '@/contracts/endpoints';
import type { Actor } from '@/contracts/actor';
import type { ErrorCode } from '@/contracts/errors';
import type { TestBackend } from './backend';

/** An answer as a test reads it: its status, the declared data when it succeeded, the error when not. */
export interface Answer<E extends Endpoint> {
  status: number;
  data: EndpointData<E>;
  error?: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}

/**
 * The one test client of the backend, built from the endpoint declarations (src/contracts/endpoints):
 * `const api = apiOf(backend); await api(booking.rescheduleAppointment, { id, slot_id }, customer)`.
 * The input is the endpoint's declared input (path segments, then the JSON body or the query), the
 * answer's data its declared answer, so a renamed field or route fails the type check, not a run.
 * Raw requests (a malformed body, a wrong method) still go through `backend.call`.
 */
export function apiOf(backend: Pick<TestBackend, 'call'>) {
  return async function request<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    actor?: Actor,
    headers: Record<string, string> = {},
  ): Promise<Answer<E>> {
    if (!endpoint.upstream) throw new Error('apiOf: this endpoint has no backend route');
    const all = input as Record<string, unknown>;
    const inPath = new Set(pathParamNames(endpoint.upstream));
    const rest = Object.fromEntries(Object.entries(all).filter(([key, value]) => !inPath.has(key) && value !== undefined));
    let path = fillPath(endpoint.upstream, all);
    const init: RequestInit = { method: endpoint.method, headers: { ...headers } };
    if (endpoint.body) {
      init.body = JSON.stringify(rest);
      init.headers = { 'content-type': 'application/json', ...headers };
    } else if (Object.keys(rest).length > 0) {
      path += `?${new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]))}`;
    }
    const response = await backend.call(path, init, actor);
    const body = (await response.json().catch(() => null)) as { data?: unknown; error?: Answer<E>['error'] } | null;
    return { status: response.status, data: body?.data as EndpointData<E>, error: body?.error };
  };
}

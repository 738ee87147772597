import { env } from '@/config/env';
import { AppError } from '@/lib/errors';

/** The backend as a fetch handler; the single-process server registers it here. */
export type BackendFetch = (request: Request) => Promise<Response>;
const BACKEND_KEY = Symbol.for('service-centre.backend');
type Registry = { [BACKEND_KEY]?: BackendFetch };

export function registerInProcessBackend(fetchHandler: BackendFetch | undefined): void {
  (globalThis as Registry)[BACKEND_KEY] = fetchHandler;
}

export const ORIGIN_ID = 'ONLINE';
export const SOURCE_ID = 'AUTO_GARAGE_FRONTEND';
const IN_PROCESS_ORIGIN = 'http://backend.internal';

/** Who is asking and about what: becomes the spec §6 headers, set by the proxy only. */
export interface CallerContext {
  userId?: string;
  authUserId?: string;
  orderId?: string;
  workshopId?: string;
}

export interface UpstreamCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  caller?: CallerContext;
  signal?: AbortSignal;
}

/** Builds the Request the backend receives, with the headers of spec §6. */
export function buildUpstreamRequest(path: string, call: UpstreamCall = {}): Request {
  const settings = env();
  const url = new URL(path, settings.UPSTREAM_URL ?? IN_PROCESS_ORIGIN);
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const caller = call.caller ?? {};
  const headers = new Headers({
    accept: 'application/json',
    'x-origin-id': ORIGIN_ID,
    'x-source-id': SOURCE_ID,
    'x-workshop-id': caller.workshopId ?? settings.DEFAULT_WORKSHOP_CODE,
    'x-entity': 'ORDER',
  });
  if (caller.orderId) headers.set('x-entity-id', caller.orderId);
  if (caller.userId) headers.set('x-user-id', caller.userId);
  if (caller.authUserId) headers.set('x-auth-user-id', caller.authUserId);
  if (settings.INTERNAL_API_SECRET) headers.set('x-internal-secret', settings.INTERNAL_API_SECRET);
  let body: string | undefined;
  if (call.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.body);
  }
  return new Request(url, { method: call.method ?? 'GET', headers, body, signal: call.signal });
}

/**
 * Sends a request to the backend: over the network when UPSTREAM_URL is set (Node's fetch
 * keeps connections alive), otherwise handed to the in-process backend with no socket hop.
 */
export async function sendUpstream(request: Request): Promise<Response> {
  if (env().UPSTREAM_URL) {
    try {
      return await fetch(request);
    } catch (error) {
      throw new AppError('UPSTREAM_FAILED', `The garage service could not be reached (${(error as Error).message})`);
    }
  }
  const handler = (globalThis as Registry)[BACKEND_KEY];
  if (!handler) throw new AppError('UNAVAILABLE', 'The garage service is not running in this process and UPSTREAM_URL is not set');
  return handler(request);
}

/** One call to the backend: path and options in, the backend's Response out. */
export function callUpstream(path: string, call?: UpstreamCall): Promise<Response> {
  return sendUpstream(buildUpstreamRequest(path, call));
}

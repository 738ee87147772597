// The proxy's one way to the backend: a standard Request in, a Response out. In the default single
// process the request is handed to the backend's handler with the actor as an argument (never over a
// socket); with UPSTREAM_URL it goes over HTTP, signed with INTERNAL_API_SECRET.
import { env } from '@/config/env';
import { actorId, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { BackendAnswer, BackendCall, BackendRoute } from '@/contracts/backend-call';
import { encodeActor, signatureHeaders } from '@/runtime/internal-signature';
import { ORIGIN_ID, SOURCE_ID } from '@/contracts/upstream-headers';
import { remainingBudgetMs } from './request-budget';

/** The backend as the single-process server registers it; `budgetMs` is what is left of the request's time budget. */
export interface InProcessBackend {
  handle(request: Request, actor: Actor, budgetMs?: number): Promise<Response>;
  /** A declared route, called with its parts instead of a Request (decision 061). */
  route?(method: string, template: string): BackendRoute | undefined;
}

/** What the proxy reads of a backend's answer: a fetched Response has it, and so has an answer within the process. */
export type UpstreamAnswer = Pick<Response, 'status' | 'ok' | 'text' | 'json' | 'arrayBuffer'> & { headers: Pick<Headers, 'get'> };
const BACKEND_KEY = Symbol.for('service-centre.backend');
type Registry = { [BACKEND_KEY]?: InProcessBackend };

/** The Astro bundle and the server are separate module graphs; they meet at this global. */
export function registerInProcessBackend(backend: InProcessBackend | undefined): void {
  (globalThis as Registry)[BACKEND_KEY] = backend;
}

export { ORIGIN_ID, SOURCE_ID } from '@/contracts/upstream-headers';
const IN_PROCESS_ORIGIN = 'http://backend.internal';

/** Who is asking and about what: the actor, and what becomes spec §6's headers. */
export interface Caller {
  actor: Actor;
  /** The garage's workshop code, where a call concerns one garage; the brand's default otherwise. */
  workshopId?: string;
  /** The work order a call concerns (x-entity-id). */
  orderId?: string;
}

export interface UpstreamCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Headers the backend reads besides spec §6's (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** A query's values as the address carries them: a list joined with commas, nothing for a missing value. */
export function queryValues(query: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    values[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return values;
}

/** Builds the Request the backend receives, with spec §6's headers (and a signature when it leaves the process). */
export function buildUpstreamRequest(path: string, caller: Caller, call: UpstreamCall = {}): Request {
  const settings = env();
  const url = new URL(path, settings.UPSTREAM_URL ?? IN_PROCESS_ORIGIN);
  for (const [key, value] of Object.entries(queryValues(call.query ?? {}))) url.searchParams.set(key, value);
  const id = actorId(caller.actor);
  const headers = new Headers({
    accept: 'application/json',
    'x-origin-id': ORIGIN_ID,
    'x-source-id': SOURCE_ID,
    'x-workshop-id': caller.workshopId ?? settings.DEFAULT_WORKSHOP_CODE,
    'x-entity': 'ORDER',
  });
  if (caller.orderId) headers.set('x-entity-id', caller.orderId);
  for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);
  if (id) {
    headers.set('x-user-id', id);
    headers.set('x-auth-user-id', id);
  }
  const method = call.method ?? 'GET';
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (settings.UPSTREAM_URL && settings.INTERNAL_API_SECRET) {
    const signed = signatureHeaders({ method, url: url.toString(), body, actor: encodeActor(caller.actor) }, settings.INTERNAL_API_SECRET);
    for (const [k, v] of Object.entries(signed)) headers.set(k, v);
  }
  return new Request(url, { method, headers, body, signal: call.signal });
}

const outOfTime = () => new AppError('UNAVAILABLE', 'The service is busy; please try again in a minute', { retryAfterSeconds: 5 });

/**
 * Sends a request to the backend: over the network when UPSTREAM_URL is set, otherwise in-process;
 * within what is left of the request's time budget (src/proxy/request-budget.ts).
 */
export async function sendUpstream(request: Request, actor: Actor): Promise<Response> {
  const budgetMs = remainingBudgetMs();
  if (budgetMs === 0) throw outOfTime();
  if (env().UPSTREAM_URL) {
    const signals = [request.signal, ...(budgetMs === undefined ? [] : [AbortSignal.timeout(budgetMs)])];
    try {
      return await fetch(new Request(request, { signal: AbortSignal.any(signals) }));
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw outOfTime();
      throw new AppError('UNAVAILABLE', `The garage service could not be reached (${(error as Error).message})`, { retryAfterSeconds: 5 });
    }
  }
  const backend = (globalThis as Registry)[BACKEND_KEY];
  if (!backend)
    throw new AppError('UNAVAILABLE', 'The garage service is not running in this process and UPSTREAM_URL is not set', {
      retryAfterSeconds: 5,
    });
  return backend.handle(request, actor, budgetMs);
}

/** One call to the backend: path and options in, the backend's Response out. */
export function callUpstream(path: string, caller: Caller, call?: UpstreamCall): Promise<Response> {
  return sendUpstream(buildUpstreamRequest(path, caller, call), caller.actor);
}

/** The backend's route for a declared endpoint, when the backend runs in this process and declares it. */
export function inProcessRoute(method: string, template: string): BackendRoute | undefined {
  if (env().UPSTREAM_URL) return undefined;
  return (globalThis as Registry)[BACKEND_KEY]?.route?.(method, template);
}

/** One call of a backend route in this process, within what is left of the request's time budget. */
export async function callInProcess(route: BackendRoute, call: BackendCall, actor: Actor): Promise<UpstreamAnswer> {
  const budgetMs = remainingBudgetMs();
  if (budgetMs === 0) throw outOfTime();
  return upstreamAnswer(await route(call, actor, budgetMs));
}

/** A route's answer read as a fetched one would be: its JSON body is text once read, as it would be on the wire. */
function upstreamAnswer({ status, headers, body }: BackendAnswer): UpstreamAnswer {
  let text: string | undefined;
  const textOf = () => {
    if (text === undefined)
      text = body === null ? '' : 'json' in body ? (JSON.stringify(body.json) ?? '') : new TextDecoder().decode(body.bytes);
    return text;
  };
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    text: async () => textOf(),
    json: async () => JSON.parse(textOf()),
    arrayBuffer: async () =>
      (body !== null && 'bytes' in body ? body.bytes.slice() : new TextEncoder().encode(textOf())).buffer as ArrayBuffer,
  };
}

// The one way islands reach the server. Each call names an endpoint by its path under
// /service-centre/api; its input and answer types come from the endpoint declarations
// (type-only imports, so no schema library ships to the browser). Answers are checked against
// the declarations at the proxy outside production.
import type { ApiData, ApiInput, ApiMethod, ApiPath } from '@/contracts/endpoints';
import type { ErrorCode } from '@/contracts/errors';
import { UNKNOWN_ERROR_MESSAGE } from '@/contracts/errors';
import { withBase } from '@/lib/paths';

/** A failed call, with the error body's code (what went wrong) and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'BAD_ANSWER',
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Options of a state-changing call. */
export interface WriteOptions {
  /** Sent as Idempotency-Key on routes that accept one: a retry with it gets the first answer. */
  idempotencyKey?: string;
}

type GetPath = { [P in ApiPath]: ApiMethod<P> extends 'GET' ? P : never }[ApiPath];

/** '/service-centre/api/pincode-mapping/560068' from 'pincode-mapping/{pincode}' and { pincode }; the rest of the input is returned. */
function fill(path: string, input: Record<string, unknown>): { url: URL; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { url: new URL(withBase(`/api/${filled}`), window.location.origin), rest };
}

async function send<T>(url: URL, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; details?: Record<string, string> } } | null)?.error;
    throw new ApiError(
      response.status,
      (error?.code as ErrorCode | undefined) ?? 'BAD_ANSWER',
      error?.message || UNKNOWN_ERROR_MESSAGE,
      error?.details ?? {},
    );
  }
  if (!body || typeof body !== 'object' || !('data' in body)) throw new ApiError(502, 'BAD_ANSWER', 'Error fetching data');
  return (body as { data: T }).data;
}

/**
 * GET an endpoint's data: path segments filled in, the rest of the input as the query. `shared`: the
 * answer is the same for everyone (a public look-up), so it is asked without cookies and may come from
 * the server's shared cache even for a signed-in person.
 */
export function apiGet<P extends GetPath>(path: P, input: ApiInput<P>, options: { shared?: boolean } = {}): Promise<ApiData<P>> {
  const { url, rest } = fill(path, input as Record<string, unknown>);
  for (const [k, v] of Object.entries(rest)) {
    if (v === undefined || v === null || v === '') continue;
    url.searchParams.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return send(url, options.shared ? { method: 'GET', credentials: 'omit' } : { method: 'GET' });
}

/**
 * Polls an endpoint declared with `etag` (live updates): sends the ETag of the answer already held and
 * resolves null when the server answers 304 (nothing changed), else the new answer with its ETag.
 */
export async function apiPoll<P extends GetPath>(
  path: P,
  input: ApiInput<P>,
  etag: string | null,
): Promise<{ etag: string | null; data: ApiData<P> } | null> {
  const { url, rest } = fill(path, input as Record<string, unknown>);
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      cache: 'no-store',
      headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.');
  }
  if (response.status === 304) return null;
  const body = (await response.json().catch(() => null)) as { data?: ApiData<P>; error?: { code?: string; message?: string } } | null;
  if (!response.ok || !body || !('data' in body)) {
    throw new ApiError(
      response.status,
      (body?.error?.code as ErrorCode | undefined) ?? 'BAD_ANSWER',
      body?.error?.message || UNKNOWN_ERROR_MESSAGE,
    );
  }
  return { etag: response.headers.get('etag'), data: body.data as ApiData<P> };
}

type WritePath = { [P in ApiPath]: ApiMethod<P> extends 'GET' ? never : P }[ApiPath];

/**
 * A state-changing call with its JSON body (POST, PATCH or DELETE, as the endpoint declares; state-changing
 * calls carry JSON only). `key` is the API key: the path, or 'PATCH appointment/{id}' for a path's other methods.
 */
export function apiSend<P extends WritePath>(key: P, input: ApiInput<P>, options: WriteOptions = {}): Promise<ApiData<P>> {
  const [method, path] = /^(POST|PUT|PATCH|DELETE) /.test(key)
    ? [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)]
    : ['POST', key];
  const { url, rest } = fill(path, input as Record<string, unknown>);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  return send(url, { method, headers, body: JSON.stringify(rest) });
}

type PostPath = { [P in ApiPath]: ApiMethod<P> extends 'POST' ? P : never }[ApiPath];

/** POST an endpoint's JSON body (state-changing calls carry JSON only). */
export function apiPost<P extends PostPath>(path: P, input: ApiInput<P>, options: WriteOptions = {}): Promise<ApiData<P>> {
  return apiSend(path as unknown as WritePath, input as never, options) as Promise<ApiData<P>>;
}

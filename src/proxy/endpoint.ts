// Builds the browser-facing proxy endpoints from the endpoint declarations: validate the input with
// the declared schemas, call the backend with the request's actor and spec §6's headers, relay.
import { createHash } from 'node:crypto';
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { env } from '@/config/env';
import { API_ENDPOINTS, isSuccess, type ApiPath, type Endpoint, type EndpointData, type EndpointInput } from '@/contracts/endpoints';
import { errorBody } from '@/contracts/errors';
import { readJsonBody } from '@/runtime/read-json-body';
import { actorOf } from './actor';
import { answerSchemaOf, callEndpoint, fetchData } from './call-endpoint';
import { requireAccess } from '@/contracts/access';
import { CACHE_KEY_PARAMS, handle, invalidInput, json, NO_STORE, publicCache, RETRY_AFTER_SECONDS } from './respond';
import { proxyLogger } from './log';
import type { UpstreamAnswer } from './upstream';

const ErrorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** The cache-control of an endpoint's successful answers. */
export function cacheControlOf(endpoint: Endpoint): string {
  const seconds = endpoint.cache === 'garage-data' ? env().GARAGE_CACHE_SECONDS : endpoint.cache;
  return seconds > 0 ? publicCache(seconds) : NO_STORE;
}

/**
 * One call of an endpoint, as much of the request as an endpoint reads: Astro's context gives it
 * (fromAstro), and so does the server's lane for writes (src/proxy/write-lane.ts), which never builds one.
 */
export interface EndpointCall {
  /** Path segments, decoded once. */
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  header(name: string): string | null;
  /** The JSON body, within `maxBytes` (src/runtime/read-json-body.ts's rules). */
  readJson(maxBytes?: number): Promise<unknown>;
  locals: App.Locals;
}

/** An Astro endpoint's context as an EndpointCall. */
export function fromAstro(ctx: APIContext): EndpointCall {
  return {
    params: ctx.params,
    searchParams: ctx.url.searchParams,
    header: (name) => ctx.request.headers.get(name),
    readJson: (maxBytes) => readJsonBody(ctx.request, maxBytes),
    locals: ctx.locals,
  };
}

/** An endpoint's input from the request: path segments (decoded once, by Astro), query and JSON body. */
export async function parseRequestInput(
  endpoint: Endpoint,
  call: EndpointCall,
): Promise<{ ok: true; input: Record<string, unknown> } | { ok: false; response: Response }> {
  const input: Record<string, unknown> = {};
  const parts: [z.ZodType | undefined, () => unknown | Promise<unknown>][] = [
    [endpoint.params, () => call.params],
    [endpoint.query, () => Object.fromEntries(call.searchParams)],
    [endpoint.body, () => call.readJson(endpoint.maxBodyBytes)],
  ];
  for (const [schema, read] of parts) {
    if (!schema) continue;
    const parsed = schema.safeParse(await read());
    if (!parsed.success) return { ok: false, response: invalidInput(parsed.error) };
    Object.assign(input, parsed.data);
  }
  return { ok: true, input };
}

/** A strong ETag of an answer's body: '"' + 27 characters of its SHA-256 + '"'. */
export const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** Whether an If-None-Match header names this ETag (one of a list, or '*'). */
const matches = (ifNoneMatch: string | null, etag: string): boolean =>
  ifNoneMatch?.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === etag || t === '*';
  }) === true;

/**
 * Passes the backend's answer on, status and error body kept. Outside production the body is first
 * checked against the declaration, so a backend that drifts from its contract fails loudly. A polled
 * endpoint (`etag`) answers 304 to a request that already has this body (its If-None-Match).
 */
export async function relay(endpoint: Endpoint, upstream: UpstreamAnswer, ifNoneMatch: string | null = null): Promise<Response> {
  // A declared 204 has no body to check or pass on.
  if (upstream.status === 204 && endpoint.success?.includes(204))
    return new Response(null, { status: 204, headers: { 'cache-control': NO_STORE, 'x-robots-tag': 'noindex' } });
  if (endpoint.binary && upstream.ok) return relayFile(endpoint.binary, upstream);
  const text = await upstream.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(errorBody('UPSTREAM_FAILED', 'API returned non 200 response'), 502);
  }
  if (env().APP_ENV !== 'production') {
    const schema = isSuccess(endpoint, upstream.status) ? answerSchemaOf(endpoint) : ErrorBodySchema;
    const check = schema.safeParse(body);
    if (!check.success) {
      proxyLogger().error('backend answer breaks its contract', { status: upstream.status, issues: check.error.issues.slice(0, 5) });
      return json(errorBody('UPSTREAM_FAILED', 'API returned non 200 response'), 502);
    }
  }
  const cacheControl = upstream.ok ? cacheControlOf(endpoint) : NO_STORE;
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'x-robots-tag': 'noindex',
    'cache-control': cacheControl,
  };
  if (cacheControl !== NO_STORE) headers[CACHE_KEY_PARAMS] = Object.keys(endpoint.query?.shape ?? {}).join(',');
  const retryAfter = upstream.headers.get('retry-after') ?? (upstream.status === 503 ? String(RETRY_AFTER_SECONDS) : null);
  if (retryAfter) headers['retry-after'] = retryAfter;
  if (endpoint.etag && upstream.ok) {
    const etag = etagOf(text);
    headers.etag = etag;
    if (matches(ifNoneMatch, etag)) {
      delete headers['content-type'];
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(text, { status: upstream.status, headers });
}

/**
 * A stored file's bytes, of a declared type only (never sniffed: nosniff). Ids of stored files are never
 * reused, so the browser keeps it a year; private, as it is the customer's own.
 */
async function relayFile(types: readonly string[], upstream: UpstreamAnswer): Promise<Response> {
  const type = upstream.headers.get('content-type') ?? '';
  if (!types.includes(type)) return json(errorBody('UPSTREAM_FAILED', 'API returned non 200 response'), 502);
  return new Response(await upstream.arrayBuffer(), {
    status: 200,
    headers: {
      'content-type': type,
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    },
  });
}

/** The Astro endpoint for a declared API path: `export const GET = proxyEndpoint('get-car-serviceable')`. */
export function proxyEndpoint(path: ApiPath): APIRoute {
  const endpoint: Endpoint = API_ENDPOINTS[path];
  return (ctx) => answerEndpoint(endpoint, fromAstro(ctx));
}

/** A declared endpoint's answer to one call: its access, its input, the backend's answer relayed. */
export function answerEndpoint(endpoint: Endpoint, call: EndpointCall): Promise<Response> {
  return handle(async () => {
    const { actor, input } = await admit(endpoint, call);
    if (!input.ok) return input.response;
    const key = endpoint.idempotent ? (call.header('idempotency-key') ?? undefined) : undefined;
    return relay(endpoint, await callEndpoint(endpoint, input.input, { actor }, undefined, key), call.header('if-none-match'));
  });
}

/**
 * A declared API path answered through another backend endpoint, whose answer the proxy keeps part
 * of for itself (a session token for the cookie): `answer` turns the backend's data into the browser's.
 */
export function proxyVia<U extends Endpoint>(
  path: ApiPath,
  upstream: U,
  answer: (data: EndpointData<U>, ctx: APIContext) => unknown,
): APIRoute {
  const endpoint: Endpoint = API_ENDPOINTS[path];
  return (ctx) =>
    handle(async () => {
      const { actor, input } = await admit(endpoint, fromAstro(ctx));
      if (!input.ok) return input.response;
      return json({ data: answer(await fetchData(upstream, input.input as EndpointInput<U>, { actor }), ctx) });
    });
}

/** Who asks (refused by the declared access before anything is read), and the parsed input. */
async function admit(endpoint: Endpoint, call: EndpointCall) {
  const actor = actorOf(call.locals);
  requireAccess(endpoint.access, actor);
  return { actor, input: await parseRequestInput(endpoint, call) };
}

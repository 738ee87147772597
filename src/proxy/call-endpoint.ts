import type { z } from 'zod';
import {
  answerBodySchema,
  fillPath,
  isSuccess,
  pathParamNames,
  type Endpoint,
  type EndpointData,
  type EndpointInput,
} from '@/contracts/endpoints';
import { AppError, codeOf, messageOf, type ErrorCode } from '@/contracts/errors';
import { parseInput } from '@/contracts/parse';
import type { BackendCall } from '@/contracts/backend-call';
import { callInProcess, callUpstream, inProcessRoute, queryValues, type Caller, type UpstreamAnswer } from './upstream';

/**
 * Sends parsed input to an endpoint's backend route: path segments, then the query or the JSON body,
 * and the Idempotency-Key (the one header a backend route reads) when the browser sent one.
 */
export async function callEndpoint(
  endpoint: Endpoint,
  input: Record<string, unknown>,
  caller: Caller,
  signal?: AbortSignal,
  idempotencyKey?: string,
): Promise<UpstreamAnswer> {
  if (!endpoint.upstream) throw new Error('callEndpoint: this endpoint has no backend route');
  // Pages pass values from the address too: they meet the same schema as the browser's calls.
  if (endpoint.params) parseInput(endpoint.params, pick(input, Object.keys(endpoint.params.shape)));
  const names = pathParamNames(endpoint.upstream);
  const inPath = new Set(names);
  const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !inPath.has(k)));
  const path = fillPath(endpoint.upstream, input);
  const route = inProcessRoute(endpoint.method, endpoint.upstream);
  if (route) {
    // What the route would read from the HTTP request below: decoded segments, the query's strings, the body's text.
    const call: BackendCall = {
      path,
      params: Object.fromEntries(names.map((name) => [name, String(input[name] ?? '')])),
      query: endpoint.body ? {} : queryValues(rest),
      ...(endpoint.body ? { body: JSON.stringify(rest) } : {}),
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    };
    return callInProcess(route, call, caller.actor);
  }
  return callUpstream(path, caller, {
    method: endpoint.method,
    ...(endpoint.body ? { body: rest } : { query: rest }),
    signal,
    ...(idempotencyKey === undefined ? {} : { headers: { 'idempotency-key': idempotencyKey } }),
  });
}

const answerSchemas = new WeakMap<Endpoint, z.ZodType>();
/**
 * The schema of an endpoint's answer body, built once per endpoint: a zod object made anew on every
 * call is compiled anew on its first parse, which cost more than the parse on every request.
 */
export function answerSchemaOf(endpoint: Endpoint): z.ZodType {
  let schema = answerSchemas.get(endpoint);
  if (!schema) {
    schema = answerBodySchema(endpoint) as z.ZodType;
    answerSchemas.set(endpoint, schema);
  }
  return schema;
}

/** A backend answer read through the endpoint's schema; a failed answer becomes an AppError with the backend's code. */
export async function readData<E extends Endpoint>(endpoint: E, response: UpstreamAnswer): Promise<EndpointData<E>> {
  const body: unknown = await response.json().catch(() => null);
  if (!isSuccess(endpoint, response.status)) throw new AppError(codeOf(body) ?? 'UPSTREAM_FAILED', messageOf(body));
  const parsed = answerSchemaOf(endpoint).safeParse(body);
  if (!parsed.success) throw new AppError('UPSTREAM_FAILED', 'API returned non 200 response');
  return (endpoint.bare ? parsed.data : (parsed.data as { data: unknown }).data) as EndpointData<E>;
}

/** Server-rendered pages: an endpoint's data, fetched and checked. */
export async function fetchData<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, caller: Caller): Promise<EndpointData<E>> {
  return readData(endpoint, await callEndpoint(endpoint, input as Record<string, unknown>, caller));
}

/** The data, or null when the backend answers with one of the given codes (an unknown id, an unserved pincode). */
export function orNullWhen<T>(work: Promise<T>, ...codes: ErrorCode[]): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (error instanceof AppError && (codes.includes(error.code) || error.code === 'VALIDATION_FAILED')) return null;
    throw error;
  });
}

const pick = (input: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in input).map((k) => [k, input[k]]));

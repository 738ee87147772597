// Builds backend routes from the endpoint declarations: each route parses its input with the
// declared schemas, passes it with the actor to one handler, and answers `{ data }`.
import type { Hono } from 'hono';
import type { BackendAnswer } from '@/contracts/backend-call';
import type { Actor } from '@/contracts/actor';
import type { Endpoint, EndpointData, EndpointParsed } from '@/contracts/endpoints';
import { requireAccess } from '@/contracts/access';
import { parseInput } from '@/contracts/parse';
import { readJsonBody } from '@/runtime/read-json-body';
import { actorId } from '@/contracts/actor';
import type { Db } from './db/client';
import { checkKey, requestHash, runOnce, type Answer } from './idempotency';

export type BackendEnv = { Bindings: { actor?: Actor }; Variables: { actor: Actor; db: Db } };
export type BackendApp = Hono<BackendEnv>;

/** What a handler knows besides its input. */
export interface RouteContext {
  actor: Actor;
}

const REPLY = Symbol('reply');
/** An answer with its own status and body, for the rare route whose success is not one shape. */
export interface Reply {
  [REPLY]: true;
  status: number;
  body: unknown;
}
export const reply = (status: number, body: unknown): Reply => ({ [REPLY]: true, status, body });
const isReply = (value: unknown): value is Reply => typeof value === 'object' && value !== null && REPLY in value;

/** What a `binary` endpoint's handler answers: the stored file's bytes and type. */
export interface BinaryFile {
  bytes: Uint8Array;
  contentType: string;
}

export type Handler<E extends Endpoint> = (input: EndpointParsed<E>, ctx: RouteContext) => Promise<EndpointData<E> | Reply>;

/** '/v1/garage/pincode/{pincode}' → '/v1/garage/pincode/:pincode' */
export const honoPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/** A request's parts as a route reads them: from Hono's context, or from a call within the process. */
interface RouteParts {
  /** The address's path as sent, for an Idempotency-Key's record. */
  pathname: string;
  params: Record<string, string>;
  query: Record<string, string>;
  readJson(maxBytes?: number): Promise<unknown>;
  idempotencyKey: string | undefined;
}

/** A declared route run from its parts: what Hono's route and a call within the process both do. */
export type RouteRun = (parts: RouteParts, actor: Actor, db: Db) => Promise<BackendAnswer>;

const routeTables = new WeakMap<BackendApp, Map<string, RouteRun>>();
/** The app's declared routes by `METHOD /upstream/{template}`, for calls within the process (decision 061). */
export function routeTable(app: BackendApp): Map<string, RouteRun> {
  let table = routeTables.get(app);
  if (!table) {
    table = new Map();
    routeTables.set(app, table);
  }
  return table;
}

async function readInput(endpoint: Endpoint, parts: RouteParts): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  if (endpoint.params) Object.assign(input, parseInput(endpoint.params, parts.params));
  // A route whose path carries what the browser sends as a query (spec's repair-update, work_order_id) reads it from the path.
  const fromPath = endpoint.params ? {} : parts.params;
  if (endpoint.query) Object.assign(input, parseInput(endpoint.query, { ...parts.query, ...fromPath }));
  if (endpoint.body) Object.assign(input, parseInput(endpoint.body, await parts.readJson(endpoint.maxBodyBytes)));
  return input;
}

/** Serves one declared endpoint at its upstream path. */
export function serve<E extends Endpoint>(app: BackendApp, endpoint: E, handler: Handler<E>): void {
  if (!endpoint.upstream) throw new Error('serve: the endpoint has no backend path');
  const upstream = endpoint.upstream;
  const run: RouteRun = async (parts, actor, db): Promise<BackendAnswer> => {
    // The coarse check of the declared access, before the input is read; whose record it is, the handler checks after loading it.
    requireAccess(endpoint.access, actor);
    const input = (await readInput(endpoint, parts)) as EndpointParsed<E>;
    if (endpoint.binary) {
      const file = (await handler(input, { actor })) as unknown as BinaryFile;
      return { status: 200, headers: { 'content-type': file.contentType }, body: { bytes: file.bytes } };
    }
    const answer = async (): Promise<Answer> => {
      const result = await handler(input, { actor });
      const status = isReply(result) ? result.status : (endpoint.success?.[0] ?? 200);
      return { status, body: isReply(result) ? result.body : endpoint.bare ? result : { data: result } };
    };
    const key = endpoint.idempotent ? parts.idempotencyKey : undefined;
    const { status, body } =
      key === undefined
        ? await answer()
        : // Scoped to the caller and the route; the hash covers the address and the parsed input.
          await runOnce(
            db,
            `${actorId(actor) ?? 'visitor'}:${endpoint.method} ${upstream}`,
            checkKey(key),
            requestHash([parts.pathname, input]),
            answer,
          );
    if (status === 204) return { status, headers: {}, body: null };
    // Every 503 says when to try again.
    const headers: Record<string, string> = status === 503 ? { 'retry-after': '5' } : {};
    return { status, headers, body: { json: body } };
  };
  const table = routeTable(app);
  const key = `${endpoint.method} ${upstream}`;
  // Hono would answer with the first of two; the table would keep the last: one of each, so both agree.
  if (table.has(key)) throw new Error(`serve: ${key} is served twice`);
  table.set(key, run);
  app.on(endpoint.method, honoPath(upstream), async (c) => {
    const url = new URL(c.req.url);
    const parts: RouteParts = {
      pathname: url.pathname,
      params: c.req.param(),
      query: Object.fromEntries(url.searchParams),
      readJson: (maxBytes) => readJsonBody(c.req.raw, maxBytes),
      idempotencyKey: c.req.header('idempotency-key'),
    };
    return answerResponse(await run(parts, c.get('actor'), c.get('db')));
  });
}

/** A route's answer as an HTTP response. */
export function answerResponse({ status, headers, body }: BackendAnswer): Response {
  if (body === null) return new Response(null, { status, headers });
  if ('bytes' in body) return new Response(body.bytes as Uint8Array<ArrayBuffer>, { status, headers });
  return Response.json(body.json, { status, headers });
}

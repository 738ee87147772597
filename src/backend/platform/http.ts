// Builds backend routes from the endpoint declarations: each route parses its input with the
// declared schemas, passes it with the actor to one handler, and answers `{ data }`.
import type { Context, Hono } from 'hono';
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

async function readInput(endpoint: Endpoint, c: Context<BackendEnv>): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  if (endpoint.params) Object.assign(input, parseInput(endpoint.params, c.req.param()));
  // A route whose path carries what the browser sends as a query (spec's repair-update, work_order_id) reads it from the path.
  const fromPath = endpoint.params ? {} : c.req.param();
  if (endpoint.query)
    Object.assign(input, parseInput(endpoint.query, { ...Object.fromEntries(new URL(c.req.url).searchParams), ...fromPath }));
  if (endpoint.body) Object.assign(input, parseInput(endpoint.body, await readJsonBody(c.req.raw, endpoint.maxBodyBytes)));
  return input;
}

/** Serves one declared endpoint at its upstream path. */
export function serve<E extends Endpoint>(app: BackendApp, endpoint: E, handler: Handler<E>): void {
  if (!endpoint.upstream) throw new Error('serve: the endpoint has no backend path');
  app.on(endpoint.method, honoPath(endpoint.upstream), async (c) => {
    // The coarse check of the declared access, before the input is read; whose record it is, the handler checks after loading it.
    const actor = c.get('actor');
    requireAccess(endpoint.access, actor);
    const input = (await readInput(endpoint, c)) as EndpointParsed<E>;
    if (endpoint.binary) {
      const file = (await handler(input, { actor })) as unknown as BinaryFile;
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': file.contentType });
    }
    const answer = async (): Promise<Answer> => {
      const result = await handler(input, { actor });
      const status = isReply(result) ? result.status : (endpoint.success?.[0] ?? 200);
      return { status, body: isReply(result) ? result.body : endpoint.bare ? result : { data: result } };
    };
    const key = endpoint.idempotent ? c.req.header('idempotency-key') : undefined;
    const { status, body } =
      key === undefined
        ? await answer()
        : // Scoped to the caller and the route; the hash covers the address and the parsed input.
          await runOnce(
            c.get('db'),
            `${actorId(actor) ?? 'visitor'}:${endpoint.method} ${endpoint.upstream}`,
            checkKey(key),
            requestHash([new URL(c.req.url).pathname, input]),
            answer,
          );
    if (status === 204) return c.body(null, 204);
    // Every 503 says when to try again.
    if (status === 503) c.header('retry-after', '5');
    return c.json(body as object, status as 200);
  });
}

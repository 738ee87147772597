// A call of one backend route within the process (decision 061): the parts of the request the route
// reads, already apart, and its answer, without a Request, a router or a Response between the proxy
// and the backend. Over the network the same call is an HTTP request (src/proxy/upstream.ts).
import type { Actor } from './actor';

/** What a backend route reads of a request, as it would read it from the HTTP request for it. */
export interface BackendCall {
  /** The address as sent (path segments encoded), which an Idempotency-Key's record is bound to. */
  path: string;
  /** The path segments by name, decoded. */
  params: Record<string, string>;
  /** The query's values as the address would carry them. */
  query: Record<string, string>;
  /** The JSON body's text, if the route takes one. */
  body?: string;
  idempotencyKey?: string;
}

/** A backend route's answer: its status, its headers, and its body (JSON data, or a stored file's bytes). */
export interface BackendAnswer {
  status: number;
  headers: Record<string, string>;
  body: { json: unknown } | { bytes: Uint8Array } | null;
}

/** One backend route, callable with its parts; `budgetMs` is what is left of the request's time budget. */
export type BackendRoute = (call: BackendCall, actor: Actor, budgetMs?: number) => Promise<BackendAnswer>;

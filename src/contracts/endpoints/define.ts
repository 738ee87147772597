import { z } from 'zod';
import { AppError } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked in the backend after the record is loaded (each feature's
 * permissions.ts) and proved for every served route by tests/integration/permissions-api.test.ts:
 * - public: anyone, signed in or not (browsing and choosing stay anonymous);
 * - signed-in: a signed-in person, about themselves only (401 for a visitor);
 * - owner: takes the id of a record that belongs to a customer: its customer, the advisors of its
 *   garage and admins see it; anyone else gets 404 (not 403: an id reveals nothing), a visitor 401;
 * - staff: advisors and admins (401 for a visitor, 403 for a customer);
 * - internal: called by the proxy only, never from a browser (no /api path).
 */
export type Access = 'public' | 'signed-in' | 'owner' | 'staff' | 'internal';

/**
 * One endpoint, declared once: the backend route, the proxy endpoint, the island client and the
 * OpenAPI document are all built from this.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** The backend route (spec §7's upstream paths) with {name} segments; none when the proxy answers itself. */
  readonly upstream?: string;
  /** Path segments ({name} in the path). */
  readonly params?: z.ZodObject;
  /** Query parameters (GET). */
  readonly query?: z.ZodObject;
  /** The JSON body (POST, PUT, PATCH, DELETE). */
  readonly body?: z.ZodType;
  /** The `data` of a successful answer (`{ "data": … }`), or the whole answer when `bare`. */
  readonly answer: z.ZodType;
  readonly bare?: boolean;
  /** Statuses a success may have; 200 unless told. */
  readonly success?: readonly number[];
  /** Seconds the answer may be shared by caches: a number, or the garage data lifetime of spec §9. */
  readonly cache: number | 'garage-data';
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** Who may call it (see Access). */
  readonly access: Access;
  /**
   * Accepts an Idempotency-Key header: a retry with the same key (by the same caller, on the same
   * route) answers what the first request answered, without doing it again; the same key with another
   * request is refused with 409 IDEMPOTENCY_KEY_REUSED.
   */
  readonly idempotent?: boolean;
  /**
   * Polled by an open page (live updates): a successful answer carries an ETag of its body, and a
   * request whose If-None-Match names it is answered 304 with no body (the proxy, src/proxy/endpoint.ts).
   */
  readonly etag?: boolean;
  /**
   * Answers the bytes of a stored file (an estimate photo) with one of these content types instead of
   * JSON; `answer` is unused. Its errors are JSON as everywhere.
   */
  readonly binary?: readonly string[];
  /** The largest request body accepted (64 KB unless told): a photo sent as base64. */
  readonly maxBodyBytes?: number;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Input<S> = S extends z.ZodType ? z.input<S> : unknown;
type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What a caller passes: path segments, query and body fields in one object. */
export type EndpointInput<E extends Endpoint> = Input<E['params']> & Input<E['query']> & Input<E['body']>;
/** What the endpoint's parsed input looks like on the server. */
export type EndpointParsed<E extends Endpoint> = Output<E['params']> & Output<E['query']> & Output<E['body']>;
/** The `data` of a successful answer. */
export type EndpointData<E extends Endpoint> = z.output<E['answer']>;

/** The full answer body of an endpoint: `{ data }`, or the answer itself when bare. */
export function answerBodySchema(endpoint: Endpoint): z.ZodType {
  return endpoint.bare ? endpoint.answer : z.object({ data: endpoint.answer });
}

/** Whether a status is one of the endpoint's successes (any 2xx unless it declares its own). */
export function isSuccess(endpoint: Endpoint, status: number): boolean {
  return endpoint.success ? endpoint.success.includes(status) : status >= 200 && status < 300;
}

/** The path with its {name} segments filled in, each value encoded once. */
export function fillPath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const encoded = encodeURIComponent(String(params[name] ?? ''));
    // URL parsing resolves '.' and '..' (also as %2E) and would climb to another route; no
    // declared value is only dots, so such a value is refused rather than sent.
    if (/^\.*$/.test(encoded)) throw new AppError('VALIDATION_FAILED', `${name}: is missing or only dots`);
    return encoded;
  });
}

/** The {name} segments of a path template. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

// One fuzz request as it goes on the wire, and how it is shown when it fails.

/** The server's own origin, filled in when the request is sent (same-origin form posts). */
export const SELF_ORIGIN = '{self}';

export interface FuzzRequest {
  /** What was fuzzed: `api:<declared path>`, `page:<name>` or `api:unknown`. */
  target: string;
  /** How the request was made (valid, or which field was mutated with which family of value). */
  kind: string;
  method: string;
  /** Path and query exactly as sent (starting with /service-centre). */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Send the body in two chunks without a Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
  /** The whole body's size when `body` holds only its start (failure reports). */
  bodySize?: number;
  /** For replayed inputs: the answer they must get. */
  expect?: { status?: number; code?: string };
}

export const bodyBytes = (body: string | Buffer | undefined) =>
  body === undefined ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.length;

/** A string shown with its control characters (C0, DEL, C1) and lone surrogates visible, cut to `max` characters. */
export function visible(text: string, max = 200): string {
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  return JSON.stringify(cut).replace(/[\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Method, URL, headers and the first 200 bytes of the body, for a failure report. */
export function describeRequest(request: FuzzRequest, origin: string): string {
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${v === SELF_ORIGIN ? origin : visible(v, 120)}`)
    .join('; ');
  const bytes = request.bodySize ?? bodyBytes(request.body);
  const head =
    request.body === undefined
      ? ''
      : Buffer.from(typeof request.body === 'string' ? Buffer.from(request.body) : request.body)
          .subarray(0, 200)
          .toString('latin1');
  return [
    `${request.method} ${origin}${visible(request.path, 300).slice(1, -1)}`,
    `    [${request.target}] ${request.kind}`,
    headers ? `    headers: ${headers}` : '',
    request.body !== undefined ? `    body (${bytes} bytes${request.chunked ? ', chunked' : ''}): ${visible(head, 200)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedResponse, ResponseCache } from './response-cache';
import { sharedLifetime } from './response-cache';
import { KEY_PARAMS_HEADER } from './cache-policy';

/** Writes a cached answer of `cache`, compressed when the client accepts it. */
export function writeCached(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, cache: ResponseCache): void {
  const accept = req.headers['accept-encoding'] ?? '';
  const head = req.method === 'HEAD';
  if (entry.br && entry.ready.br && accept.includes('br')) {
    res.writeHead(entry.status, entry.ready.br);
    res.end(head ? undefined : entry.br);
  } else if (entry.gzip && entry.ready.gzip && accept.includes('gzip')) {
    res.writeHead(entry.status, entry.ready.gzip);
    res.end(head ? undefined : entry.gzip);
  } else {
    res.writeHead(entry.status, entry.ready.identity);
    res.end(head ? undefined : cache.plainOf(entry));
  }
}

const toBuffer = (chunk: unknown, encoding?: unknown) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array);

/**
 * Watches a response as it is written and, when it declares itself shareable, keeps its bytes
 * under the key `keyOf` gives once the answer's declared key parameters are known. Every chunk is
 * collected from the first write (headers may go out with it); whether to keep them is decided
 * when the answer is finished. The key-parameter declaration itself never leaves the server.
 */
export function captureInto(cache: ResponseCache, keyOf: (declaredParams: string | undefined) => string, res: ServerResponse): void {
  let chunks: Buffer[] | null = [];
  let given: Record<string, unknown> = {};
  let declaredParams: string | undefined;
  const headersOf = () => ({ ...res.getHeaders(), ...given }) as Record<string, string | string[] | number | undefined>;
  const originalWriteHead = res.writeHead;
  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((a, i) => i > 0 && a && typeof a === 'object' && !Array.isArray(a)) as Record<string, unknown> | undefined;
    if (headers) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() !== KEY_PARAMS_HEADER) continue;
        declaredParams = String(headers[name]);
        delete headers[name];
      }
      given = lowerKeys(headers);
    }
    const set = this.getHeader(KEY_PARAMS_HEADER);
    if (set !== undefined) {
      declaredParams = String(set);
      this.removeHeader(KEY_PARAMS_HEADER);
    }
    // Node calls this for implicit headers too, after the first chunk was collected.
    if (sharedLifetime(typeof args[0] === 'number' ? args[0] : this.statusCode, headersOf()) <= 0) chunks = null;
    return (originalWriteHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (chunk) chunks?.push(toBuffer(chunk, rest[0]));
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (chunk && typeof chunk !== 'function') chunks?.push(toBuffer(chunk, rest[0]));
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  res.once('finish', () => {
    const all = headersOf();
    const ttl = sharedLifetime(res.statusCode, all);
    if (ttl <= 0 || !chunks) return;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(all)) {
      if (v !== undefined && !NOT_STORED.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : String(v);
    }
    cache.set(keyOf(declaredParams), res.statusCode, headers, Buffer.concat(chunks), ttl);
  });
}

/** Headers that describe one transfer, not the answer: the cache sets its own per hit. */
const NOT_STORED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'vary', 'keep-alive']);

function lowerKeys(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedResponse, ResponseCache } from './response-cache';
import { sharedLifetime } from './response-cache';

/** Writes a cached answer, compressed when the client accepts it. */
export function writeCached(req: IncomingMessage, res: ServerResponse, entry: CachedResponse): void {
  const accept = req.headers['accept-encoding'] ?? '';
  let body = entry.identity;
  let headers = entry.ready.identity;
  if (entry.br && entry.ready.br && accept.includes('br')) { body = entry.br; headers = entry.ready.br; }
  else if (entry.gzip && entry.ready.gzip && accept.includes('gzip')) { body = entry.gzip; headers = entry.ready.gzip; }
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Watches a response as it is written and, when it declares itself shareable, keeps its
 * bytes under `key`. Responses that are not cacheable pass through untouched.
 */
export function captureInto(cache: ResponseCache, key: string, res: ServerResponse): void {
  const originalWriteHead = res.writeHead;
  const chunks: Buffer[] = [];
  let ttl = 0;
  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    const result = (originalWriteHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    const given = args.find((a, i) => i > 0 && a && typeof a === 'object' && !Array.isArray(a)) as Record<string, unknown> | undefined;
    const all = { ...this.getHeaders(), ...lowerKeys(given ?? {}) } as Record<string, string>;
    ttl = sharedLifetime(this.statusCode, all);
    if (ttl > 0) {
      const write = this.write, end = this.end;
      this.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
        if (chunk) chunks.push(Buffer.from(chunk as Buffer));
        return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      } as typeof res.write;
      this.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
        if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Buffer));
        return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      } as typeof res.end;
      this.once('finish', () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(all)) {
          if (v !== undefined && !NOT_STORED.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : String(v);
        }
        cache.set(key, this.statusCode, headers, Buffer.concat(chunks), ttl);
      });
    }
    return result;
  } as typeof res.writeHead;
}

/** Headers that describe one transfer, not the answer: the cache sets its own per hit. */
const NOT_STORED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'vary', 'keep-alive']);

function lowerKeys(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

import { LRUCache } from 'lru-cache';
import { brotliCompressSync, gunzipSync, gzipSync, constants as zlib } from 'node:zlib';

/**
 * A response kept as bytes. A compressible answer is kept only as its br and gzip variants (every
 * browser takes one): its plain bytes, three to ten times their size, are unzipped for a client that
 * accepts neither (`plainOf`) and kept for the next such client in a room of their own, a quarter of
 * the cache's size. Other answers keep their plain bytes.
 */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  /** The plain bytes of an answer kept uncompressed. */
  identity?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Ready-made response headers per encoding, so a hit copies nothing. */
  ready: { identity: Record<string, string>; br?: Record<string, string>; gzip?: Record<string, string> };
}

const TRACKING_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/;
const HAS_TRACKING = /[?&](utm_[a-z]+|gclid|fbclid|msclkid)=/;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/**
 * The cache key of a URL. Tracking parameters are left out: pages that declare themselves
 * cacheable promise not to render them (links pick them up in the browser).
 */
export function cacheKey(url: string): string {
  const q = url.indexOf('?');
  // The common case costs one scan: no tracking parameter, the URL is its own key.
  if (q === -1 || !HAS_TRACKING.test(url)) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = [...params].filter(([k]) => !TRACKING_PARAM.test(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${url.slice(0, q)}?${new URLSearchParams(kept)}` : url.slice(0, q);
}

/** Seconds a response may be shared for: `public` with `s-maxage`, no cookies, no odd Vary. */
export function sharedLifetime(status: number, headers: Record<string, string | string[] | number | undefined>): number {
  if (status !== 200 || headers['set-cookie']) return 0;
  const cc = String(headers['cache-control'] ?? '');
  if (!/\bpublic\b/.test(cc)) return 0;
  const vary = String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (vary.some((v) => v !== 'accept-encoding')) return 0;
  const match = /\bs-maxage=(\d+)/.exec(cc);
  return match ? Number(match[1]) : 0;
}

export function createResponseCache(maxBytes: number) {
  // The plain bytes of compressed answers asked for without compression (tools, probes, some
  // crawlers send no Accept-Encoding): unzipping a 70 KB page on every request held a landing page
  // at 15 % of a bare server's rate. Kept by entry, so a replaced or forgotten answer's go with it.
  const plain = new LRUCache<CachedResponse, Buffer>({
    maxSize: Math.max(Math.floor(maxBytes / 4), 1),
    sizeCalculation: (bytes) => bytes.length + 64,
  });
  const store = new LRUCache<string, CachedResponse>({
    maxSize: Math.max(maxBytes, 1),
    // Bodies, plus the headers (a page's security policy alone is a few KB) and object overhead.
    sizeCalculation: (v) => (v.identity?.length ?? 0) + (v.br?.length ?? 0) + (v.gzip?.length ?? 0) + headerBytes(v.headers) + 1024,
    dispose: (entry) => {
      plain.delete(entry);
    },
  });
  return {
    enabled: maxBytes > 0,
    get: (key: string) => store.get(key),
    /** An entry's plain bytes: kept with it, or unzipped from its gzip variant once and kept while there is room. */
    plainOf(entry: CachedResponse): Buffer {
      if (entry.identity) return entry.identity;
      const kept = plain.get(entry);
      if (kept) return kept;
      const bytes = gunzipSync(entry.gzip!);
      // Bytes larger than the whole room are not kept (lru-cache refuses them).
      plain.set(entry, bytes);
      return bytes;
    },
    set(key: string, status: number, headers: Record<string, string>, body: Buffer, ttlSeconds: number) {
      if (maxBytes <= 0 || body.length > maxBytes / 4) return;
      const compress = body.length > 1024 && COMPRESSIBLE.test(headers['content-type'] ?? '');
      const entry: CachedResponse = { status, headers, ...(compress ? {} : { identity: ownBytes(body) }), ready: { identity: {} } };
      const base = { ...headers, 'x-cache': 'HIT', ...(compress ? { vary: 'Accept-Encoding' } : {}) };
      entry.ready.identity = { ...base, 'content-length': String(body.length) };
      if (compress) {
        // The window sized to the body: the same bytes out, in a tenth of the time (10.5 ms → 1.1 ms for
        // 80 KB), since brotli otherwise prepares a 4 MB window's tables for every answer it stores.
        entry.br = ownBytes(
          brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 9,
              [zlib.BROTLI_PARAM_LGWIN]: Math.max(
                zlib.BROTLI_MIN_WINDOW_BITS,
                Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(body.length))),
              ),
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        entry.gzip = ownBytes(gzipSync(body, { level: 9 }));
        entry.ready.br = { ...base, 'content-encoding': 'br', 'content-length': String(entry.br.length) };
        entry.ready.gzip = { ...base, 'content-encoding': 'gzip', 'content-length': String(entry.gzip.length) };
      }
      store.set(key, entry, { ttl: ttlSeconds * 1000 });
    },
    clear: () => {
      store.clear();
      plain.clear();
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * The bytes in memory of their own size. zlib answers a short result as a view of its 64 KB output
 * chunk, and a body read from a stream can be a view of a larger chunk too: kept as it is, a 5 KB
 * answer held 64 KB, and the fuzz left 83 MB of such chunks under a cache counted at 32 MB.
 * Not `Buffer.copyBytesFrom`: it copies into Node's shared pool, a view of a 64 KB chunk again.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

function headerBytes(headers: Record<string, string>): number {
  let bytes = 0;
  for (const [k, v] of Object.entries(headers)) bytes += k.length + v.length + 16;
  return bytes;
}

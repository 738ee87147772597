import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheKey, createResponseCache, sharedLifetime } from '../../server/response-cache';

describe('the cache key of a URL', () => {
  it('leaves out tracking parameters and puts the rest in order', () => {
    expect(cacheKey('/service-centre/bangalore/kudlu-gate?utm_source=g&utm_campaign=x')).toBe('/service-centre/bangalore/kudlu-gate');
    expect(cacheKey('/api/package-pricing?model_id=3&garage=a&gclid=zz')).toBe('/api/package-pricing?garage=a&model_id=3');
    expect(cacheKey('/x?fbclid=1&b=2&msclkid=3&a=1&utm_medium=cpc&utm_term=t&utm_content=c')).toBe('/x?a=1&b=2');
    expect(cacheKey('/x?gclid=1')).toBe('/x');
  });

  it.each(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid'])('drops %s', (name) => {
    expect(cacheKey(`/service-centre/?city=pune&${name}=abc`)).toBe('/service-centre/?city=pune');
    expect(cacheKey(`/service-centre/?${name}=abc&city=pune`)).toBe('/service-centre/?city=pune');
  });

  it('keeps the URL as its own key, unsorted, when it has no tracking parameter', () => {
    expect(cacheKey('/api/package-pricing?model_id=3&garage=a')).toBe('/api/package-pricing?model_id=3&garage=a');
    expect(cacheKey('/x?q=a%20b&b=1')).toBe('/x?q=a%20b&b=1');
    expect(cacheKey('/plain')).toBe('/plain');
  });

  it('keeps parameters that only look like tracking ones', () => {
    expect(cacheKey('/x?my_utm_source=1')).toBe('/x?my_utm_source=1');
    expect(cacheKey('/x?gclid_note=1&utm_source=g')).toBe('/x?gclid_note=1');
    expect(cacheKey('/x?xfbclid=1&b=2&a=1&fbclid=9')).toBe('/x?a=1&b=2&xfbclid=1');
  });

  it('keeps repeated values in their order', () => {
    expect(cacheKey('/x?make=b&utm_source=g&make=a')).toBe('/x?make=b&make=a');
  });
});

describe('the shared lifetime of an answer', () => {
  it('is the s-maxage of a public 200', () => {
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=0, s-maxage=600' })).toBe(600);
    expect(sharedLifetime(200, { 'cache-control': 's-maxage=60, public' })).toBe(60);
    expect(sharedLifetime(200, { 'cache-control': 'public, s-maxage=60', vary: 'Accept-Encoding' })).toBe(60);
    expect(sharedLifetime(200, { 'cache-control': 'public, s-maxage=60', vary: 'accept-encoding, Accept-Encoding' })).toBe(60);
  });

  it.each([201, 203, 204, 206, 301, 304, 308, 404, 500, 503])('is 0 for status %i', (status) => {
    expect(sharedLifetime(status, { 'cache-control': 'public, s-maxage=60' })).toBe(0);
  });

  it.each(['private, s-maxage=60', 'no-store', 'public, max-age=600', 's-maxage=60', 'public, s-maxage=0', ''])(
    'is 0 for cache-control %j',
    (cc) => {
      expect(sharedLifetime(200, { 'cache-control': cc })).toBe(0);
    },
  );

  it('is 0 without a cache-control header', () => {
    expect(sharedLifetime(200, {})).toBe(0);
  });

  it('is 0 when the answer sets a cookie', () => {
    expect(sharedLifetime(200, { 'cache-control': 'public, s-maxage=60', 'set-cookie': 'a=b' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'public, s-maxage=60', 'set-cookie': ['a=b', 'c=d'] })).toBe(0);
  });

  it.each(['Cookie', '*', 'Accept-Encoding, Accept-Language', 'accept-encoding,user-agent'])('is 0 with Vary %j', (vary) => {
    expect(sharedLifetime(200, { 'cache-control': 'public, s-maxage=60', vary })).toBe(0);
  });
});

describe('the response cache', () => {
  const text = (n: number) => Buffer.from('g'.repeat(n));

  it('keeps the br bytes of an answer whole at every size, its window sized to the answer (1,025 bytes to 3 MB)', () => {
    const cache = createResponseCache(64 << 20);
    for (const size of [1025, 4096, 65_537, 3_000_000]) {
      // Text that repeats only from far back: a window too small for the answer would still decode, a broken one would not.
      const body = Buffer.from(Array.from({ length: size }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join(''));
      cache.set(`/s${size}`, 200, { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' }, body, 60);
      const entry = cache.get(`/s${size}`)!;
      expect(brotliDecompressSync(entry.br!).equals(body), `${size} bytes`).toBe(true);
      expect(gunzipSync(entry.gzip!).equals(body), `${size} bytes`).toBe(true);
    }
  });

  it('holds no more memory than it counts: each kept variant owns bytes of its own size, not a view of a larger chunk', () => {
    const cache = createResponseCache(1 << 20);
    // A 5 KB page (zlib answers it as a view of a 64 KB chunk) and a plain answer that is a view of a 64 KB read.
    const page = Buffer.from(Array.from({ length: 5000 }, (_, i) => String.fromCharCode(97 + ((i * 31) % 26))).join(''));
    cache.set('/page', 200, { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' }, page, 60);
    const chunk = Buffer.alloc(65_536, 7);
    cache.set('/png', 200, { 'content-type': 'image/png' }, chunk.subarray(100, 3100), 60);
    const kept = cache.get('/page')!;
    const png = cache.get('/png')!;
    for (const bytes of [kept.br!, kept.gzip!, png.identity!]) {
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    }
    expect(png.identity!.byteLength).toBe(3000);
    expect(png.identity!.equals(Buffer.alloc(3000, 7))).toBe(true);
    expect(brotliDecompressSync(kept.br!).equals(page)).toBe(true);
    expect(gunzipSync(kept.gzip!).equals(page)).toBe(true);
  });

  it('a cache of 1 MB filled with 400 pages holds at most 1 MB of compressed bytes', () => {
    const cache = createResponseCache(1 << 20);
    const held = new Set<ArrayBufferLike>();
    for (let i = 0; i < 400; i++) {
      const page = Buffer.from(Array.from({ length: 8000 }, (_, j) => String.fromCharCode(97 + ((i * 13 + j * 31) % 26))).join(''));
      cache.set(`/p${i}`, 200, { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' }, page, 60);
    }
    let bytes = 0;
    for (let i = 0; i < 400; i++) {
      const entry = cache.get(`/p${i}`);
      for (const b of [entry?.br, entry?.gzip]) {
        if (!b || held.has(b.buffer)) continue;
        held.add(b.buffer);
        bytes += b.buffer.byteLength;
      }
    }
    expect(held.size).toBeGreaterThan(20);
    expect(bytes).toBeLessThanOrEqual(1 << 20);
  });

  it('keeps compressible answers over 1 KB as br and gzip only, their plain bytes unzipped when asked for', () => {
    const cache = createResponseCache(1 << 20);
    const body = Buffer.from('<p>garage</p>'.repeat(500));
    cache.set('/a', 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, s-maxage=60' }, body, 60);
    const entry = cache.get('/a')!;
    expect(entry.status).toBe(200);
    expect(entry.identity).toBeUndefined();
    expect(cache.plainOf(entry).equals(body)).toBe(true);
    expect(brotliDecompressSync(entry.br!).equals(body)).toBe(true);
    expect(gunzipSync(entry.gzip!).equals(body)).toBe(true);
    expect(entry.br!.length).toBeLessThan(body.length / 10);
    expect(entry.ready.identity).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, s-maxage=60',
      'x-cache': 'HIT',
      vary: 'Accept-Encoding',
      'content-length': '6500',
    });
    expect(entry.ready.br).toMatchObject({
      'content-encoding': 'br',
      'content-length': String(entry.br!.length),
      vary: 'Accept-Encoding',
      'x-cache': 'HIT',
    });
    expect(entry.ready.gzip).toMatchObject({
      'content-encoding': 'gzip',
      'content-length': String(entry.gzip!.length),
      vary: 'Accept-Encoding',
    });
  });

  it.each(['text/css', 'application/json; charset=utf-8', 'application/javascript', 'application/xml', 'image/svg+xml'])(
    'compresses %s',
    (type) => {
      const cache = createResponseCache(1 << 20);
      cache.set('/a', 200, { 'content-type': type }, text(2000), 60);
      expect(cache.get('/a')!.br).toBeDefined();
      expect(cache.get('/a')!.gzip).toBeDefined();
    },
  );

  it('does not compress 1 KB or less, nor images and fonts', () => {
    const cache = createResponseCache(1 << 20);
    cache.set('/kb', 200, { 'content-type': 'text/html' }, text(1024), 60);
    cache.set('/kb+1', 200, { 'content-type': 'text/html' }, text(1025), 60);
    cache.set('/png', 200, { 'content-type': 'image/png' }, text(5000), 60);
    cache.set('/woff', 200, { 'content-type': 'font/woff2' }, text(5000), 60);
    cache.set('/none', 200, {}, text(5000), 60);
    for (const key of ['/kb', '/png', '/woff', '/none']) {
      const entry = cache.get(key)!;
      expect([entry.br, entry.gzip, entry.ready.br, entry.ready.gzip, entry.ready.identity.vary]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    expect(cache.get('/kb')!.ready.identity).toEqual({ 'content-type': 'text/html', 'x-cache': 'HIT', 'content-length': '1024' });
    expect(cache.get('/kb')!.identity!.equals(text(1024))).toBe(true);
    expect(cache.get('/kb+1')!.br).toBeDefined();
  });

  it('refuses a body larger than a quarter of its size', () => {
    const cache = createResponseCache(8192);
    cache.set('/quarter', 200, { 'content-type': 'image/png' }, text(2048), 60);
    cache.set('/more', 200, { 'content-type': 'image/png' }, text(2049), 60);
    expect(cache.get('/quarter')).toBeDefined();
    expect(cache.get('/more')).toBeUndefined();
  });

  it('forgets the least recently used answers to stay within its size', () => {
    const cache = createResponseCache(8192);
    for (let i = 0; i < 10; i++) cache.set(`/p${i}`, 200, { 'content-type': 'image/png' }, text(1000), 60);
    expect(cache.get('/p0')).toBeUndefined();
    expect(cache.get('/p9')).toBeDefined();
    const kept = Array.from({ length: 10 }, (_, i) => cache.get(`/p${i}`)).filter(Boolean);
    expect(kept.length).toBeLessThanOrEqual(4);
  });

  it('counts a compressed answer by its compressed bytes, so the same room holds more of them', () => {
    // 12 KB pages that compress to a few hundred bytes: kept plain, 64 KB would hold at most 5.
    const cache = createResponseCache(64 * 1024);
    const page = (i: number) => Buffer.from(`<p>garage ${i}</p>`.repeat(800).slice(0, 12 * 1024));
    for (let i = 0; i < 12; i++) cache.set(`/g${i}`, 200, { 'content-type': 'text/html' }, page(i), 60);
    expect(Array.from({ length: 12 }, (_, i) => cache.get(`/g${i}`)).filter(Boolean)).toHaveLength(12);
    expect(cache.plainOf(cache.get('/g0')!).equals(page(0))).toBe(true);
  });

  it('unzips a compressed answer once for clients that take no compression, and keeps its plain bytes for the next one', () => {
    const cache = createResponseCache(1 << 20);
    const body = Buffer.from('<p>garage</p>'.repeat(500));
    cache.set('/a', 200, { 'content-type': 'text/html' }, body, 60);
    const entry = cache.get('/a')!;
    const first = cache.plainOf(entry);
    expect(first.equals(body)).toBe(true);
    // The same bytes, not unzipped again.
    expect(cache.plainOf(entry)).toBe(first);
    // A new answer under the key has plain bytes of its own.
    const changed = Buffer.from('<p>garage 2</p>'.repeat(500));
    cache.set('/a', 200, { 'content-type': 'text/html' }, changed, 60);
    expect(cache.plainOf(cache.get('/a')!).equals(changed)).toBe(true);
  });

  it('keeps plain bytes within a quarter of its size, the least recently asked for forgotten first', () => {
    // A quarter of 64 KB holds one 12 KB page's plain bytes, not two.
    const cache = createResponseCache(64 * 1024);
    const page = (i: number) => Buffer.from(`<p>garage ${i}</p>`.repeat(800).slice(0, 12 * 1024));
    for (const i of [0, 1]) cache.set(`/g${i}`, 200, { 'content-type': 'text/html' }, page(i), 60);
    const [g0, g1] = [cache.get('/g0')!, cache.get('/g1')!];
    const plain0 = cache.plainOf(g0);
    expect(cache.plainOf(g0)).toBe(plain0);
    const plain1 = cache.plainOf(g1);
    expect(cache.plainOf(g1)).toBe(plain1);
    // g0's were forgotten to make room for g1's: unzipped again, the same bytes.
    const again = cache.plainOf(g0);
    expect(again).not.toBe(plain0);
    expect(again.equals(page(0))).toBe(true);
  });

  it('forgets an answer when its lifetime is over', async () => {
    const cache = createResponseCache(1 << 20);
    cache.set('/short', 200, {}, text(10), 0.05);
    cache.set('/long', 200, {}, text(10), 60);
    expect(cache.get('/short')).toBeDefined();
    await new Promise((r) => setTimeout(r, 120));
    expect(cache.get('/short')).toBeUndefined();
    expect(cache.get('/long')).toBeDefined();
  });

  it('is off when given no room', () => {
    const cache = createResponseCache(0);
    cache.set('/a', 200, {}, Buffer.from('x'), 60);
    expect(cache.enabled).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(createResponseCache(1024).enabled).toBe(true);
  });
});

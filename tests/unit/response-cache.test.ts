import { describe, expect, it } from 'vitest';
import { cacheKey, createResponseCache, sharedLifetime } from '../../server/response-cache';

describe('the response cache', () => {
  it('keys a URL without its tracking parameters and with the rest in order', () => {
    expect(cacheKey('/service-centre/bangalore/kudlu-gate?utm_source=g&utm_campaign=x')).toBe('/service-centre/bangalore/kudlu-gate');
    expect(cacheKey('/api/package-pricing?model_id=3&garage=a&gclid=zz')).toBe('/api/package-pricing?garage=a&model_id=3');
    expect(cacheKey('/api/package-pricing?model_id=3&garage=a')).toBe('/api/package-pricing?model_id=3&garage=a');
    expect(cacheKey('/x?my_utm_source=1')).toBe('/x?my_utm_source=1');
    expect(cacheKey('/plain')).toBe('/plain');
  });

  it('keeps only public answers with a shared lifetime, no cookies and no Vary beyond encoding', () => {
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=0, s-maxage=600' })).toBe(600);
    expect(sharedLifetime(200, { 'cache-control': 'public, s-maxage=60', vary: 'Accept-Encoding' })).toBe(60);
    expect(sharedLifetime(200, { 'cache-control': 'private, s-maxage=60' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'no-store' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'public, s-maxage=60', 'set-cookie': 'a=b' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'public, s-maxage=60', vary: 'Cookie' })).toBe(0);
    expect(sharedLifetime(404, { 'cache-control': 'public, s-maxage=60' })).toBe(0);
  });

  it('keeps compressed variants of large text answers and stays within its size', () => {
    const cache = createResponseCache(1 << 20);
    const body = Buffer.from('<p>garage</p>'.repeat(500));
    cache.set('/a', 200, { 'content-type': 'text/html' }, body, 60);
    const entry = cache.get('/a')!;
    expect(entry.identity.equals(body)).toBe(true);
    expect(entry.br!.length).toBeLessThan(body.length / 10);
    expect(entry.gzip!.length).toBeLessThan(body.length / 10);
    cache.set('/huge', 200, { 'content-type': 'text/html' }, Buffer.alloc(600_000), 60);
    expect(cache.get('/huge')).toBeUndefined();
  });

  it('is off when given no room', () => {
    const cache = createResponseCache(0);
    cache.set('/a', 200, {}, Buffer.from('x'), 60);
    expect(cache.enabled).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
  });
});

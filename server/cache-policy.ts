// Which query parameters a cached answer depends on. A page or API answer that declares itself
// shareable also declares its parameters (header `x-cache-key-params`, stripped before it leaves);
// from then on every request for that path is keyed on those parameters only, so `?x=<random>`
// is answered from the canonical page's stored bytes instead of rendering and compressing again.
import { LRUCache } from 'lru-cache';
import { cacheKey } from './response-cache';

export const KEY_PARAMS_HEADER = 'x-cache-key-params';

export function createCachePolicy(maxPaths = 20_000) {
  const paramsByPath = new LRUCache<string, readonly string[]>({ max: maxPaths });
  // The same address asked again (the common case under load) costs one look-up, no parsing.
  const keyByUrl = new LRUCache<string, string>({ max: maxPaths });

  /** The cache key of a URL: its path and its declared parameters, sorted; before anything is learned, the URL without tracking parameters. */
  function keyFor(url: string): string {
    const known = keyByUrl.get(url);
    if (known !== undefined) return known;
    const key = computeKey(url);
    if (paramsByPath.has(url.split('?', 1)[0]!)) keyByUrl.set(url, key);
    return key;
  }

  function computeKey(url: string): string {
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const params = paramsByPath.get(path);
    if (!params) return cacheKey(url);
    if (q === -1 || params.length === 0) return path;
    const query = new URLSearchParams(url.slice(q + 1));
    const kept = params.flatMap((name) => {
      const value = query.get(name);
      return value === null || value === '' ? [] : [[name, value] as [string, string]];
    });
    return kept.length ? `${path}?${new URLSearchParams(kept)}` : path;
  }

  /** Remembers the parameters a path's answers depend on ('' = none). */
  function learn(url: string, declared: string): void {
    const path = url.split('?', 1)[0]!;
    const params = declared
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .sort();
    const before = paramsByPath.get(path);
    paramsByPath.set(path, params);
    if (before && before.join() !== params.join()) keyByUrl.clear();
  }

  return { keyFor, learn };
}
export type CachePolicy = ReturnType<typeof createCachePolicy>;

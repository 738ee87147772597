import type { APIContext } from 'astro';
import type { z } from 'zod';
import { callUpstream } from './upstream';
import { callerFrom } from './caller';
import { handle, NO_STORE, parseOr400, publicCache, relay } from './respond';

interface ForwardGet<S extends z.ZodType> {
  /** What the browser must send, checked before anything reaches the backend. */
  input: S;
  /** Reads the input from the request (query by default). */
  read?: (ctx: APIContext) => unknown;
  /** The backend path and query for the parsed input. */
  upstream: (input: z.output<S>) => { path: string; query?: Record<string, string | number | undefined> };
  /** Seconds the answer may be shared by caches; 0 = never stored. */
  cacheSeconds?: number;
}

/** A GET proxy endpoint: validate, forward to the backend with the spec §6 headers, relay. */
export function forwardGet<S extends z.ZodType>(spec: ForwardGet<S>) {
  return (ctx: APIContext) => handle(async () => {
    const raw = spec.read ? spec.read(ctx) : Object.fromEntries(ctx.url.searchParams);
    const parsed = parseOr400(spec.input, raw);
    if (!parsed.ok) return parsed.response;
    const { path, query } = spec.upstream(parsed.data);
    const answer = await callUpstream(path, { query, caller: callerFrom(ctx.url, ctx.cookies) });
    return relay(answer, spec.cacheSeconds ? publicCache(spec.cacheSeconds) : NO_STORE);
  });
}

import { AppError, errorBody, toErrorAnswer } from '@/lib/errors';
import { describeIssues } from '@/lib/validation';
import type { z } from 'zod';

export const NO_STORE = 'no-store';
/** Shared, cacheable for `seconds` by the server's response cache (and any CDN). */
export const publicCache = (seconds: number) => `public, max-age=0, s-maxage=${seconds}`;

const BASE_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'x-robots-tag': 'noindex' };

export function json(data: unknown, status = 200, cacheControl = NO_STORE): Response {
  return new Response(JSON.stringify(data), { status, headers: { ...BASE_HEADERS, 'cache-control': cacheControl } });
}

export function errorJson(error: unknown): Response {
  const { status, body } = toErrorAnswer(error);
  return json(body, status);
}

/** Parses input or answers 400 with a readable message. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: json(errorBody('VALIDATION_FAILED', describeIssues(result.error)), 400) };
}

/** Passes the backend's answer on; its status and error body are kept, never invented. */
export async function relay(upstream: Response, cacheControl = NO_STORE): Promise<Response> {
  const text = await upstream.text();
  if (!isJson(text)) return json(errorBody('UPSTREAM_FAILED', 'API returned non 200 response'), 502);
  return new Response(text, { status: upstream.status, headers: { ...BASE_HEADERS, 'cache-control': upstream.ok ? cacheControl : NO_STORE } });
}

function isJson(text: string): boolean {
  try { JSON.parse(text); return true; } catch { return false; }
}

/** Runs an endpoint body; anything thrown becomes the one error shape. */
export async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) console.error('proxy endpoint failed', error);
    return errorJson(error);
  }
}

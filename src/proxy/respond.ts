import type { z } from 'zod';
import { AppError, errorBody, toErrorAnswer, type ErrorBody } from '@/contracts/errors';
import { describeIssues } from '@/contracts/parse';
import { proxyLogger } from './log';

export const NO_STORE = 'no-store';
/**
 * Tells the server's response cache which query parameters a shareable answer depends on (comma
 * separated; empty = none), so other parameters never make a new cache entry. Stripped by the server.
 */
export const CACHE_KEY_PARAMS = 'x-cache-key-params';
/** Shared, cacheable for `seconds` by the server's response cache (and any CDN). */
export const publicCache = (seconds: number) => `public, max-age=0, s-maxage=${seconds}`;

const BASE_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'x-robots-tag': 'noindex' };

export function json(data: unknown, status = 200, cacheControl = NO_STORE): Response {
  return new Response(JSON.stringify(data), { status, headers: { ...BASE_HEADERS, 'cache-control': cacheControl } });
}

/** When to try again after a 503 that does not say: the busy database's usual recovery. */
export const RETRY_AFTER_SECONDS = 5;

export function errorJson(error: unknown): Response {
  const { status, body } = toErrorAnswer(error);
  const response = json(body, status);
  const retryAfter = error instanceof AppError ? error.retryAfterSeconds : undefined;
  if (retryAfter !== undefined || status === 503) response.headers.set('retry-after', String(retryAfter ?? RETRY_AFTER_SECONDS));
  return response;
}

/** The 400 answer for input that failed its schema, naming each field and rule. */
export function invalidInput(error: z.ZodError): Response {
  return json(errorBody('VALIDATION_FAILED', describeIssues(error)), 400);
}

/** Runs an endpoint body; anything thrown becomes the one error shape (and unexpected faults are logged). */
export async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) proxyLogger().error('proxy endpoint failed', { error });
    return errorJson(error);
  }
}

export type { ErrorBody };

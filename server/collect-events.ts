// The analytics collector's edge (decision 052): spec §7's POST /external/api/v2/send, answered at
// /service-centre/external/api/v2/send before Astro, so collecting never costs a page render. It reads
// the request (write key, body, session cookie, client address) and hands it to the backend's
// collector; the rules are the backend's (src/backend/analytics).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ANALYTICS_LIMITS } from '@/contracts/analytics';
import { errorBody, type ErrorCode } from '@/contracts/errors';
import type { Collector } from '@/backend/analytics';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/runtime/internal-headers';
import { retryAfterHeader } from '@/runtime/rate-limit';
import { readBodyWithin } from './request-body';

const SESSION = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE}|${SECURE_SESSION_COOKIE.replace('-', '\\-')})=([^;]+)`);
/** JSON, or text (navigator.sendBeacon with a string sends text/plain, and needs no preflight). */
const BODY_TYPES = /^(application\/json|text\/plain)\s*(;|$)/i;

/** Answers one request to the collector; `origin` is the origin the request addressed (request-facts.ts). */
export async function collectEventsAt(
  collector: Collector,
  req: IncomingMessage,
  res: ServerResponse,
  facts: { ip: string; origin: string },
): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return answer(res, 405, errorBody('METHOD_NOT_ALLOWED', `${req.method} is not answered here; send events with POST`));
  }
  // Same-origin only: a page elsewhere that sends our key is refused (browsers send Origin on a POST).
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== facts.origin)
    return refuse(req, res, 403, 'FORBIDDEN', "Events are taken from this site's pages only");
  if (!BODY_TYPES.test(req.headers['content-type'] ?? ''))
    return refuse(req, res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the events as JSON');
  const read = await readBodyWithin(req, ANALYTICS_LIMITS.maxBodyBytes);
  if (!read.ok)
    return read.status === 413
      ? refuse(req, res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 64 KB')
      : answer(res, 400, errorBody('BAD_REQUEST', 'The request body could not be read'));
  let body: unknown;
  try {
    body = JSON.parse(read.body.toString('utf8'));
  } catch {
    return answer(res, 400, errorBody('BAD_REQUEST', 'The request body is not JSON'));
  }
  const header = req.headers['x-write-key'];
  const writeKey = (typeof header === 'string' && header) || queryWriteKey(req.url ?? '');
  const outcome = await collector({
    writeKey,
    body,
    userAgent: req.headers['user-agent'],
    ip: facts.ip,
    sessionToken: SESSION.exec(req.headers.cookie ?? '')?.[1],
  });
  if (outcome.retryAfterSeconds !== undefined) res.setHeader('retry-after', retryAfterHeader(outcome.retryAfterSeconds));
  return answer(res, outcome.status, outcome.body);
}

function queryWriteKey(url: string): string | undefined {
  const query = url.indexOf('?');
  return query < 0 ? undefined : new URLSearchParams(url.slice(query + 1)).get('write_key') || undefined;
}

/** Refused before the body was read: the rest is discarded, not kept. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, code: ErrorCode, message: string) {
  req.resume();
  return answer(res, status, errorBody(code, message));
}

function answer(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

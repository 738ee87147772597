import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import sirv from 'sirv';
import compression from 'compression';
import { getRequestListener } from '@hono/node-server';
import type { Backend } from '@/backend/app';
import type { Logger } from '@/runtime/logger';
import { errorBody, type ErrorCode } from '@/contracts/errors';
import { parseTrustedProxies, type TrustedProxies } from '@/runtime/client-ip';
import { PLATFORM_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE, STATUS_OVERRIDE_HEADER } from '@/runtime/internal-headers';
import { createResponseCache } from './response-cache';
import { captureInto, writeCached } from './serve-cached';
import { createCachePolicy } from './cache-policy';
import { bodyLimitOf, bodyWhenPulled, DEFAULT_BODY_LIMIT, readBodyWithin, refusedLength } from './request-body';
import { setSecurityHeaders } from './security-headers';
import { establishRequestFacts } from './request-facts';
import { collectEventsAt } from './collect-events';
import type { Collector } from '@/backend/analytics';
import { COLLECT_PATH } from '@/contracts/analytics';
import type { answerWrite, laneEndpoint, WriteRequest } from '@/proxy/write-lane';

export const BASE = '/service-centre';
/** Request addresses longer than this answer 414. */
export const MAX_URL_LENGTH = 8 * 1024;
/** Methods the product answers; anything else (TRACE, CONNECT…) is refused before it reaches Astro. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A rate-limit check for one request; a refusal names when to try again. */
export type RequestLimiter = (req: IncomingMessage, ip: string) => Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;

export interface AppServerOptions {
  logger: Logger;
  /** Astro's @astrojs/node middleware handler. */
  astroHandler: NodeHandler;
  clientDir: string;
  /** The backend, served on the network at /v1 only when `serveBackendOnNetwork` (INTERNAL_API_SECRET set). */
  backend?: Backend;
  serveBackendOnNetwork?: boolean;
  responseCacheBytes: number;
  /** Production adds HSTS. */
  production?: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (TRUSTED_PROXIES). */
  trustedProxies?: TrustedProxies | string;
  /** Rate limits for /service-centre/api requests. */
  limiter?: RequestLimiter;
  /** The analytics collector, answered at COLLECT_PATH before Astro (absent: that path is not served). */
  collector?: Collector;
  /** Whether this process has begun to stop: READY_PATH then answers 503 (server/drain.ts). */
  stopping?: () => boolean;
  /** The lane for plain API writes (src/proxy/write-lane.ts): which writes it takes, and its answer to one; absent, Astro answers them. */
  writes?: { endpointOf: typeof laneEndpoint; answer: typeof answerWrite };
}

/**
 * The load balancer's readiness probe: 200 while this process takes requests, 503 once it stops.
 * Answered here, before limits and the backend: a database outage is not a reason to take every
 * process out (each answers its own 503s with Retry-After, and cached pages stay served), and the
 * balancer's checks from one address must not use up that address's limit.
 */
export const READY_PATH = `${BASE}/api/ready`;

/** Cookies that make an answer depend on who asks: such requests never read or fill the cache. */
const PERSONAL_COOKIE = new RegExp(`(^|;\\s*)(${PLATFORM_COOKIE}|${SESSION_COOKIE}|${SECURE_SESSION_COOKIE})=`);

/**
 * The product's one HTTP server: security headers, then limits on the address and the body, then
 * the response cache, the internal backend at /v1, built client files, and Astro for pages and the
 * /service-centre/api proxy.
 */
export function createAppServer(options: AppServerOptions) {
  const cache = createResponseCache(options.responseCacheBytes);
  const policy = createCachePolicy();
  const trusted =
    typeof options.trustedProxies === 'object' ? options.trustedProxies : parseTrustedProxies(options.trustedProxies ?? 'loopback');
  // Other machines reach the backend only with a signed request; without a secret /v1 does not exist here.
  const backendListener =
    options.backend && options.serveBackendOnNetwork ? getRequestListener((request) => options.backend!.handleSigned(request)) : undefined;
  const statics = sirv(options.clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('cache-control', isVersioned(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=604800');
    },
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const cookie = req.headers.cookie;
    const personal = cookie !== undefined && PERSONAL_COOKIE.test(cookie);
    // The fast path: a stored answer already carries the security headers it was stored with.
    if (isRead && url === READY_PATH) return answerReady(res, options.stopping?.() ?? false);
    const key = isRead && cache.enabled && !personal && url.length <= MAX_URL_LENGTH ? policy.keyFor(url) : undefined;
    if (key) {
      const hit = cache.get(key);
      if (hit) return writeCached(req, res, hit, cache);
    }
    setSecurityHeaders(res, options.production ?? false);
    if (url.length > MAX_URL_LENGTH) return sendError(res, 414, 'URI_TOO_LONG', 'The address is longer than 8 KB');
    if (!METHODS.has(req.method ?? '')) {
      res.setHeader('allow', [...METHODS].join(', '));
      return sendError(res, 405, 'METHOD_NOT_ALLOWED', `${req.method} is not answered here`);
    }
    const path = url.split('?', 1)[0]!;
    if (path.startsWith('/v1/') || path === '/v1') {
      if (!backendListener) return sendError(res, 404, 'NOT_FOUND', 'Looks like the page does not exist');
      return backendListener(req, res);
    }
    if (path === '/' || path === BASE) {
      res.writeHead(308, { location: `${BASE}/${url.slice(path.length)}` });
      return res.end();
    }
    if (!path.startsWith(`${BASE}/`)) return sendError(res, 404, 'NOT_FOUND', 'Looks like the page does not exist');
    // Visitor events: straight to the backend's collector, never a render (its own limits are per key and address).
    if (path === COLLECT_PATH) {
      if (!options.collector) return sendError(res, 404, 'NOT_FOUND', 'No analytics collector runs here');
      return collectEventsAt(options.collector, req, res, establishRequestFacts(req, trusted));
    }
    // An API address whose segments decode to '.', '..' or hold a backslash would be resolved to
    // another path (even outside /api) by URL parsing: it names no endpoint.
    if (path.startsWith(`${BASE}/api/`) && hasClimbingSegment(path)) return sendError(res, 404, 'NOT_FOUND', `No API at ${path}`);
    if (isRead && isStaticPath(path)) {
      req.url = url.slice(BASE.length);
      return statics(req, res, () => {
        req.url = url;
        return renderWithAstro(req, res, key);
      });
    }
    const { ip } = establishRequestFacts(req, trusted);
    if (options.limiter && path.startsWith(`${BASE}/api/`)) {
      const verdict = await options.limiter(req, ip);
      if (!verdict.ok) {
        res.setHeader('retry-after', String(verdict.retryAfterSeconds));
        return sendError(res, 429, 'RATE_LIMITED', 'Too many requests; please wait a moment and try again');
      }
    }
    if (!isRead) {
      const limit = bodyLimitOf(path);
      const refuse = (status: 413 | 400) => {
        discardRest(req, limit);
        return status === 413
          ? sendError(res, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.round(limit / 1024)} KB`)
          : sendError(res, 400, 'BAD_REQUEST', 'The request body could not be read');
      };
      if (limit > DEFAULT_BODY_LIMIT) {
        // A body past the public limit is for callers the route admits, and only the proxy knows who
        // asks: it resolves the session and checks the route's access before it reads the body
        // (src/proxy/endpoint.ts, admit). So the body goes to Astro unread, pulled only then; a caller
        // refused first is answered while the body is still on its way, and the rest is discarded.
        const refused = refusedLength(req, limit);
        if (refused) return refuse(refused);
        (req as IncomingMessage & { body?: AsyncIterable<Buffer> }).body = bodyWhenPulled(req, limit);
        res.once('finish', () => {
          if (!req.complete) discardRest(req, limit);
        });
      } else {
        const read = await readBodyWithin(req, limit);
        if (!read.ok) return refuse(read.status);
        // A plain write (a booking, say) is answered by its endpoint without Astro (decision 060).
        const endpoint = options.writes?.endpointOf(req.method ?? '', path);
        if (endpoint) return writeAnswer(res, await options.writes!.answer(endpoint, laneRequest(req, url, path, read.body)));
        // Astro reads a body it finds on the request instead of the stream (already consumed here).
        (req as IncomingMessage & { body?: Buffer }).body = read.body;
      }
    }
    return renderWithAstro(req, res, req.method === 'GET' && !personal ? key : undefined);
  };

  // Rendered answers are compressed on the way out at a quick level; stored ones carry their own
  // variants, compressed harder once (response-cache.ts).
  const compress = compression({ threshold: 1024, level: 5 }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  // Answers to writes (a booking, a sign-in) are a few hundred bytes of JSON, written by Astro before
  // their length is known, so the 1 KB threshold never applied: compressing them cost a deflate stream per answer, more
  // than the bytes it saved. Reads (pages, look-ups) are compressed.
  const renderWithAstro = (req: IncomingMessage, res: ServerResponse, key: string | undefined) => {
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const render = () => {
      const url = req.url ?? '/';
      applyStatusOverride(res);
      // A HEAD answer has no body: it may be answered from a stored GET, never stored for one.
      if (key)
        captureInto(
          cache,
          (declared) => {
            if (declared !== undefined) policy.learn(url, declared);
            return policy.keyFor(url);
          },
          res,
        );
      void Promise.resolve(options.astroHandler(req, res)).catch((error: unknown) => {
        options.logger.error('render failed', { url: req.url, error });
        if (!res.headersSent) sendError(res, 500, 'INTERNAL', 'Something went wrong');
      });
    };
    if (isRead) compress(req, res, render);
    else render();
  };

  // Addresses too long even for the parser (over maxHeaderSize) still get an answer with a body.
  const server = http.createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      options.logger.error('request failed', { url: req.url, error });
      if (!res.headersSent) sendError(res, 500, 'INTERNAL', 'Something went wrong');
      else res.destroy();
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket));
  server.keepAliveTimeout = 65_000;
  return { server, cache };
}

/** A write the server has read, as the lane takes it. */
function laneRequest(req: IncomingMessage, url: string, path: string, body: Buffer): WriteRequest {
  return {
    method: req.method ?? '',
    search: url.slice(path.length),
    header: (name) => {
      const value = req.headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    body,
  };
}

/** A whole answer (a write's few hundred bytes of JSON) written in one go, its cookies as separate headers. */
async function writeAnswer(res: ServerResponse, response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const empty = response.status === 204 || response.status === 304;
  if (!empty) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(empty ? undefined : body);
}

function answerReady(res: ServerResponse, stopping: boolean) {
  const body = stopping ? '{"status":"stopping"}' : '{"status":"ok"}';
  res.writeHead(stopping ? 503 : 200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...(stopping ? { 'retry-after': '5' } : {}),
  });
  res.end(body);
}

function hasClimbingSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded === '.' || decoded === '..' || decoded.includes('\\');
  });
}

/** Honours a page's request for another status than Astro gave it, and never lets the header out. */
function applyStatusOverride(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((a) => a && typeof a === 'object' && !Array.isArray(a)) as Record<string, unknown> | undefined;
    const wanted = headers?.[STATUS_OVERRIDE_HEADER] ?? this.getHeader(STATUS_OVERRIDE_HEADER);
    if (headers) delete headers[STATUS_OVERRIDE_HEADER];
    this.removeHeader(STATUS_OVERRIDE_HEADER);
    const override = Number(wanted);
    return (writeHead as (...a: unknown[]) => ServerResponse).call(
      this,
      Number.isInteger(override) && override >= 400 && override < 600 ? override : status,
      ...rest,
    );
  } as typeof res.writeHead;
}

/** How much of a refused body is read and thrown away before its sender is cut off: 8 MB, or a megabyte past the route's own limit. */
const drainCap = (limit: number) => Math.max(8 * 1024 * 1024, limit + 1024 * 1024);

/**
 * After refusing a body, lets the client finish sending (and so read the answer, and keep its
 * connection) without keeping a byte of it; a sender that goes on past the cap or ten seconds is cut
 * off. The cap is above the largest route's limit: a body just over a photo's 8,196 KB is drained, not
 * cut off after its answer on a connection the client would then reuse.
 */
function discardRest(req: IncomingMessage, limit: number) {
  let drained = 0;
  const cap = drainCap(limit);
  const cut = setTimeout(() => req.socket.destroy(), 10_000).unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > cap) req.socket.destroy();
  });
  req.once('end', () => clearTimeout(cut));
  req.resume();
}

/**
 * Files whose address changes whenever their bytes do are kept by browsers for a year: the build's
 * hashed files, and files named with a version (`suv.v1.svg`, saved under a new version when changed).
 */
function isVersioned(pathname: string): boolean {
  return pathname.startsWith('/_astro/') || /\.v\d+\.[a-z0-9]+$/.test(pathname);
}

const STATIC_PREFIXES = [`${BASE}/_astro/`, `${BASE}/images/`, `${BASE}/fonts/`, `${BASE}/favicon`, `${BASE}/icons/`];
function isStaticPath(path: string): boolean {
  return STATIC_PREFIXES.some((p) => path.startsWith(p));
}

function sendError(res: ServerResponse, status: number, code: ErrorCode, message: string) {
  const body = JSON.stringify(errorBody(code, message));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/** A request the HTTP parser could not read: an address or headers too large, or broken syntax. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (!socket.writable || (error as { code?: string }).code === 'ECONNRESET') return socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, text, code, message] = tooLarge
    ? ([414, 'URI Too Long', 'URI_TOO_LONG', 'The address or its headers are too long'] as const)
    : ([400, 'Bad Request', 'BAD_REQUEST', 'The request could not be read'] as const);
  const body = JSON.stringify(errorBody(code, message));
  // A HEAD request's answer has no body, or the client would read it as the next answer.
  const head = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\ncache-control: no-store\r\nx-content-type-options: nosniff\r\n\r\n${head ? '' : body}`,
  );
}

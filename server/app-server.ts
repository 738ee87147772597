import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import compression from 'compression';
import { getRequestListener } from '@hono/node-server';
import type { Backend } from '@/backend/app';
import type { Logger } from '@/runtime/logger';
import { errorBody, type ErrorCode } from '@/contracts/errors';
import { cacheKey, createResponseCache } from './response-cache';
import { captureInto, writeCached } from './serve-cached';

export const BASE = '/service-centre';
type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface AppServerOptions {
  logger: Logger;
  /** Astro's @astrojs/node middleware handler. */
  astroHandler: NodeHandler;
  clientDir: string;
  /** The backend, served on the network at /v1 only when `serveBackendOnNetwork` (INTERNAL_API_SECRET set). */
  backend?: Backend;
  serveBackendOnNetwork?: boolean;
  responseCacheBytes: number;
}

/**
 * The product's one HTTP server: the response cache first, then the internal backend at
 * /v1, then built client files, then Astro for pages and the /service-centre/api proxy.
 */
export function createAppServer(options: AppServerOptions) {
  const cache = createResponseCache(options.responseCacheBytes);
  // Other machines reach the backend only with a signed request; without a secret /v1 does not exist here.
  const backendListener = options.backend && options.serveBackendOnNetwork ? getRequestListener((request) => options.backend!.handleSigned(request)) : undefined;
  const statics = sirv(options.clientDir, {
    etag: true, gzip: true, brotli: true, dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('cache-control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=604800');
    },
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const key = isRead && cache.enabled ? cacheKey(url) : undefined;
    if (key) {
      const hit = cache.get(key);
      if (hit) return writeCached(req, res, hit);
    }
    // A HEAD answer has no body: it may be answered from a stored GET, never stored for one.
    const fillKey = req.method === 'GET' ? key : undefined;
    const path = url.split('?', 1)[0];
    if (url.startsWith('/v1/') || url === '/v1') {
      if (!backendListener) return sendError(res, 404, 'NOT_FOUND', 'Looks like the page does not exist');
      return backendListener(req, res);
    }
    if (path === '/' || path === BASE) {
      res.writeHead(308, { location: `${BASE}/${url.slice(path!.length)}` });
      return res.end();
    }
    if (!url.startsWith(`${BASE}/`)) return sendError(res, 404, 'NOT_FOUND', 'Looks like the page does not exist');
    if (isRead && isStaticPath(url)) {
      req.url = url.slice(BASE.length);
      return statics(req, res, () => {
        req.url = url;
        return renderWithAstro(req, res, fillKey);
      });
    }
    return renderWithAstro(req, res, fillKey);
  };

  // Rendered answers are compressed on the way out (cached ones carry ready-made variants).
  const compress = compression({ threshold: 1024 }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const renderWithAstro = (req: IncomingMessage, res: ServerResponse, key: string | undefined) => {
    compress(req, res, () => {
      if (key) captureInto(cache, key, res);
      void Promise.resolve(options.astroHandler(req, res)).catch((error: unknown) => {
        options.logger.error('render failed', { url: req.url, error });
        if (!res.headersSent) sendError(res, 500, 'INTERNAL', 'Something went wrong');
      });
    });
  };

  const server = http.createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      options.logger.error('request failed', { url: req.url, error });
      if (!res.headersSent) sendError(res, 500, 'INTERNAL', 'Something went wrong');
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  return { server, cache };
}

const STATIC_PREFIXES = [`${BASE}/_astro/`, `${BASE}/images/`, `${BASE}/fonts/`, `${BASE}/favicon`, `${BASE}/icons/`];
function isStaticPath(url: string): boolean {
  return STATIC_PREFIXES.some((p) => url.startsWith(p));
}

function sendError(res: ServerResponse, status: number, code: ErrorCode, message: string) {
  const body = JSON.stringify(errorBody(code, message));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
}

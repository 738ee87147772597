// The product's HTTP server, in this process, with a fake Astro handler: routing outside the app,
// the backend's absence from the network, and the response cache in front of rendered answers.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/app';
import { createLogger } from '@/runtime/logger';
import { createAppServer } from '../../server/app-server';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
const running: { server: http.Server; dir: string }[] = [];

async function start(
  astroHandler: Handler,
  extra: {
    backend?: Backend;
    serveBackendOnNetwork?: boolean;
    production?: boolean;
    limiter?: Parameters<typeof createAppServer>[0]['limiter'];
    stopping?: () => boolean;
  } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-server-'));
  const { server } = createAppServer({
    logger: createLogger('silent'),
    astroHandler,
    clientDir: dir,
    responseCacheBytes: 1 << 20,
    ...extra,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  running.push({ server, dir });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(() => {
  for (const { server, dir } of running.splice(0)) {
    server.closeAllConnections();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
function get(url: string, options: http.RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
const page = (cacheControl: string, text = '<h1>Kudlu Gate</h1>') =>
  vi.fn<Handler>((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl });
    res.end(text);
  });

describe('the app server outside the app', () => {
  it('answers /v1 with a 404 JSON error when the backend is not served on the network', async () => {
    const handleSigned = vi.fn(async () => new Response('{}'));
    const astro = page('no-store');
    const base = await start(astro, { backend: { handleSigned } as unknown as Backend, serveBackendOnNetwork: false });
    for (const p of ['/v1/health', '/v1', '/v1/garage/pincode/560068']) {
      const answer = await get(`${base}${p}`);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect(handleSigned).not.toHaveBeenCalled();
    expect(astro).not.toHaveBeenCalled();
  });

  it('hands /v1 to the signed backend when it is served on the network', async () => {
    const handleSigned = vi.fn(async () => Response.json({ error: { code: 'FORBIDDEN', message: 'internal' } }, { status: 403 }));
    const base = await start(page('no-store'), { backend: { handleSigned } as unknown as Backend, serveBackendOnNetwork: true });
    const answer = await get(`${base}/v1/health`);
    expect(answer.status).toBe(403);
    expect(handleSigned).toHaveBeenCalledTimes(1);
  });

  it.each(['/', '/service-centre'])('redirects %s to /service-centre/ with a 308', async (p) => {
    const base = await start(page('no-store'));
    const answer = await get(`${base}${p}`);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/service-centre/');
  });

  it('answers 404 NOT_FOUND outside /service-centre/ without rendering', async () => {
    const astro = page('no-store');
    const base = await start(astro);
    const answer = await get(`${base}/wp-admin/`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(astro).not.toHaveBeenCalled();
  });

  it('answers 500 INTERNAL when rendering fails', async () => {
    const base = await start(async () => {
      throw new Error('render broke');
    });
    const answer = await get(`${base}/service-centre/`);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'INTERNAL' } });
  });
});

describe('the response cache in front of rendered answers', () => {
  it('serves a public s-maxage answer from the cache the second time', async () => {
    const astro = page('public, s-maxage=60');
    const base = await start(astro);
    const first = await get(`${base}/service-centre/bangalore/kudlu-gate`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await get(`${base}/service-centre/bangalore/kudlu-gate`);
    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('public, s-maxage=60');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.body).toBe('<h1>Kudlu Gate</h1>');
    const tracked = await get(`${base}/service-centre/bangalore/kudlu-gate?utm_source=google&gclid=1`);
    expect(tracked.headers['x-cache']).toBe('HIT');
    expect(astro).toHaveBeenCalledTimes(1);
  });

  it('renders a no-store answer every time', async () => {
    const astro = page('no-store');
    const base = await start(astro);
    await get(`${base}/service-centre/`);
    const second = await get(`${base}/service-centre/`);
    expect(second.headers['x-cache']).toBeUndefined();
    expect(astro).toHaveBeenCalledTimes(2);
  });

  it('does not answer a POST from the cache', async () => {
    const astro = page('public, s-maxage=60');
    const base = await start(astro);
    await get(`${base}/service-centre/api/x`);
    const post = await get(`${base}/service-centre/api/x`, { method: 'POST' });
    expect(post.headers['x-cache']).toBeUndefined();
    expect(astro).toHaveBeenCalledTimes(2);
  });

  it('serves a large cached answer compressed to a client that accepts it', async () => {
    const big = '<p>garage</p>'.repeat(400);
    const base = await start(page('public, s-maxage=60', big));
    await get(`${base}/service-centre/big`);
    const br = await get(`${base}/service-centre/big`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    // Kept compressed only: a client that takes neither gets the plain bytes, unzipped for it.
    const plain = await get(`${base}/service-centre/big`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe('5200');
    expect(plain.body).toBe(big);
    const head = await get(`${base}/service-centre/big`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect([head.headers['x-cache'], head.headers['content-length'], head.body]).toEqual(['HIT', '5200', '']);
  });

  it('caches the whole of a streamed answer whose headers were set one by one', async () => {
    const astro = vi.fn<Handler>((_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=600');
      res.writeHead(200);
      res.write('{"data":');
      res.end('[1,2,3]}');
    });
    const base = await start(astro);
    await get(`${base}/service-centre/api/vehicle-makes`);
    const second = await get(`${base}/service-centre/api/vehicle-makes`);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=600');
    expect(second.body).toBe('{"data":[1,2,3]}');
    expect(astro).toHaveBeenCalledTimes(1);
  });

  it('caches the first chunk of an answer whose headers go out with its first write', async () => {
    // No writeHead: Node sends the headers implicitly on the first write(), as a piped stream does.
    const astro = vi.fn<Handler>((_req, res) => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'public, max-age=0, s-maxage=600');
      res.write('{"data":');
      res.end('[1,2,3]}');
    });
    const base = await start(astro);
    expect((await get(`${base}/service-centre/api/vehicle-makes`)).body).toBe('{"data":[1,2,3]}');
    const second = await get(`${base}/service-centre/api/vehicle-makes`);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe('{"data":[1,2,3]}');
  });

  it('does not cache the empty answer to a HEAD request for the GET that follows', async () => {
    // As Astro answers an endpoint: on HEAD the same headers, no body (runtime/server/endpoint.js).
    const astro = vi.fn<Handler>((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=600' });
      res.end(req.method === 'HEAD' ? undefined : '{"data":{"pincode":"560068"}}');
    });
    const base = await start(astro);
    const head = await get(`${base}/service-centre/api/pincode-mapping/560068`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const after = await get(`${base}/service-centre/api/pincode-mapping/560068`);
    expect(after.status).toBe(200);
    expect(after.body).toBe('{"data":{"pincode":"560068"}}');
  });
});

describe('protections in front of every answer', () => {
  it('says nosniff and strict-origin-when-cross-origin everywhere, and HSTS only in production', async () => {
    const test = await start(page('no-store'));
    const plain = await get(`${test}/service-centre/x`);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const production = await start(page('no-store'), { production: true });
    expect((await get(`${production}/service-centre/x`)).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect((await get(`${production}/nowhere`)).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('refuses methods it does not answer (TRACE) with 405 and the methods it does', async () => {
    const handler = page('no-store');
    const url = await start(handler);
    const traced = await get(`${url}/service-centre/x`, { method: 'TRACE' });
    expect(traced.status).toBe(405);
    expect(traced.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(JSON.parse(traced.body).error.code).toBe('METHOD_NOT_ALLOWED');
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers 429 with Retry-After when the limiter refuses an API request, and never asks it for pages', async () => {
    const limiter = vi.fn(async () => ({ ok: false as const, retryAfterSeconds: 17 }));
    const url = await start(page('no-store'), { limiter });
    const limited = await get(`${url}/service-centre/api/vehicle-makes`);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('17');
    expect(JSON.parse(limited.body).error.code).toBe('RATE_LIMITED');
    expect((await get(`${url}/service-centre/ad-services/home`)).status).toBe(200);
    expect(limiter).toHaveBeenCalledTimes(1);
  });

  it('answers the readiness probe itself, 200 while serving and 503 once stopping, without the limiter or Astro', async () => {
    let stopping = false;
    const astro = vi.fn((_req: IncomingMessage, res: ServerResponse) => {
      res.end('page');
    });
    const limiter = vi.fn(async () => ({ ok: false as const, retryAfterSeconds: 60 }));
    const base = await start(astro, { limiter, stopping: () => stopping });
    const serving = await get(`${base}/service-centre/api/ready`);
    expect(serving.status).toBe(200);
    expect(JSON.parse(serving.body)).toEqual({ status: 'ok' });
    expect(serving.headers['cache-control']).toBe('no-store');
    stopping = true;
    const draining = await get(`${base}/service-centre/api/ready`);
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toEqual({ status: 'stopping' });
    expect(draining.headers['retry-after']).toBe('5');
    expect(limiter).not.toHaveBeenCalled();
    expect(astro).not.toHaveBeenCalled();
    // Another API address still goes through the limiter (which refuses it here).
    expect((await get(`${base}/service-centre/api/health`)).status).toBe(429);
  });

  it('treats an API address whose segment decodes to .. or holds a backslash as no endpoint', async () => {
    const handler = page('no-store');
    const url = await start(handler);
    for (const p of ['/service-centre/api/%2E%2E/x', '/service-centre/api/a%5Cb']) {
      // As raw paths: a URL object would resolve %2E%2E before sending.
      const res = await get(url, { path: p });
      expect(res.status, p).toBe(404);
      expect(JSON.parse(res.body).error.code).toBe('NOT_FOUND');
    }
    expect(handler).not.toHaveBeenCalled();
  });
});

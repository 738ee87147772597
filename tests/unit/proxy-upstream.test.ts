// The Request the proxy sends to the backend: spec §6's headers, the query, the body, and the
// signature when it leaves the process. Settings are read once per module graph, so each test loads
// src/proxy/upstream.ts afresh with the environment it needs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '@/contracts/actor';

const SETTINGS = ['UPSTREAM_URL', 'INTERNAL_API_SECRET', 'DEFAULT_WORKSHOP_CODE', 'APP_ENV', 'LOG_LEVEL'] as const;
const saved = Object.fromEntries(SETTINGS.map((k) => [k, process.env[k]]));
const CUSTOMER_ID = '7d1c2f0e-3b4a-4c5d-8e6f-9a0b1c2d3e4f';
const CUSTOMER = { kind: 'customer', id: CUSTOMER_ID } as const;
const ANON = { kind: 'anonymous' } as const;
const SECRET = 'a-secret-of-thirty-two-characters';

async function loadUpstream(settings: Partial<Record<(typeof SETTINGS)[number], string>> = {}) {
  for (const k of SETTINGS) delete process.env[k];
  Object.assign(process.env, settings);
  vi.resetModules();
  const upstream = await import('@/proxy/upstream');
  const errors = await import('@/contracts/errors');
  return { ...upstream, AppError: errors.AppError };
}

afterEach(() => {
  for (const k of SETTINGS)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  vi.restoreAllMocks();
  // The in-process backend is registered on a global, shared by every fresh module graph.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('service-centre.backend')];
  // The modules loaded above keep the settings they were loaded with: files that share this worker
  // (the mutation run's, which are not isolated) must not import them.
  vi.resetModules();
});

const headersOf = (request: Request) => Object.fromEntries(request.headers);

describe('the request to an in-process backend', () => {
  it("carries exactly spec §6's headers for an anonymous visitor, and no identity", async () => {
    const { buildUpstreamRequest } = await loadUpstream();
    const request = buildUpstreamRequest('/v1/garage/pincode/560001', { actor: ANON });
    expect(request.url).toBe('http://backend.internal/v1/garage/pincode/560001');
    expect(request.method).toBe('GET');
    expect(headersOf(request)).toEqual({
      accept: 'application/json',
      'x-origin-id': 'ONLINE',
      'x-source-id': 'AUTO_GARAGE_FRONTEND',
      'x-workshop-id': 'SC-BRAND-001',
      'x-entity': 'ORDER',
    });
  });

  it("names a signed-in actor in x-user-id and x-auth-user-id, the caller's garage and the order", async () => {
    const { buildUpstreamRequest } = await loadUpstream();
    const request = buildUpstreamRequest('/v1/garage/serviceable', { actor: CUSTOMER, workshopId: 'SC-KUDLU-07', orderId: 'WO-2024-0042' });
    expect(headersOf(request)).toEqual({
      accept: 'application/json',
      'x-origin-id': 'ONLINE',
      'x-source-id': 'AUTO_GARAGE_FRONTEND',
      'x-workshop-id': 'SC-KUDLU-07',
      'x-entity': 'ORDER',
      'x-entity-id': 'WO-2024-0042',
      'x-user-id': CUSTOMER_ID,
      'x-auth-user-id': CUSTOMER_ID,
    });
  });

  it.each<[string, Actor, string]>([
    ['advisor', { kind: 'advisor', id: '0b8e7c1a-2d3f-4a5b-9c6d-7e8f9a0b1c2d', garageIds: [] }, '0b8e7c1a-2d3f-4a5b-9c6d-7e8f9a0b1c2d'],
    ['admin', { kind: 'admin', id: '1f2e3d4c-5b6a-4978-a8b7-c6d5e4f3a2b1' }, '1f2e3d4c-5b6a-4978-a8b7-c6d5e4f3a2b1'],
  ])('sends the id of an %s', async (_kind, actor, id) => {
    const { buildUpstreamRequest } = await loadUpstream();
    const request = buildUpstreamRequest('/v1/x', { actor });
    expect(request.headers.get('x-user-id')).toBe(id);
    expect(request.headers.get('x-auth-user-id')).toBe(id);
  });

  it('uses DEFAULT_WORKSHOP_CODE when the call concerns no garage', async () => {
    const { buildUpstreamRequest } = await loadUpstream({ DEFAULT_WORKSHOP_CODE: 'SC-OTHER-9' });
    expect(buildUpstreamRequest('/v1/x', { actor: ANON }).headers.get('x-workshop-id')).toBe('SC-OTHER-9');
  });

  it('puts query values in the URL, joining arrays with commas and skipping undefined and null', async () => {
    const { buildUpstreamRequest } = await loadUpstream();
    const request = buildUpstreamRequest(
      '/v1/garage/pricing/package',
      { actor: ANON },
      {
        query: { model_id: 3, plans: ['basic', 'advanced'], coupon: undefined, fuel: null, limit: 0, exact: false },
      },
    );
    expect(request.url).toBe('http://backend.internal/v1/garage/pricing/package?model_id=3&plans=basic%2Cadvanced&limit=0&exact=false');
  });

  it('sends a JSON body with its content type, and no content type without one', async () => {
    const { buildUpstreamRequest } = await loadUpstream();
    const post = buildUpstreamRequest(
      '/v1/garage/notify-requests',
      { actor: ANON },
      { method: 'POST', body: { contact: '9845012345', city: 'Pune' } },
    );
    expect(post.method).toBe('POST');
    expect(post.headers.get('content-type')).toBe('application/json');
    expect(await post.text()).toBe('{"contact":"9845012345","city":"Pune"}');
    const get = buildUpstreamRequest('/v1/garage/service-types', { actor: ANON }, { method: 'GET' });
    expect(get.headers.has('content-type')).toBe(false);
    expect(get.body).toBeNull();
  });

  it('is not signed with a secret but no UPSTREAM_URL', async () => {
    const { buildUpstreamRequest } = await loadUpstream({ INTERNAL_API_SECRET: SECRET });
    const request = buildUpstreamRequest('/v1/x', { actor: CUSTOMER });
    expect(request.url).toBe('http://backend.internal/v1/x');
    expect([...request.headers.keys()].filter((k) => k.startsWith('x-internal-'))).toEqual([]);
  });
});

describe('the request to a backend on another machine', () => {
  const canonicalSignature = (parts: string[]) => createHmac('sha256', SECRET).update(parts.join('\n')).digest('hex');
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it("goes to UPSTREAM_URL's origin, signed over method, path, sorted query, body hash, actor, time and nonce", async () => {
    const { buildUpstreamRequest } = await loadUpstream({
      UPSTREAM_URL: 'http://garage-backend.internal:8080/ignored/',
      INTERNAL_API_SECRET: SECRET,
    });
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    const request = buildUpstreamRequest('/v1/garage/pricing/package', { actor: ANON }, { query: { model_id: 3, garage: 'abc' } });
    expect(request.url).toBe('http://garage-backend.internal:8080/v1/garage/pricing/package?model_id=3&garage=abc');
    const h = headersOf(request);
    expect(h['x-internal-actor']).toBe('eyJraW5kIjoiYW5vbnltb3VzIn0');
    expect(h['x-internal-timestamp']).toBe('1750000000000');
    expect(h['x-internal-nonce']).toMatch(/^[0-9a-f]{32}$/);
    expect(h['x-internal-signature']).toBe(
      canonicalSignature([
        'GET',
        '/v1/garage/pricing/package',
        'garage=abc&model_id=3',
        sha256(''),
        'eyJraW5kIjoiYW5vbnltb3VzIn0',
        '1750000000000',
        h['x-internal-nonce']!,
      ]),
    );
    expect(h['x-user-id']).toBeUndefined();
  });

  it('signs the body and the actor of a POST, with a fresh nonce each time', async () => {
    const { buildUpstreamRequest } = await loadUpstream({ UPSTREAM_URL: 'http://10.0.0.5:4321', INTERNAL_API_SECRET: SECRET });
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_123_456);
    const call = { method: 'POST' as const, body: { contact: '9845012345', city: 'Pune' } };
    const request = buildUpstreamRequest('/v1/garage/notify-requests', { actor: CUSTOMER }, call);
    const again = buildUpstreamRequest('/v1/garage/notify-requests', { actor: CUSTOMER }, call);
    const actor = 'eyJraW5kIjoiY3VzdG9tZXIiLCJpZCI6IjdkMWMyZjBlLTNiNGEtNGM1ZC04ZTZmLTlhMGIxYzJkM2U0ZiJ9';
    expect(request.headers.get('x-internal-actor')).toBe(actor);
    expect(JSON.parse(Buffer.from(actor, 'base64url').toString('utf8'))).toEqual(CUSTOMER);
    const nonce = request.headers.get('x-internal-nonce')!;
    expect(request.headers.get('x-internal-signature')).toBe(
      canonicalSignature([
        'POST',
        '/v1/garage/notify-requests',
        '',
        sha256('{"contact":"9845012345","city":"Pune"}'),
        actor,
        '1750000123456',
        nonce,
      ]),
    );
    expect(again.headers.get('x-internal-nonce')).not.toBe(nonce);
  });
});

describe('a signed request reaching the backend', () => {
  it('is believed by the backend, with its actor, however its query and body are spelt', async () => {
    const { buildUpstreamRequest } = await loadUpstream({ UPSTREAM_URL: 'http://10.0.0.5:4321', INTERNAL_API_SECRET: SECRET });
    const { createSignedAccess } = await import('@/backend/platform/signed-access');
    const seen = new Set<string>();
    const nonces = { firstUse: async (nonce: string) => !seen.has(nonce) && Boolean(seen.add(nonce)) };
    const access = createSignedAccess(SECRET, nonces);
    const get = buildUpstreamRequest(
      '/v1/garage/vehicles/models',
      { actor: CUSTOMER },
      { query: { make: 'maruti suzuki', fuels: ['PETROL', 'CNG'], note: 'a+b&c=d', city: 'ಬೆಂಗಳೂರು' } },
    );
    expect(await access(get)).toEqual({ ok: true, actor: CUSTOMER });
    const post = buildUpstreamRequest(
      '/v1/garage/notify-requests',
      { actor: ANON },
      { method: 'POST', body: { city: 'ಬೆಂಗಳೂರು', contact: 'asha@example.in' } },
    );
    expect(await access(post)).toEqual({ ok: true, actor: ANON });
    const other = createSignedAccess('another-secret-of-32-characters!', nonces);
    expect(await other(buildUpstreamRequest('/v1/x', { actor: ANON }))).toEqual({ ok: false, reason: 'bad signature' });
  });
});

describe('sending to the backend', () => {
  it('fails as UNAVAILABLE with no backend in this process and no UPSTREAM_URL', async () => {
    const { buildUpstreamRequest, sendUpstream, AppError } = await loadUpstream();
    const sent = sendUpstream(buildUpstreamRequest('/v1/x', { actor: ANON }), ANON);
    await expect(sent).rejects.toBeInstanceOf(AppError);
    await expect(sent).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'The garage service is not running in this process and UPSTREAM_URL is not set',
    });
  });

  it('within a request, hands the backend what is left of the request’s one time budget, and answers 503 at once when none is', async () => {
    const { buildUpstreamRequest, registerInProcessBackend, sendUpstream } = await loadUpstream();
    const { withRequestBudget } = await import('@/proxy/request-budget');
    const handle = vi.fn(async () => new Response('{"data":1}', { status: 200 }));
    registerInProcessBackend({ handle });
    await withRequestBudget(8000, () => sendUpstream(buildUpstreamRequest('/v1/x', { actor: CUSTOMER }), CUSTOMER));
    const budget = (handle.mock.calls[0] as unknown as [Request, unknown, number])[2];
    expect(budget).toBeGreaterThan(7000);
    expect(budget).toBeLessThanOrEqual(8000);
    const spent = withRequestBudget(0, () => sendUpstream(buildUpstreamRequest('/v1/x', { actor: CUSTOMER }), CUSTOMER));
    await expect(spent).rejects.toMatchObject({ code: 'UNAVAILABLE', retryAfterSeconds: 5 });
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it('hands the request and the actor to the in-process backend and returns its answer', async () => {
    const { buildUpstreamRequest, callUpstream, registerInProcessBackend, sendUpstream } = await loadUpstream();
    const handle = vi.fn(async () => new Response('{"data":1}', { status: 201 }));
    registerInProcessBackend({ handle });
    const request = buildUpstreamRequest('/v1/x', { actor: CUSTOMER });
    const answer = await sendUpstream(request, CUSTOMER);
    expect(answer.status).toBe(201);
    // Outside a request there is no budget: the backend's own time limit holds.
    expect(handle).toHaveBeenCalledWith(request, CUSTOMER, undefined);
    await callUpstream('/v1/y', { actor: CUSTOMER, workshopId: 'SC-9' });
    const [sent, actor] = handle.mock.calls[1] as unknown as [Request, unknown];
    expect(sent.url).toBe('http://backend.internal/v1/y');
    expect(sent.headers.get('x-workshop-id')).toBe('SC-9');
    expect(actor).toEqual(CUSTOMER);
  });

  it('goes over the network with UPSTREAM_URL, even when a backend is registered here', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":"remote"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const { callUpstream, registerInProcessBackend } = await loadUpstream({
        UPSTREAM_URL: `http://127.0.0.1:${port}`,
        INTERNAL_API_SECRET: SECRET,
      });
      const handle = vi.fn(async () => new Response('{"data":"local"}'));
      registerInProcessBackend({ handle });
      const answer = await callUpstream('/v1/x', { actor: ANON });
      expect(await answer.text()).toBe('{"data":"remote"}');
      expect(handle).not.toHaveBeenCalled();
      expect(seen[0]!['x-internal-actor']).toBe('eyJraW5kIjoiYW5vbnltb3VzIn0');
    } finally {
      server.close();
    }
  });

  it('fails as UNAVAILABLE when UPSTREAM_URL does not answer', async () => {
    const { callUpstream } = await loadUpstream({ UPSTREAM_URL: 'http://127.0.0.1:1', INTERNAL_API_SECRET: SECRET });
    await expect(callUpstream('/v1/x', { actor: ANON })).rejects.toMatchObject({
      name: 'AppError',
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/^The garage service could not be reached \(.+\)$/),
    });
  });
});

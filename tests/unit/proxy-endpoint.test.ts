// The proxy endpoint's two halves: reading a request's input by the declaration, and relaying the
// backend's answer with the declared cache lifetime (errors are never publicly cacheable).
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import type { EndpointCall } from '@/proxy/endpoint';
import { readJsonBody } from '@/runtime/read-json-body';

/** A call as Astro's context gives it (src/proxy/endpoint.ts, fromAstro). */
const fromRequest = (request: Request, params: Record<string, string> = {}, locals: object = {}): EndpointCall => ({
  params,
  searchParams: new URL(request.url).searchParams,
  header: (name) => request.headers.get(name),
  readJson: (maxBytes) => readJsonBody(request, maxBytes),
  locals: locals as App.Locals,
});

const SETTINGS = [
  'APP_ENV',
  'NODE_ENV',
  'GARAGE_CACHE_SECONDS',
  'LOG_LEVEL',
  'UPSTREAM_URL',
  'INTERNAL_API_SECRET',
  'SITE_ORIGIN',
  'MSG91_AUTH_KEY',
  'MSG91_SIGN_IN_TEMPLATE_ID',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;
/** What a production or staging start must have (decision 038): real providers and the public origin. */
const DEPLOYED = {
  SITE_ORIGIN: 'https://service.example.in',
  MSG91_AUTH_KEY: 'msg91-auth-key-for-tests',
  MSG91_SIGN_IN_TEMPLATE_ID: '65f1a2b3c4d5e6f708091a2b',
  RAZORPAY_KEY_ID: 'rzp_test_Proxy123',
  RAZORPAY_KEY_SECRET: 'key-secret-for-tests',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret-for-tests',
};
const saved = Object.fromEntries(SETTINGS.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of SETTINGS)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  // Modules loaded here keep the settings they were loaded with: files sharing this worker (the
  // mutation run's, which are not isolated) must not import them.
  vi.resetModules();
});

async function load(settings: Partial<Record<(typeof SETTINGS)[number], string>> = {}) {
  for (const k of SETTINGS) delete process.env[k];
  const deployed = settings.APP_ENV === 'production' || settings.APP_ENV === 'staging';
  Object.assign(process.env, { LOG_LEVEL: 'silent', ...(deployed ? DEPLOYED : {}), ...settings });
  vi.resetModules();
  const { API_ENDPOINTS } = await import('@/contracts/endpoints');
  return { ...(await import('@/proxy/endpoint')), API_ENDPOINTS };
}

const GARAGE = {
  id: 'g-1',
  code: 'KUD',
  name: 'Kudlu Gate Service Centre',
  address: '12 Hosur Road',
  city: 'Bengaluru',
  locality: 'Kudlu Gate',
  phone: '08040000000',
  latitude: 12.89,
  longitude: 77.64,
  workshop_code: 'SC-KUD-01',
};
const MAPPING = JSON.stringify({ data: { pincode: '560068', locality: 'Kudlu Gate', city: 'Bengaluru', garage: GARAGE } });
const answer = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

describe('relaying the backend answer', () => {
  it('gives a success the declared shared lifetime, with its status and body kept', async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'test' });
    const relayed = await relay(API_ENDPOINTS['pincode-mapping/{pincode}'], answer(MAPPING));
    expect(relayed.status).toBe(200);
    expect(Object.fromEntries(relayed.headers)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=600',
      'content-type': 'application/json; charset=utf-8',
      'x-robots-tag': 'noindex',
      // The path alone keys the cache: pincode-mapping has no query.
      'x-cache-key-params': '',
    });
    expect(await relayed.text()).toBe(MAPPING);
  });

  it('tells the response cache which query parameters a cacheable answer depends on', async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'production' });
    const relayed = await relay(API_ENDPOINTS['get-car-serviceable'], answer(JSON.stringify({ data: {} })));
    expect(relayed.headers.get('x-cache-key-params')).toBe('garage_id,make');
    const error = await relay(
      API_ENDPOINTS['get-car-serviceable'],
      answer(JSON.stringify({ error: { code: 'GARAGE_NOT_FOUND', message: 'x' } }), 404),
    );
    expect(error.headers.get('x-cache-key-params')).toBeNull();
  });

  it('passes a declared 204 on without a body, never stored; an undeclared empty answer is a bad gateway', async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'test' });
    const removed = await relay(API_ENDPOINTS['users-address/{id}'], new Response(null, { status: 204 }));
    expect([removed.status, removed.headers.get('cache-control'), removed.headers.get('x-robots-tag'), await removed.text()]).toEqual([
      204,
      'no-store',
      'noindex',
      '',
    ]);
    // The same endpoint's error is passed on as it is, not as a 204.
    const missing = await relay(
      API_ENDPOINTS['users-address/{id}'],
      answer('{"error":{"code":"ADDRESS_NOT_FOUND","message":"We could not find this address"}}', 404),
    );
    expect([missing.status, (await missing.json()).error.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    const odd = await relay(API_ENDPOINTS['get-user-details'], new Response(null, { status: 204 }));
    expect(odd.status).toBe(502);
  });

  it("passes the backend's Retry-After on", async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'test' });
    const limited = new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Later' } }), {
      status: 429,
      headers: { 'retry-after': '42' },
    });
    const relayed = await relay(API_ENDPOINTS['notify-me'], limited);
    expect(relayed.status).toBe(429);
    expect(relayed.headers.get('retry-after')).toBe('42');
  });

  it('marks a success of an endpoint declared with cache 0 no-store', async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'test' });
    const body = JSON.stringify({
      data: {
        registration_number: 'KA01AB1234',
        make: 'Maruti',
        make_slug: 'maruti',
        model: 'Swift',
        model_id: 7,
        body_type: 'HATCHBACK',
        variant_id: null,
        variant_name: null,
        fuel_type: 'PETROL',
        registration_year: 2019,
        color: null,
      },
    });
    const relayed = await relay(API_ENDPOINTS['get-vehicle-details'], answer(body));
    expect(relayed.status).toBe(200);
    expect(relayed.headers.get('cache-control')).toBe('no-store');
  });

  it.each([404, 409, 429, 500, 503])('never lets a %i answer be shared, and keeps its status and body', async (status) => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'test' });
    const body = '{"error":{"code":"PINCODE_NOT_SERVED","message":"No service centre serves 560099 yet"}}';
    const relayed = await relay(API_ENDPOINTS['pincode-mapping/{pincode}'], answer(body, status));
    expect(relayed.status).toBe(status);
    expect(relayed.headers.get('cache-control')).toBe('no-store');
    expect(relayed.headers.get('x-robots-tag')).toBe('noindex');
    expect(await relayed.text()).toBe(body);
  });

  it('answers 502 UPSTREAM_FAILED for a body that is not JSON, in production too', async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'production' });
    const relayed = await relay(API_ENDPOINTS['pincode-mapping/{pincode}'], answer('<html>Bad gateway</html>'));
    expect(relayed.status).toBe(502);
    expect(relayed.headers.get('cache-control')).toBe('no-store');
    expect(await relayed.json()).toEqual({ error: { code: 'UPSTREAM_FAILED', message: 'API returned non 200 response' } });
  });

  it.each(['test', 'development', 'staging'])('answers 502 for a body that breaks the declaration when APP_ENV is %s', async (APP_ENV) => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV });
    const broken = await relay(API_ENDPOINTS['pincode-mapping/{pincode}'], answer('{"data":{"pincode":560068}}'));
    expect(broken.status).toBe(502);
    expect(broken.headers.get('cache-control')).toBe('no-store');
    expect(await broken.json()).toEqual({ error: { code: 'UPSTREAM_FAILED', message: 'API returned non 200 response' } });
    const badError = await relay(API_ENDPOINTS['pincode-mapping/{pincode}'], answer('{"message":"nope"}', 404));
    expect(badError.status).toBe(502);
    // An error body must name its code and message.
    const emptyError = await relay(API_ENDPOINTS['pincode-mapping/{pincode}'], answer('{"error":{}}', 404));
    expect(emptyError.status).toBe(502);
  });

  it('passes a body that breaks the declaration through in production', async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'production' });
    const relayed = await relay(API_ENDPOINTS['pincode-mapping/{pincode}'], answer('{"data":{"pincode":560068}}'));
    expect(relayed.status).toBe(200);
    expect(await relayed.text()).toBe('{"data":{"pincode":560068}}');
  });
});

describe('the cache-control of an endpoint', () => {
  it('is public with s-maxage for a number of seconds, no-store for 0', async () => {
    const { cacheControlOf, API_ENDPOINTS } = await load();
    expect(cacheControlOf(API_ENDPOINTS['pincode-mapping/{pincode}'])).toBe('public, max-age=0, s-maxage=600');
    expect(cacheControlOf(API_ENDPOINTS['vehicle-makes'])).toBe('public, max-age=0, s-maxage=3600');
    expect(cacheControlOf(API_ENDPOINTS['service-types'])).toBe('public, max-age=0, s-maxage=60');
    expect(cacheControlOf(API_ENDPOINTS['get-vehicle-details'])).toBe('no-store');
    expect(cacheControlOf(API_ENDPOINTS['notify-me'])).toBe('no-store');
  });

  it('uses GARAGE_CACHE_SECONDS (600 unless set) for garage data', async () => {
    const byDefault = await load();
    expect(byDefault.cacheControlOf(byDefault.API_ENDPOINTS['garage-details-from-id/{id}'])).toBe('public, max-age=0, s-maxage=600');
    const set = await load({ GARAGE_CACHE_SECONDS: '120' });
    expect(set.cacheControlOf(set.API_ENDPOINTS['garage-details-from-id/{id}'])).toBe('public, max-age=0, s-maxage=120');
    const off = await load({ GARAGE_CACHE_SECONDS: '0' });
    expect(off.cacheControlOf(off.API_ENDPOINTS['garage-details-from-id/{id}'])).toBe('no-store');
  });
});

describe("reading a request's input", () => {
  const ctx = (url: string, params: Record<string, string> = {}, init?: RequestInit) => fromRequest(new Request(url, init), params);
  const BASE = 'http://localhost/service-centre/api';

  it('takes path segments as given, without decoding them again', async () => {
    const { parseRequestInput, API_ENDPOINTS } = await load();
    const endpoint = API_ENDPOINTS['pincode-mapping/{pincode}'];
    expect(await parseRequestInput(endpoint, ctx(`${BASE}/pincode-mapping/560068`, { pincode: ' 560068 ' }))).toEqual({
      ok: true,
      input: { pincode: '560068' },
    });
    for (const pincode of ['%25', '56%30068']) {
      const refused = await parseRequestInput(endpoint, ctx(`${BASE}/pincode-mapping/x`, { pincode }));
      expect(refused.ok).toBe(false);
    }
    const city = API_ENDPOINTS['garage-details-from-city/{city}'];
    expect((await parseRequestInput(city, ctx(`${BASE}/x`, { city: 'Kudlu%20Gate' }))).ok).toBe(false);
    expect(await parseRequestInput(city, ctx(`${BASE}/x`, { city: 'Kudlu Gate' }))).toEqual({ ok: true, input: { city: 'Kudlu Gate' } });
  });

  it('answers 400 VALIDATION_FAILED naming the field, never cached', async () => {
    const { parseRequestInput, API_ENDPOINTS } = await load();
    const parsed = await parseRequestInput(API_ENDPOINTS['pincode-mapping/{pincode}'], ctx(`${BASE}/x`, { pincode: '%25' }));
    if (parsed.ok) throw new Error('expected a refusal');
    expect(parsed.response.status).toBe(400);
    expect(parsed.response.headers.get('cache-control')).toBe('no-store');
    expect(await parsed.response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'pincode: Enter a valid 6-digit pincode' },
    });
  });

  it('parses the query by the declared schema', async () => {
    const { parseRequestInput, API_ENDPOINTS } = await load();
    expect(
      await parseRequestInput(API_ENDPOINTS['get-nearby-garages'], ctx(`${BASE}/get-nearby-garages?lat=12.9&lng=77.6&utm_source=x`)),
    ).toEqual({ ok: true, input: { lat: 12.9, lng: 77.6, limit: 5 } });
    const missing = await parseRequestInput(API_ENDPOINTS['get-vehicle-details'], ctx(`${BASE}/get-vehicle-details`));
    if (missing.ok) throw new Error('expected a refusal');
    expect(missing.response.status).toBe(400);
    expect((await missing.response.json()).error.message).toMatch(/^registration_number: /);
  });

  it('parses a JSON body, naming the field that fails', async () => {
    const { parseRequestInput, API_ENDPOINTS } = await load();
    const post = (body: string) => ctx(`${BASE}/notify-me`, {}, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(await parseRequestInput(API_ENDPOINTS['notify-me'], post('{"contact":"+91 98450 12345","city":" Pune "}'))).toEqual({
      ok: true,
      input: { contact: '9845012345', city: 'Pune' },
    });
    const refused = await parseRequestInput(API_ENDPOINTS['notify-me'], post('{"contact":"9845012345","city":"P"}'));
    if (refused.ok) throw new Error('expected a refusal');
    expect(refused.response.status).toBe(400);
    expect(await refused.response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'city: Enter your city' } });
  });
});

describe('relaying a stored file (an estimate photo)', () => {
  it('passes the bytes of a declared type on, kept privately for a year, never sniffed', async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'test' });
    const bytes = new Uint8Array([82, 73, 70, 70, 0, 1, 2]);
    const relayed = await relay(
      API_ENDPOINTS['line-photos/{photo_id}/{size}'],
      new Response(bytes, { status: 200, headers: { 'content-type': 'image/webp' } }),
    );
    expect(relayed.status).toBe(200);
    expect(Object.fromEntries(relayed.headers)).toEqual({
      'cache-control': 'private, max-age=31536000, immutable',
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    });
    expect(new Uint8Array(await relayed.arrayBuffer())).toEqual(bytes);
  });
  it('refuses a type it did not declare (502), and passes an error on as JSON, not cacheable', async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'test' });
    const photo = API_ENDPOINTS['line-photos/{photo_id}/{size}'];
    const html = await relay(photo, new Response('<script>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect([html.status, await html.json()]).toEqual([
      502,
      { error: { code: 'UPSTREAM_FAILED', message: 'API returned non 200 response' } },
    ]);
    const missing = await relay(
      photo,
      new Response(JSON.stringify({ error: { code: 'PHOTO_NOT_FOUND', message: 'We could not find this photo' } }), { status: 404 }),
    );
    expect([missing.status, missing.headers.get('cache-control'), (await missing.json()).error.code]).toEqual([
      404,
      'no-store',
      'PHOTO_NOT_FOUND',
    ]);
  });
});

describe("a polled answer's ETag (decision 027)", () => {
  const ORDER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
  const QC = JSON.stringify({ data: { work_order_id: ORDER, items: [], passed: false } });
  // Worked out here with node's crypto, as the decision describes it: 27 characters of the body's SHA-256, base64url, quoted.
  const TAG = `"${createHash('sha256').update(QC).digest('base64url').slice(0, 27)}"`;
  const polled = async (ifNoneMatch?: string, body = QC, status = 200) => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'test' });
    return relay(API_ENDPOINTS['qc-updates/{id}'], answer(body, status), ifNoneMatch ?? null);
  };

  it('names the body by its hash and answers it whole to a request without one', async () => {
    const first = await polled();
    expect([first.status, first.headers.get('etag'), await first.text()]).toEqual([200, TAG, QC]);
    expect(TAG).toHaveLength(29);
  });

  it('answers 304 with no body to a request that has it: alone, in a list, weak, or any', async () => {
    for (const header of [TAG, `"other", ${TAG}`, `W/${TAG}`, '*']) {
      const unchanged = await polled(header);
      expect([
        header,
        unchanged.status,
        unchanged.headers.get('etag'),
        unchanged.headers.get('content-type'),
        unchanged.headers.get('cache-control'),
        await unchanged.text(),
      ]).toEqual([header, 304, TAG, null, 'no-store', '']);
    }
  });

  it('answers the new body to a request with another tag, and never 304 for an error', async () => {
    const changed = await polled('"an-older-body-of-this-order"');
    expect([changed.status, await changed.text()]).toEqual([200, QC]);
    const error = JSON.stringify({ error: { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' } });
    const missing = await polled('*', error, 404);
    expect([missing.status, missing.headers.get('etag'), (await missing.json()).error.code]).toEqual([404, null, 'ORDER_NOT_FOUND']);
  });

  it('gives an endpoint not declared polled no ETag', async () => {
    const { relay, API_ENDPOINTS } = await load({ APP_ENV: 'test' });
    const relayed = await relay(API_ENDPOINTS['pincode-mapping/{pincode}'], answer(MAPPING), '*');
    expect([relayed.status, relayed.headers.get('etag')]).toEqual([200, null]);
  });
});

describe('a proxy endpoint end to end, against a backend in this process', () => {
  const seen: { url: string; method: string; headers: Record<string, string>; body: string; actor: unknown }[] = [];
  const register = async (reply: (request: Request) => Response) => {
    const loaded = await load({ APP_ENV: 'test' });
    const { registerInProcessBackend } = await import('@/proxy/upstream');
    seen.length = 0;
    registerInProcessBackend({
      async handle(request, actor) {
        seen.push({
          url: request.url,
          method: request.method,
          headers: Object.fromEntries(request.headers),
          body: await request.clone().text(),
          actor,
        });
        return reply(request);
      },
    });
    return loaded;
  };
  const ctx = (url: string, params: Record<string, string>, init: RequestInit = {}, actor?: unknown) =>
    ({ params, url: new URL(url), request: new Request(url, init), locals: actor ? { actor } : {} }) as unknown as APIContext;
  afterEach(async () => (await import('@/proxy/upstream')).registerInProcessBackend(undefined));

  it('reads the path by its declaration, calls the backend with the actor, and relays its answer', async () => {
    const { proxyEndpoint } = await register(() => answer(MAPPING));
    const response = await proxyEndpoint('pincode-mapping/{pincode}')(
      ctx('http://localhost/service-centre/api/pincode-mapping/560068', { pincode: '560068' }),
    );
    expect([response.status, await response.text()]).toEqual([200, MAPPING]);
    expect(seen.map((s) => [s.method, new URL(s.url).pathname, s.actor])).toEqual([
      ['GET', '/v1/garage/pincode/560068', { kind: 'anonymous' }],
    ]);
  });

  it('answers a bad input 400 without calling the backend', async () => {
    const { proxyEndpoint } = await register(() => answer(MAPPING));
    const response = await proxyEndpoint('pincode-mapping/{pincode}')(
      ctx('http://localhost/service-centre/api/pincode-mapping/x', { pincode: '12' }),
    );
    expect([response.status, (await response.json()).error.code, seen.length]).toEqual([400, 'VALIDATION_FAILED', 0]);
  });

  it("refuses a visitor on a signed-in route before reading anything (401), and passes a customer's Idempotency-Key on", async () => {
    const ORDER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const payment = JSON.stringify({
      data: {
        payment_id: '0c9e2f4a-2222-4d5e-8f70-112233445566',
        amount: 205_100,
        status: 'CREATED',
        payin_url: '/service-centre/dev/pay/order_X',
        provider: 'sandbox',
        provider_order_id: 'order_X',
        failure_reason: null,
      },
    });
    const { proxyEndpoint } = await register(() => answer(payment));
    const pay = proxyEndpoint('garage-timeline/{id}/bill/pay');
    const url = `http://localhost/service-centre/api/garage-timeline/${ORDER}/bill/pay`;
    const visitor = await pay(ctx(url, { id: ORDER }, { method: 'POST' }));
    expect([visitor.status, (await visitor.json()).error.code, seen.length]).toEqual([401, 'UNAUTHORIZED', 0]);
    const customer = { kind: 'customer', id: '3f2e1d0c-0000-4000-8000-000000000005' };
    const paid = await pay(ctx(url, { id: ORDER }, { method: 'POST', headers: { 'idempotency-key': 'bill-key-1' } }, customer));
    expect([paid.status, (await paid.json()).data.amount]).toEqual([200, 205_100]);
    expect([seen[0]!.method, new URL(seen[0]!.url).pathname, seen[0]!.headers['idempotency-key'], seen[0]!.actor]).toEqual([
      'POST',
      `/v1/garage/timeline/${ORDER}/bill/pay`,
      'bill-key-1',
      customer,
    ]);
    // Without a key, none is sent.
    await pay(ctx(url, { id: ORDER }, { method: 'POST' }, customer));
    expect(seen[1]!.headers['idempotency-key']).toBeUndefined();
  });

  it('answers through another endpoint, keeping the part of its data it is given (proxyVia)', async () => {
    const { proxyVia, API_ENDPOINTS } = await register(() => answer(MAPPING));
    const route = proxyVia('pincode-mapping/{pincode}', API_ENDPOINTS['pincode-mapping/{pincode}'], (data, context) => ({
      city: data.city,
      asked: context.url.pathname,
    }));
    const response = await route(ctx('http://localhost/service-centre/api/pincode-mapping/560068', { pincode: '560068' }));
    expect([response.status, await response.json()]).toEqual([
      200,
      { data: { city: 'Bengaluru', asked: '/service-centre/api/pincode-mapping/560068' } },
    ]);
    const refused = await route(ctx('http://localhost/x', { pincode: '12' }));
    expect([refused.status, seen.length]).toEqual([400, 1]);
  });

  it('a backend error keeps its status and body; a backend that throws is a 503', async () => {
    const { proxyEndpoint } = await register(() =>
      answer(JSON.stringify({ error: { code: 'PINCODE_NOT_SERVED', message: 'We do not serve 110001 yet' } }), 404),
    );
    const notServed = await proxyEndpoint('pincode-mapping/{pincode}')(ctx('http://localhost/x', { pincode: '110001' }));
    expect([notServed.status, await notServed.json()]).toEqual([
      404,
      { error: { code: 'PINCODE_NOT_SERVED', message: 'We do not serve 110001 yet' } },
    ]);
    const { registerInProcessBackend } = await import('@/proxy/upstream');
    registerInProcessBackend(undefined);
    const down = await proxyEndpoint('pincode-mapping/{pincode}')(ctx('http://localhost/x', { pincode: '560068' }));
    expect([down.status, (await down.json()).error.code]).toEqual([503, 'UNAVAILABLE']);
  });
});

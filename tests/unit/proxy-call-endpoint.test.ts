// Calling a declared endpoint's backend route, and reading its answer. A fake in-process backend
// captures the Request the proxy builds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ANONYMOUS } from '@/contracts/actor';
import { API_ENDPOINTS, BACKEND_ENDPOINTS, defineEndpoint } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import { callEndpoint, fetchData, orNullWhen, readData } from '@/proxy/call-endpoint';
import { registerInProcessBackend } from '@/proxy/upstream';

const CUSTOMER = { kind: 'customer', id: '7d1c2f0e-3b4a-4c5d-8e6f-9a0b1c2d3e4f' } as const;
let sent: { request: Request; actor: unknown }[] = [];
let reply = () => Response.json({ data: null });

beforeEach(() => {
  sent = [];
  reply = () => Response.json({ data: null });
  registerInProcessBackend({
    handle: async (request, actor) => {
      sent.push({ request, actor });
      return reply();
    },
  });
});
afterEach(() => registerInProcessBackend(undefined));

describe('calling an endpoint', () => {
  it('fills the path segments and sends nothing else', async () => {
    await callEndpoint(API_ENDPOINTS['pincode-mapping/{pincode}'], { pincode: '560068' }, { actor: CUSTOMER, workshopId: 'SC-KUD-01' });
    const [{ request, actor }] = sent as [(typeof sent)[0]];
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://backend.internal/v1/garage/pincode/560068');
    expect(request.headers.get('x-workshop-id')).toBe('SC-KUD-01');
    expect(actor).toEqual(CUSTOMER);
  });

  it('encodes each path value once, and refuses one of only dots (it would climb to another route)', async () => {
    const free = defineEndpoint({
      access: 'public',
      method: 'GET',
      upstream: '/v1/t/{a}',
      params: z.object({ a: z.string() }),
      answer: z.null(),
      cache: 0,
      summary: 't',
    });
    await callEndpoint(free, { a: 'kudlu gate/100%' }, { actor: ANONYMOUS });
    expect(sent[0]!.request.url).toBe('http://backend.internal/v1/t/kudlu%20gate%2F100%25');
    for (const a of ['..', '.', ''])
      await expect(callEndpoint(free, { a }, { actor: ANONYMOUS })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(sent).toHaveLength(1);
  });

  it('refuses path values that break the declared schema before sending anything', async () => {
    await expect(
      callEndpoint(BACKEND_ENDPOINTS.landingContent, { city: 'bengaluru', locality: 'kudlu gate/100%' }, { actor: ANONYMOUS }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(sent).toEqual([]);
  });

  it('sends the rest of a GET input as the query', async () => {
    await callEndpoint(API_ENDPOINTS['get-nearby-garages'], { lat: 12.9, lng: 77.6, limit: 5 }, { actor: ANONYMOUS });
    const { request } = sent[0]!;
    expect(request.url).toBe('http://backend.internal/v1/garage/nearby-garages?lat=12.9&lng=77.6&limit=5');
    expect(request.body).toBeNull();
  });

  it('keeps path values out of the query and the body', async () => {
    const both = defineEndpoint({
      access: 'public',
      method: 'GET',
      upstream: '/v1/t/{id}',
      params: z.object({ id: z.string() }),
      query: z.object({ q: z.string() }),
      answer: z.null(),
      cache: 0,
      summary: 't',
    });
    await callEndpoint(both, { id: 'a b', q: 'x' }, { actor: ANONYMOUS });
    expect(sent[0]!.request.url).toBe('http://backend.internal/v1/t/a%20b?q=x');
    const post = defineEndpoint({
      access: 'public',
      method: 'POST',
      upstream: '/v1/t/{id}/notes',
      params: z.object({ id: z.string() }),
      body: z.object({ note: z.string() }),
      answer: z.null(),
      cache: 0,
      summary: 't',
    });
    await callEndpoint(post, { id: '42', note: 'hello' }, { actor: ANONYMOUS });
    expect(sent[1]!.request.url).toBe('http://backend.internal/v1/t/42/notes');
    expect(await sent[1]!.request.text()).toBe('{"note":"hello"}');
  });

  it('sends a POST input as the JSON body, with no query', async () => {
    await callEndpoint(API_ENDPOINTS['notify-me'], { contact: '9845012345', city: 'Pune' }, { actor: ANONYMOUS });
    const { request } = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://backend.internal/v1/garage/notify-requests');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe('{"contact":"9845012345","city":"Pune"}');
  });

  it('refuses an endpoint the proxy answers itself', async () => {
    await expect(callEndpoint(API_ENDPOINTS.logger, {}, { actor: ANONYMOUS })).rejects.toThrow(/no backend route/);
  });

  it('returns the data of a good answer through fetchData', async () => {
    reply = () => Response.json({ data: { registration_number: '^[A-Z]{2}' } });
    expect(await fetchData(API_ENDPOINTS['regex-service'], {}, { actor: ANONYMOUS })).toEqual({ registration_number: '^[A-Z]{2}' });
    expect(sent[0]!.request.url).toBe('http://backend.internal/v1/garage/vehicles/registration-pattern');
  });
});

describe('reading an answer', () => {
  const pattern = API_ENDPOINTS['regex-service'];
  const failure = async (response: Response) =>
    readData(pattern, response).then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e as AppError,
    );

  it('returns data, or the whole body of a bare endpoint', async () => {
    expect(await readData(pattern, Response.json({ data: { registration_number: 'x' } }))).toEqual({ registration_number: 'x' });
    const health = { status: 'ok', database: 'up', databaseKind: 'pglite', migration: null };
    expect(await readData(API_ENDPOINTS.health, Response.json(health))).toEqual(health);
  });

  it("throws the backend's code and message for a failed answer", async () => {
    const error = await failure(Response.json({ error: { code: 'PINCODE_NOT_SERVED', message: 'Not yet' } }, { status: 404 }));
    expect(error).toBeInstanceOf(AppError);
    expect([error.code, error.message]).toEqual(['PINCODE_NOT_SERVED', 'Not yet']);
  });

  it('throws UPSTREAM_FAILED for a code we do not know, and the unknown-error text without a message', async () => {
    const unknown = await failure(Response.json({ error: { code: 'TEAPOT', message: 'short and stout' } }, { status: 418 }));
    expect([unknown.code, unknown.message]).toEqual(['UPSTREAM_FAILED', 'short and stout']);
    const silent = await failure(Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 }));
    expect([silent.code, silent.message]).toEqual(['NOT_FOUND', 'An unknown error occurred']);
    const html = await failure(new Response('<h1>502</h1>', { status: 502 }));
    expect([html.code, html.message]).toEqual(['UPSTREAM_FAILED', 'An unknown error occurred']);
  });

  it('throws UPSTREAM_FAILED for a good status with a body that breaks the declaration', async () => {
    const error = await failure(Response.json({ registration_number: 'x' }));
    expect([error.code, error.message]).toEqual(['UPSTREAM_FAILED', 'API returned non 200 response']);
  });
});

describe('orNullWhen', () => {
  it('gives the value of a success', async () => {
    expect(await orNullWhen(Promise.resolve(7), 'GARAGE_NOT_FOUND')).toBe(7);
  });

  it('gives null for the codes named and for VALIDATION_FAILED', async () => {
    expect(await orNullWhen(Promise.reject(new AppError('GARAGE_NOT_FOUND', 'x')), 'GARAGE_NOT_FOUND', 'PINCODE_NOT_SERVED')).toBeNull();
    expect(await orNullWhen(Promise.reject(new AppError('PINCODE_NOT_SERVED', 'x')), 'GARAGE_NOT_FOUND', 'PINCODE_NOT_SERVED')).toBeNull();
    expect(await orNullWhen(Promise.reject(new AppError('VALIDATION_FAILED', 'x')))).toBeNull();
  });

  it('rethrows other codes and other errors', async () => {
    await expect(orNullWhen(Promise.reject(new AppError('UNAVAILABLE', 'down')), 'GARAGE_NOT_FOUND')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    const fault = new TypeError('boom');
    await expect(orNullWhen(Promise.reject(fault), 'GARAGE_NOT_FOUND')).rejects.toBe(fault);
  });
});

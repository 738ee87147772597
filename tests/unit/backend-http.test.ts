// Backend routes built from the declarations: input parsed by the declared schemas, the actor
// passed along, `{ data }` answered with the first success status.
import { Hono } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ANONYMOUS } from '@/contracts/actor';
import { API_ENDPOINTS, defineEndpoint } from '@/contracts/endpoints';
import { AppError, errorBody, toErrorAnswer } from '@/contracts/errors';
import { honoPath, reply, serve, type BackendApp, type BackendEnv } from '@/backend/platform/http';

const CUSTOMER = { kind: 'customer', id: '7d1c2f0e-3b4a-4c5d-8e6f-9a0b1c2d3e4f' } as const;
let app: BackendApp;
let thrown: unknown[];

beforeEach(() => {
  // As src/backend/app.ts: the actor from the binding, errors turned into the one error shape.
  app = new Hono<BackendEnv>();
  thrown = [];
  app.use('*', async (c, next) => {
    c.set('actor', c.env?.actor ?? ANONYMOUS);
    await next();
  });
  app.onError((error, c) => {
    thrown.push(error);
    const { status, body } = toErrorAnswer(error);
    return c.json(body, status as 400);
  });
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'no route'), 404));
});
const call = (path: string, init: RequestInit = {}, actor?: unknown) =>
  app.fetch(new Request(`http://backend.internal${path}`, init), actor ? { actor } : {});

describe('honoPath', () => {
  it('turns {name} segments into :name', () => {
    expect(honoPath('/v1/garage/pincode/{pincode}')).toBe('/v1/garage/pincode/:pincode');
    expect(honoPath('/v1/garage/landing/{city}/{locality}')).toBe('/v1/garage/landing/:city/:locality');
    expect(honoPath('/v1/garage/service-types')).toBe('/v1/garage/service-types');
  });
});

describe('a served endpoint', () => {
  it('parses the path segments, passes the actor and answers { data } with 200', async () => {
    const handler = vi.fn(async (input: { pincode: string }) => ({ pincode: input.pincode }));
    serve(app, API_ENDPOINTS['pincode-mapping/{pincode}'], handler as never);
    const answer = await call('/v1/garage/pincode/%20560068', {}, CUSTOMER);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ data: { pincode: '560068' } });
    expect(handler).toHaveBeenCalledWith({ pincode: '560068' }, { actor: CUSTOMER });
  });

  it('passes the anonymous actor when the caller gave none', async () => {
    const handler = vi.fn(async () => ({ registration_number: 'x' }));
    serve(app, API_ENDPOINTS['regex-service'], handler);
    await call('/v1/garage/vehicles/registration-pattern');
    expect(handler).toHaveBeenCalledWith({}, { actor: { kind: 'anonymous' } });
  });

  it('decodes a path value once', async () => {
    const handler = vi.fn(async (_input: unknown) => null);
    serve(
      app,
      defineEndpoint({
        access: 'public',
        method: 'GET',
        upstream: '/v1/t/{id}',
        params: z.object({ id: z.string() }),
        answer: z.null(),
        cache: 0,
        summary: 't',
      }),
      handler,
    );
    await call('/v1/t/a%20b%2525');
    expect(handler.mock.calls[0]![0]).toEqual({ id: 'a b%25' });
  });

  it('parses the query by the declaration', async () => {
    const handler = vi.fn(async (_input: unknown) => []);
    serve(app, API_ENDPOINTS['get-nearby-garages'], handler);
    expect(await (await call('/v1/garage/nearby-garages?lat=12.9&lng=77.6')).json()).toEqual({ data: [] });
    expect(handler.mock.calls[0]![0]).toEqual({ lat: 12.9, lng: 77.6, limit: 5 });
  });

  it('parses a JSON body', async () => {
    const handler = vi.fn(async (input: { contact: string; city: string }) => ({
      id: 'n1',
      contact: input.contact,
      contactKind: 'PHONE',
      city: input.city,
      created: true,
    }));
    serve(app, API_ENDPOINTS['notify-me'], handler as never);
    const answer = await call('/v1/garage/notify-requests', {
      method: 'POST',
      body: '{"contact":"098450-12345","city":"Pune"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(handler.mock.calls[0]![0]).toEqual({ contact: '9845012345', city: 'Pune' });
    expect((await answer.json()).data).toMatchObject({ id: 'n1', contact: '9845012345' });
  });

  it('answers with the first declared success status', async () => {
    serve(
      app,
      defineEndpoint({
        access: 'public',
        method: 'POST',
        upstream: '/v1/t',
        answer: z.number(),
        success: [202, 200],
        cache: 0,
        summary: 't',
      }),
      async () => 7,
    );
    const answer = await call('/v1/t', { method: 'POST' });
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ data: 7 });
  });

  it('lets reply(status, body) choose the status and the whole body', async () => {
    serve(app, API_ENDPOINTS['notify-me'], async () => reply(201, { created: 'yes' }));
    const answer = await call('/v1/garage/notify-requests', { method: 'POST', body: '{"contact":"9845012345","city":"Pune"}' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ created: 'yes' });
  });

  it('answers a bare endpoint with the result itself', async () => {
    const health = { status: 'unavailable', database: 'down', databaseKind: 'pglite', migration: null };
    serve(app, API_ENDPOINTS.health, async () => health as never);
    const answer = await call('/v1/health');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(health);
  });

  it('answers 204 with no body', async () => {
    serve(
      app,
      defineEndpoint({
        access: 'public',
        method: 'DELETE',
        upstream: '/v1/t/{id}',
        params: z.object({ id: z.string() }),
        answer: z.null(),
        success: [204],
        cache: 0,
        summary: 't',
      }),
      async () => null,
    );
    const answer = await call('/v1/t/9', { method: 'DELETE' });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });

  it('throws VALIDATION_FAILED naming the field for a bad input, which answers 400', async () => {
    const handler = vi.fn(async () => ({}));
    serve(app, API_ENDPOINTS['pincode-mapping/{pincode}'], handler as never);
    serve(app, API_ENDPOINTS['get-nearby-garages'], handler as never);
    const answer = await call('/v1/garage/pincode/056001');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'pincode: Enter a valid 6-digit pincode' } });
    expect(thrown[0]).toBeInstanceOf(AppError);
    expect(handler).not.toHaveBeenCalled();
    expect((await (await call('/v1/garage/nearby-garages?lng=77.6')).json()).error.message).toMatch(/^lat: /);
  });

  it('serves only the declared method, and refuses an endpoint without a backend path', async () => {
    serve(app, API_ENDPOINTS['regex-service'], async () => ({ registration_number: 'x' }));
    expect((await call('/v1/garage/vehicles/registration-pattern', { method: 'POST', body: '{}' })).status).toBe(404);
    expect(() => serve(app, API_ENDPOINTS.logger, async () => null)).toThrow(/no backend path/);
  });
});

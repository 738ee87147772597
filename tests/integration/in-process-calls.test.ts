// The proxy's two ways to a backend in the same process (decision 061): a declared route called with
// its parts, and the Request handed to the backend's router. Each case runs both ways and types out
// what the answer must be, so either way drifting from the other, or from the declaration, fails.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ANONYMOUS, type Actor } from '@/contracts/actor';
import { API_ENDPOINTS, backendEndpoints, defineEndpoint, type Endpoint } from '@/contracts/endpoints';
import { callEndpoint } from '@/proxy/call-endpoint';
import { registerInProcessBackend, type UpstreamAnswer } from '@/proxy/upstream';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { HSR_ADDRESS as ADDRESS, swiftId } from '../support/booking-fixtures';

const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

interface Read {
  status: number;
  retryAfter: string | null;
  body: any;
}
const read = async (answer: UpstreamAnswer): Promise<Read> => {
  const text = await answer.text();
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: text === '' ? null : JSON.parse(text) };
};

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`calls within the process on ${target.name}`, () => {
    let backend: TestBackend;
    let requests = 0;
    /** The backend with its routes callable by their parts (the default), or reachable only through Requests. */
    const register = (way: 'parts' | 'request') => {
      const { handle, route } = backend.backend;
      const counted = (...args: Parameters<typeof handle>) => {
        requests += 1;
        return handle(...args);
      };
      registerInProcessBackend(way === 'parts' ? { handle: counted, route } : { handle: counted });
    };
    const call = async (
      way: 'parts' | 'request',
      endpoint: Endpoint,
      input: Record<string, unknown>,
      actor: Actor = ANONYMOUS,
      key?: string,
    ) => {
      register(way);
      return read(await callEndpoint(endpoint, input, { actor }, undefined, key));
    };
    /** The same call both ways, when it changes nothing: the two answers must be the same. */
    const bothWays = async (endpoint: Endpoint, input: Record<string, unknown>, actor: Actor = ANONYMOUS) => {
      const before = requests;
      const parts = await call('parts', endpoint, input, actor);
      expect(requests, 'a declared route is called by its parts, without a Request').toBe(before);
      const request = await call('request', endpoint, input, actor);
      expect(requests).toBe(before + 1);
      expect(parts).toEqual(request);
      return parts;
    };
    const customer = async (phone: string): Promise<Actor> => ({
      kind: 'customer',
      id: (await createTestSession(backend.database.db, phone)).userId,
    });

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterEach(() => registerInProcessBackend(undefined));
    afterAll(async () => {
      await backend?.stop();
    });

    it('every declared backend route, the browser’s and the pages’, can be called by its parts', () => {
      const declared = [...(Object.values(API_ENDPOINTS) as Endpoint[]), ...backendEndpoints()].filter((e) => e.upstream !== undefined);
      const missing = declared.filter((e) => !backend.backend.route(e.method, e.upstream!)).map((e) => `${e.method} ${e.upstream}`);
      expect(missing).toEqual([]);
      expect(declared.length).toBeGreaterThan(90);
    });

    it('a path segment reaches the route decoded, and the answer is the one over a Request', async () => {
      const byId = await bothWays(API_ENDPOINTS['garage-details-from-id/{id}'], { id: KUDLU_GATE });
      expect(byId.status).toBe(200);
      expect(byId.body.data.id).toBe(KUDLU_GATE);
      // A city with a space ('New%20Delhi' in the address) reaches the route as typed, an alias of Delhi.
      const city = await bothWays(API_ENDPOINTS['garage-details-from-city/{city}'], { city: 'New Delhi' });
      expect(city.status).toBe(200);
      expect(city.body.data.map((g: { name: string }) => g.name)).toEqual(['Service Centre Patparganj']);
    });

    it('a list in the query reaches the route as the address would carry it', async () => {
      const quote = await bothWays(API_ENDPOINTS['service-pricing'], {
        garage: KUDLU_GATE,
        model_id: await swiftId(backend),
        fuel_type: 'PETROL',
        service_type: 'specific_repair',
        repairs: ['brake-pads-front', 'ac-service'],
      });
      expect(quote.status).toBe(200);
      expect(JSON.stringify(quote.body.data)).toContain('brake-pads-front');
      expect(JSON.stringify(quote.body.data)).toContain('ac-service');
    });

    it('a body is read by the route’s own rules: valid, invalid, too large', async () => {
      const notifyMe = API_ENDPOINTS['notify-me'];
      const first = await call('parts', notifyMe, { contact: '9845012399', city: 'Pune' });
      expect(first.status).toBe(201);
      // The same request over a Request finds the record the first one made.
      const again = await call('request', notifyMe, { contact: '9845012399', city: 'Pune' });
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual({ ...first.body.data, created: false });
      const invalid = await bothWays(notifyMe, { contact: 'call me', city: 'Pune' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.code).toBe('VALIDATION_FAILED');
      // Over the route's 64 KB limit for a body.
      const large = await bothWays(notifyMe, { contact: '9845012399', city: 'x'.repeat(70 * 1024) });
      expect(large.status).toBe(413);
      expect(large.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('the declared access is checked before anything is read', async () => {
      const refused = await bothWays(API_ENDPOINTS.appointment, { garage_id: KUDLU_GATE });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('UNAUTHORIZED');
    });

    it('an Idempotency-Key is honoured the same either way: a retry by the other way gets the first answer', async () => {
      const actor = await customer('9845012398');
      const input = {
        garage_id: KUDLU_GATE,
        service_type_id: 'periodic_service',
        selection: { plan: 'ESSENTIAL' },
        vehicle_details: { model_id: await swiftId(backend), fuel_type: 'PETROL' },
        booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
      };
      const made = await call('parts', API_ENDPOINTS.appointment, input, actor, 'in-process-key-1');
      expect(made.status).toBe(201);
      const retried = await call('request', API_ENDPOINTS.appointment, input, actor, 'in-process-key-1');
      expect(retried).toEqual(made);
      const other = await call(
        'parts',
        API_ENDPOINTS.appointment,
        { ...input, selection: { plan: 'ENHANCED' } },
        actor,
        'in-process-key-1',
      );
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('an answer without a body stays without one', async () => {
      const actor = await customer('9845012397');
      const added = await call('parts', API_ENDPOINTS['users-address'], { address: ADDRESS }, actor);
      expect(added.status).toBe(201);
      const removed = await call('parts', API_ENDPOINTS['users-address/{id}'], { id: added.body.data.id }, actor);
      expect(removed).toEqual({ status: 204, retryAfter: null, body: null });
      const gone = await bothWays(API_ENDPOINTS['users-address/{id}'], { id: added.body.data.id }, actor);
      expect(gone.status).toBe(404);
    });

    it('a declared path the backend does not serve goes to its router, which answers 404', async () => {
      const nowhere = defineEndpoint({
        access: 'public',
        method: 'GET',
        upstream: '/v1/no-such-route/{id}',
        params: z.object({ id: z.string() }),
        answer: z.null(),
        cache: 0,
        summary: 'nowhere',
      });
      const before = requests;
      const answer = await call('parts', nowhere, { id: 'x' });
      expect(requests).toBe(before + 1);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe('No backend route for GET /v1/no-such-route/x');
    });
  });
}

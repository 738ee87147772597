import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { startInProcessApp, type InProcessApp } from '../support/app-server';

// Spec §7's vehicle-image call (GET /v1/garage/vis/vehicle-image?model_id=…). Expected answers are
// typed out: the outlines' addresses and words (src/lib/vehicle-silhouettes.ts) and the seed's body
// types (vehicles.json: the Swift is a hatchback, the City a sedan, the Nexon an SUV). An id the
// catalogue lacks answers 404 MODEL_NOT_FOUND: the car cards already hold the body type, and fall back
// to its outline themselves (decision 046).
const outline = (file: string, alt: string) => ({
  url: `/service-centre/images/vehicles/${file}`,
  width: 320,
  height: 180,
  alt,
  kind: 'SILHOUETTE',
});
const HATCHBACK = outline('hatchback.v1.svg', 'Outline of a hatchback');
const SEDAN = outline('sedan.v1.svg', 'Outline of a sedan');
const SUV = outline('suv.v1.svg', 'Outline of an SUV');

/** A model's catalogue id: an input to the requests, looked up by its seed slug. */
async function modelId(backend: TestBackend, make: string, slug: string): Promise<number> {
  const answer = await (await backend.call(`/v1/garage/vehicles/models?make=${make}`)).json();
  return answer.data.models.find((m: { slug: string }) => m.slug === slug).id;
}

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`pictures of cars from the embedded provider on ${target.name}`, () => {
    let backend: TestBackend;
    const json = async (path: string) => {
      const r = await backend.call(path);
      return { status: r.status, body: await r.json() };
    };
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it("answers the outline of each model's body type", async () => {
      const swift = await modelId(backend, 'maruti-suzuki', 'swift');
      const city = await modelId(backend, 'honda', 'city');
      const nexon = await modelId(backend, 'tata', 'nexon');
      expect(await json(`/v1/garage/vis/vehicle-image?model_id=${swift}`)).toEqual({ status: 200, body: { data: HATCHBACK } });
      expect(await json(`/v1/garage/vis/vehicle-image?model_id=${city}`)).toEqual({ status: 200, body: { data: SEDAN } });
      expect(await json(`/v1/garage/vis/vehicle-image?model_id=${nexon}`)).toEqual({ status: 200, body: { data: SUV } });
    });

    it.each([
      ['', 'model_id: model_id must be a whole number'],
      ['?model_id=', 'model_id: model_id must be a whole number'],
      ['?model_id=swift', 'model_id: model_id must be a whole number'],
      ['?model_id=1.5', 'model_id: model_id must be a whole number'],
      ['?model_id=1e3', 'model_id: model_id must be a whole number'],
      ['?model_id=0', 'model_id: model_id must be positive'],
      ['?model_id=-4', 'model_id: model_id must be positive'],
      ['?model_id=12345678901', 'model_id: model_id must be a whole number'],
    ])('refuses a missing or malformed model id (%j) with 400 and the error body', async (query, message) => {
      const answer = await json(`/v1/garage/vis/vehicle-image${query}`);
      expect(answer).toEqual({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message } } });
    });

    it('answers 404 MODEL_NOT_FOUND for an id the catalogue does not have', async () => {
      expect(await json('/v1/garage/vis/vehicle-image?model_id=999999')).toEqual({
        status: 404,
        body: { error: { code: 'MODEL_NOT_FOUND', message: 'We could not find this car model' } },
      });
    });
  });
}

describe('pictures of cars from a vehicle image service', () => {
  let backend: TestBackend;
  let service: http.Server;
  let origin = '';
  const asked: string[] = [];
  const json = async (path: string) => (await backend.call(path)).json();

  beforeAll(async () => {
    // A stand-in service: a photo of the Swift, none of the City, a failure for the Nexon, and for the
    // Tiago a photo on another site (which the pages' policy would block).
    service = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      asked.push(`${url.searchParams.get('make')} ${url.searchParams.get('model')} ${req.headers.authorization}`);
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const model = url.searchParams.get('model');
      if (model === 'Swift') return send(200, { url: '/photos/swift.webp', width: 640, height: 360 });
      if (model === 'City') return send(404, {});
      if (model === 'Tiago') return send(200, { url: 'https://elsewhere.example/tiago.webp', width: 640, height: 360 });
      return send(500, {});
    });
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    backend = await startTestBackend('pglite', { providers: { vehicleImageUrl: `${origin}/vis`, vehicleImageToken: 'image-token' } });
  });
  afterAll(async () => {
    await backend?.stop();
    service?.close();
  });

  it("answers the service's photo, on its origin, named by make and model", async () => {
    const swift = await modelId(backend, 'maruti-suzuki', 'swift');
    expect((await json(`/v1/garage/vis/vehicle-image?model_id=${swift}`)).data).toEqual({
      url: `${origin}/photos/swift.webp`,
      width: 640,
      height: 360,
      alt: 'Maruti Suzuki Swift',
      kind: 'PHOTO',
    });
    expect(asked).toContain('Maruti Suzuki Swift Bearer image-token');
  });

  it('answers the outline when the service has no photo, fails, or points elsewhere', async () => {
    const city = await modelId(backend, 'honda', 'city');
    const nexon = await modelId(backend, 'tata', 'nexon');
    const tiago = await modelId(backend, 'tata', 'tiago');
    expect((await json(`/v1/garage/vis/vehicle-image?model_id=${city}`)).data).toEqual(SEDAN);
    expect((await json(`/v1/garage/vis/vehicle-image?model_id=${nexon}`)).data).toEqual(SUV);
    expect((await json(`/v1/garage/vis/vehicle-image?model_id=${tiago}`)).data).toEqual(HATCHBACK);
  });
});

describe('pictures of cars through the browser API and the served outlines', () => {
  let app: InProcessApp;
  beforeAll(async () => {
    app = await startInProcessApp('pglite');
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('answers /api/vehicle-image, shared by every visitor for an hour', async () => {
    const swift = await modelId(app.backend, 'maruti-suzuki', 'swift');
    const res = await fetch(`${app.base}/service-centre/api/vehicle-image?model_id=${swift}&utm_source=google`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public.*s-maxage=3600/);
    expect(await res.json()).toEqual({ data: HATCHBACK });
  });

  it('refuses garbage with 400 and the error body, never cached', async () => {
    const res = await fetch(`${app.base}/service-centre/api/vehicle-image?model_id=%3Cscript%3E`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'model_id: model_id must be a whole number' } });
  });

  it('serves each outline as an SVG kept by browsers for a year', async () => {
    for (const file of ['hatchback.v1.svg', 'sedan.v1.svg', 'suv.v1.svg', 'car.v1.svg']) {
      const res = await fetch(`${app.base}/service-centre/images/vehicles/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // Unversioned files keep the shorter lifetime: they may change under the same name.
    const gallery = await fetch(`${app.base}/service-centre/images/garages/kudlu-gate/gallery-1.svg`);
    expect(gallery.headers.get('cache-control')).toBe('public, max-age=604800');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Actor } from '@/contracts/actor';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_ENDPOINTS, answerBodySchema, apiPathOf, backendEndpoints, type Endpoint } from '@/contracts/endpoints';
import { bookedAppointment, jsonInit, makeAppointment } from '../support/booking-fixtures';
import { createTestSession } from '../support/sessions';
import { startInProcessApp, type InProcessApp } from '../support/app-server';
import { deliveredCar } from '../support/delivered-car';
import { ROOT } from '../support/server-process';

const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The API routes Astro serves, from the route table written at build time: '{param}' for '[param]'. */
function servedApiRoutes(): { path: string; entrypoint: string }[] {
  const table = JSON.parse(readFileSync(`${ROOT}dist/route-table.json`, 'utf8')) as { pattern: string; type: string; entrypoint: string }[];
  return table
    .filter((r) => r.type === 'endpoint' && r.pattern.startsWith('/api/'))
    .map((r) => ({ path: r.pattern.slice('/api/'.length).replace(/\[(\w+)\]/g, '{$1}'), entrypoint: r.entrypoint }));
}

/** Served routes and declarations that do not match, both ways; empty when they agree. */
async function routeMismatches(declared: Record<string, Endpoint>, served: { path: string; entrypoint: string }[]): Promise<string[]> {
  const problems: string[] = [];
  // A path may be declared once per method ('PATCH appointment/{id}').
  const byPath = new Map<string, string[]>();
  for (const [key, endpoint] of Object.entries(declared))
    byPath.set(apiPathOf(key), [...(byPath.get(apiPathOf(key)) ?? []), endpoint.method]);
  for (const route of served) {
    const declaredMethods = byPath.get(route.path);
    if (!declaredMethods) {
      problems.push(`served without a declaration: /api/${route.path}`);
      continue;
    }
    const module = (await import(/* @vite-ignore */ `${ROOT}${route.entrypoint}`)) as Record<string, unknown>;
    const methods = METHODS.filter((m) => typeof module[m] === 'function');
    const wanted = METHODS.filter((m) => declaredMethods.includes(m));
    if (methods.join() !== wanted.join())
      problems.push(`/api/${route.path} serves ${methods.join(', ')} but declares ${wanted.join(', ')}`);
  }
  for (const path of byPath.keys()) {
    if (!served.some((r) => r.path === path)) problems.push(`declared without a route: /api/${path}`);
  }
  return problems;
}

describe('routes and declarations', () => {
  let app: InProcessApp;
  beforeAll(async () => {
    app = await startInProcessApp('pglite');
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('every API route Astro serves is declared, with its method, and every declaration is served', async () => {
    expect(await routeMismatches(API_ENDPOINTS, servedApiRoutes())).toEqual([]);
  });

  it('the check catches a route without a declaration and a declaration without a route', async () => {
    const { 'get-car-serviceable': _gone, ...fewer } = API_ENDPOINTS;
    const extra = { ...API_ENDPOINTS, 'no-such-route': API_ENDPOINTS['get-car-serviceable'] };
    const { 'PATCH appointment/{id}': _patch, ...lessOne } = API_ENDPOINTS;
    expect(await routeMismatches(fewer, servedApiRoutes())).toEqual(['served without a declaration: /api/get-car-serviceable']);
    expect(await routeMismatches(extra, servedApiRoutes())).toEqual(['declared without a route: /api/no-such-route']);
    expect(await routeMismatches(lessOne, servedApiRoutes())).toEqual([
      '/api/appointment/{id} serves GET, PATCH, DELETE but declares GET, DELETE',
    ]);
  });

  it('every route the backend serves is declared, and every declared backend route is served', () => {
    const served = app.backend.backend
      .routes()
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const declared = backendEndpoints()
      .map((e) => `${e.method} ${e.upstream!.replace(/\{(\w+)\}/g, ':$1')}`)
      .sort();
    expect(served).toEqual(declared);
  });
});

/** A valid input for every declared GET, typed out from the seed data. */
const SAMPLES: Record<string, string> = {
  'vehicle-makes': '',
  'vehicle-models': '?make=tata',
  'vehicle-search': '?q=nexon',
  'get-vehicle-details': '?registration_number=KA05MN1234',
  'regex-service': '',
  'vehicle-image': '?model_id=1',
  'pincode-mapping/{pincode}': 'pincode-mapping/560068',
  'nearest-garages/{pincode}': 'nearest-garages/110001',
  'garage-details-from-city/{city}': 'garage-details-from-city/Bangalore',
  'garage-details-from-id/{id}': `garage-details-from-id/${KUDLU_GATE}`,
  'get-nearby-garages': '?lat=12.9279&lng=77.6271',
  'get-car-serviceable': `?garage_id=${KUDLU_GATE}&make=maruti-suzuki`,
  'service-types': '',
  'get-booking-amount': `?garage_id=${KUDLU_GATE}&service_type=periodic_service&coupon_code=FIRST50`,
  'package-pricing': `?garage=${KUDLU_GATE}&model_id=1&fuel_type=PETROL&plan=ENHANCED`,
  'service-pricing': `?garage=${KUDLU_GATE}&model_id=1&fuel_type=PETROL&service_type=specific_repair&repairs=brake-pads-front,ac-service`,
  health: '',
  'openapi.json': '',
  'get-user-details': '',
  'get-saved-assets': '',
  'saved-addresses': '',
  'get-slots': `?slot_type=SELF_DROP&garage_id=${KUDLU_GATE}`,
  'appointment/{id}': 'APPOINTMENT',
  'appointment/{id}/history': 'APPOINTMENT_HISTORY',
  'service-reminders/{id}': 'REMINDER',
  'garage-timeline/{id}': 'ORDER:garage-timeline/{order}',
  'garage-timeline/{id}/extras': 'ORDER:garage-timeline/{order}/extras',
  'repair-update': 'ORDER:repair-update?tags=HEARTBEAT&work_order_id={order}',
  'qc-updates/{id}': 'ORDER:qc-updates/{order}',
  'line-photos/{photo_id}/{size}': 'PHOTO',
  'console-appointments': '',
  booking: '',
  'maps/autocomplete': '?input=5600',
  'maps/geocode': '?lat=12.8913&lng=77.6394',
  'insights/totals': '?from=2026-11-01&to=2026-11-30',
  'insights/pages': '?from=2026-11-01&to=2026-11-30',
  'insights/sources': '?from=2026-11-01&to=2026-11-30',
  'insights/platforms': '?from=2026-11-01&to=2026-11-30',
  'insights/speed': '?from=2026-11-01&to=2026-11-30',
  'insights/landing': '?from=2026-11-01&to=2026-11-30',
  'insights/funnel': `?from=2026-11-01&to=2026-11-30&platform=mweb&garage_id=${KUDLU_GATE}`,
  'qr-campaign': `?utm_medium=qr_online_campaign&garage_id=${KUDLU_GATE}&color=green`,
  'qr-campaign-colors': '?utm_medium=qr_online_campaign',
  'qr-campaign-offer-validation': `?car_registration_number=KA05MN7777&utm_medium=qr_online_campaign&garage_id=${KUDLU_GATE}&color=green`,
  'fetch-reward-details': '',
  'get-reward-details-from-id': 'REWARD',
  'staff-campaigns': '',
};
/** Endpoints that answer a signed-in person only (asked with a session of the demo policy holder). */
const SIGNED_IN = new Set([
  'get-user-details',
  'get-saved-assets',
  'saved-addresses',
  'appointment/{id}',
  'appointment/{id}/history',
  'service-reminders/{id}',
  'booking',
  'garage-timeline/{id}',
  'repair-update',
  'qc-updates/{id}',
  'line-photos/{photo_id}/{size}',
  'fetch-reward-details',
  'get-reward-details-from-id',
]);
let orders = 0;
/** Endpoints for garage staff (asked with a session of an advisor of Kudlu Gate; an order is then the demo policy holder's). */
const STAFF = new Set(['staff-campaigns', 'console-appointments', 'garage-timeline/{id}/extras', 'insights/landing', 'insights/funnel']);
/** Site-wide figures, for admins only (asked with a session of an admin). */
const ADMIN = new Set(['insights/totals', 'insights/pages', 'insights/sources', 'insights/platforms', 'insights/speed']);

describe('declared answers are the real answers', () => {
  let app: InProcessApp;
  beforeAll(async () => {
    app = await startInProcessApp('pglite');
  });
  afterAll(async () => {
    await app?.stop();
  });

  const gets = Object.entries(API_ENDPOINTS).filter(([, e]) => e.method === 'GET');
  it.each(gets)('GET /api/%s answers what it declares', async (path, endpoint) => {
    expect(SAMPLES, `add a sample input for ${path}`).toHaveProperty([path]);
    let sample = SAMPLES[path]!;
    const headers: Record<string, string> = {};
    const session = SIGNED_IN.has(path) ? await createTestSession(app.backend.deps.db, '9876543210') : undefined;
    if (session) headers.cookie = session.cookie;
    if (STAFF.has(path))
      headers.cookie = (
        await createTestSession(app.backend.deps.db, '9876543212', { role: 'ADVISOR', name: 'Console Advisor', garageIds: [KUDLU_GATE] })
      ).cookie;
    if (ADMIN.has(path))
      headers.cookie = (await createTestSession(app.backend.deps.db, '9876543213', { role: 'ADMIN', name: 'Insights Admin' })).cookie;
    if (sample === 'PHOTO') sample = 'ORDER:PHOTO';
    if (sample.startsWith('ORDER:')) {
      // A checked-in car of this customer: booked and paid, then checked in by an advisor of its garage.
      const n = ++orders;
      const owner = session ?? (await createTestSession(app.backend.deps.db, '9876543210'));
      const { id } = await bookedAppointment(app.backend, { kind: 'customer', id: owner.userId }, `KA05MN${4320 + n}`);
      const advisor = await createTestSession(app.backend.deps.db, '9876543211', {
        role: 'ADVISOR',
        name: 'Kudlu Advisor',
        garageIds: [KUDLU_GATE],
      });
      const r = await app.backend.call(
        '/v1/garage/timeline',
        jsonInit('POST', { request_id: `contract-check-in-${n}`, appointment_id: id }),
        { kind: 'advisor', id: advisor.userId, garageIds: [KUDLU_GATE] },
      );
      const orderId = ((await r.json()) as { data: { order_id: string } }).data.order_id;
      sample = sample.slice('ORDER:'.length).replace('{order}', orderId);
      if (sample === 'PHOTO') {
        // An extra part from the catalogue at the inspection with its worn-part photo: the photo's thumbnail is asked for.
        const staff: Actor = { kind: 'advisor', id: advisor.userId, garageIds: [KUDLU_GATE] };
        await app.backend.call(`/v1/garage/timeline/${orderId}/stage`, jsonInit('POST', { stage: 'SURVEY' }), staff);
        const line = await app.backend.call(
          `/v1/garage/timeline/${orderId}/lines`,
          jsonInit('POST', {
            part_name: 'Front brake pads',
            catalogue_item_id: 'brake-pads-front',
            net_labour_cost: 0,
            net_part_cost: 180_000,
            net_service_cost: 0,
          }),
          staff,
        );
        type Damages = { data: { damages: { id: string; origin: string; photos: { id: string }[] }[] } };
        const lineId = ((await line.json()) as Damages).data.damages.find((d) => d.origin === 'EXTRA')!.id;
        const png = (
          await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777777' } })
            .png()
            .toBuffer()
        ).toString('base64');
        const added = await app.backend.call(
          `/v1/garage/timeline/${orderId}/lines/${lineId}/photos`,
          jsonInit('POST', { kind: 'WORN', content_type: 'image/png', data: png }),
          staff,
        );
        sample = `line-photos/${((await added.json()) as Damages).data.damages.find((d) => d.id === lineId)!.photos[0]!.id}/thumb`;
      }
    }
    if (sample === 'APPOINTMENT')
      sample = `appointment/${(await makeAppointment(app.backend, { kind: 'customer', id: session!.userId }, { registration: 'KA05MN1234' })).appointment_id}`;
    if (sample === 'APPOINTMENT_HISTORY')
      sample = `appointment/${(await makeAppointment(app.backend, { kind: 'customer', id: session!.userId }, { registration: 'KA05MN1299' })).appointment_id}/history`;
    if (sample === 'REMINDER') {
      // A delivered car of this customer has its reminder, read by its booking.
      const advisor = await createTestSession(app.backend.deps.db, '9876543211', {
        role: 'ADVISOR',
        name: 'Kudlu Advisor',
        garageIds: [KUDLU_GATE],
      });
      const { appointmentId } = await deliveredCar(
        app.backend,
        { customer: { kind: 'customer', id: session!.userId }, advisor: { kind: 'advisor', id: advisor.userId, garageIds: [KUDLU_GATE] } },
        'KA05MN1377',
      );
      sample = `service-reminders/${appointmentId}`;
    }
    if (sample === 'REWARD') {
      // The customer's claim of the demo campaign at Kudlu Gate.
      const r = await app.backend.call(
        `/v1/campaign/qr/offer_validation?car_registration_number=KA05MN7788&utm_medium=qr_online_campaign&garage_id=${KUDLU_GATE}&color=green`,
        undefined,
        { kind: 'customer', id: session!.userId },
      );
      sample = `get-reward-details-from-id?id=${((await r.json()) as { data: { claim_id: string } }).data.claim_id}`;
    }
    const url = sample.startsWith('?') || sample === '' ? `${path}${sample}` : sample;
    const res = await fetch(`${app.base}/service-centre/api/${url}`, { headers });
    expect(res.status).toBe(200);
    const binary = (endpoint as Endpoint).binary;
    if (binary) {
      // A file, not JSON: of a declared type, and an image that type (WebP starts RIFF….WEBP).
      expect(binary).toContain(res.headers.get('content-type'));
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
      return;
    }
    const parsed = answerBodySchema(endpoint).safeParse(await res.json());
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('the OpenAPI document is valid OpenAPI 3.1 and lists every endpoint', async () => {
    const document = await (await fetch(`${app.base}/service-centre/api/openapi.json`)).json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(Object.keys(API_ENDPOINTS).map((p) => `/${apiPathOf(p)}`))].sort());
    expect(Object.keys(document.paths['/appointment/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    const [header] = document.paths['/appointment'].post.parameters;
    expect(document.paths['/appointment'].post.parameters).toEqual([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]);
    // Optional: OpenAPI's default when `required` is left out.
    expect(header.required ?? false).toBe(false);
    expect(document.paths['/pincode-mapping/{pincode}'].get.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'pincode', required: true }),
    ]);
  });
});

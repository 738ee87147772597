import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`backend routes on ${target.name}`, () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('health answers with the database up and the migration version', async () => {
      const res = await backend.call('/v1/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: 'ok',
        database: 'up',
        databaseKind: target.name,
        migration: '0026_qr_campaigns',
      });
    });

    it('lists the four service types in order from the database', async () => {
      const body = await (await backend.call('/v1/garage/service-types')).json();
      expect(body.data.map((s: { id: string }) => s.id)).toEqual([
        'periodic_service',
        'specific_repair',
        'not_sure_about_issue',
        'car_spa_and_cleaning',
      ]);
    });

    it('gives each service type its name, text, flow tag, route and reward label (seed catalogue.json)', async () => {
      const body = await (await backend.call('/v1/garage/service-types')).json();
      expect(body.data[0]).toEqual({
        id: 'periodic_service',
        name: 'Periodic service',
        description:
          'Scheduled maintenance as your car maker recommends: oil, filters and checks for engine cars; battery and high-voltage checks for electric cars.',
        flowTag: 'periodic',
        route: 'periodic-service',
        rewardLabel: 'Periodic service',
      });
      expect(body.data[2]).toMatchObject({
        id: 'not_sure_about_issue',
        flowTag: 'not-sure-about-issue',
        route: 'unknown-issue',
        rewardLabel: 'Not sure about the issue?',
      });
    });

    it("gives the periodic-service menu with each inclusion's powertrains, or one powertrain's inclusions", async () => {
      const all = (await (await backend.call('/v1/garage/service-inclusions')).json()).data;
      // catalogue.json: 27 inclusions over all powertrains, EV ones first.
      expect(all).toHaveLength(27);
      expect(all[0]).toMatchObject({ name: 'Battery health report', in_essential: true, fuel_types: ['EV'] });
      expect(typeof all[0].id).toBe('number');
      expect(all.find((i: { name: string }) => i.name === 'Gear oil top up')).toMatchObject({
        in_essential: false,
        fuel_types: ['PETROL', 'DIESEL', 'CNG', 'LPG'],
      });
      const ev = (await (await backend.call('/v1/garage/service-inclusions?fuel_type=EV')).json()).data;
      expect(ev.map((i: { name: string; in_essential: boolean }) => `${i.name}${i.in_essential ? '' : ' (Advanced)'}`)).toEqual([
        'Battery health report',
        'High-voltage system and cable check',
        'Software update check',
        '12V battery check',
        'AC filter cleaning',
        'Brake shoes servicing',
        'Wheel balancing (Advanced)',
        'Wheel alignment (Advanced)',
        'Tyre rotation (Advanced)',
        'Battery coolant check (Advanced)',
        'Wiper fluid',
        'Brake fluid top up',
        'Interior vacuuming',
        'Car wash',
      ]);
    });

    it('a service type switched off disappears from the list', async () => {
      await backend.database.db.update(t.serviceTypes).set({ isActive: false }).where(eq(t.serviceTypes.id, 'car_spa_and_cleaning'));
      const body = await (await backend.call('/v1/garage/service-types')).json();
      await backend.database.db.update(t.serviceTypes).set({ isActive: true }).where(eq(t.serviceTypes.id, 'car_spa_and_cleaning'));
      expect(body.data.map((s: { id: string }) => s.id)).toEqual(['periodic_service', 'specific_repair', 'not_sure_about_issue']);
    });

    it('stores a notify request once per contact and city', async () => {
      const first = await backend.call('/v1/garage/notify-requests', post({ contact: '+91 98450 12345', city: 'Pune' }));
      expect(first.status).toBe(201);
      expect((await first.json()).data).toMatchObject({ contact: '9845012345', contactKind: 'PHONE', city: 'Pune', created: true });
      const again = await backend.call('/v1/garage/notify-requests', post({ contact: '09845012345', city: 'Pune' }));
      expect(again.status).toBe(200);
      expect((await again.json()).data.created).toBe(false);
      const rows = await backend.database.db.select().from(t.notifyRequests).where(eq(t.notifyRequests.contact, '9845012345'));
      expect(rows).toHaveLength(1);
    });

    it('says which pincode a notify request is for, and keeps the page as its source', async () => {
      const res = await backend.call(
        '/v1/garage/notify-requests',
        post({ contact: '9845099999', city: 'Mumbai', pincode: '400001', source: 'notify-me' }),
      );
      expect(res.status).toBe(201);
      expect((await res.json()).data).toMatchObject({ contact: '9845099999', city: 'Mumbai', pincode: '400001', created: true });
      const rows = await backend.database.db.select().from(t.notifyRequests).where(eq(t.notifyRequests.contact, '9845099999'));
      expect(rows.map((r) => [r.city, r.pincode, r.source])).toEqual([['Mumbai', '400001', 'notify-me']]);
    });

    it.each([
      ['make=%00', '%00', 'make: make has characters that are not allowed'],
      ['make=Pune%00x', 'Pune%00x', 'make: make has characters that are not allowed'],
      ['make=%C0%80 (an overlong NUL, read as U+FFFD U+FFFD)', '%C0%80', null],
      ['make=%ED%A0%80 (an encoded lone surrogate)', '%ED%A0%80', null],
    ])("answers the probe's %s without a database error", async (_name, make, message) => {
      const res = await backend.call(`/v1/garage/serviceable?garage_id=4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001&make=${make}`);
      const body = await res.json();
      if (message) expect({ status: res.status, body }).toEqual({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message } } });
      else expect(res.status).toBe(200);
    });

    it('answers a backslash make as a make that is not serviced', async () => {
      const res = await backend.call('/v1/garage/serviceable?garage_id=4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001&make=%5C');
      expect(res.status).toBe(200);
      expect((await res.json()).data).toEqual({
        serviceable: false,
        garage_id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
        make: '\\',
        message: 'Service Centre Kudlu Gate does not service \\ cars yet',
      });
    });

    it.each([
      ['an empty lat', 'lat=&lng=77.6', 'lat: lat must be a decimal number'],
      ['a hexadecimal lat', 'lat=0x10&lng=77.6', 'lat: lat must be a decimal number'],
      ['an exponent with spaces', 'lat=%201e3%20&lng=77.6', 'lat: lat must be a decimal number'],
      ['Infinity', 'lat=12.9&lng=Infinity', 'lng: lng must be a decimal number'],
      ['a NUL limit', 'lat=12.9&lng=77.6&limit=%00', 'limit: limit must be a whole number'],
    ])('refuses nearby garages with %s', async (_name, query, message) => {
      const res = await backend.call(`/v1/garage/nearby-garages?${query}`);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message } },
      });
    });

    it('refuses a deeply nested body with 400, not a crash', async () => {
      const res = await backend.call('/v1/garage/notify-requests', post(`${'['.repeat(10_000)}${']'.repeat(10_000)}`));
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 400,
        body: { error: { code: 'BAD_REQUEST', message: 'The request body is nested too deeply' } },
      });
    });

    it.each([
      ['a malformed phone', { contact: '12345', city: 'Pune' }, 'Enter a valid 10-digit mobile number'],
      ['a missing city', { contact: 'a@b.in' }, 'city'],
      ['a bad email', { contact: 'a@b', city: 'Pune' }, 'Enter a valid email address'],
    ])('refuses %s with a clear message', async (_name, body, message) => {
      const res = await backend.call('/v1/garage/notify-requests', post(body));
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.error.code).toBe('VALIDATION_FAILED');
      expect(json.error.message).toContain(message);
    });

    it('answers malformed JSON and unknown routes with the error shape', async () => {
      const bad = await backend.call('/v1/garage/notify-requests', post('{not json'));
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
      const missing = await backend.call('/v1/nothing/here');
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.code).toBe('NOT_FOUND');
    });
  });
}

describe('health when the database stops answering', () => {
  it('answers 503 with the database down', async () => {
    const backend = await startTestBackend('pglite', { seed: false });
    await backend.database.close();
    const res = await backend.call('/v1/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    await backend.stop();
  });
});

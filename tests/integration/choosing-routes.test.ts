import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`choosing a car, garage and plan on ${target.name}`, () => {
    let backend: TestBackend;
    const json = async (path: string) => { const r = await backend.call(path); return { status: r.status, body: await r.json() }; };
    let kudluGate = '';
    let swift = { id: 0, fuel: '' };
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      kudluGate = (await json('/v1/garage/pincode/560068')).body.data.garage.id;
      const models = (await json('/v1/garage/vehicles/models?make=maruti-suzuki')).body.data.models;
      const m = models.find((x: { slug: string }) => x.slug === 'swift');
      swift = { id: m.id, fuel: m.fuel_types[0] };
    });
    afterAll(async () => { await backend?.stop(); });

    it('maps a served pincode to its one garage and refuses unknown or malformed ones', async () => {
      const ok = await json('/v1/garage/pincode/560068');
      expect(ok.body.data).toMatchObject({ pincode: '560068', city: 'Bangalore', garage: { locality: 'Kudlu Gate', code: 'KDG' } });
      const unknown = await json('/v1/garage/pincode/400001');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('PINCODE_NOT_SERVED');
      expect(unknown.body.error.message).toContain('400001');
      expect((await json('/v1/garage/pincode/12ab56')).status).toBe(400);
    });

    it('lists garages by city, also under the names people type', async () => {
      expect((await json('/v1/garage/city/Bangalore')).body.data.map((g: { locality: string }) => g.locality)).toEqual(['Kudlu Gate', 'Thanisandra']);
      expect((await json('/v1/garage/city/bengaluru')).body.data).toHaveLength(2);
      expect((await json('/v1/garage/city/Pune')).body.data).toEqual([]);
    });

    it('orders nearby garages by distance, each only within the 50 km it serves', async () => {
      // Koramangala: Kudlu Gate is about 4 km away, Thanisandra about 14 km; Hafeezpet (Hyderabad) is far beyond.
      const bangalore = (await json('/v1/garage/nearby-garages?lat=12.9279&lng=77.6271')).body.data;
      expect(bangalore.map((g: { locality: string }) => g.locality)).toEqual(['Kudlu Gate', 'Thanisandra']);
      expect(bangalore[0].distance_km).toBeLessThan(bangalore[1].distance_km);
      const hyderabad = (await json('/v1/garage/nearby-garages?lat=17.4948&lng=78.3577')).body.data;
      expect(hyderabad.map((g: { locality: string }) => g.locality)).toEqual(['Hafeezpet']);
      // Pune: no centre within reach.
      expect((await json('/v1/garage/nearby-garages?lat=18.5204&lng=73.8567')).body.data).toEqual([]);
      expect((await json('/v1/garage/nearby-garages?lat=abc&lng=1')).status).toBe(400);
    });

    it('gives a garage\'s full record with hours, reviews and offers', async () => {
      const g = (await json(`/v1/garage/${kudluGate}`)).body.data;
      expect(g.hours).toHaveLength(7);
      expect(g.hours.find((h: { weekday: number }) => h.weekday === 1)).toEqual({ weekday: 1, opens_at: '10:00', closes_at: '20:00' });
      expect(g.hours.find((h: { weekday: number }) => h.weekday === 0)).toEqual({ weekday: 0, opens_at: '10:00', closes_at: '18:00' });
      expect(g.review_count).toBe(g.reviews.length);
      expect(g.offers.length).toBeGreaterThan(0);
      const missing = await json('/v1/garage/00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('GARAGE_NOT_FOUND');
      expect((await json('/v1/garage/not-a-uuid')).status).toBe(400);
    });

    it('says whether a garage services a make', async () => {
      const yes = (await json(`/v1/garage/serviceable?garage_id=${kudluGate}&make=maruti-suzuki`)).body.data;
      expect(yes).toMatchObject({ serviceable: true, make: 'Maruti Suzuki' });
      const no = (await json(`/v1/garage/serviceable?garage_id=${kudluGate}&make=porsche`)).body.data;
      expect(no.serviceable).toBe(false);
      expect(no.message).toContain('does not service Porsche');
      expect((await json(`/v1/garage/serviceable?garage_id=${kudluGate}`)).status).toBe(400);
    });

    it('prices both periodic plans for a garage, model and fuel, fuel in any case', async () => {
      const res = await json(`/v1/garage/pricing/package?garage=${kudluGate}&model_id=${swift.id}&fuel_type=${swift.fuel.toLowerCase()}`);
      expect(res.status).toBe(200);
      const { plans, inclusions } = res.body.data;
      expect(plans.ENHANCED.offer_price).toBeGreaterThan(plans.ESSENTIAL.offer_price);
      expect(inclusions).toHaveLength(18);
      expect(inclusions.filter((i: { in_essential: boolean }) => !i.in_essential).map((i: { name: string }) => i.name))
        .toEqual(['Wheel balancing', 'Wheel alignment', 'Tyre rotation', 'Throttle body cleaning', 'Gear oil top up']);
    });

    it.each([
      ['a missing garage', 'model_id=1&fuel_type=PETROL', 'garage'],
      ['a negative model', 'garage=GARAGE&model_id=-3&fuel_type=PETROL', 'model_id must be positive'],
      ['an unknown fuel', 'garage=GARAGE&model_id=1&fuel_type=STEAM', 'fuel_type'],
    ])('refuses pricing with %s', async (_n, query, message) => {
      const res = await json(`/v1/garage/pricing/package?${query.replace('GARAGE', kudluGate)}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    });

    it('lists everything a garage offers a car, priced for its body type', async () => {
      const res = (await json(`/v1/garage/pricing/service?garage=${kudluGate}&model_id=${swift.id}&fuel_type=${swift.fuel}`)).body.data;
      expect(res.body_type).toBe('HATCHBACK');
      expect(res.packages.plans.ESSENTIAL.offer_price).toBeGreaterThan(0);
      expect(res.repairs.find((r: { id: string }) => r.id === 'brake-pads-front').price).toBe(189900);
      expect(res.spa.length).toBeGreaterThan(4);
    });

    it('gives the catalogue: makes with facets, a make\'s models with variants', async () => {
      const makes = (await json('/v1/garage/vehicles/makes')).body.data;
      expect(makes.length).toBeGreaterThanOrEqual(30);
      expect(makes[0].popular).toBe(true);
      const tata = makes.find((m: { slug: string }) => m.slug === 'tata');
      expect(tata.fuel_types).toContain('EV');
      const models = (await json('/v1/garage/vehicles/models?make=tata')).body.data.models;
      expect(models.every((m: { variants: unknown[] }) => m.variants.length > 0)).toBe(true);
      expect((await json('/v1/garage/vehicles/models?make=nope')).body.error.code).toBe('MAKE_NOT_FOUND');
    });

    it('looks up a known registration number however it is typed, and reports unknown or invalid ones', async () => {
      const found = await json(`/v1/garage/vehicles/details?registration_number=${encodeURIComponent('ka-05 mn1234')}`);
      expect(found.status).toBe(200);
      expect(found.body.data).toMatchObject({ registration_number: 'KA05MN1234', make_slug: 'maruti-suzuki', model: 'Swift', variant_name: 'VXi', fuel_type: 'PETROL', registration_year: 2019 });
      const unknown = await json('/v1/garage/vehicles/details?registration_number=KA01ZZ9999');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('VEHICLE_NOT_FOUND');
      const invalid = await json('/v1/garage/vehicles/details?registration_number=XX01AB1234');
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.message).toContain('valid registration number');
    });

    it('serves the registration pattern', async () => {
      const pattern = (await json('/v1/garage/vehicles/registration-pattern')).body.data.registration_number;
      expect(new RegExp(pattern).test('KA05MN1234')).toBe(true);
    });
  });
}

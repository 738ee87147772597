import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { resolveGarageCode } from '@/backend/garages/garage-service';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

// Every expected value below is typed out from the seed (src/backend/platform/db/seed/data/*), never
// read from the product: the garages' fixed ids, their records, brandsServiced and servedPincodes.
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';
const HAFEEZPET = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1003';

/** Kudlu Gate as the backend must send it: the seed record, field by field. */
const KUDLU_GATE_SOURCE = {
  id: KUDLU_GATE,
  code: 'KDG',
  name: 'Service Centre Kudlu Gate',
  address: 'Plot 14, Hosur Main Road, near Kudlu Gate Junction, Garvebhavi Palya, Bengaluru, Karnataka 560068',
  display_address: 'Hosur Main Road, Kudlu Gate',
  rating: 4.6,
  city: 'Bangalore',
  locality: 'Kudlu Gate',
  pincode: '560068',
  phone: '+91 80 4125 6780',
  latitude: 12.8913,
  longitude: 77.6394,
  workshop_code: 'SC-KDG',
  map_link: 'https://www.google.com/maps/search/?api=1&query=12.8913,77.6394',
  garage_landing_path: '/bangalore/kudlu-gate',
  photo: { src: '/images/garages/kudlu-gate/gallery-1.svg', alt: 'Service bay with a car on the lift at Service Centre Kudlu Gate' },
};

/** Thanisandra's eleven served pincodes (seed servedPincodes). */
const THANISANDRA_PINCODES = ['560077', '560043', '560045', '560024', '560032', '560092', '560064', '560016', '560084', '560005', '560036'];

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`choosing a car, garage and plan on ${target.name}`, () => {
    let backend: TestBackend;
    const json = async (path: string) => {
      const r = await backend.call(path);
      return { status: r.status, body: await r.json() };
    };
    /** A model's catalogue id: an input to the requests, looked up by its seed slug. */
    const modelId = async (make: string, slug: string) =>
      (await json(`/v1/garage/vehicles/models?make=${make}`)).body.data.models.find((m: { slug: string }) => m.slug === slug).id as number;
    let swift = 0;
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      swift = await modelId('maruti-suzuki', 'swift');
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('maps a served pincode to its one garage and refuses unknown or malformed ones', async () => {
      const ok = await json('/v1/garage/pincode/560068');
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({
        pincode: '560068',
        locality: 'Bommanahalli (Kudlu Gate)',
        city: 'Bangalore',
        garage: KUDLU_GATE_SOURCE,
      });
      const unknown = await json('/v1/garage/pincode/400001');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('PINCODE_NOT_SERVED');
      expect(unknown.body.error.message).toContain('400001');
      expect((await json('/v1/garage/pincode/12ab56')).status).toBe(400);
    });

    it("gives the pincode's own locality and city, not the garage's", async () => {
      // 560102 is HSR Layout, served from Kudlu Gate.
      const hsr = await json('/v1/garage/pincode/560102');
      expect(hsr.body.data).toEqual({ pincode: '560102', locality: 'HSR Layout', city: 'Bangalore', garage: KUDLU_GATE_SOURCE });
      // The seed files every pincode under its garage's city, so give Noida's pincode its own city here:
      // the mapping must say Noida while the garage (Patparganj) stays in Delhi.
      const db = backend.database.db;
      await db.update(t.servicePincodes).set({ city: 'Noida' }).where(eq(t.servicePincodes.pincode, '201301'));
      try {
        const noida = (await json('/v1/garage/pincode/201301')).body.data;
        expect({ pincode: noida.pincode, locality: noida.locality, city: noida.city }).toEqual({
          pincode: '201301',
          locality: 'Noida Sector 18',
          city: 'Noida',
        });
        expect({ locality: noida.garage.locality, city: noida.garage.city, pincode: noida.garage.pincode }).toEqual({
          locality: 'Patparganj',
          city: 'Delhi',
          pincode: '110092',
        });
      } finally {
        await db.update(t.servicePincodes).set({ city: 'Delhi' }).where(eq(t.servicePincodes.pincode, '201301'));
      }
    });

    it('lists garages by city, also under the names people type', async () => {
      expect((await json('/v1/garage/city/Bangalore')).body.data.map((g: { id: string }) => g.id)).toEqual([KUDLU_GATE, THANISANDRA]);
      expect((await json('/v1/garage/city/bengaluru')).body.data.map((g: { locality: string }) => g.locality)).toEqual([
        'Kudlu Gate',
        'Thanisandra',
      ]);
      expect((await json('/v1/garage/city/Hyderabad')).body.data.map((g: { code: string }) => g.code)).toEqual(['HFP']);
      expect((await json('/v1/garage/city/Pune')).body.data).toEqual([]);
    });

    it('orders nearby garages by distance, each only within the 50 km it serves', async () => {
      // Koramangala (12.9279, 77.6271): Kudlu Gate 4.3 km, Thanisandra 14.1 km (haversine, worked out by hand); Hafeezpet is in Hyderabad.
      const bangalore = (await json('/v1/garage/nearby-garages?lat=12.9279&lng=77.6271')).body.data;
      expect(bangalore.map((g: { locality: string; distance_km: number }) => [g.locality, g.distance_km])).toEqual([
        ['Kudlu Gate', 4.3],
        ['Thanisandra', 14.1],
      ]);
      const hyderabad = (await json('/v1/garage/nearby-garages?lat=17.4948&lng=78.3577')).body.data;
      expect(hyderabad.map((g: { locality: string; distance_km: number }) => [g.locality, g.distance_km])).toEqual([['Hafeezpet', 1.2]]);
      const nearest = (await json('/v1/garage/nearby-garages?lat=12.9279&lng=77.6271&limit=1')).body.data;
      expect(nearest.map((g: { locality: string }) => g.locality)).toEqual(['Kudlu Gate']);
      // Pune: no centre within reach.
      expect((await json('/v1/garage/nearby-garages?lat=18.5204&lng=73.8567')).body.data).toEqual([]);
      expect((await json('/v1/garage/nearby-garages?lat=abc&lng=1')).status).toBe(400);
    });

    it('a deactivated garage serves no pincode and leaves the city list, the nearby list and the landing pages', async () => {
      const db = backend.database.db;
      await db.update(t.garages).set({ isActive: false }).where(eq(t.garages.id, THANISANDRA));
      try {
        for (const pincode of THANISANDRA_PINCODES) {
          const res = await json(`/v1/garage/pincode/${pincode}`);
          expect(res.status, pincode).toBe(404);
          expect(res.body.error.code, pincode).toBe('PINCODE_NOT_SERVED');
        }
        // Kudlu Gate's pincodes are untouched.
        expect((await json('/v1/garage/pincode/560102')).body.data.garage.id).toBe(KUDLU_GATE);
        expect((await json('/v1/garage/city/Bangalore')).body.data.map((g: { locality: string }) => g.locality)).toEqual(['Kudlu Gate']);
        expect(
          (await json('/v1/garage/nearby-garages?lat=12.9279&lng=77.6271')).body.data.map((g: { locality: string }) => g.locality),
        ).toEqual(['Kudlu Gate']);
        expect((await json('/v1/garage/landing-pages')).body.data.map((p: { path: string }) => p.path)).toEqual([
          '/ahmedabad/gota',
          '/bangalore/kudlu-gate',
          '/delhi/patparganj',
          '/hyderabad/hafeezpet',
        ]);
        const landing = await json('/v1/garage/landing/bangalore/thanisandra');
        expect([landing.status, landing.body.error?.code]).toEqual([404, 'LANDING_PAGE_NOT_FOUND']);
        const details = await json(`/v1/garage/${THANISANDRA}`);
        expect([details.status, details.body.error?.code]).toEqual([404, 'GARAGE_NOT_FOUND']);
        const code = await json('/v1/garage/code/TNS');
        expect([code.status, code.body.error?.code]).toEqual([404, 'GARAGE_CODE_NOT_FOUND']);
      } finally {
        await db.update(t.garages).set({ isActive: true }).where(eq(t.garages.id, THANISANDRA));
      }
      // Reactivated, it serves its pincodes and is listed again.
      expect((await json('/v1/garage/pincode/560077')).body.data).toMatchObject({
        pincode: '560077',
        locality: 'Thanisandra (Kothanur)',
        city: 'Bangalore',
        garage: { id: THANISANDRA, code: 'TNS' },
      });
      expect((await json('/v1/garage/city/Bangalore')).body.data.map((g: { locality: string }) => g.locality)).toEqual([
        'Kudlu Gate',
        'Thanisandra',
      ]);
      expect((await json('/v1/garage/landing-pages')).body.data.map((p: { path: string }) => p.path)).toEqual([
        '/ahmedabad/gota',
        '/bangalore/kudlu-gate',
        '/bangalore/thanisandra',
        '/delhi/patparganj',
        '/hyderabad/hafeezpet',
      ]);
    });

    it("gives a garage's full record with hours, reviews, offers and makes", async () => {
      const g = (await json(`/v1/garage/${KUDLU_GATE}`)).body.data;
      expect(g).toMatchObject({ ...KUDLU_GATE_SOURCE, state: 'Karnataka', city_slug: 'bangalore', locality_slug: 'kudlu-gate' });
      expect(g.hours).toEqual([
        { weekday: 0, opens_at: '10:00', closes_at: '18:00' },
        { weekday: 1, opens_at: '10:00', closes_at: '20:00' },
        { weekday: 2, opens_at: '10:00', closes_at: '20:00' },
        { weekday: 3, opens_at: '10:00', closes_at: '20:00' },
        { weekday: 4, opens_at: '10:00', closes_at: '20:00' },
        { weekday: 5, opens_at: '10:00', closes_at: '20:00' },
        { weekday: 6, opens_at: '10:00', closes_at: '18:00' },
      ]);
      // Five reviews in the seed, newest first.
      expect(g.review_count).toBe(5);
      expect(g.reviews.map((r: { author: string }) => r.author)).toEqual([
        'Karthik R.',
        'Divya S.',
        'Manjunath H.',
        'Priya N.',
        'Arjun M.',
      ]);
      expect(g.offers.map((o: { title: string; discount_percentage: number }) => [o.title, o.discount_percentage])).toEqual([
        ['Monsoon Check-up', 20],
        ['AC Service', 15],
        ['Car Spa', 10],
      ]);
      expect(g.brands_serviced.map((b: { slug: string }) => b.slug).sort()).toEqual([
        'ford',
        'honda',
        'hyundai',
        'jeep',
        'kia',
        'mahindra',
        'maruti-suzuki',
        'mg',
        'nissan',
        'renault',
        'skoda',
        'tata',
        'toyota',
        'volkswagen',
      ]);
      const missing = await json('/v1/garage/00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('GARAGE_NOT_FOUND');
      expect((await json('/v1/garage/not-a-uuid')).status).toBe(400);
    });

    it('resolves a garage code; a test code shows its test name outside production only', async () => {
      const tns = await json('/v1/garage/code/tns');
      expect(tns.status).toBe(200);
      expect(tns.body.data).toEqual({
        code: 'TNS',
        garage_id: THANISANDRA,
        display_name: 'Service Centre Thanisandra',
        landing_path: '/bangalore/thanisandra',
        is_test: false,
      });
      // Seed TEST_GARAGE_CODE: TST points to Kudlu Gate as 'Test Garage (staging)'.
      expect((await json('/v1/garage/code/TST')).body.data).toEqual({
        code: 'TST',
        garage_id: KUDLU_GATE,
        display_name: 'Test Garage (staging)',
        landing_path: '/bangalore/kudlu-gate',
        is_test: true,
      });
      const db = backend.database.db;
      expect(await resolveGarageCode(db, 'production', 'TST')).toEqual({
        code: 'TST',
        garage_id: KUDLU_GATE,
        display_name: 'Service Centre Kudlu Gate',
        landing_path: '/bangalore/kudlu-gate',
        is_test: true,
      });
      expect(await resolveGarageCode(db, 'production', 'TNS')).toMatchObject({
        display_name: 'Service Centre Thanisandra',
        is_test: false,
      });
      expect((await resolveGarageCode(db, 'development', 'TST')).display_name).toBe('Test Garage (staging)');
      const unknown = await json('/v1/garage/code/ZZZ');
      expect([unknown.status, unknown.body.error?.code, unknown.body.error?.message]).toEqual([
        404,
        'GARAGE_CODE_NOT_FOUND',
        'We are not at this service centre yet',
      ]);
    });

    it('says whether a garage services a make', async () => {
      const yes = (await json(`/v1/garage/serviceable?garage_id=${KUDLU_GATE}&make=maruti-suzuki`)).body.data;
      expect(yes).toEqual({
        serviceable: true,
        garage_id: KUDLU_GATE,
        make: 'Maruti Suzuki',
        message: 'Service Centre Kudlu Gate services Maruti Suzuki cars',
      });
      const no = (await json(`/v1/garage/serviceable?garage_id=${KUDLU_GATE}&make=porsche`)).body.data;
      expect(no).toEqual({
        serviceable: false,
        garage_id: KUDLU_GATE,
        make: 'Porsche',
        message: 'Service Centre Kudlu Gate does not service Porsche cars yet',
      });
      expect((await json(`/v1/garage/serviceable?garage_id=${KUDLU_GATE}`)).status).toBe(400);
    });

    it('answers serviceability for the garage asked about, not for any garage that services the make', async () => {
      // Seed brandsServiced: Kudlu Gate services Ford but not Citroen; Thanisandra services Citroen but not Ford;
      // Hafeezpet services BYD but not Nissan.
      const serviceable = async (garage: string, make: string) =>
        (await json(`/v1/garage/serviceable?garage_id=${garage}&make=${make}`)).body.data.serviceable;
      expect(await serviceable(KUDLU_GATE, 'ford')).toBe(true);
      expect(await serviceable(THANISANDRA, 'ford')).toBe(false);
      expect(await serviceable(THANISANDRA, 'citroen')).toBe(true);
      expect(await serviceable(KUDLU_GATE, 'citroen')).toBe(false);
      expect(await serviceable(HAFEEZPET, 'byd')).toBe(true);
      expect(await serviceable(KUDLU_GATE, 'byd')).toBe(false);
      expect(await serviceable(HAFEEZPET, 'nissan')).toBe(false);
      expect((await json(`/v1/garage/serviceable?garage_id=${THANISANDRA}&make=Ford`)).body.data.message).toBe(
        'Service Centre Thanisandra does not service Ford cars yet',
      );
    });

    it('prices a car only at a garage that services its make', async () => {
      // A Citroen C3 (petrol hatchback): Thanisandra services Citroen, Kudlu Gate does not.
      const c3 = await modelId('citroen', 'c3');
      const atThanisandra = await json(`/v1/garage/pricing/package?garage=${THANISANDRA}&model_id=${c3}&fuel_type=PETROL`);
      expect(atThanisandra.status).toBe(200);
      expect(atThanisandra.body.data.plans.ESSENTIAL.offer_price).toBe(279900);
      const atKudluGate = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${c3}&fuel_type=PETROL`);
      expect([atKudluGate.status, atKudluGate.body.error?.code]).toEqual([409, 'NOT_SERVICEABLE']);
      // A Ford Figo the other way round.
      const figo = await modelId('ford', 'figo');
      expect((await json(`/v1/garage/pricing/service?garage=${KUDLU_GATE}&model_id=${figo}&fuel_type=PETROL`)).status).toBe(200);
      const fordAtThanisandra = await json(`/v1/garage/pricing/service?garage=${THANISANDRA}&model_id=${figo}&fuel_type=PETROL`);
      expect([fordAtThanisandra.status, fordAtThanisandra.body.error?.code]).toEqual([409, 'NOT_SERVICEABLE']);
    });

    it('prices both periodic plans for a garage, model and fuel, fuel in any case', async () => {
      const res = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=petrol`);
      expect(res.status).toBe(200);
      const { plans, inclusions } = res.body.data;
      // Seed formula for a Bangalore petrol hatchback: Basic ₹2,799, Advanced ₹4,399.
      expect([plans.ESSENTIAL.offer_price, plans.ENHANCED.offer_price]).toEqual([279900, 439900]);
      expect(inclusions).toHaveLength(18);
      expect(inclusions.filter((i: { in_essential: boolean }) => !i.in_essential).map((i: { name: string }) => i.name)).toEqual([
        'Wheel balancing',
        'Wheel alignment',
        'Tyre rotation',
        'Throttle body cleaning',
        'Gear oil top up',
      ]);
    });

    it.each([
      ['a missing garage', 'model_id=1&fuel_type=PETROL', 'garage'],
      ['a negative model', `garage=${KUDLU_GATE}&model_id=-3&fuel_type=PETROL`, 'model_id must be positive'],
      ['an unknown fuel', `garage=${KUDLU_GATE}&model_id=1&fuel_type=STEAM`, 'fuel_type'],
    ])('refuses pricing with %s', async (_n, query, message) => {
      const res = await json(`/v1/garage/pricing/package?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    });

    it('lists everything a garage offers a car, priced for its body type', async () => {
      const res = (await json(`/v1/garage/pricing/service?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=PETROL`)).body.data;
      expect(res.body_type).toBe('HATCHBACK');
      expect(res.packages.plans.ESSENTIAL.offer_price).toBe(279900);
      expect(res.repairs).toHaveLength(14);
      expect(res.repairs.find((r: { id: string }) => r.id === 'brake-pads-front').price).toBe(189900);
      // catalogue.json's seven spa packages, hatchback prices (Bangalore factor 1).
      expect(res.spa.map((s: { id: string; price: number }) => [s.id, s.price])).toEqual([
        ['foam-wash', 49900],
        ['interior-deep-clean', 199900],
        ['rubbing-polishing', 149900],
        ['ceramic-coating', 1499900],
        ['teflon-coating', 399900],
        ['ac-disinfection', 69900],
        ['underbody-coating', 299900],
      ]);
    });

    it("gives the catalogue: makes with facets, a make's models with variants", async () => {
      const makes = (await json('/v1/garage/vehicles/makes')).body.data;
      expect(makes).toHaveLength(35);
      expect(makes[0].popular).toBe(true);
      const tata = makes.find((m: { slug: string }) => m.slug === 'tata');
      expect(tata.fuel_types).toContain('EV');
      const models = (await json('/v1/garage/vehicles/models?make=tata')).body.data.models;
      expect(models).toHaveLength(15);
      expect(models.every((m: { variants: unknown[] }) => m.variants.length > 0)).toBe(true);
      const swiftModel = (await json('/v1/garage/vehicles/models?make=maruti-suzuki')).body.data.models.find(
        (m: { slug: string }) => m.slug === 'swift',
      );
      expect(swiftModel.variants.map((v: { name: string; fuel_type: string }) => `${v.name} ${v.fuel_type}`).sort()).toEqual([
        'LXi PETROL',
        'VDi DIESEL',
        'VXi CNG',
        'VXi PETROL',
        'ZXi PETROL',
        'ZXi+ PETROL',
      ]);
      expect((await json('/v1/garage/vehicles/models?make=nope')).body.error.code).toBe('MAKE_NOT_FOUND');
    });

    it('looks up a known registration number however it is typed, and reports unknown or invalid ones', async () => {
      const found = await json(`/v1/garage/vehicles/details?registration_number=${encodeURIComponent('ka-05 mn1234')}`);
      expect(found.status).toBe(200);
      expect(found.body.data).toMatchObject({
        registration_number: 'KA05MN1234',
        make_slug: 'maruti-suzuki',
        model: 'Swift',
        variant_name: 'VXi',
        fuel_type: 'PETROL',
        registration_year: 2019,
      });
      const unknown = await json('/v1/garage/vehicles/details?registration_number=KA01ZZ9999');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('VEHICLE_NOT_FOUND');
      const invalid = await json('/v1/garage/vehicles/details?registration_number=XX01AB1234');
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.message).toContain('valid registration number');
    });

    it('serves the registration pattern: it takes state and Bharat-series numbers and refuses others', async () => {
      const pattern = new RegExp((await json('/v1/garage/vehicles/registration-pattern')).body.data.registration_number);
      expect(['KA05MN1234', '22BH1234AA'].map((n) => pattern.test(n))).toEqual([true, true]);
      expect(['HELLO123', '12345', ''].map((n) => pattern.test(n))).toEqual([false, false, false]);
    });
  });
}

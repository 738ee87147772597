import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { makeAppointment } from '../support/booking-fixtures';

// The service home's figures (docs/decisions/048) through the backend in process, every value typed
// out from the seed:
// - garages.ts: five centres in four cities, rated 4.6 (Kudlu Gate), 4.4 (Thanisandra), 4.5
//   (Hafeezpet), 4.3 (Patparganj) and 4.7 (Gota), mean 4.5, with 5 + 4 + 5 + 5 + 5 = 24 reviews;
//   parts brands: Bosch at all five, Castrol and NGK at four, then 3M, Amaron, Denso, Exide and MRF
//   at three (by name among equals).
// - pricing.ts and catalogue.json, city factors Bangalore 1, Hyderabad 0.95, Delhi 1.05, Ahmedabad
//   0.9: the cheapest plan is Basic for an electric hatchback (Tiago EV, Comet EV, eC3), ₹2,799 × 0.7
//   = ₹1,959.30 → ₹1,999 in Bangalore, × 0.9 → ₹1,799 in Ahmedabad, × 0.95 → ₹1,899 in Hyderabad; the
//   cheapest repair is the engine scan, which is also the inspection: ₹599 in Bangalore, ₹539 in
//   Ahmedabad (599 × 0.9 = 539.1 → ₹539), ₹569 in Hyderabad; the cheapest spa package the foam wash:
//   ₹499, ₹449, ₹469.
// - booking.ts: coupons FIRST50, SAVE100, SERVICE500 and SPA15 run from 1 Jan 2026 to 1 Jan 2028,
//   MONSOON25 from 1 Jun to 1 Oct 2026, NEWYEAR27 through January 2027, LAUNCH10 is used up.
const GOTA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1005';
const OFFERS_NOV_2026 = [
  { code: 'FIRST50', description: '50% off your first booking fee' },
  { code: 'SAVE100', description: '₹100 off a booking fee of ₹199 or more' },
  { code: 'SERVICE500', description: '₹500 off a periodic service of ₹3,000 or more, on the bill at the garage' },
  { code: 'SPA15', description: '15% off car spa and cleaning (up to ₹300), on the bill at the garage' },
];

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the service home's figures on ${target.name}`, () => {
    let backend: TestBackend;
    let now = new Date('2026-11-28T12:00:00+05:30');
    const home = async (query = '') => {
      const r = await backend.call(`/v1/garage/service-home${query}`);
      return { status: r.status, body: await r.json() };
    };
    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => now });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('gives the centres as a whole, the lowest bookable prices at every centre and the coupons running now', async () => {
      const { status, body } = await home();
      expect(status).toBe(200);
      expect(body.data.network).toEqual({
        centres: 5,
        cities: 4,
        average_rating: 4.5,
        reviews: 24,
        parts_brands: [
          'Bosch',
          'Castrol',
          'NGK',
          '3M',
          'Amaron',
          'Denso',
          'Exide',
          'MRF',
          'Apollo',
          'Brembo',
          'Mann-Filter',
          "Meguiar's",
          'Mobil 1',
          'Purolator',
          'Shell',
          'Valvoline',
        ],
        cars_serviced: 0,
      });
      expect(body.data.from_prices).toEqual({
        periodic_service: 179_900,
        specific_repair: 53_900,
        not_sure_about_issue: 53_900,
        car_spa_and_cleaning: 44_900,
      });
      expect(body.data.offers).toEqual(OFFERS_NOV_2026);
    });

    it("gives one city's prices for its slug, and none for a city without centres", async () => {
      expect((await home('?city=bangalore')).body.data.from_prices).toEqual({
        periodic_service: 199_900,
        specific_repair: 59_900,
        not_sure_about_issue: 59_900,
        car_spa_and_cleaning: 49_900,
      });
      expect((await home('?city=hyderabad')).body.data.from_prices).toEqual({
        periodic_service: 189_900,
        specific_repair: 56_900,
        not_sure_about_issue: 56_900,
        car_spa_and_cleaning: 46_900,
      });
      const pune = await home('?city=pune');
      expect([pune.status, pune.body.data.from_prices]).toEqual([
        200,
        { periodic_service: null, specific_repair: null, not_sure_about_issue: null, car_spa_and_cleaning: null },
      ]);
      // The trust strip is the whole network's wherever the visitor is.
      expect(pune.body.data.network.centres).toBe(5);
    });

    it('refuses a city that is not a slug with the error shape', async () => {
      const { status, body } = await home('?city=Bangalore%20City');
      expect([status, body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('counts a car once its booking is delivered, and leaves out a centre that is switched off', async () => {
      const customer = await createTestSession(backend.deps.db, '9812300701', { name: 'Home Figures' });
      const a = await makeAppointment(backend, { kind: 'customer', id: customer.userId }, { registration: 'KA05HF0701' });
      await backend.deps.db.update(t.appointments).set({ status: 'COMPLETED' }).where(eq(t.appointments.id, a.appointment_id));
      await backend.deps.db.update(t.garages).set({ isActive: false }).where(eq(t.garages.id, GOTA));
      try {
        const { body } = await home();
        // Without Gota (4.7, five reviews, Ahmedabad): four centres in three cities, (4.6 + 4.4 + 4.5 + 4.3) / 4 = 4.45.
        expect(body.data.network).toMatchObject({ centres: 4, cities: 3, reviews: 19, cars_serviced: 1 });
        expect(body.data.network.average_rating).toBeCloseTo(4.45, 6);
        // Hyderabad's are then the lowest.
        expect(body.data.from_prices).toEqual({
          periodic_service: 189_900,
          specific_repair: 56_900,
          not_sure_about_issue: 56_900,
          car_spa_and_cleaning: 46_900,
        });
        expect((await home('?city=ahmedabad')).body.data.from_prices.periodic_service).toBeNull();
      } finally {
        await backend.deps.db.update(t.garages).set({ isActive: true }).where(eq(t.garages.id, GOTA));
      }
    });

    it("offers the coupons valid at the backend's clock: the monsoon one in September, the New Year one in January", async () => {
      now = new Date('2026-09-15T10:00:00+05:30');
      expect((await home()).body.data.offers.map((o: { code: string }) => o.code)).toEqual([
        'MONSOON25',
        'FIRST50',
        'SAVE100',
        'SERVICE500',
        'SPA15',
      ]);
      now = new Date('2027-01-01T00:00:00+05:30');
      expect((await home()).body.data.offers.map((o: { code: string }) => o.code)).toEqual([
        'NEWYEAR27',
        'FIRST50',
        'SAVE100',
        'SERVICE500',
        'SPA15',
      ]);
      now = new Date('2028-01-01T00:00:00+05:30');
      expect((await home()).body.data.offers).toEqual([]);
    });
  });
}

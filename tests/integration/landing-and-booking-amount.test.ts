import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

// A garage's landing content and the booking amount, through the backend in process (no build).
// Expected values are typed out from the seed: src/backend/platform/db/seed/pricing.ts (a Bangalore petrol
// hatchback: Basic ₹2,799 was ₹3,499; Advanced ₹2,799 × 1.55 → ₹4,399 was ₹5,499), catalogue.json
// (inclusions, booking fees) and garages.ts.
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`landing content and booking amount on ${target.name}`, () => {
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

    it("gives a garage's landing page its record, the petrol plans' lowest prices and the petrol menu", async () => {
      const { status, body } = await json('/v1/garage/landing/bangalore/kudlu-gate');
      expect(status).toBe(200);
      const content = body.data;
      expect(content.garage).toMatchObject({
        id: KUDLU_GATE,
        name: 'Service Centre Kudlu Gate',
        city_slug: 'bangalore',
        locality_slug: 'kudlu-gate',
      });
      expect(content.fuel_type).toBe('PETROL');
      expect(content.plans_from).toEqual({
        ESSENTIAL: { offer_price: 279900, amount: 349900 },
        ENHANCED: { offer_price: 439900, amount: 549900 },
      });
      expect(content.inclusions).toHaveLength(18);
      expect(content.inclusions.slice(0, 2).map((i: { name: string; in_essential: boolean }) => [i.name, i.in_essential])).toEqual([
        ['Engine oil', true],
        ['Oil filter', true],
      ]);
      expect(content.inclusions.filter((i: { in_essential: boolean }) => !i.in_essential).map((i: { name: string }) => i.name)).toEqual([
        'Wheel balancing',
        'Wheel alignment',
        'Tyre rotation',
        'Throttle body cleaning',
        'Gear oil top up',
      ]);
      expect(typeof content.inclusions[0].id).toBe('number');
    });

    it('shows no "from" price for a plan the garage prices for no petrol car', async () => {
      const db = backend.database.db;
      const advancedPetrol = and(
        eq(t.packagePrices.garageId, KUDLU_GATE),
        eq(t.packagePrices.fuelType, 'PETROL'),
        eq(t.packagePrices.plan, 'ENHANCED'),
      );
      const rows = await db.select().from(t.packagePrices).where(advancedPetrol);
      expect(rows.length).toBeGreaterThan(0);
      await db.delete(t.packagePrices).where(advancedPetrol);
      try {
        const { body } = await json('/v1/garage/landing/bangalore/kudlu-gate');
        expect(body.data.plans_from).toEqual({ ESSENTIAL: { offer_price: 279900, amount: 349900 }, ENHANCED: null });
      } finally {
        await db.insert(t.packagePrices).values(rows);
      }
    });

    it('answers an unknown landing page with LANDING_PAGE_NOT_FOUND', async () => {
      const { status, body } = await json('/v1/garage/landing/bangalore/nowhere');
      expect([status, body.error?.code, body.error?.message]).toEqual([
        404,
        'LANDING_PAGE_NOT_FOUND',
        'Looks like the page does not exist',
      ]);
    });

    it('reads a coupon in capitals: an unknown one is not valid, a seeded one takes its discount off the fee', async () => {
      const { body } = await json(`/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=specific_repair&coupon_code=save10`);
      expect(body.data).toEqual({
        garage_id: KUDLU_GATE,
        service_type: 'specific_repair',
        amount_paise: 19900,
        coupon: { code: 'SAVE10', applied: false, message: 'This coupon is not valid', target: null, discount_paise: 0 },
        amount_due_paise: 19900,
        service_discount_paise: 0,
      });
      // SAVE100 (seed): ₹100 off a fee of ₹199 or more.
      expect(
        (await json(`/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=specific_repair&coupon_code=save100`)).body.data,
      ).toEqual({
        garage_id: KUDLU_GATE,
        service_type: 'specific_repair',
        amount_paise: 19900,
        coupon: { code: 'SAVE100', applied: true, message: '₹100 off the booking fee', target: 'FEE', discount_paise: 10000 },
        amount_due_paise: 9900,
        service_discount_paise: 0,
      });
      expect((await json(`/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=not_sure_about_issue`)).body.data).toEqual({
        garage_id: KUDLU_GATE,
        service_type: 'not_sure_about_issue',
        amount_paise: 9900,
        coupon: null,
        amount_due_paise: 9900,
        service_discount_paise: 0,
      });
    });

    it('answers NO_BOOKING_FEE for a service type the garage takes no online bookings for, and GARAGE_NOT_FOUND for no garage', async () => {
      const db = backend.database.db;
      const spaFee = and(eq(t.bookingFees.garageId, KUDLU_GATE), eq(t.bookingFees.serviceType, 'car_spa_and_cleaning'));
      const rows = await db.select().from(t.bookingFees).where(spaFee);
      await db.delete(t.bookingFees).where(spaFee);
      try {
        const { status, body } = await json(`/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=car_spa_and_cleaning`);
        expect([status, body.error?.code, body.error?.message]).toEqual([
          404,
          'NO_BOOKING_FEE',
          'This service centre does not take online bookings for this service yet',
        ]);
        expect(
          (await json(`/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=periodic_service`)).body.data.amount_paise,
        ).toBe(19900);
      } finally {
        await db.insert(t.bookingFees).values(rows);
      }
      const nowhere = await json(
        '/v1/appointment/booking-amount?garage_id=00000000-0000-4000-8000-000000000000&service_type=periodic_service',
      );
      expect([nowhere.status, nowhere.body.error?.code, nowhere.body.error?.message]).toEqual([
        404,
        'GARAGE_NOT_FOUND',
        'We could not find this service centre',
      ]);
    });
  });
}

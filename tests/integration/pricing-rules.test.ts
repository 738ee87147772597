import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`prices and serviceability on ${target.name}`, () => {
    let backend: TestBackend;
    const json = async (path: string) => {
      const r = await backend.call(path);
      return { status: r.status, body: await r.json() };
    };
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

    it.each([['%'], ['M%'], ['%25'], ['_aruti Suzuki'], ['maruti%'], ['\\']])(
      'a make of %j is matched as text, never as a pattern',
      async (make) => {
        const res = await json(`/v1/garage/serviceable?garage_id=${KUDLU_GATE}&make=${encodeURIComponent(make)}`);
        expect(res.status).toBe(200);
        expect(res.body.data.serviceable).toBe(false);
      },
    );

    it('a make is found by its name or slug, in any case', async () => {
      for (const make of ['Maruti Suzuki', 'maruti suzuki', 'MARUTI-SUZUKI']) {
        expect((await json(`/v1/garage/serviceable?garage_id=${KUDLU_GATE}&make=${encodeURIComponent(make)}`)).body.data.serviceable).toBe(
          true,
        );
      }
    });

    it('prices a Bangalore petrol Swift in paise: Basic ₹2,799 (was ₹3,499, others ₹4,499), Advanced ₹4,399', async () => {
      const { body } = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=PETROL`);
      expect(body.data.plans.ESSENTIAL).toEqual({
        offer_price: 279900,
        amount: 349900,
        other_garage_amount: 449900,
        standard_discount: 70000,
      });
      expect(body.data.plans.ENHANCED.offer_price).toBe(439900);
      expect(body.data.quote).toBeNull();
    });

    it('quotes the Basic plan on the server too', async () => {
      const { body } = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=PETROL&plan=ESSENTIAL`);
      expect(body.data.quote).toEqual({
        lines: [{ id: 'ESSENTIAL', name: 'Basic plan', amount_paise: 279900 }],
        total_paise: 279900,
        label: 'Total',
      });
    });

    it('quotes the chosen plan on the server', async () => {
      const { body } = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=PETROL&plan=ENHANCED`);
      expect(body.data.quote).toEqual({
        lines: [{ id: 'ENHANCED', name: 'Advanced plan', amount_paise: 439900 }],
        total_paise: 439900,
        label: 'Total',
      });
    });

    it('quotes repairs (unknown ids left out, never priced at zero), a spa package and the inspection', async () => {
      const base = `/v1/garage/pricing/service?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=PETROL`;
      const repairs = (await json(`${base}&service_type=specific_repair&repairs=brake-pads-front,no-such-repair,ac-service`)).body.data
        .quote;
      expect(repairs).toEqual({
        lines: [
          { id: 'brake-pads-front', name: 'Front brake pads replacement', amount_paise: 189900 },
          { id: 'ac-service', name: 'AC service', amount_paise: 219900 },
        ],
        total_paise: 409800,
        label: 'Total',
      });
      const spa = (await json(`${base}&service_type=car_spa_and_cleaning&spa=foam-wash`)).body.data.quote;
      expect(spa).toEqual({ lines: [{ id: 'foam-wash', name: 'Foam wash', amount_paise: 49900 }], total_paise: 49900, label: 'Total' });
      const unsure = (await json(`${base}&service_type=not_sure_about_issue`)).body.data;
      expect(unsure.inspection).toMatchObject({ id: 'engine-diagnostics', price: 59900 });
      expect(unsure.quote).toEqual({
        lines: [{ id: 'engine-diagnostics', name: 'Engine scan and diagnostics', amount_paise: 59900 }],
        total_paise: 59900,
        label: 'Inspection fee',
      });
      expect((await json(`${base}&service_type=specific_repair`)).body.data.quote).toEqual({ lines: [], total_paise: 0, label: 'Total' });
    });

    it('answers NOT_SERVICEABLE instead of prices for a make the garage does not service', async () => {
      const porsche = await modelId('porsche', 'macan');
      for (const kind of ['package', 'service']) {
        const res = await json(`/v1/garage/pricing/${kind}?garage=${KUDLU_GATE}&model_id=${porsche}&fuel_type=PETROL`);
        expect(res.status).toBe(409);
        expect(res.body.error.code).toBe('NOT_SERVICEABLE');
      }
    });

    it('names the failure: an unknown model, an unknown garage, no plans for the fuel', async () => {
      expect((await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=999999&fuel_type=PETROL`)).body.error.code).toBe(
        'MODEL_NOT_FOUND',
      );
      expect(
        (await json(`/v1/garage/pricing/package?garage=00000000-0000-4000-8000-000000000000&model_id=${swift}&fuel_type=PETROL`)).body.error
          .code,
      ).toBe('GARAGE_NOT_FOUND');
      const noPlans = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=EV`);
      expect(noPlans.status).toBe(404);
      expect(noPlans.body.error.code).toBe('NO_PLANS');
      expect(noPlans.body.error.message).toBe('There are no service plans for this car at this service centre yet');
    });

    it('names the garage in NOT_SERVICEABLE, and answers the ids asked about with the plans', async () => {
      const porsche = await modelId('porsche', 'macan');
      const refused = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${porsche}&fuel_type=PETROL`);
      expect(refused.body.error.message).toBe('Service Centre Kudlu Gate does not service this car yet');
      const { body } = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=PETROL`);
      // Basic ₹2,799 against ₹3,499: ₹700 off.
      expect(body.data).toMatchObject({ garage_id: KUDLU_GATE, model_id: swift, fuel_type: 'PETROL', standard_discount: 70000 });
      const service = (await json(`/v1/garage/pricing/service?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=PETROL`)).body.data;
      expect(service).toMatchObject({ garage_id: KUDLU_GATE, model_id: swift, fuel_type: 'PETROL', body_type: 'HATCHBACK', quote: null });
    });

    it('needs both plans of a car: without its Basic plan a CNG Swift has none; with it, each plan is its own', async () => {
      const db = backend.database.db;
      const basic = and(
        eq(t.packagePrices.garageId, KUDLU_GATE),
        eq(t.packagePrices.modelId, swift),
        eq(t.packagePrices.fuelType, 'CNG'),
        eq(t.packagePrices.plan, 'ESSENTIAL'),
      );
      const [row] = await db.select().from(t.packagePrices).where(basic);
      await db.delete(t.packagePrices).where(basic);
      try {
        const none = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=CNG`);
        expect([none.status, none.body.error?.code]).toEqual([404, 'NO_PLANS']);
      } finally {
        await db.insert(t.packagePrices).values(row!);
      }
      // Seed formula for a Bangalore CNG hatchback: Basic ₹2,799 × 1.05 → ₹2,999 (was ₹3,799, others ₹4,799);
      // Advanced × 1.55 → ₹4,599 (was ₹5,799, others ₹7,399).
      const { plans, standard_discount } = (await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=CNG`))
        .body.data;
      expect(plans).toEqual({
        ESSENTIAL: { offer_price: 299900, amount: 379900, other_garage_amount: 479900, standard_discount: 80000 },
        ENHANCED: { offer_price: 459900, amount: 579900, other_garage_amount: 739900, standard_discount: 120000 },
      });
      expect(standard_discount).toBe(80000);
    });

    it('lists and quotes repairs for a car without plans for its fuel: no plans, no plan line', async () => {
      const base = `/v1/garage/pricing/service?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=EV`;
      const periodic = await json(`${base}&service_type=periodic_service&plan=ESSENTIAL`);
      expect(periodic.status).toBe(200);
      expect(periodic.body.data.packages).toBeNull();
      expect(periodic.body.data.quote).toEqual({ lines: [], total_paise: 0, label: 'Total' });
      const repair = (await json(`${base}&service_type=specific_repair&repairs=ev-charging-port`)).body.data;
      expect(repair.quote).toEqual({
        lines: [{ id: 'ev-charging-port', name: 'Charging port and cable check', amount_paise: 69900 }],
        total_paise: 69900,
        label: 'Total',
      });
      expect(repair.inspection).toMatchObject({ id: 'ev-diagnostics', price: 79900 });
    });

    it('quotes no inspection where the garage prices none', async () => {
      const db = backend.database.db;
      await db.update(t.catalogueItems).set({ isInspection: false }).where(eq(t.catalogueItems.id, 'engine-diagnostics'));
      try {
        const unsure = await json(
          `/v1/garage/pricing/service?garage=${KUDLU_GATE}&model_id=${swift}&fuel_type=PETROL&service_type=not_sure_about_issue`,
        );
        expect(unsure.status).toBe(200);
        expect(unsure.body.data.inspection).toBeNull();
        expect(unsure.body.data.quote).toEqual({ lines: [], total_paise: 0, label: 'Inspection fee' });
      } finally {
        await db.update(t.catalogueItems).set({ isInspection: true }).where(eq(t.catalogueItems.id, 'engine-diagnostics'));
      }
    });

    it('gives the booking fee of a service type at a garage: ₹199 for a periodic service, ₹99 for a spa', async () => {
      const periodic = await json(`/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=periodic_service`);
      expect(periodic.body.data).toEqual({
        garage_id: KUDLU_GATE,
        service_type: 'periodic_service',
        amount_paise: 19900,
        service_discount_paise: 0,
        amount_due_paise: 19900,
        coupon: null,
      });
      const spa = await json(
        `/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=car_spa_and_cleaning&coupon_code=first50`,
      );
      // FIRST50 halves any booking fee in whole rupees: half of ₹99 is ₹49.50, so ₹50 off and ₹49 to pay.
      expect(spa.body.data).toMatchObject({
        amount_paise: 9900,
        amount_due_paise: 4900,
        coupon: { code: 'FIRST50', applied: true, discount_paise: 5000, target: 'FEE' },
      });
      expect((await json(`/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}`)).status).toBe(400);
      expect(
        (await json(`/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=periodic_service&coupon_code=${'A'.repeat(41)}`))
          .status,
      ).toBe(400);
    });

    it('reads the EV label ELECTRIC as the EV fuel id', async () => {
      const nexon = await modelId('tata', 'nexon-ev');
      const res = await json(`/v1/garage/pricing/package?garage=${KUDLU_GATE}&model_id=${nexon}&fuel_type=electric`);
      expect(res.status).toBe(200);
      expect(res.body.data.fuel_type).toBe('EV');
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { KUDLU_GATE, makeAppointment } from '../support/booking-fixtures';
import { appointments, couponRedemptions, coupons, serviceTypes } from '@/backend/platform/db/schema';
import { holdCoupon } from '@/backend/coupons/coupon-service';
import type { Actor } from '@/contracts/actor';

// What a coupon does to the booking amount (spec §5 booking-amount) when a booking is named: a service
// coupon checked against that booking's estimate, a limited coupon that the booking itself holds.
// Seed (src/backend/platform/db/seed/booking.ts): SERVICE500 is ₹500 off a periodic service of ₹3,000
// or more, on the bill; Kudlu Gate's booking fee for a periodic service is ₹199; service type names
// from catalogue.json ("Specific repairs").
const NOW = new Date('2026-11-24T04:30:00Z');

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`coupons on a named booking (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let cars = 0;
    const amount = async (query: string, as: Actor = customer) => {
      const response = await backend.call(`/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&${query}`, undefined, as);
      return ((await response.json()) as any).data;
    };
    const appointmentWithEstimate = async (totalPaise: number) => {
      const id = (await makeAppointment(backend, customer, { registration: `KA51CQ${String(1000 + ++cars)}` })).appointment_id as string;
      await backend.deps.db
        .update(appointments)
        .set({ estimate: { lines: [], total_paise: totalPaise, label: 'Estimate' } })
        .where(eq(appointments.id, id));
      return id;
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => NOW });
      customer = { kind: 'customer', id: (await createTestSession(backend.deps.db, '9812300070', { name: 'Farah Khan' })).userId };
      // One use in all: the booking that holds it may be quoted again; any other is told it is used up.
      await backend.deps.db.insert(coupons).values({
        code: 'LASTONE',
        description: '₹50 off, one booking only',
        kind: 'FLAT',
        value: 5_000,
        target: 'FEE',
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validUntil: new Date('2028-01-01T00:00:00Z'),
        totalLimit: 1,
      });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('names the service type a coupon is not for', async () => {
      expect((await amount('service_type=specific_repair&coupon_code=SERVICE500')).coupon).toEqual({
        code: 'SERVICE500',
        applied: false,
        message: 'This coupon is not for Specific repairs',
        target: null,
        discount_paise: 0,
      });
      // A service type no longer offered (its fee left in place) is still named, never shown by its id.
      await backend.deps.db.update(serviceTypes).set({ isActive: false }).where(eq(serviceTypes.id, 'specific_repair'));
      try {
        expect((await amount('service_type=specific_repair&coupon_code=SERVICE500')).coupon.message).toBe(
          'This coupon is not for Specific repairs',
        );
      } finally {
        await backend.deps.db.update(serviceTypes).set({ isActive: true }).where(eq(serviceTypes.id, 'specific_repair'));
      }
    });

    it("takes a service coupon off the booking's service bill, not off the fee paid online", async () => {
      const id = await appointmentWithEstimate(420_000);
      expect(await amount(`service_type=periodic_service&coupon_code=SERVICE500&appointment_id=${id}`)).toEqual({
        garage_id: KUDLU_GATE,
        service_type: 'periodic_service',
        amount_paise: 19_900,
        coupon: {
          code: 'SERVICE500',
          applied: true,
          message: '₹500 off your service bill at the garage',
          target: 'SERVICE',
          discount_paise: 50_000,
        },
        amount_due_paise: 19_900,
        service_discount_paise: 50_000,
      });
      // ₹2,999.99 is under its ₹3,000; and with no booking named there is no estimate to check.
      const small = await appointmentWithEstimate(299_999);
      expect((await amount(`service_type=periodic_service&coupon_code=SERVICE500&appointment_id=${small}`)).coupon.message).toBe(
        'This coupon needs a service of at least ₹3,000',
      );
      expect((await amount('service_type=periodic_service&coupon_code=SERVICE500')).coupon.message).toBe(
        'This coupon takes money off the service bill: it applies once your service is priced',
      );
      // A booking not priced yet (no estimate): the same.
      const unpriced = await appointmentWithEstimate(0);
      await backend.deps.db.update(appointments).set({ estimate: null }).where(eq(appointments.id, unpriced));
      expect((await amount(`service_type=periodic_service&coupon_code=SERVICE500&appointment_id=${unpriced}`)).coupon.message).toBe(
        'This coupon takes money off the service bill: it applies once your service is priced',
      );
    });

    it('lets the booking that holds the last use of a coupon be quoted with it again; another booking is told it is used up', async () => {
      const holder = await appointmentWithEstimate(420_000);
      const other = await appointmentWithEstimate(420_000);
      // The holder took the only use (as paying with it does).
      await backend.deps.db
        .insert(couponRedemptions)
        .values({ couponCode: 'LASTONE', appointmentId: holder, userId: (customer as { id: string }).id });
      await backend.deps.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.code, 'LASTONE'));
      expect(await amount(`service_type=periodic_service&coupon_code=LASTONE&appointment_id=${holder}`)).toMatchObject({
        amount_due_paise: 14_900,
        coupon: { applied: true, message: '₹50 off the booking fee', discount_paise: 5_000 },
      });
      expect(await amount(`service_type=periodic_service&coupon_code=LASTONE&appointment_id=${other}`)).toMatchObject({
        amount_due_paise: 19_900,
        coupon: { applied: false, message: 'This coupon has been fully used' },
      });
      // Paying without a coupon, with none held: nothing to give back or take, so it goes ahead.
      expect(await holdCoupon(backend.deps.db, other, (customer as { id: string }).id, null)).toBe(true);
      expect(await backend.deps.db.select().from(couponRedemptions).where(eq(couponRedemptions.appointmentId, other))).toEqual([]);
    });
  });
}

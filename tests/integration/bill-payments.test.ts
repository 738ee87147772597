import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/contracts/actor';
import { outbox, payments, refunds } from '@/backend/platform/db/schema';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { bookedAppointment, jsonInit } from '../support/booking-fixtures';

// Paying the final bill online (docs/decisions/034) through the sandbox gateway, as the customer's
// browser does: start (one attempt per bill, reused), the gateway's page, its signed callback. The
// capture marks the bill paid and moves the car to payment received; a bill paid at the counter
// meanwhile gets the online payment refunded; the booking fee's records stay the fee's. Amounts typed
// out: one part of ₹450 labour + ₹1,800 parts = ₹2,250, less Kudlu Gate's ₹199 booking fee: ₹2,051 due.
const ANONYMOUS: Actor = { kind: 'anonymous' };
const DUE = 205_100;

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`paying the bill online (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let otherCustomer: Actor;
    let advisor: Actor;
    let otherAdvisor: Actor;
    let cars = 0;
    const call = async (path: string, init: RequestInit | undefined, as: Actor) => {
      const response = await backend.call(path, init, as);
      return { status: response.status, body: (await response.json()) as any };
    };
    const move = (orderId: string, stage: string) => call(`/v1/garage/timeline/${orderId}/stage`, jsonInit('POST', { stage }), advisor);
    const startPaying = (orderId: string, as: Actor = customer, headers: Record<string, string> = {}) => call(`/v1/garage/timeline/${orderId}/bill/pay`, jsonInit('POST', {}, headers), as);
    const timeline = async (orderId: string) => (await call(`/v1/garage/timeline/${orderId}`, undefined, customer)).body.data;
    /** The gateway's hosted page: the customer chooses, then the browser brings the signed fields back. */
    const payOnGateway = async (providerOrderId: string, outcome: 'success' | 'failure') => {
      const page = await call('/v1/sandbox-gateway/pay', jsonInit('POST', { order_id: providerOrderId, outcome }), ANONYMOUS);
      return page.body.data.fields as Record<string, string>;
    };
    const callback = (fields: Record<string, string>) => call('/v1/appointment/payments/callback', jsonInit('POST', fields), ANONYMOUS);
    /** A booked, checked-in car with one part approved, repaired and checked: at quality check. */
    const atQualityCheck = async () => {
      const { id } = await bookedAppointment(backend, customer, `KA03BP${String(1000 + ++cars)}`);
      const orderId = (await call('/v1/garage/timeline', jsonInit('POST', { request_id: `bill-pay-${cars}`, appointment_id: id }), advisor)).body.data.order_id as string;
      await move(orderId, 'SURVEY');
      await call(`/v1/garage/timeline/${orderId}/lines`, jsonInit('POST', { part_name: 'Front brake pads', net_labour_cost: 45_000, net_part_cost: 180_000, net_service_cost: 0 }), advisor);
      await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      await call('/v1/assessment/proxy/line-items/approve', jsonInit('POST', { order_id: orderId }), customer);
      await move(orderId, 'REPAIR_IN_PROGRESS');
      await move(orderId, 'QUALITY_CHECK');
      for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean']) {
        await call(`/v1/garage/timeline/${orderId}/qc`, jsonInit('POST', { item, passed: true }), advisor);
      }
      return { appointmentId: id, orderId };
    };
    /** The same, its bill drawn up at the estimate (issued at once): waiting for payment. */
    const billed = async () => {
      const car = await atQualityCheck();
      expect((await move(car.orderId, 'PAYMENT_PENDING')).body.data.bill).toMatchObject({ status: 'ISSUED', due_paise: DUE });
      return car;
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      ({ customer, otherCustomer, advisor, otherAdvisor } = await workshopPeople(backend.deps.db, 9812300161, { customer: 'Kavya Online', advisor: 'Billing Advisor' }));
    });
    afterAll(async () => { await backend?.stop(); });

    it('only its customer pays, only an issued bill; the attempt is for the amount due and is the same each time', async () => {
      const { orderId } = await atQualityCheck();
      expect((await startPaying(orderId)).body.error).toEqual({ code: 'BILL_NOT_READY', message: 'There is no bill to pay yet' });
      await move(orderId, 'PAYMENT_PENDING');
      expect((await startPaying(orderId, advisor)).body.error).toEqual({ code: 'FORBIDDEN', message: 'The customer pays the bill online; record a payment at the counter instead' });
      expect((await startPaying(orderId, otherAdvisor)).status).toBe(404);
      expect((await startPaying(orderId, otherCustomer)).status).toBe(404);
      expect((await startPaying(orderId, ANONYMOUS)).status).toBe(401);

      const first = await startPaying(orderId);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ amount: DUE, status: 'CREATED', provider: 'sandbox', failure_reason: null });
      expect(first.body.data.payin_url).toBe(`/service-centre/dev/pay/${first.body.data.provider_order_id}`);
      const again = await startPaying(orderId);
      expect([again.body.data.payment_id, again.body.data.provider_order_id]).toEqual([first.body.data.payment_id, first.body.data.provider_order_id]);
      // The gateway's order says what it is for.
      const order = (await call(`/v1/sandbox-gateway/orders/${first.body.data.provider_order_id}`, undefined, ANONYMOUS)).body.data;
      expect([order.amount, order.description]).toEqual([DUE, 'Final bill']);
      // The tracking screen shows the attempt on the bill.
      expect((await timeline(orderId)).bill.online_payment).toMatchObject({ payment_id: first.body.data.payment_id, status: 'CREATED', amount: DUE });
    });

    it('a failed payment changes nothing but the attempt; paid again on the same order, the bill is paid and the car moves on, once', async () => {
      const { appointmentId, orderId } = await billed();
      const attempt = (await startPaying(orderId)).body.data;
      const failed = await callback({ failed_order_id: attempt.provider_order_id, ...(await payOnGateway(attempt.provider_order_id, 'failure')) });
      expect(failed.body.data).toEqual({ appointment_id: appointmentId, order_id: orderId, outcome: 'failed' });
      let t = await timeline(orderId);
      expect([t.latest_stage_details.stage, t.bill.status, t.bill.online_payment.status]).toEqual(['PAYMENT_PENDING', 'ISSUED', 'FAILED']);
      // The booking itself is untouched: still booked, its fee still the fee.
      const booking = (await call(`/v1/appointment/${appointmentId}`, undefined, customer)).body.data;
      expect([booking.status, booking.payment_details.amount, booking.payment_details.status]).toEqual(['SCHEDULED', 19_900, 'CONFIRMED']);

      const retry = (await startPaying(orderId)).body.data;
      expect([retry.payment_id, retry.provider_order_id, retry.status]).toEqual([attempt.payment_id, attempt.provider_order_id, 'FAILED']);
      const fields = await payOnGateway(retry.provider_order_id, 'success');
      for (let i = 0; i < 10; i++) expect((await callback(fields)).body.data).toEqual({ appointment_id: appointmentId, order_id: orderId, outcome: 'paid' });

      t = await timeline(orderId);
      expect([t.bill.status, t.bill.paid_via, t.bill.online_payment.status]).toEqual(['PAID', 'ONLINE', 'CONFIRMED']);
      expect(t.latest_stage_details).toMatchObject({ stage: 'PAYMENT_COMPLETED', heading: 'Payment received', note: 'Paid online', by: 'Kavya Online' });
      expect(t.timeline.filter((s: { stage: string }) => s.stage === 'PAYMENT_COMPLETED')).toHaveLength(1);
      // Nothing more to pay, at the counter or online.
      expect((await startPaying(orderId)).body.error).toEqual({ code: 'BILL_NOT_READY', message: 'This bill is paid' });
      expect((await call(`/v1/garage/timeline/${orderId}/bill/paid`, jsonInit('POST', { method: 'CASH' }), advisor)).body.error.code).toBe('BILL_NOT_READY');
      // The booking's payment is still its fee, and My bookings shows the fee as what was paid for it.
      const after = (await call(`/v1/appointment/${appointmentId}`, undefined, customer)).body.data;
      expect([after.payment_details.amount, after.payment_details.payment_id === retry.payment_id, after.actions.receipt]).toEqual([19_900, false, true]);
      const listed = (await call('/v1/garage/users/appointments', undefined, customer)).body.data.find((b: { id: string }) => b.id === appointmentId);
      expect([listed.paidPaise, listed.refund]).toEqual([19_900, null]);
      // The customer was told once, by SMS.
      const told = await backend.deps.db.select().from(outbox).where(and(eq(outbox.template, 'WORKSHOP_STAGE'), eq(outbox.recipient, '9812300161')));
      expect(told.filter((m) => (m.body ?? '').includes('Payment received'))).toHaveLength(1);
      // Delivered, the bill still shows how it was paid online.
      expect((await move(orderId, 'CAR_DELIVERED')).status).toBe(200);
      t = await timeline(orderId);
      expect([t.latest_stage_details.stage, t.bill.paid_via, t.bill.online_payment.status, t.bill.online_payment.payment_id]).toEqual(['CAR_DELIVERED', 'ONLINE', 'CONFIRMED', retry.payment_id]);
    });

    it('paid at the counter while an online payment was open: that attempt is closed, and a capture that still arrives is refunded', async () => {
      const { appointmentId, orderId } = await billed();
      const attempt = (await startPaying(orderId)).body.data;
      expect((await call(`/v1/garage/timeline/${orderId}/bill/paid`, jsonInit('POST', { method: 'UPI' }), advisor)).status).toBe(200);
      const [closed] = await backend.deps.db.select().from(payments).where(eq(payments.id, attempt.payment_id));
      expect([closed!.status, closed!.failureReason]).toEqual(['EXPIRED', 'the bill was paid at the counter']);

      // The customer had the gateway's page open and paid anyway.
      const warn = vi.spyOn(backend.deps.logger, 'warn');
      const fields = await payOnGateway(attempt.provider_order_id, 'success');
      const outcome = (await callback(fields)).body.data;
      expect(outcome.outcome).toBe('failed');
      expect(warn).toHaveBeenCalledWith('a bill was paid online after it was paid; refunding the online payment', { paymentId: attempt.payment_id });
      warn.mockRestore();
      // The capture is recorded on the closed attempt (the money to send back), which stays closed.
      const [captured] = await backend.deps.db.select().from(payments).where(eq(payments.id, attempt.payment_id));
      expect([captured!.status, captured!.providerPaymentId, captured!.capturedAt instanceof Date]).toEqual(['EXPIRED', fields.razorpay_payment_id, true]);
      const [refund] = await backend.deps.db.select().from(refunds).where(eq(refunds.paymentId, attempt.payment_id));
      expect([refund!.amountPaise, refund!.reason, refund!.status]).toEqual([DUE, 'the bill was already paid', 'PENDING']);
      const t = await timeline(orderId);
      expect([t.bill.paid_via, t.latest_stage_details.note]).toEqual(['UPI', 'Paid at the counter by UPI']);
      // That refund is the bill's: the booking's own list shows no refund of its fee.
      const listed = (await call('/v1/garage/users/appointments', undefined, customer)).body.data.filter((b: { id: string }) => b.id === appointmentId);
      expect(listed.map((b: { refund: unknown }) => b.refund)).toEqual([null]);
    });

    it('a bill the booking fee covered has nothing to pay online', async () => {
      const car = await atQualityCheck();
      const line = (await timeline(car.orderId)).damages[0].id as string;
      // ₹150 billed: less than the ₹199 fee, so nothing is due.
      await move(car.orderId, 'REPAIR_IN_PROGRESS');
      await call(`/v1/garage/timeline/${car.orderId}/final-amount`, jsonInit('POST', { line_id: line, final_amount: 15_000 }), advisor);
      await move(car.orderId, 'QUALITY_CHECK');
      expect((await move(car.orderId, 'PAYMENT_PENDING')).body.data.bill).toMatchObject({ status: 'ISSUED', due_paise: 0 });
      expect((await startPaying(car.orderId)).body.error).toEqual({ code: 'BILL_NOT_READY', message: 'Nothing is due on this bill: your booking fee covered it' });
    });

    it('refuses a second start while the gateway is still deciding the first attempt', async () => {
      const { orderId } = await billed();
      const attempt = (await startPaying(orderId)).body.data;
      await backend.deps.db.update(payments).set({ status: 'IN_PROGRESS' }).where(eq(payments.id, attempt.payment_id));
      const refused = await startPaying(orderId);
      expect([refused.status, refused.body.error]).toEqual([409, { code: 'BILL_NOT_READY', message: 'Your payment is still being confirmed by our payment partner' }]);
    });

    it('the same Idempotency-Key answers the same attempt; another request under it is refused', async () => {
      const { orderId } = await billed();
      const key = { 'idempotency-key': `bill-${orderId}` };
      const first = await startPaying(orderId, customer, key);
      expect((await startPaying(orderId, customer, key)).body).toEqual(first.body);
      const other = await billed();
      const reused = await startPaying(other.orderId, customer, key);
      expect([reused.status, reused.body.error.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    });
  });
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/contracts/actor';
import type { WorkshopStage } from '@/contracts/vocabulary';
import { accounts, booking, payments as gateway, workshop, type EndpointInput } from '@/contracts/endpoints';
import { outbox, payments, refunds } from '@/backend/platform/db/schema';
import { startTestBackend, type TestBackend } from '../support/backend';
import { linkOf } from '../support/links';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { bookedAppointment } from '../support/booking-fixtures';
import { apiOf } from '../support/api';

// Paying the final bill online (docs/decisions/034) through the sandbox gateway, as the customer's
// browser does: start (one attempt per bill, reused), the gateway's page, its signed callback. The
// capture marks the bill paid and moves the car to payment received; a bill paid at the counter
// meanwhile gets the online payment refunded; the booking fee's records stay the fee's. The bill
// charges what was booked (docs/decisions/035): every car here is booked on the Basic plan, ₹2,799 for
// a petrol Swift at Kudlu Gate. Amounts typed out: the plan ₹2,799 + the front brake pads (₹450 labour
// + ₹1,800 parts = ₹2,250) = ₹5,049, less Kudlu Gate's ₹199 booking fee: ₹4,850 due.
type Extra = Omit<EndpointInput<typeof workshop.addLine>, 'id'>;
const ANONYMOUS: Actor = { kind: 'anonymous' };
const DUE = 485_000;
/** Picked from the catalogue (typed in, the catalogue's own item is refused): it names them 'Front brake pads replacement'. */
const PADS = {
  part_name: 'Front brake pads',
  catalogue_item_id: 'brake-pads-front',
  net_labour_cost: 45_000,
  net_part_cost: 180_000,
  net_service_cost: 0,
};
/** A part the catalogue lacks, ₹100 labour + ₹50 part = ₹150: less than the booking fee. */
const HORN: Extra = { part_name: 'Horn', net_labour_cost: 10_000, net_part_cost: 5_000, net_service_cost: 0 };

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`paying the bill online (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let otherCustomer: Actor;
    let advisor: Actor;
    let otherAdvisor: Actor;
    let cars = 0;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const move = (orderId: string, stage: WorkshopStage) => api(workshop.advanceStage, { id: orderId, stage }, advisor);
    const startPaying = (orderId: string, as: Actor = customer, headers: Record<string, string> = {}) =>
      api(workshop.billPay, { id: orderId }, as, headers);
    const timeline = async (orderId: string) => (await api(workshop.garageTimeline, { id: orderId }, customer)).data;
    /** The gateway's hosted page: the customer chooses, then the browser brings the signed fields back. */
    const payOnGateway = async (providerOrderId: string, outcome: 'success' | 'failure') => {
      const page = await api(gateway.sandboxPay, { order_id: providerOrderId, outcome }, ANONYMOUS);
      return page.data.fields;
    };
    const callback = (fields: Record<string, string>) => api(gateway.verifyPaymentCallback, fields, ANONYMOUS);
    /** The SMS of a template sent about one booking (its reference is the appointment id's first 8 characters). */
    const smsAbout = async (appointmentId: string, template: string) =>
      (
        await backend.deps.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.template, template), eq(outbox.recipient, '9812300161')))
      )
        .map((m) => m.body ?? '')
        .filter((text) => text.includes(`booking ${appointmentId.slice(0, 8).toUpperCase()}`));
    /**
     * A booked, checked-in car with its booked plan and one extra its customer approved, repaired and
     * checked: at quality check. Given a reason, the garage took the plan off first.
     */
    const atQualityCheck = async (extra: Extra = PADS, planOffBecause?: string) => {
      const { id } = await bookedAppointment(backend, customer, `KA03BP${String(1000 + ++cars)}`);
      const checkedIn = (await api(workshop.checkIn, { request_id: `bill-pay-${cars}`, appointment_id: id }, advisor)).data;
      const orderId = checkedIn.order_id;
      await move(orderId, 'SURVEY');
      if (planOffBecause)
        expect(
          (await api(workshop.removeLine, { id: orderId, line_id: checkedIn.damages[0]!.id, reason: planOffBecause }, advisor)).status,
        ).toBe(200);
      expect((await api(workshop.addLine, { id: orderId, ...extra }, advisor)).status).toBe(201);
      const extraId = (await move(orderId, 'ESTIMATE_APPROVAL_PENDING')).data.damages[1]!.id;
      // Undecided is not approved: the customer approves the extra, then the estimate.
      await api(workshop.lineItemStatus, { order_id: orderId, decisions: [{ line_id: extraId, status: 'APPROVED' }] }, customer);
      expect((await api(workshop.lineItemApprove, { order_id: orderId }, customer)).data.latest_stage_details.stage).toBe(
        'ESTIMATE_COMPLETED',
      );
      await move(orderId, 'REPAIR_IN_PROGRESS');
      await move(orderId, 'QUALITY_CHECK');
      for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean']) {
        await api(workshop.recordQc, { id: orderId, item, passed: true }, advisor);
      }
      return { appointmentId: id, orderId };
    };
    /** The same, its bill drawn up at the estimate (issued at once): the plan and the pads, waiting for payment. */
    const billed = async () => {
      const car = await atQualityCheck();
      expect((await move(car.orderId, 'PAYMENT_PENDING')).data.bill).toMatchObject({
        status: 'ISSUED',
        booked_paise: 279_900,
        actual_paise: 225_000,
        total_paise: 504_900,
        fee_credit_paise: 19_900,
        excess_refund_paise: 0,
        due_paise: DUE,
        lines: [
          { id: expect.any(String), part_name: 'Basic plan', booked: true, sent_paise: 279_900, amount_paise: 279_900 },
          { id: expect.any(String), part_name: 'Front brake pads replacement', booked: false, sent_paise: 225_000, amount_paise: 225_000 },
        ],
      });
      return car;
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      ({ customer, otherCustomer, advisor, otherAdvisor } = await workshopPeople(backend.deps.db, 9812300161, {
        customer: 'Kavya Online',
        advisor: 'Billing Advisor',
      }));
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('only its customer pays, only an issued bill; the attempt is for the amount due and is the same each time', async () => {
      const { orderId } = await atQualityCheck();
      expect((await startPaying(orderId)).error).toEqual({ code: 'BILL_NOT_READY', message: 'There is no bill to pay yet' });
      await move(orderId, 'PAYMENT_PENDING');
      expect((await startPaying(orderId, advisor)).error).toEqual({
        code: 'FORBIDDEN',
        message: 'The customer pays the bill online; record a payment at the counter instead',
      });
      expect((await startPaying(orderId, otherAdvisor)).status).toBe(404);
      expect((await startPaying(orderId, otherCustomer)).status).toBe(404);
      expect((await startPaying(orderId, ANONYMOUS)).status).toBe(401);

      const first = await startPaying(orderId);
      expect(first.status).toBe(200);
      expect(first.data).toMatchObject({ amount: DUE, status: 'CREATED', provider: 'sandbox', failure_reason: null });
      expect(first.data.payin_url).toBe(`/service-centre/dev/pay/${first.data.provider_order_id}`);
      const again = await startPaying(orderId);
      expect([again.data.payment_id, again.data.provider_order_id]).toEqual([first.data.payment_id, first.data.provider_order_id]);
      // The gateway's order says what it is for.
      const order = (await api(gateway.sandboxOrder, { order_id: first.data.provider_order_id! }, ANONYMOUS)).data;
      expect([order.amount, order.description]).toEqual([DUE, 'Final bill']);
      // The tracking screen shows the attempt on the bill.
      expect((await timeline(orderId)).bill!.online_payment).toMatchObject({
        payment_id: first.data.payment_id,
        status: 'CREATED',
        amount: DUE,
      });
    });

    it('a failed payment changes nothing but the attempt; paid again on the same order, the bill is paid and the car moves on, once', async () => {
      const { appointmentId, orderId } = await billed();
      const attempt = (await startPaying(orderId)).data;
      const failed = await callback({
        failed_order_id: attempt.provider_order_id!,
        ...(await payOnGateway(attempt.provider_order_id!, 'failure')),
      });
      expect(failed.data).toEqual({ appointment_id: appointmentId, order_id: orderId, outcome: 'failed' });
      let t = await timeline(orderId);
      expect([t.latest_stage_details.stage, t.bill!.status, t.bill!.online_payment!.status]).toEqual([
        'PAYMENT_PENDING',
        'ISSUED',
        'FAILED',
      ]);
      // The booking itself is untouched: still booked, its fee still the fee.
      const booked = (await api(booking.appointment, { id: appointmentId }, customer)).data;
      expect([booked.status, booked.payment_details!.amount, booked.payment_details!.status]).toEqual(['SCHEDULED', 19_900, 'CONFIRMED']);

      const retry = (await startPaying(orderId)).data;
      expect([retry.payment_id, retry.provider_order_id, retry.status]).toEqual([attempt.payment_id, attempt.provider_order_id, 'FAILED']);
      const fields = await payOnGateway(retry.provider_order_id!, 'success');
      for (let i = 0; i < 10; i++)
        expect((await callback(fields)).data).toEqual({ appointment_id: appointmentId, order_id: orderId, outcome: 'paid' });

      t = await timeline(orderId);
      expect([t.bill!.status, t.bill!.paid_via, t.bill!.online_payment!.status]).toEqual(['PAID', 'ONLINE', 'CONFIRMED']);
      expect(t.latest_stage_details).toMatchObject({
        stage: 'PAYMENT_COMPLETED',
        heading: 'Payment received',
        note: 'Paid online',
        by: 'Kavya Online',
      });
      expect(t.timeline.filter((s) => s.stage === 'PAYMENT_COMPLETED')).toHaveLength(1);
      // Nothing more to pay, at the counter or online.
      expect((await startPaying(orderId)).error).toEqual({ code: 'BILL_NOT_READY', message: 'This bill is paid' });
      expect((await api(workshop.billPaid, { id: orderId, method: 'CASH' }, advisor)).error?.code).toBe('BILL_NOT_READY');
      // The booking's payment is still its fee, and My bookings shows the fee as what was paid for it.
      const after = (await api(booking.appointment, { id: appointmentId }, customer)).data;
      expect([after.payment_details!.amount, after.payment_details!.payment_id === retry.payment_id, after.actions.receipt]).toEqual([
        19_900,
        false,
        true,
      ]);
      const listed = (await api(accounts.myAppointments, {}, customer)).data.find((b) => b.id === appointmentId);
      expect([listed!.paidPaise, listed!.refund]).toEqual([19_900, null]);
      // The customer was told once, by SMS.
      const told = await backend.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'WORKSHOP_STAGE'), eq(outbox.recipient, '9812300161')));
      expect(told.filter((m) => (m.body ?? '').includes('Payment received'))).toHaveLength(1);
      // Delivered, the bill still shows how it was paid online.
      expect((await move(orderId, 'CAR_DELIVERED')).status).toBe(200);
      t = await timeline(orderId);
      expect([t.latest_stage_details.stage, t.bill!.paid_via, t.bill!.online_payment!.status, t.bill!.online_payment!.payment_id]).toEqual([
        'CAR_DELIVERED',
        'ONLINE',
        'CONFIRMED',
        retry.payment_id,
      ]);
    });

    it('paid at the counter while an online payment was open: that attempt is closed, and a capture that still arrives is refunded', async () => {
      const { appointmentId, orderId } = await billed();
      const attempt = (await startPaying(orderId)).data;
      expect((await api(workshop.billPaid, { id: orderId, method: 'UPI' }, advisor)).status).toBe(200);
      const [closed] = await backend.deps.db.select().from(payments).where(eq(payments.id, attempt.payment_id));
      expect([closed!.status, closed!.failureReason]).toEqual(['EXPIRED', 'the bill was paid at the counter']);

      // The customer had the gateway's page open and paid anyway.
      const warn = vi.spyOn(backend.deps.logger, 'warn');
      const fields = await payOnGateway(attempt.provider_order_id!, 'success');
      const outcome = (await callback(fields)).data;
      expect(outcome.outcome).toBe('failed');
      expect(warn).toHaveBeenCalledWith('a bill was paid online after it was paid; refunding the online payment', {
        paymentId: attempt.payment_id,
      });
      warn.mockRestore();
      // The capture is recorded on the closed attempt (the money to send back), which stays closed.
      const [captured] = await backend.deps.db.select().from(payments).where(eq(payments.id, attempt.payment_id));
      expect([captured!.status, captured!.providerPaymentId, captured!.capturedAt instanceof Date]).toEqual([
        'EXPIRED',
        fields.razorpay_payment_id,
        true,
      ]);
      const [refund] = await backend.deps.db.select().from(refunds).where(eq(refunds.paymentId, attempt.payment_id));
      expect([refund!.amountPaise, refund!.reason, refund!.status, refund!.gatewayPaymentId]).toEqual([
        DUE,
        'the bill was already paid',
        'PENDING',
        fields.razorpay_payment_id,
      ]);
      expect(await smsAbout(appointmentId, 'MONEY_RETURNED')).toEqual([
        `Service Centre: your bill was already paid at the counter (booking ${appointmentId.slice(0, 8).toUpperCase()}). ₹4,850 is being refunded to your account; banks take 5-7 working days. Details: ${await linkOf(backend.deps.db, appointmentId, 'booking')}`,
      ]);
      const t = await timeline(orderId);
      expect([t.bill!.paid_via, t.latest_stage_details.note]).toEqual(['UPI', 'Paid at the counter by UPI']);
      // That refund is the bill's: the booking's own list shows no refund of its fee.
      const listed = (await api(accounts.myAppointments, {}, customer)).data.filter((b) => b.id === appointmentId);
      expect(listed.map((b) => b.refund)).toEqual([null]);
    });

    it('a bill the booking fee covers is paid by the advance at once: the car moves on, the rest of the fee is refunded and the customer told; nothing is left to pay online', async () => {
      // The plan taken off, one ₹150 extra approved: ₹150 billed, less than the ₹199 fee.
      const { appointmentId, orderId } = await atQualityCheck(HORN, 'Our service bay is flooded today');
      const drawn = await move(orderId, 'PAYMENT_PENDING');
      expect(drawn.status).toBe(200);
      // GST inside ₹150: taxable round(15,000 × 100 / 118) = round(12,711.86) = 12,712 paise, tax 2,288:
      // CGST 1,144, SGST 1,144. ₹150 of the ₹199 advance settles it; the other ₹49 is refunded.
      expect(drawn.data.bill).toMatchObject({
        status: 'PAID',
        paid_via: 'ADVANCE',
        paid_at: expect.stringMatching(/\+05:30$/),
        number: expect.stringMatching(/^KDG\/\d{2}-\d{2}\/\d{5}$/),
        lines: [{ id: expect.any(String), part_name: 'Horn', booked: false, sent_paise: 15_000, amount_paise: 15_000 }],
        booked_paise: 0,
        actual_paise: 15_000,
        estimated_paise: 15_000,
        taxable_paise: 12_712,
        cgst_paise: 1_144,
        sgst_paise: 1_144,
        igst_paise: 0,
        total_paise: 15_000,
        fee_credit_paise: 15_000,
        excess_refund_paise: 4_900,
        due_paise: 0,
        online_payment: null,
      });
      // Straight on through the bill to payment received.
      expect(drawn.data.latest_stage_details).toMatchObject({
        stage: 'PAYMENT_COMPLETED',
        note: 'Covered by the booking fee paid in advance',
      });
      expect(drawn.data.timeline.slice(-2).map((s) => s.stage)).toEqual(['PAYMENT_PENDING', 'PAYMENT_COMPLETED']);
      // The ₹49 refunded to the fee's gateway payment, and the customer told.
      const [fee] = await backend.deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.appointmentId, appointmentId), eq(payments.purpose, 'FEE')));
      const refunded = await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId));
      expect(refunded.map((r) => [r.amountPaise, r.reason, r.paymentId, r.gatewayPaymentId])).toEqual([
        [4_900, 'the booking fee was more than the bill', fee!.id, fee!.providerPaymentId],
      ]);
      expect(await smsAbout(appointmentId, 'MONEY_RETURNED')).toEqual([
        `Service Centre: your booking fee was more than your bill (booking ${appointmentId.slice(0, 8).toUpperCase()}). ₹49 is being refunded to your account; banks take 5-7 working days. Details: ${await linkOf(backend.deps.db, appointmentId, 'booking')}`,
      ]);
      // Nothing to pay, online or at the counter.
      expect((await startPaying(orderId)).error).toEqual({ code: 'BILL_NOT_READY', message: 'This bill is paid' });
      expect((await api(workshop.billPaid, { id: orderId, method: 'CASH' }, advisor)).error).toEqual({
        code: 'BILL_NOT_READY',
        message: 'This car has no bill waiting for payment',
      });
      expect(
        await backend.deps.db
          .select()
          .from(payments)
          .where(and(eq(payments.appointmentId, appointmentId), eq(payments.purpose, 'BILL'))),
      ).toEqual([]);
    });

    it('refuses a second start while the gateway is still deciding the first attempt', async () => {
      const { orderId } = await billed();
      const attempt = (await startPaying(orderId)).data;
      await backend.deps.db.update(payments).set({ status: 'IN_PROGRESS' }).where(eq(payments.id, attempt.payment_id));
      const refused = await startPaying(orderId);
      expect([refused.status, refused.error]).toEqual([
        409,
        { code: 'BILL_NOT_READY', message: 'Your payment is still being confirmed by our payment partner' },
      ]);
    });

    it('the same Idempotency-Key answers the same attempt; another request under it is refused', async () => {
      const { orderId } = await billed();
      const key = { 'idempotency-key': `bill-${orderId}` };
      const first = await startPaying(orderId, customer, key);
      const replayed = await startPaying(orderId, customer, key);
      expect([replayed.data, replayed.error]).toEqual([first.data, first.error]);
      const other = await billed();
      const reused = await startPaying(other.orderId, customer, key);
      expect([reused.status, reused.error?.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    });
  });
}

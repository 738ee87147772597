import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay';
import { firstOpenSlot, KUDLU_GATE, makeAppointment } from '../support/booking-fixtures';
import { createRazorpayPayments } from '@/backend/platform/providers/payments/razorpay';
import { GatewayError } from '@/backend/platform/providers/payments';
import { reconcilePayments } from '@/backend/payments/gateway-service';
import { payments } from '@/backend/platform/db/schema';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/contracts/actor';
import type { WorkshopStage } from '@/contracts/vocabulary';
import { booking, payments as gateway, workshop, type EndpointInput } from '@/contracts/endpoints';
import { apiOf } from '../support/api';

// The Razorpay adapter against a local stand-in for Razorpay's API: orders made on the server in
// paise with a short receipt, one order per payment attempt however often paying is retried,
// signatures checked against the order stored on the server, webhooks in any order, and the
// reconciling job asking Razorpay about a payment whose callback was lost.
const KEY_ID = 'rzp_test_Fake0001';
const KEY_SECRET = 'fake-key-secret-0001';
const WEBHOOK_SECRET = 'fake-webhook-secret-0001';
const ANONYMOUS: Actor = { kind: 'anonymous' };
const sign = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('hex');

describe('the Razorpay adapter on its own', () => {
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  });
  afterAll(async () => {
    await fake?.close();
  });
  const adapter = (timeoutMs = 2000) =>
    createRazorpayPayments({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, baseUrl: fake.url, timeoutMs });

  it('creates an order in paise and INR with our receipt, signed in with the key id and secret', async () => {
    const { orderId } = await adapter().createOrder({
      amountPaise: 19_900,
      receipt: 'pay_0123456789abcdef0123456789abcdef',
      notes: { appointment_id: 'a-1' },
    });
    expect(orderId).toMatch(/^order_Fake\d{10}$/);
    expect(fake.orders.at(-1)).toMatchObject({
      amount: 19_900,
      currency: 'INR',
      receipt: 'pay_0123456789abcdef0123456789abcdef',
      notes: { appointment_id: 'a-1' },
    });
    expect(fake.seen.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/orders',
      auth: `Basic ${Buffer.from('rzp_test_Fake0001:fake-key-secret-0001').toString('base64')}`,
    });
  });

  it('refuses a receipt over 40 characters before calling Razorpay; 40 goes through', async () => {
    const before = fake.seen.length;
    await expect(adapter().createOrder({ amountPaise: 100, receipt: 'r'.repeat(41), notes: {} })).rejects.toMatchObject({
      retryable: false,
    });
    expect(fake.seen.length).toBe(before);
    await expect(adapter().createOrder({ amountPaise: 100, receipt: 'r'.repeat(40), notes: {} })).resolves.toHaveProperty('orderId');
  });

  it('calls a 5xx or a hung call retryable, a 4xx not', async () => {
    fake.failNext(1, 503);
    const down = await adapter()
      .createOrder({ amountPaise: 100, receipt: 'x', notes: {} })
      .catch((e) => e);
    expect([down instanceof GatewayError, down.retryable, down.message]).toEqual([true, true, 'razorpay answered 503: The server is down']);
    fake.failNext(1, 400);
    expect(
      await adapter()
        .createOrder({ amountPaise: 100, receipt: 'x', notes: {} })
        .catch((e) => e.retryable),
    ).toBe(false);
    fake.failNext(1, 'hang');
    const hung = await adapter(300)
      .createOrder({ amountPaise: 100, receipt: 'x', notes: {} })
      .catch((e) => e);
    expect([hung instanceof GatewayError, hung.retryable]).toEqual([true, true]);
  });

  it("reads an order's payments and refunds in the gateway's words", async () => {
    fake.payments.push({
      id: 'pay_Fake0000000901',
      order_id: 'order_X1',
      amount: 19_900,
      status: 'captured',
      error_description: null,
      created_at: 1_795_000_000,
    });
    expect(await adapter().fetchOrderPayments('order_X1')).toEqual([
      {
        id: 'pay_Fake0000000901',
        orderId: 'order_X1',
        status: 'captured',
        amountPaise: 19_900,
        errorDescription: null,
        createdAt: new Date(1_795_000_000_000),
      },
    ]);
    const refund = await adapter().refund('pay_Fake0000000901', 19_900, 'refund-1');
    expect(refund).toMatchObject({ paymentId: 'pay_Fake0000000901', amountPaise: 19_900, status: 'pending' });
    expect(await adapter().fetchRefund(refund.id)).toEqual(refund);
  });
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`paying with Razorpay (${target.name})`, () => {
    let backend: TestBackend;
    let fake: FakeRazorpay;
    let actor: Actor;
    const now = new Date();
    const api = apiOf({ call: (...args) => backend.call(...args) });
    /** A held appointment with its details, ready to pay. */
    const readyToPay = async (registration: string, slotIndex: number) => {
      const a = await makeAppointment(backend, actor, { registration });
      expect(
        (
          await api(
            booking.createBooking,
            { appointment_id: a.appointment_id, slot_id: await firstOpenSlot(backend, 'SLOT_BOOKING', slotIndex) },
            actor,
          )
        ).status,
      ).toBe(201);
      expect(
        (await api(booking.updateAppointment, { id: a.appointment_id, customer_details: { full_name: 'Meera Iyer' } }, actor)).status,
      ).toBe(200);
      return a.appointment_id as string;
    };
    const startPayment = (id: string) => api(booking.startPayment, { id }, actor);
    const callBack = (fields: EndpointInput<typeof gateway.verifyPaymentCallback>) => api(gateway.verifyPaymentCallback, fields, ANONYMOUS);
    const capture = (orderId: string, paymentId: string) =>
      fake.payments.push({
        id: paymentId,
        order_id: orderId,
        amount: 19_900,
        status: 'captured',
        error_description: null,
        created_at: Math.floor(now.getTime() / 1000),
      });
    const status = async (id: string) => (await api(booking.appointment, { id }, actor)).data.status;

    beforeAll(async () => {
      fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
      backend = await startTestBackend(target.name, {
        clock: () => now,
        payments: createRazorpayPayments({
          keyId: KEY_ID,
          keySecret: KEY_SECRET,
          webhookSecret: WEBHOOK_SECRET,
          baseUrl: fake.url,
          timeoutMs: 2000,
        }),
      });
      const session = await createTestSession(backend.deps.db, '9812300077', { name: 'Meera Iyer' });
      actor = { kind: 'customer', id: session.userId };
    });
    afterAll(async () => {
      await backend?.stop();
      await fake?.close();
    });

    it('makes one Razorpay order per payment attempt, however often paying is retried, and checks the callback against it', async () => {
      const id = await readyToPay('KA01AB1001', 0);
      const first = await startPayment(id);
      const again = await startPayment(id);
      expect([first.status, again.status]).toEqual([200, 200]);
      const orderId = first.data.provider_order_id!;
      expect(again.data.provider_order_id).toBe(orderId);
      expect(fake.orders.filter((o) => o.notes.appointment_id === id)).toHaveLength(1);
      expect(fake.orders.find((o) => o.id === orderId)).toMatchObject({ amount: 19_900, currency: 'INR' });
      expect(fake.orders.find((o) => o.id === orderId)!.receipt.length).toBeLessThanOrEqual(40);
      expect([first.data.provider, first.data.payin_url]).toEqual(['razorpay', `/service-centre/pay?appointmentId=${id}`]);

      capture(orderId, 'pay_FakeCaptured01');
      // Signed for another order, or with the payment id swapped, or by someone without the secret: refused.
      const forged = [
        {
          razorpay_order_id: orderId,
          razorpay_payment_id: 'pay_FakeCaptured01',
          razorpay_signature: sign(`order_Other00000001|pay_FakeCaptured01`, KEY_SECRET),
        },
        {
          razorpay_order_id: orderId,
          razorpay_payment_id: 'pay_FakeSwapped001',
          razorpay_signature: sign(`${orderId}|pay_FakeCaptured01`, KEY_SECRET),
        },
        {
          razorpay_order_id: orderId,
          razorpay_payment_id: 'pay_FakeCaptured01',
          razorpay_signature: sign(`${orderId}|pay_FakeCaptured01`, 'not-the-secret'),
        },
      ];
      for (const fields of forged) {
        const refused = await callBack(fields);
        expect([refused.status, refused.error?.code]).toEqual([400, 'SIGNATURE_INVALID']);
      }
      expect(await status(id)).toBe('PAYMENT_CREATED');
      const ok = await callBack({
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_FakeCaptured01',
        razorpay_signature: sign(`${orderId}|pay_FakeCaptured01`, KEY_SECRET),
      });
      expect([ok.status, ok.data]).toEqual([200, { appointment_id: id, order_id: null, outcome: 'paid' }]);
      expect(await status(id)).toBe('SCHEDULED');
      // Paying again after the fee is paid makes no new order.
      const ordersBefore = fake.orders.length;
      await startPayment(id);
      expect(fake.orders.length).toBe(ordersBefore);
    });

    it('answers PAYMENT_PROVIDER_FAILED when Razorpay is down, and the retry makes the one order', async () => {
      const id = await readyToPay('KA01AB1002', 1);
      fake.failNext(1, 503);
      const down = await startPayment(id);
      expect([down.status, down.error?.code]).toEqual([502, 'PAYMENT_PROVIDER_FAILED']);
      const retried = await startPayment(id);
      expect(retried.status).toBe(200);
      expect(fake.orders.filter((o) => o.notes.appointment_id === id)).toHaveLength(1);
    });

    it('takes order.paid before payment.captured and before the callback, and changes the booking once', async () => {
      const id = await readyToPay('KA01AB1003', 2);
      const orderId = (await startPayment(id)).data.provider_order_id!;
      capture(orderId, 'pay_FakeCaptured03');
      const entity = {
        id: 'pay_FakeCaptured03',
        entity: 'payment',
        order_id: orderId,
        amount: 19_900,
        currency: 'INR',
        status: 'captured',
        created_at: Math.floor(now.getTime() / 1000),
      };
      const event = (name: string) =>
        JSON.stringify({
          entity: 'event',
          event: name,
          payload: { payment: { entity }, order: { entity: { id: orderId, entity: 'order', status: 'paid' } } },
        });
      const deliver = (body: string, eventId: string) =>
        api(gateway.receivePaymentWebhook, { body, signature: sign(body, WEBHOOK_SECRET), event_id: eventId }, ANONYMOUS);
      expect((await deliver(event('order.paid'), 'evt_Fake03a')).data).toEqual({ received: true, duplicate: false });
      expect(await status(id)).toBe('SCHEDULED');
      expect((await deliver(event('payment.captured'), 'evt_Fake03b')).data).toEqual({ received: true, duplicate: false });
      expect((await deliver(event('order.paid'), 'evt_Fake03a')).data).toEqual({ received: true, duplicate: true });
      const late = await callBack({
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_FakeCaptured03',
        razorpay_signature: sign(`${orderId}|pay_FakeCaptured03`, KEY_SECRET),
      });
      expect(late.data).toEqual({ appointment_id: id, order_id: null, outcome: 'paid' });
      const view = (await api(booking.appointment, { id }, actor)).data;
      expect([view.status, view.payment_details!.status, view.booking_details.booking_status]).toEqual([
        'SCHEDULED',
        'CONFIRMED',
        'CONFIRMED',
      ]);
    });

    it('reconciles a payment whose callback and webhooks were lost by asking Razorpay, and survives Razorpay being down', async () => {
      const id = await readyToPay('KA01AB1004', 3);
      const orderId = (await startPayment(id)).data.provider_order_id!;
      capture(orderId, 'pay_FakeCaptured04');
      // The attempt last touched three minutes ago by the suite's own clock. Its updated_at is written by
      // the database (real time), so it is set here: moving the suite's clock to the real time instead
      // made the outcome depend on how long the machine took to get here, and on the time of day
      // (the held slot's cut-off).
      await backend.deps.db
        .update(payments)
        .set({ updatedAt: new Date(now.getTime() - 3 * 60_000) })
        .where(eq(payments.providerOrderId, orderId));
      fake.failNext(50, 503);
      await reconcilePayments(backend.deps);
      expect(await status(id)).toBe('PAYMENT_CREATED');
      fake.failNext(0, 503);
      expect(await reconcilePayments(backend.deps)).toBeGreaterThanOrEqual(1);
      expect(await status(id)).toBe('SCHEDULED');
    });

    it('pays a final bill with its own Razorpay order for the amount due; the signed callback marks it paid', async () => {
      // A booked car (its fee paid through Razorpay), checked in with its Basic plan (₹2,799, booked), one
      // extra approved at ₹2,250 (the front brake pads, picked from the catalogue), billed at the estimate:
      // ₹5,049 less the ₹199 fee, ₹4,850 due.
      const id = await readyToPay('KA01AB1005', 4);
      const fee = (await startPayment(id)).data.provider_order_id!;
      capture(fee, 'pay_FakeFee0000005');
      await callBack({
        razorpay_order_id: fee,
        razorpay_payment_id: 'pay_FakeFee0000005',
        razorpay_signature: sign(`${fee}|pay_FakeFee0000005`, KEY_SECRET),
      });
      const staffSession = await createTestSession(backend.deps.db, '9812300078', {
        name: 'Razorpay Advisor',
        role: 'ADVISOR',
        garageIds: [KUDLU_GATE],
      });
      const staff: Actor = { kind: 'advisor', id: staffSession.userId, garageIds: [KUDLU_GATE] };
      const orderId = (await api(workshop.checkIn, { request_id: 'razorpay-bill-1', appointment_id: id }, staff)).data.order_id;
      const move = (stage: WorkshopStage) => api(workshop.advanceStage, { id: orderId, stage }, staff);
      await move('SURVEY');
      await api(
        workshop.addLine,
        {
          id: orderId,
          part_name: 'Front brake pads',
          catalogue_item_id: 'brake-pads-front',
          net_labour_cost: 45_000,
          net_part_cost: 180_000,
          net_service_cost: 0,
        },
        staff,
      );
      const pads = (await move('ESTIMATE_APPROVAL_PENDING')).data.damages[1]!.id;
      await api(workshop.lineItemStatus, { order_id: orderId, decisions: [{ line_id: pads, status: 'APPROVED' }] }, actor);
      await api(workshop.lineItemApprove, { order_id: orderId }, actor);
      await move('REPAIR_IN_PROGRESS');
      await move('QUALITY_CHECK');
      for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'])
        await api(workshop.recordQc, { id: orderId, item, passed: true }, staff);
      const drawn = (await move('PAYMENT_PENDING')).data.bill!;
      expect([drawn.booked_paise, drawn.actual_paise, drawn.total_paise, drawn.fee_credit_paise, drawn.due_paise]).toEqual([
        279_900, 225_000, 504_900, 19_900, 485_000,
      ]);

      const started = (await api(workshop.billPay, { id: orderId }, actor)).data;
      expect([started.provider, started.amount, started.payin_url]).toEqual([
        'razorpay',
        485_000,
        `/service-centre/pay?orderId=${orderId}`,
      ]);
      const order = fake.orders.find((o) => o.id === started.provider_order_id)!;
      expect([order.amount, order.notes.description, order.notes.work_order_id, order.receipt.length <= 40]).toEqual([
        485_000,
        'Final bill',
        orderId,
        true,
      ]);
      expect(order.id).not.toBe(fee);
      fake.payments.push({
        id: 'pay_FakeBill000005',
        order_id: order.id,
        amount: 485_000,
        status: 'captured',
        error_description: null,
        created_at: Math.floor(now.getTime() / 1000),
      });
      // A signature made for the fee's order does not pay the bill.
      const forged = await callBack({
        razorpay_order_id: order.id,
        razorpay_payment_id: 'pay_FakeBill000005',
        razorpay_signature: sign(`${fee}|pay_FakeBill000005`, KEY_SECRET),
      });
      expect(forged.error?.code).toBe('SIGNATURE_INVALID');
      const ok = await callBack({
        razorpay_order_id: order.id,
        razorpay_payment_id: 'pay_FakeBill000005',
        razorpay_signature: sign(`${order.id}|pay_FakeBill000005`, KEY_SECRET),
      });
      expect(ok.data).toEqual({ appointment_id: id, order_id: orderId, outcome: 'paid' });
      const bill = (await api(workshop.garageTimeline, { id: orderId }, actor)).data.bill!;
      expect([bill.status, bill.paid_via]).toEqual(['PAID', 'ONLINE']);
    });
  });
}

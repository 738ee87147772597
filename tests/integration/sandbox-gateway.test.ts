import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { apiOf } from '../support/api';
import { sandboxOrders, sandboxPayments } from '@/backend/platform/db/schema';
import { deliverWebhook, settlePendingPayment } from '@/backend/sandbox-gateway/pay-service';
import { payments } from '@/contracts/endpoints';
import type { Actor } from '@/contracts/actor';

// The sandbox payment gateway (the embedded default of the payment provider, docs/decisions/018-payments-sandbox-gateway-and-razorpay.md): its
// hosted page's order, the three buttons (paid, failed, a bank that answers two minutes late), the job
// that settles a late payment, and the webhook it delivers to the product. Orders are written here
// directly, as the product's createOrder would; the whole booking through it is in booking-flow.
const NOW = new Date('2026-11-24T04:30:00Z');
const ANONYMOUS: Actor = { kind: 'anonymous' };

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the sandbox payment gateway (${target.name})`, () => {
    let backend: TestBackend;
    let n = 0;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const order = async (
      notes: Record<string, string> = { appointment_id: 'b7a3c1d2-0000-4000-8000-000000000001', description: 'Booking fee' },
    ) => {
      const id = `order_SandboxTest${String(++n).padStart(4, '0')}`;
      await backend.deps.db
        .insert(sandboxOrders)
        .values({ id, amountPaise: 19_900, currency: 'INR', receipt: `sc_receipt${n}`, notes, status: 'created' });
      return id;
    };
    const pay = (orderId: string, outcome: 'success' | 'failure' | 'pending') =>
      api(payments.sandboxPay, { order_id: orderId, outcome }, ANONYMOUS);
    const view = (orderId: string) => api(payments.sandboxOrder, { order_id: orderId }, ANONYMOUS);
    /** The events of the webhooks queued since the last look, in order. */
    const webhooks = () =>
      backend.manualJobs.take('sandbox-webhook').map((job) => JSON.parse((job as { body: string }).body).event as string);

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => NOW });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('knows no order it did not make', async () => {
      for (const answer of [await view('order_NoSuchOrder01'), await pay('order_NoSuchOrder01', 'success')]) {
        expect([answer.status, answer.error]).toEqual([
          404,
          { code: 'PAYMENT_NOT_FOUND', message: 'The sandbox gateway has no such order' },
        ]);
      }
    });

    it("shows an order with its payments; an order made without a description is a booking fee's", async () => {
      const id = await order();
      expect((await view(id)).data).toEqual({
        id,
        amount: 19_900,
        currency: 'INR',
        receipt: `sc_receipt${n}`,
        status: 'created',
        merchant: 'Service Centre',
        description: 'Booking fee',
        appointment_id: 'b7a3c1d2-0000-4000-8000-000000000001',
        payments: [],
      });
      const failed = await pay(id, 'failure');
      expect(failed.data.fields['error[description]']).toBe('Payment failed: the bank declined it (sandbox)');
      const [payment] = await backend.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, id));
      expect((await view(id)).data).toMatchObject({
        status: 'attempted',
        payments: [{ id: payment!.id, status: 'failed', created_at: '2026-11-24T04:30:00.000Z' }],
      });
      expect(webhooks()).toEqual(['payment.failed']);

      const bare = await order({});
      expect((await view(bare)).data).toMatchObject({ description: 'Booking fee', appointment_id: null });
      const bill = await order({ description: 'Final bill' });
      expect((await view(bill)).data.description).toBe('Final bill');
    });

    it('a late bank answer: authorised now, captured two minutes on by its job (once), with the webhooks Razorpay sends', async () => {
      const id = await order();
      const pending = await pay(id, 'pending');
      expect(pending.data.callback_url).toBe('/service-centre/api/payments/callback');
      const [payment] = await backend.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, id));
      expect([payment!.status, payment!.settlesAt?.toISOString(), payment!.capturedAt]).toEqual([
        'authorized',
        '2026-11-24T04:32:00.000Z',
        null,
      ]);
      expect(webhooks()).toEqual(['payment.authorized']);
      const settles = backend.manualJobs.sent.filter((j) => j.name === 'sandbox-settle');
      expect(settles).toEqual([
        { name: 'sandbox-settle', data: { paymentId: payment!.id }, startAfter: new Date('2026-11-24T04:32:00.000Z') },
      ]);
      backend.manualJobs.take('sandbox-settle');

      await settlePendingPayment(backend.deps.sandbox!, payment!.id);
      const [captured] = await backend.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, payment!.id));
      expect([captured!.status, captured!.capturedAt?.toISOString()]).toEqual(['captured', '2026-11-24T04:30:00.000Z']);
      expect((await view(id)).data.status).toBe('paid');
      // What Razorpay's webhooks carry: the payment as captured, and the order as paid in full.
      const bodies = backend.manualJobs.take('sandbox-webhook').map((job) => JSON.parse((job as { body: string }).body));
      expect(
        bodies.map((b) => [
          b.event,
          b.contains,
          b.payload.payment.entity.id,
          b.payload.payment.entity.status,
          b.payload.payment.entity.captured,
        ]),
      ).toEqual([
        ['payment.captured', ['payment'], payment!.id, 'captured', true],
        ['order.paid', ['payment', 'order'], payment!.id, 'captured', true],
      ]);
      expect(bodies[1].payload.order.entity).toMatchObject({
        id,
        entity: 'order',
        amount: 19_900,
        amount_paid: 19_900,
        amount_due: 0,
        status: 'paid',
        receipt: `sc_receipt${n}`,
      });
      // Run again (a retried job): nothing more happens.
      await settlePendingPayment(backend.deps.sandbox!, payment!.id);
      expect(webhooks()).toEqual([]);
      // Paid: the page's buttons are refused.
      const again = await pay(id, 'success');
      expect([again.status, again.error]).toEqual([409, { code: 'INVALID_TRANSITION', message: 'This order is paid already' }]);
    });

    it('settles nothing for a payment that is not waiting, or whose order was paid meanwhile', async () => {
      await expect(settlePendingPayment(backend.deps.sandbox!, 'pay_NoSuchPayment1')).resolves.toBeUndefined();
      expect(webhooks()).toEqual([]);
      const failedOrder = await order();
      await pay(failedOrder, 'failure');
      const [failed] = await backend.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, failedOrder));
      await settlePendingPayment(backend.deps.sandbox!, failed!.id);
      expect((await backend.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, failed!.id)))[0]!.status).toBe('failed');
      // A late payment, then the customer paid again at once and that one went through.
      const raced = await order();
      await pay(raced, 'pending');
      const [late] = await backend.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, raced));
      await pay(raced, 'success');
      webhooks();
      await settlePendingPayment(backend.deps.sandbox!, late!.id);
      expect((await backend.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, late!.id)))[0]!.status).toBe('authorized');
      expect(webhooks()).toEqual([]);
    });

    it("delivers a webhook to the product's address, signed over its exact body with the event id; anything but 2xx fails the job", async () => {
      const secrets = backend.deps.sandbox!.secrets;
      const body = '{"entity":"event","event":"payment.captured"}';
      const asked: { url: string; init: RequestInit }[] = [];
      const answering = (status: number) =>
        (async (url: string, init: RequestInit) => {
          asked.push({ url, init });
          return new Response(null, { status });
        }) as unknown as typeof fetch;
      await deliverWebhook({ secrets, siteOrigin: () => 'http://127.0.0.1:4455' }, { body, eventId: 'evt_Test00000001' }, answering(200));
      expect(asked).toHaveLength(1);
      expect(asked[0]!.url).toBe('http://127.0.0.1:4455/service-centre/api/payments/webhook');
      expect([asked[0]!.init.method, asked[0]!.init.body]).toEqual(['POST', body]);
      expect(asked[0]!.init.headers).toEqual({
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secrets.webhookSecret).update(body).digest('hex'),
        'x-razorpay-event-id': 'evt_Test00000001',
      });
      await expect(
        deliverWebhook({ secrets, siteOrigin: () => 'http://127.0.0.1:4455' }, { body, eventId: 'evt_Test00000002' }, answering(500)),
      ).rejects.toThrow('the product answered the webhook with 500');
    });
  });
}

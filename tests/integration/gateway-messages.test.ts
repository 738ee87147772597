// What the gateway tells the product, in process and against a gateway stub that lists an order's
// payments as the test says: the customer's callback (signed success, unsigned failure), webhooks
// (captures applied as they are, other payment events checked with the gateway, refunds, repeats,
// other integrations' orders, bodies that are not events) and the reconciling job's time windows.
// Payment attempts are made through the backend's routes (sandbox orders); the answers about them
// come from the stub, so every state the gateway can report is reached.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { firstOpenSlot, jsonInit, KUDLU_GATE, makeAppointment, swiftId } from '../support/booking-fixtures';
import { appointments, bookingFees, coupons, invoices, outbox, payments, refunds, serviceTypes } from '@/backend/platform/db/schema';
import type { GatewayPayment, PaymentProvider } from '@/backend/platform/providers/payments';
import { handleCallback, handleWebhook, reconcilePayments } from '@/backend/payments/gateway-service';
import { startPayment } from '@/backend/payments/payment-service';
import { supplierOf } from '@/backend/payments/document-service';
import type { Actor } from '@/contracts/actor';

// Tuesday 24 Nov 2026, 10:00 IST.
const NOW = new Date('2026-11-24T04:30:00.000Z');
const hmac = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex');

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the gateway's messages on ${target.name}`, () => {
    let backend: TestBackend;
    let actor: Actor;
    let now = NOW;
    let cars = 0;
    const listed = new Map<string, GatewayPayment[] | Error>();
    const fetchOrderPayments = vi.fn<PaymentProvider['fetchOrderPayments']>(async (orderId) => {
      const answer = listed.get(orderId) ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const kick = vi.fn();
    const logged: { level: string; msg: string }[] = [];
    const fieldsLogged: Record<string, unknown>[] = [];
    const logger = Object.fromEntries(
      ['debug', 'info', 'warn', 'error'].map((level) => [
        level,
        (msg: string, fields: Record<string, unknown> = {}) => {
          logged.push({ level, msg });
          fieldsLogged.push(fields);
        },
      ]),
    ) as never;
    let deps: Parameters<typeof handleCallback>[0];
    let keySecret: string;
    let webhookSecret: string;

    /** A booking of a new car with its slot held and its fee's payment started: PAYMENT_CREATED, ₹199 on a sandbox order. */
    async function started() {
      const a = await makeAppointment(backend, actor, { registration: `KA52GW${String(1000 + ++cars)}` });
      await backend.call(
        '/v1/garage/bookings',
        jsonInit('POST', { appointment_id: a.appointment_id, slot_id: await firstOpenSlot(backend) }),
        actor,
      );
      await backend.call(
        `/v1/appointment/${a.appointment_id}`,
        jsonInit('PATCH', { customer_details: { full_name: 'Neha Kulkarni' } }),
        actor,
      );
      const payment = (await (await backend.call(`/v1/appointment/${a.appointment_id}/payment`, jsonInit('POST', {}), actor)).json()).data;
      return {
        appointmentId: a.appointment_id as string,
        paymentId: payment.payment_id as string,
        orderId: payment.provider_order_id as string,
      };
    }
    const gatewayPayment = (
      orderId: string,
      id: string,
      status: GatewayPayment['status'],
      extra: Partial<GatewayPayment> = {},
    ): GatewayPayment => ({ id, orderId, status, amountPaise: 19_900, errorDescription: null, createdAt: NOW, ...extra });
    /** The attempt's status and failure reason, and its appointment's status. */
    async function statusOf(s: { appointmentId: string; paymentId: string }) {
      const [p] = await backend.deps.db.select().from(payments).where(eq(payments.id, s.paymentId));
      const [a] = await backend.deps.db.select().from(appointments).where(eq(appointments.id, s.appointmentId));
      return [p!.status, p!.failureReason, a!.status];
    }
    const signed = (orderId: string, paymentId: string, secret = keySecret) => ({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(`${orderId}|${paymentId}`, secret),
    });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (e: { code: string; message: string }) => [e.code, e.message],
      );
    const webhook = (event: unknown, eventId: string) => {
      const body = typeof event === 'string' ? event : JSON.stringify(event);
      return handleWebhook(deps, { body, signature: hmac(body, webhookSecret), event_id: eventId });
    };
    const paymentEvent = (event: string, entity: Record<string, unknown>) => ({ event, payload: { payment: { entity } } });

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => now });
      const session = await createTestSession(backend.deps.db, '9812300071', { name: 'Neha Kulkarni' });
      actor = { kind: 'customer', id: session.userId };
      const real = backend.deps.providers.payments;
      keySecret = real.keySecret;
      webhookSecret = real.webhookSecret;
      const gateway: PaymentProvider = {
        name: real.name,
        embedded: real.embedded,
        keyId: real.keyId,
        keySecret,
        webhookSecret,
        createOrder: (input) => real.createOrder(input),
        payinUrl: (ids) => real.payinUrl(ids),
        fetchOrderPayments,
        refund: (...args) => real.refund(...args),
        fetchRefund: (id) => real.fetchRefund(id),
      };
      deps = {
        ...backend.deps,
        logger,
        outbox: { ...backend.deps.outbox, kick },
        providers: { ...backend.deps.providers, payments: gateway },
      };
    });
    afterAll(async () => {
      await backend?.stop();
    });
    beforeEach(() => {
      now = NOW;
      listed.clear();
      fetchOrderPayments.mockClear();
      kick.mockClear();
      logged.length = 0;
      fieldsLogged.length = 0;
    });

    describe('the callback', () => {
      it('trusts a success only with the stored order’s signature, then asks the gateway how the order stands', async () => {
        const s = await started();
        expect(await refusal(handleCallback(deps, signed('order_NotOurs00001', 'pay_GW0001')))).toEqual([
          'PAYMENT_NOT_FOUND',
          'No payment of ours has this order',
        ]);
        expect(await refusal(handleCallback(deps, signed(s.orderId, 'pay_GW0001', 'another secret')))).toEqual([
          'SIGNATURE_INVALID',
          'The payment could not be verified; nothing was changed',
        ]);
        expect(fetchOrderPayments).not.toHaveBeenCalled();
        expect(await statusOf(s)).toEqual(['CREATED', null, 'PAYMENT_CREATED']);

        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0001', 'captured')]);
        expect(await handleCallback(deps, signed(s.orderId, 'pay_GW0001'))).toEqual({
          appointment_id: s.appointmentId,
          order_id: null,
          outcome: 'paid',
        });
        expect(fetchOrderPayments.mock.calls).toEqual([[s.orderId]]);
        expect(await statusOf(s)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
        expect(kick).toHaveBeenCalledTimes(1);
      });

      it('takes a signed success as authorised only (pending) when the gateway cannot be asked or lists nothing yet', async () => {
        const down = await started();
        listed.set(down.orderId, new Error('connect ECONNREFUSED'));
        expect((await handleCallback(deps, signed(down.orderId, 'pay_GW0002'))).outcome).toBe('pending');
        expect(await statusOf(down)).toEqual(['IN_PROGRESS', null, 'PAYMENT_IN_PROGRESS']);
        expect(logged).toContainEqual({ level: 'warn', msg: 'payment gateway could not be asked; using what the message says' });

        const quiet = await started();
        expect((await handleCallback(deps, signed(quiet.orderId, 'pay_GW0003'))).outcome).toBe('pending');
        expect(await statusOf(quiet)).toEqual(['IN_PROGRESS', null, 'PAYMENT_IN_PROGRESS']);
      });

      it('believes the gateway over the callback about the same payment: one it lists as failed is failed', async () => {
        const s = await started();
        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0004', 'failed', { errorDescription: 'Payment declined by the bank' })]);
        expect((await handleCallback(deps, signed(s.orderId, 'pay_GW0004'))).outcome).toBe('failed');
        expect(await statusOf(s)).toEqual(['FAILED', 'Payment declined by the bank', 'PAYMENT_FAILED']);
        // Another payment of the order that the gateway has not listed yet still counts (authorised: pending).
        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0004', 'failed', { errorDescription: 'Payment declined by the bank' })]);
        expect((await handleCallback(deps, signed(s.orderId, 'pay_GW0005'))).outcome).toBe('pending');
        expect(await statusOf(s)).toEqual(['IN_PROGRESS', 'Payment declined by the bank', 'PAYMENT_IN_PROGRESS']);
        // That one declined for the same reason: failed again, though the reason is the one it had.
        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0005', 'failed', { errorDescription: 'Payment declined by the bank' })]);
        expect((await handleCallback(deps, { failed_order_id: s.orderId } as never)).outcome).toBe('failed');
        expect(await statusOf(s)).toEqual(['FAILED', 'Payment declined by the bank', 'PAYMENT_FAILED']);
      });

      it('tells the browser a paid order is paid, even when the gateway then lists only an authorisation or a failure', async () => {
        const s = await started();
        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0007', 'captured')]);
        await handleCallback(deps, signed(s.orderId, 'pay_GW0007'));
        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0007', 'authorized')]);
        expect((await handleCallback(deps, signed(s.orderId, 'pay_GW0007'))).outcome).toBe('paid');
        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0008', 'failed', { errorDescription: 'Card declined' })]);
        expect((await handleCallback(deps, { failed_order_id: s.orderId } as never)).outcome).toBe('paid');
        expect(await statusOf(s)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
      });

      it('asks the gateway about a failure’s order (its fields are not signed); refuses an order not ours and a callback with neither', async () => {
        const s = await started();
        expect(await refusal(handleCallback(deps, { failed_order_id: 'order_NotOurs00002' } as never))).toEqual([
          'PAYMENT_NOT_FOUND',
          'No payment of ours has this order',
        ]);
        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0006', 'failed', { errorDescription: null })]);
        expect(await handleCallback(deps, { failed_order_id: s.orderId } as never)).toEqual({
          appointment_id: s.appointmentId,
          order_id: null,
          outcome: 'failed',
        });
        expect(fetchOrderPayments.mock.calls).toEqual([[s.orderId]]);
        expect(await statusOf(s)).toEqual(['FAILED', 'The payment did not go through', 'PAYMENT_FAILED']);
        // Nothing tried on the order yet: nothing changes, and the browser is told it failed.
        const untried = await started();
        expect((await handleCallback(deps, { failed_order_id: untried.orderId } as never)).outcome).toBe('failed');
        expect(await statusOf(untried)).toEqual(['CREATED', null, 'PAYMENT_CREATED']);

        const required = ['VALIDATION_FAILED', 'razorpay_order_id, razorpay_payment_id and razorpay_signature are required'];
        expect(await refusal(handleCallback(deps, {} as never))).toEqual(required);
        expect(await refusal(handleCallback(deps, { razorpay_order_id: s.orderId, razorpay_payment_id: 'pay_GW0006' } as never))).toEqual(
          required,
        );
        expect(
          await refusal(
            handleCallback(deps, { razorpay_order_id: s.orderId, razorpay_signature: hmac(`${s.orderId}|`, keySecret) } as never),
          ),
        ).toEqual(required);
        expect(
          await refusal(
            handleCallback(deps, { razorpay_payment_id: 'pay_GW0006', razorpay_signature: hmac(`|pay_GW0006`, keySecret) } as never),
          ),
        ).toEqual(required);
      });
    });

    describe('webhooks', () => {
      it('refuses a body not signed with the webhook secret, a delivery without its event id and a body that is not an event', async () => {
        const body = JSON.stringify(
          paymentEvent('payment.captured', { id: 'pay_GW0010', order_id: 'order_x', amount: 19_900, status: 'captured' }),
        );
        expect(await refusal(handleWebhook(deps, { body, signature: hmac(body, keySecret), event_id: 'evt_GW0010' }))).toEqual([
          'SIGNATURE_INVALID',
          'The webhook signature does not match its body',
        ]);
        expect(await refusal(handleWebhook(deps, { body, signature: hmac(body, webhookSecret), event_id: '' }))).toEqual([
          'VALIDATION_FAILED',
          'x-razorpay-event-id is required',
        ]);
        const notAnEvent = ['VALIDATION_FAILED', 'The webhook body is not an event'];
        expect(await refusal(webhook('not json', 'evt_GW0011'))).toEqual(notAnEvent);
        expect(await refusal(webhook({ event: 'payment.captured' }, 'evt_GW0012'))).toEqual(notAnEvent);
        expect(await refusal(webhook(paymentEvent('payment.captured', { id: 'pay_GW0013', amount: '199' }), 'evt_GW0013'))).toEqual(
          notAnEvent,
        );
      });

      it('applies a capture as it is, once per event id, and wakes the outbox only when something changed', async () => {
        const s = await started();
        const event = paymentEvent('payment.captured', {
          id: 'pay_GW0020',
          order_id: s.orderId,
          amount: 19_900,
          status: 'captured',
          created_at: 1_795_000_000,
        });
        expect(await webhook(event, 'evt_GW0020')).toEqual({ received: true, duplicate: false });
        expect(fetchOrderPayments).not.toHaveBeenCalled();
        expect(await statusOf(s)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
        expect(kick).toHaveBeenCalledTimes(1);
        expect(await webhook(event, 'evt_GW0020')).toEqual({ received: true, duplicate: true });
        expect(kick).toHaveBeenCalledTimes(1);
        // An order of another integration on the same gateway account: taken, not ours to change.
        expect(
          await webhook(
            paymentEvent('payment.captured', { id: 'pay_GW0021', order_id: 'order_Elsewhere001', amount: 50_000, status: 'captured' }),
            'evt_GW0021',
          ),
        ).toEqual({ received: true, duplicate: false });
        expect(kick).toHaveBeenCalledTimes(1);
      });

      it('takes order.paid by the order entity’s id', async () => {
        const s = await started();
        const event = {
          event: 'order.paid',
          payload: { order: { entity: { id: s.orderId } }, payment: { entity: { id: 'pay_GW0030', amount: 19_900, status: 'captured' } } },
        };
        expect(await webhook(event, 'evt_GW0030')).toEqual({ received: true, duplicate: false });
        expect(await statusOf(s)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
      });

      it('checks a failure or an authorisation with the gateway, falling back on the event; the newest failure gives the reason', async () => {
        const failed = await started();
        listed.set(failed.orderId, [
          gatewayPayment(failed.orderId, 'pay_GW0040', 'failed', {
            errorDescription: 'Card declined',
            createdAt: new Date('2026-11-24T04:20:00Z'),
          }),
        ]);
        // 04:25 UTC, after the listed one: its reason is the attempt's.
        await webhook(
          paymentEvent('payment.failed', {
            id: 'pay_GW0041',
            order_id: failed.orderId,
            amount: 19_900,
            status: 'failed',
            error_description: 'UPI request timed out',
            created_at: 1_795_494_300,
          }),
          'evt_GW0041',
        );
        expect(fetchOrderPayments.mock.calls).toEqual([[failed.orderId]]);
        expect(await statusOf(failed)).toEqual(['FAILED', 'UPI request timed out', 'PAYMENT_FAILED']);

        const authorised = await started();
        listed.set(authorised.orderId, new Error('Razorpay answered 503'));
        await webhook(
          paymentEvent('payment.authorized', { id: 'pay_GW0042', order_id: authorised.orderId, amount: 19_900, status: 'authorized' }),
          'evt_GW0042',
        );
        expect(await statusOf(authorised)).toEqual(['IN_PROGRESS', null, 'PAYMENT_IN_PROGRESS']);
        // A status the product does not know counts as a payment just made (pending).
        const odd = await started();
        await webhook(
          paymentEvent('payment.authorized', { id: 'pay_GW0043', order_id: odd.orderId, amount: 19_900, status: 'on_hold' }),
          'evt_GW0043',
        );
        expect(await statusOf(odd)).toEqual(['IN_PROGRESS', null, 'PAYMENT_IN_PROGRESS']);
      });

      it('changes nothing for an order.paid or a payment.failed that carries no payment', async () => {
        const s = await started();
        expect(await webhook({ event: 'order.paid', payload: { order: { entity: { id: s.orderId } } } }, 'evt_GW0052')).toEqual({
          received: true,
          duplicate: false,
        });
        expect(await webhook({ event: 'payment.failed', payload: { order: { entity: { id: s.orderId } } } }, 'evt_GW0053')).toEqual({
          received: true,
          duplicate: false,
        });
        expect(fetchOrderPayments).not.toHaveBeenCalled();
        expect(kick).not.toHaveBeenCalled();
        expect(await statusOf(s)).toEqual(['CREATED', null, 'PAYMENT_CREATED']);
      });

      it('waits 2.5 s at most for a gateway that does not answer, then goes by the event', async () => {
        const s = await started();
        fetchOrderPayments.mockImplementationOnce(() => new Promise<never>(() => {}));
        const started_ = Date.now();
        await webhook(
          paymentEvent('payment.authorized', { id: 'pay_GW0054', order_id: s.orderId, amount: 19_900, status: 'authorized' }),
          'evt_GW0054',
        );
        expect(Date.now() - started_).toBeGreaterThanOrEqual(2_400);
        expect(await statusOf(s)).toEqual(['IN_PROGRESS', null, 'PAYMENT_IN_PROGRESS']);
        expect(logged).toEqual([{ level: 'warn', msg: 'payment gateway could not be asked; using what the message says' }]);
        expect(fieldsLogged[0]).toEqual({ orderId: s.orderId, error: new Error('gateway took too long') });
      });

      it('leaves other events alone: nothing changes and the outbox is not woken', async () => {
        const s = await started();
        expect(
          await webhook(
            paymentEvent('payment.dispute.created', { id: 'pay_GW0050', order_id: s.orderId, amount: 19_900, status: 'captured' }),
            'evt_GW0050',
          ),
        ).toEqual({ received: true, duplicate: false });
        expect(await webhook({ event: 'payment.captured', payload: {} }, 'evt_GW0051')).toEqual({ received: true, duplicate: false });
        expect(fetchOrderPayments).not.toHaveBeenCalled();
        expect(kick).not.toHaveBeenCalled();
        expect(await statusOf(s)).toEqual(['CREATED', null, 'PAYMENT_CREATED']);
      });

      it('settles a pending refund by refund.processed or refund.failed, once; a refund settled already or unknown is left alone', async () => {
        const s = await started();
        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0060', 'captured')]);
        await handleCallback(deps, signed(s.orderId, 'pay_GW0060'));
        // As a cancellation leaves it once the refunds job has asked the gateway (pending at the bank).
        const [refund] = await backend.deps.db
          .insert(refunds)
          .values({
            paymentId: s.paymentId,
            appointmentId: s.appointmentId,
            amountPaise: 19_900,
            reason: 'plans changed',
            providerRefundId: 'rfnd_GW0060',
            attempts: 1,
          })
          .returning();
        const refundEvent = (event: string, id: string) => ({
          event,
          payload: { refund: { entity: { id, payment_id: 'pay_GW0060', amount: 19_900, status: 'processed' } } },
        });
        kick.mockClear();

        now = new Date('2026-11-24T05:00:00.000Z');
        expect(await webhook(refundEvent('refund.processed', 'rfnd_GW0060'), 'evt_GW0060')).toEqual({ received: true, duplicate: false });
        const read = async () => {
          const [r] = await backend.deps.db.select().from(refunds).where(eq(refunds.id, refund!.id));
          return [r!.status, r!.processedAt?.toISOString() ?? null, r!.lastError];
        };
        expect(await read()).toEqual(['PROCESSED', '2026-11-24T05:00:00.000Z', null]);
        expect(kick).toHaveBeenCalledTimes(1);
        // A failure reported after it was processed changes nothing.
        await webhook(refundEvent('refund.failed', 'rfnd_GW0060'), 'evt_GW0061');
        expect(await read()).toEqual(['PROCESSED', '2026-11-24T05:00:00.000Z', null]);
        // Unknown refund: taken, nothing to wake.
        kick.mockClear();
        await webhook(refundEvent('refund.processed', 'rfnd_Elsewhere01'), 'evt_GW0062');
        expect(kick).not.toHaveBeenCalled();

        await backend.deps.db.update(refunds).set({ status: 'PENDING', processedAt: null }).where(eq(refunds.id, refund!.id));
        await webhook(refundEvent('refund.failed', 'rfnd_GW0060'), 'evt_GW0063');
        expect(await read()).toEqual(['FAILED', null, 'the gateway reported the refund failed']);
        // Any other refund event is not a settlement.
        await backend.deps.db.update(refunds).set({ status: 'PENDING', lastError: null }).where(eq(refunds.id, refund!.id));
        await webhook(refundEvent('refund.created', 'rfnd_GW0060'), 'evt_GW0064');
        expect(await read()).toEqual(['PENDING', null, null]);
      });
    });

    describe('settling what the gateway says', () => {
      const captured = (orderId: string, id: string, amount = 19_900) =>
        paymentEvent('payment.captured', { id, order_id: orderId, amount, status: 'captured' });
      const attemptOf = async (paymentId: string) => (await backend.deps.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
      const refundsOf = async (appointmentId: string) =>
        (await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId))).map((r) => [
          r.paymentId,
          r.amountPaise,
          r.reason,
        ]);
      /** The texts of the SMS telling Neha money is returned, oldest first. */
      const moneyReturned = async () =>
        (
          await backend.deps.db
            .select()
            .from(outbox)
            .where(and(eq(outbox.template, 'MONEY_RETURNED'), eq(outbox.recipient, '9812300071')))
            .orderBy(outbox.createdAt)
        ).map((m) => m.body);
      /** The fee's payment started again with SAVE100 (₹100 off): another amount, so another attempt; the first is replaced. */
      async function replaced() {
        const first = await started();
        const second = (
          await (
            await backend.call(`/v1/appointment/${first.appointmentId}/payment`, jsonInit('POST', { coupon_code: 'SAVE100' }), actor)
          ).json()
        ).data;
        expect([second.amount, await statusOf(first)]).toEqual([
          9_900,
          ['EXPIRED', 'replaced by a payment for another amount', 'PAYMENT_CREATED'],
        ]);
        backend.manualJobs.take('process-refunds');
        return {
          first,
          second: {
            appointmentId: first.appointmentId,
            paymentId: second.payment_id as string,
            orderId: second.provider_order_id as string,
          },
        };
      }

      it('makes a new attempt for another coupon with the same effect, so the coupon used is the one recorded', async () => {
        await backend.deps.db
          .insert(coupons)
          .values({
            code: 'SAVE100B',
            description: '₹100 off a booking fee of ₹199 or more',
            kind: 'FLAT',
            value: 10_000,
            target: 'FEE',
            minAmountPaise: 19_900,
            validFrom: new Date('2026-01-01T00:00:00+05:30'),
            validUntil: new Date('2028-01-01T00:00:00+05:30'),
          })
          .onConflictDoNothing();
        const { first, second } = await replaced();
        const third = (
          await (
            await backend.call(`/v1/appointment/${first.appointmentId}/payment`, jsonInit('POST', { coupon_code: 'SAVE100B' }), actor)
          ).json()
        ).data;
        expect([third.amount, third.payment_id === second.paymentId]).toEqual([9_900, false]);
        expect((await attemptOf(third.payment_id)).couponCode).toBe('SAVE100B');
        expect(await statusOf(second)).toEqual(['EXPIRED', 'replaced by a payment for another amount', 'PAYMENT_CREATED']);
      });

      it('a capture of another amount than the order was made for is recorded once: refunded, the attempt closed, the customer told; the job no longer asks about it', async () => {
        const s = await started();
        const before = (await moneyReturned()).length;
        await webhook(captured(s.orderId, 'pay_GW0080', 25_000), 'evt_GW0080');
        // Not confirmed: closed with the reason, so the customer pays again on a new attempt.
        expect(await statusOf(s)).toEqual(['EXPIRED', 'the gateway captured ₹250 for a payment of ₹199; refunded', 'PAYMENT_CREATED']);
        expect(await refundsOf(s.appointmentId)).toEqual([[s.paymentId, 25_000, 'we received ₹250 for a payment of ₹199']]);
        expect(backend.manualJobs.take('process-refunds')).toHaveLength(1);
        expect((await moneyReturned()).slice(before)).toEqual([
          expect.stringMatching(
            /^Service Centre: we received ₹250 for a payment of ₹199 \(booking \w+\)\. ₹250 is being refunded to your account; banks take 5-7 working days\. Details: \{\{origin\}\}\/service-centre\/l\/[\w-]{16}$/,
          ),
        ]);
        expect(logged).toContainEqual({
          level: 'error',
          msg: 'gateway captured another amount than the order was made for; refunded, not confirmed',
        });
        // The same capture told again (a repeat, or the reconciling job): recorded already, nothing more.
        logged.length = 0;
        await webhook(captured(s.orderId, 'pay_GW0080', 25_000), 'evt_GW0080b');
        listed.set(s.orderId, [gatewayPayment(s.orderId, 'pay_GW0080', 'captured', { amountPaise: 25_000 })]);
        await backend.deps.db
          .update(payments)
          .set({ updatedAt: new Date(NOW.getTime() - 600_000) })
          .where(eq(payments.id, s.paymentId));
        fetchOrderPayments.mockClear();
        await reconcilePayments(deps);
        expect(fetchOrderPayments.mock.calls.map(([orderId]) => orderId)).not.toContain(s.orderId);
        expect(logged).toEqual([]);
        expect(await refundsOf(s.appointmentId)).toHaveLength(1);
        expect((await moneyReturned()).length).toBe(before + 1);
        // Paying again makes a new attempt and a new order.
        const again = (await (await backend.call(`/v1/appointment/${s.appointmentId}/payment`, jsonInit('POST', {}), actor)).json()).data;
        expect([again.payment_id === s.paymentId, again.provider_order_id === s.orderId, again.amount]).toEqual([false, false, 19_900]);
      });

      it('a second capture on an order already paid is recorded and refunded once, and the customer told; the first stays the payment', async () => {
        const s = await started();
        await webhook(captured(s.orderId, 'pay_GW0078'), 'evt_GW0078');
        expect(await statusOf(s)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
        const before = (await moneyReturned()).length;
        // The customer paid the same order again in another tab: the gateway captured both.
        await webhook(captured(s.orderId, 'pay_GW0079'), 'evt_GW0079');
        expect(await statusOf(s)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
        expect((await attemptOf(s.paymentId)).providerPaymentId).toBe('pay_GW0078');
        const rows = await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, s.appointmentId));
        expect(rows.map((r) => [r.gatewayPaymentId, r.amountPaise, r.reason, r.status])).toEqual([
          ['pay_GW0079', 19_900, 'we received a second payment for the same order', 'PENDING'],
        ]);
        expect(backend.manualJobs.take('process-refunds')).toHaveLength(1);
        expect((await moneyReturned()).slice(before)).toEqual([
          expect.stringMatching(
            /^Service Centre: we received a second payment for the same order \(booking \w+\)\. ₹199 is being refunded/,
          ),
        ]);
        // Money never taken as an advance gets no refund voucher: the fee's receipt voucher is its only document.
        expect(
          (await backend.deps.db.select().from(invoices).where(eq(invoices.appointmentId, s.appointmentId))).map((d) => d.kind),
        ).toEqual(['RECEIPT_VOUCHER']);
        // Told again (another delivery, the callback listing both): still one refund, one message.
        await webhook(captured(s.orderId, 'pay_GW0079'), 'evt_GW0079b');
        listed.set(s.orderId, [
          gatewayPayment(s.orderId, 'pay_GW0078', 'captured'),
          gatewayPayment(s.orderId, 'pay_GW0079', 'captured', { createdAt: new Date(NOW.getTime() + 60_000) }),
        ]);
        expect((await handleCallback(deps, signed(s.orderId, 'pay_GW0079'))).outcome).toBe('paid');
        expect(await refundsOf(s.appointmentId)).toHaveLength(1);
        expect((await moneyReturned()).length).toBe(before + 1);
      });

      it('the gateway listing two captures of an unpaid order at once: the older pays it, the newer is refunded', async () => {
        const s = await started();
        listed.set(s.orderId, [
          gatewayPayment(s.orderId, 'pay_GW0077', 'captured', { createdAt: new Date(NOW.getTime() + 60_000) }),
          gatewayPayment(s.orderId, 'pay_GW0076', 'captured'),
        ]);
        expect((await handleCallback(deps, signed(s.orderId, 'pay_GW0077'))).outcome).toBe('paid');
        expect(await statusOf(s)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
        expect((await attemptOf(s.paymentId)).providerPaymentId).toBe('pay_GW0076');
        expect(
          (await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, s.appointmentId))).map((r) => [
            r.gatewayPaymentId,
            r.reason,
          ]),
        ).toEqual([['pay_GW0077', 'we received a second payment for the same order']]);
      });

      it('refunds a capture of an attempt that was replaced, and one that arrives after the fee was paid by another', async () => {
        const { first, second } = await replaced();
        listed.set(first.orderId, [gatewayPayment(first.orderId, 'pay_GW0081', 'captured')]);
        // The browser is told it failed: this payment did not book anything.
        expect((await handleCallback(deps, signed(first.orderId, 'pay_GW0081'))).outcome).toBe('failed');
        const kept = await attemptOf(first.paymentId);
        expect([kept.status, kept.providerPaymentId, kept.capturedAt?.toISOString()]).toEqual([
          'EXPIRED',
          'pay_GW0081',
          '2026-11-24T04:30:00.000Z',
        ]);
        expect(await refundsOf(first.appointmentId)).toEqual([
          [first.paymentId, 19_900, 'a payment arrived after the booking was cancelled or its payment replaced'],
        ]);
        expect(backend.manualJobs.take('process-refunds')).toHaveLength(1);
        expect(logged).toContainEqual({ level: 'warn', msg: 'captured money the booking cannot keep; refunding it' });
        expect((await statusOf(second))[2]).toBe('PAYMENT_CREATED');

        // The other way round: the second attempt pays the fee, then the first is captured too.
        const again = await replaced();
        await webhook(captured(again.second.orderId, 'pay_GW0082', 9_900), 'evt_GW0082');
        expect(await statusOf(again.second)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
        await webhook(captured(again.first.orderId, 'pay_GW0083'), 'evt_GW0083');
        expect(await refundsOf(again.first.appointmentId)).toEqual([[again.first.paymentId, 19_900, 'your booking fee was paid twice']]);
        expect(await statusOf(again.second)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
      });

      it('never undoes a capture: a late authorisation or failure leaves it paid; a replaced attempt stays replaced', async () => {
        const s = await started();
        await webhook(captured(s.orderId, 'pay_GW0084'), 'evt_GW0084');
        listed.set(s.orderId, new Error('Razorpay answered 502'));
        await webhook(
          paymentEvent('payment.authorized', { id: 'pay_GW0085', order_id: s.orderId, amount: 19_900, status: 'authorized' }),
          'evt_GW0085',
        );
        await webhook(
          paymentEvent('payment.failed', {
            id: 'pay_GW0086',
            order_id: s.orderId,
            amount: 19_900,
            status: 'failed',
            error_description: 'Card declined',
          }),
          'evt_GW0086',
        );
        expect(await statusOf(s)).toEqual(['CONFIRMED', null, 'SCHEDULED']);
        // A failure callback when the gateway lists nothing: the attempt is paid, and the browser is told so.
        listed.delete(s.orderId);
        expect((await handleCallback(deps, { failed_order_id: s.orderId } as never)).outcome).toBe('paid');

        const { first } = await replaced();
        listed.set(first.orderId, new Error('Razorpay answered 502'));
        expect((await handleCallback(deps, signed(first.orderId, 'pay_GW0087'))).outcome).toBe('failed');
        await webhook(
          paymentEvent('payment.failed', {
            id: 'pay_GW0088',
            order_id: first.orderId,
            amount: 19_900,
            status: 'failed',
            error_description: 'Card declined',
          }),
          'evt_GW0088',
        );
        expect(await statusOf(first)).toEqual(['EXPIRED', 'replaced by a payment for another amount', 'PAYMENT_CREATED']);
      });

      it('gives a failed attempt tried again and failed again the newest reason', async () => {
        const s = await started();
        await webhook(
          paymentEvent('payment.failed', {
            id: 'pay_GW0089',
            order_id: s.orderId,
            amount: 19_900,
            status: 'failed',
            error_description: 'Card declined',
            created_at: 1_795_494_300,
          }),
          'evt_GW0089',
        );
        expect(await statusOf(s)).toEqual(['FAILED', 'Card declined', 'PAYMENT_FAILED']);
        await webhook(
          paymentEvent('payment.failed', {
            id: 'pay_GW0090',
            order_id: s.orderId,
            amount: 19_900,
            status: 'failed',
            error_description: 'Insufficient funds',
            created_at: 1_795_494_600,
          }),
          'evt_GW0090',
        );
        expect(await statusOf(s)).toEqual(['FAILED', 'Insufficient funds', 'PAYMENT_FAILED']);
      });
    });

    describe('starting to pay', () => {
      const pay = async (appointmentId: string, body: Record<string, unknown> = {}, as: Actor = actor) => {
        const r = await backend.call(`/v1/appointment/${appointmentId}/payment`, jsonInit('POST', body), as);
        const json = await r.json();
        return r.status === 200 ? [r.status, json.data.amount] : [r.status, json.error.code, json.error.message];
      };

      it('says what is missing, word for word: the pick-up address, the name, a slot, a hold that ran out; and refuses a paid booking', async () => {
        const pickUp = await makeAppointment(backend, actor, { type: 'PICK_AND_DROP', registration: `KA52GW${String(1000 + ++cars)}` });
        expect(await pay(pickUp.appointment_id)).toEqual([409, 'DETAILS_REQUIRED', 'Add the pick-up address before paying']);
        // A customer who has not given a name yet.
        const nameless: Actor = { kind: 'customer', id: (await createTestSession(backend.deps.db, '9812300072')).userId };
        const a = await makeAppointment(backend, nameless, { registration: `KA52GW${String(1000 + ++cars)}` });
        expect(await pay(a.appointment_id, {}, nameless)).toEqual([409, 'DETAILS_REQUIRED', 'Add your name before paying']);
        await backend.call(
          `/v1/appointment/${a.appointment_id}`,
          jsonInit('PATCH', { customer_details: { full_name: 'Vikram Shah' } }),
          nameless,
        );
        expect(await pay(a.appointment_id, {}, nameless)).toEqual([409, 'HOLD_EXPIRED', 'Choose a slot before paying']);
        await backend.call(
          '/v1/garage/bookings',
          jsonInit('POST', { appointment_id: a.appointment_id, slot_id: await firstOpenSlot(backend) }),
          nameless,
        );
        now = new Date(NOW.getTime() + 15 * 60_000);
        expect(await pay(a.appointment_id, {}, nameless)).toEqual([
          409,
          'HOLD_EXPIRED',
          'Your slot was held for a short time and has been released; choose a slot again',
        ]);
        now = new Date(NOW.getTime() + 15 * 60_000 - 1);
        expect(await pay(a.appointment_id, {}, nameless)).toEqual([200, 19_900]);
        now = NOW;
        const paid = await started();
        await webhook(
          paymentEvent('payment.captured', { id: 'pay_GW0091', order_id: paid.orderId, amount: 19_900, status: 'captured' }),
          'evt_GW0091',
        );
        expect(await pay(paid.appointmentId)).toEqual([
          409,
          'INVALID_TRANSITION',
          "This booking is already confirmed, so it can't be paid for again.",
        ]);
      });

      it('makes a new attempt when the fee changed meanwhile; the same fee answers the same attempt', async () => {
        const s = await started();
        const same = (await (await backend.call(`/v1/appointment/${s.appointmentId}/payment`, jsonInit('POST', {}), actor)).json()).data;
        expect([same.payment_id, same.provider_order_id]).toEqual([s.paymentId, s.orderId]);
        const [fee] = await backend.deps.db
          .select()
          .from(bookingFees)
          .where(and(eq(bookingFees.garageId, KUDLU_GATE), eq(bookingFees.serviceType, 'periodic_service')));
        await backend.deps.db
          .update(bookingFees)
          .set({ amountPaise: 24_900 })
          .where(and(eq(bookingFees.garageId, KUDLU_GATE), eq(bookingFees.serviceType, 'periodic_service')));
        try {
          const changed = (await (await backend.call(`/v1/appointment/${s.appointmentId}/payment`, jsonInit('POST', {}), actor)).json())
            .data;
          expect([changed.amount, changed.payment_id === s.paymentId]).toEqual([24_900, false]);
          expect(await statusOf(s)).toEqual(['EXPIRED', 'replaced by a payment for another amount', 'PAYMENT_CREATED']);
        } finally {
          await backend.deps.db
            .update(bookingFees)
            .set({ amountPaise: fee!.amountPaise })
            .where(and(eq(bookingFees.garageId, KUDLU_GATE), eq(bookingFees.serviceType, 'periodic_service')));
        }
      });

      it('makes the gateway order for the attempt: its amount, our receipt and what it is for', async () => {
        const a = await makeAppointment(backend, actor, { registration: `KA52GW${String(1000 + ++cars)}` });
        await backend.call(
          '/v1/garage/bookings',
          jsonInit('POST', { appointment_id: a.appointment_id, slot_id: await firstOpenSlot(backend) }),
          actor,
        );
        const asked: unknown[] = [];
        const recording = {
          ...deps.providers.payments,
          createOrder: async (input: unknown) => {
            asked.push(input);
            return { orderId: 'order_GW0096' };
          },
        };
        const details = await startPayment(
          { ...deps, providers: { ...deps.providers, payments: recording } },
          actor,
          a.appointment_id,
          'SAVE100',
        );
        expect(asked).toEqual([
          {
            amountPaise: 9_900,
            receipt: `sc_${details.payment_id.replaceAll('-', '')}`,
            notes: { appointment_id: a.appointment_id, payment_id: details.payment_id, description: 'Booking fee' },
          },
        ]);
        expect(details.provider_order_id).toBe('order_GW0096');
      });

      it('says so when the gateway cannot make an order; nothing is charged and trying again makes it', async () => {
        const a = await makeAppointment(backend, actor, { registration: `KA52GW${String(1000 + ++cars)}` });
        await backend.call(
          '/v1/garage/bookings',
          jsonInit('POST', { appointment_id: a.appointment_id, slot_id: await firstOpenSlot(backend) }),
          actor,
        );
        await backend.call(
          `/v1/appointment/${a.appointment_id}`,
          jsonInit('PATCH', { customer_details: { full_name: 'Neha Kulkarni' } }),
          actor,
        );
        const down = {
          ...deps.providers.payments,
          createOrder: async () => {
            throw new Error('connect ETIMEDOUT');
          },
        };
        expect(
          await refusal(startPayment({ ...deps, providers: { ...deps.providers, payments: down } }, actor, a.appointment_id, undefined)),
        ).toEqual(['PAYMENT_PROVIDER_FAILED', 'Our payment partner did not answer; nothing was charged. Please try again.']);
        expect(logged).toEqual([{ level: 'error', msg: 'payment gateway could not make an order' }]);
        expect(fieldsLogged[0]).toMatchObject({ provider: 'sandbox', error: new Error('connect ETIMEDOUT') });
        const [attempt] = await backend.deps.db.select().from(payments).where(eq(payments.appointmentId, a.appointment_id));
        expect([attempt!.status, attempt!.providerOrderId]).toEqual(['CREATED', null]);
        const retried = await startPayment(deps, actor, a.appointment_id, undefined);
        expect([retried.payment_id, retried.provider_order_id?.startsWith('order_')]).toEqual([attempt!.id, true]);
      });
    });

    describe('the receipt', () => {
      it('shows the receipt voucher of the advance paid with a coupon, the customer and the payment; then its refund voucher', async () => {
        const a = await makeAppointment(backend, actor, { registration: `KA52GW${String(1000 + ++cars)}` });
        // A slot a day or more away (today's five come first), so that cancelling returns the whole fee.
        await backend.call(
          '/v1/garage/bookings',
          jsonInit('POST', { appointment_id: a.appointment_id, slot_id: await firstOpenSlot(backend, 'SLOT_BOOKING', 6) }),
          actor,
        );
        await backend.call(
          `/v1/appointment/${a.appointment_id}`,
          jsonInit('PATCH', { customer_details: { full_name: 'Neha Kulkarni' } }),
          actor,
        );
        const receiptOf = async () => {
          const r = await backend.call(`/v1/appointment/${a.appointment_id}/receipt`, undefined, actor);
          return [r.status, await r.json()];
        };
        expect(await receiptOf()).toEqual([
          404,
          { error: { code: 'RECEIPT_NOT_FOUND', message: 'This booking has no paid booking fee yet, so there is no receipt' } },
        ]);
        const payment = (
          await (
            await backend.call(`/v1/appointment/${a.appointment_id}/payment`, jsonInit('POST', { coupon_code: 'SAVE100' }), actor)
          ).json()
        ).data;
        now = new Date('2026-11-24T04:32:00.000Z');
        await webhook(
          paymentEvent('payment.captured', { id: 'pay_GW0095', order_id: payment.provider_order_id, amount: 9_900, status: 'captured' }),
          'evt_GW0095',
        );
        now = NOW;
        const [status, body] = await receiptOf();
        expect(status).toBe(200);
        // ₹99 with GST inside: taxable ₹83.90, CGST and SGST ₹7.55 each.
        expect(body.data).toEqual({
          appointment_id: a.appointment_id,
          supplier: {
            legal_name: 'Service Centre Auto Care Private Limited',
            trade_name: 'Service Centre Kudlu Gate',
            address: 'Plot 14, Hosur Main Road, near Kudlu Gate Junction, Garvebhavi Palya, Bengaluru, Karnataka 560068',
            gstin: '29AAPCS1234K1ZY',
            state: 'Karnataka',
            state_code: '29',
          },
          customer: { name: 'Neha Kulkarni', phone_number: '9812300071' },
          place_of_supply: 'Karnataka (29)',
          receipt_voucher: {
            number: expect.stringMatching(/^KDG\/A2627\/\d{5}$/),
            issued_at: '2026-11-24T04:32:00.000Z',
            description: 'Advance received: booking fee for Periodic service at Service Centre Kudlu Gate',
            sac: '998714',
            taxable_paise: 8_390,
            cgst_paise: 755,
            sgst_paise: 755,
            igst_paise: 0,
            total_paise: 9_900,
            against: null,
          },
          coupon: { code: 'SAVE100', discount_paise: 10_000 },
          payment: { provider: 'sandbox', reference: 'pay_GW0095', paid_at: '2026-11-24T04:32:00.000Z' },
          refund: null,
          refund_voucher: null,
          cancellation_invoice: null,
        });
        // Cancelled in time: the whole advance back, with a refund voucher against the receipt voucher.
        now = new Date('2026-11-24T05:00:00.000Z');
        expect(
          (await backend.call(`/v1/appointment/${a.appointment_id}`, jsonInit('DELETE', { reason: 'plans changed' }), actor)).status,
        ).toBe(200);
        now = NOW;
        const after = (await receiptOf())[1].data;
        expect(after.refund).toEqual({ amount_paise: 9_900, status: 'PENDING', created_at: expect.any(String), processed_at: null });
        expect(after.refund_voucher).toEqual({
          number: expect.stringMatching(/^KDG\/R2627\/\d{5}$/),
          issued_at: '2026-11-24T05:00:00.000Z',
          description: 'Advance refunded: booking fee for Periodic service at Service Centre Kudlu Gate',
          sac: '998714',
          taxable_paise: 8_390,
          cgst_paise: 755,
          sgst_paise: 755,
          igst_paise: 0,
          total_paise: 9_900,
          against: body.data.receipt_voucher.number,
        });
        expect(after.cancellation_invoice).toBeNull();
      });

      it('names the service booked; keeps no coupon that took nothing off the fee; a fee kept on a no-show is a cancellation charge with its tax invoice; shows the garage an erased customer as nobody', async () => {
        const a = (
          await (
            await backend.call(
              '/v1/appointment',
              jsonInit('POST', {
                garage_id: KUDLU_GATE,
                service_type_id: 'car_spa_and_cleaning',
                vehicle_details: {
                  model_id: await swiftId(backend),
                  fuel_type: 'PETROL',
                  registration_number: `KA52GW${String(1000 + ++cars)}`,
                },
                booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
              }),
              actor,
            )
          ).json()
        ).data;
        const slotId = await firstOpenSlot(backend);
        await backend.call('/v1/garage/bookings', jsonInit('POST', { appointment_id: a.appointment_id, slot_id: slotId }), actor);
        const payment = (await (await backend.call(`/v1/appointment/${a.appointment_id}/payment`, jsonInit('POST', {}), actor)).json())
          .data;
        await webhook(
          paymentEvent('payment.captured', { id: 'pay_GW0097', order_id: payment.provider_order_id, amount: 9_900, status: 'captured' }),
          'evt_GW0097',
        );
        // As if a service coupon had been recorded with the fee (it takes nothing off the fee itself).
        await backend.deps.db.update(payments).set({ couponCode: 'SPA15' }).where(eq(payments.id, payment.payment_id));
        const receipt = async (as: Actor) =>
          (await (await backend.call(`/v1/appointment/${a.appointment_id}/receipt`, undefined, as)).json()).data;
        const mine = await receipt(actor);
        expect([mine.receipt_voucher.description, mine.coupon, mine.refund]).toEqual([
          'Advance received: booking fee for Car spa and cleaning at Service Centre Kudlu Gate',
          null,
          null,
        ]);
        // A service no longer offered is still named on the voucher of the booking that paid for it.
        await backend.deps.db.update(serviceTypes).set({ isActive: false }).where(eq(serviceTypes.id, 'car_spa_and_cleaning'));
        try {
          expect((await receipt(actor)).receipt_voucher.description).toBe(
            'Advance received: booking fee for Car spa and cleaning at Service Centre Kudlu Gate',
          );
        } finally {
          await backend.deps.db.update(serviceTypes).set({ isActive: true }).where(eq(serviceTypes.id, 'car_spa_and_cleaning'));
        }
        // The car was not handed over: from the slot's start the console closes the booking and the fee is kept.
        const advisor = await createTestSession(backend.deps.db, '9812300079', { role: 'ADVISOR', garageIds: [KUDLU_GATE] });
        const staff: Actor = { kind: 'advisor', id: advisor.userId, garageIds: [KUDLU_GATE] };
        const [booked] = await backend.deps.db.select().from(appointments).where(eq(appointments.id, a.appointment_id));
        now = new Date(`${booked!.appointmentDate}T${booked!.slotStart}+05:30`);
        expect(
          (await backend.call(`/v1/garage/console/appointments/${a.appointment_id}/no-show`, jsonInit('POST', {}), staff)).status,
        ).toBe(200);
        now = NOW;
        const kept = await receipt(actor);
        expect([kept.refund, kept.refund_voucher]).toEqual([null, null]);
        expect(kept.cancellation_invoice).toEqual({
          number: expect.stringMatching(/^KDG\/26-27\/\d{5}$/),
          issued_at: expect.any(String),
          description: 'Cancellation charge: booking for Car spa and cleaning at Service Centre Kudlu Gate not kept',
          sac: '998714',
          taxable_paise: 8_390,
          cgst_paise: 755,
          sgst_paise: 755,
          igst_paise: 0,
          total_paise: 9_900,
          against: mine.receipt_voucher.number,
        });
        // The account erased: the appointment is kept for tax without the person; the garage still sees the documents.
        await backend.deps.db.update(appointments).set({ userId: null, customerDetails: {} }).where(eq(appointments.id, a.appointment_id));
        expect((await receipt(staff)).customer).toEqual({ name: null, phone_number: null });
      });

      it('states the supplier as GST wants it, for a garage without a legal name, GSTIN or known state code too', () => {
        const garage = {
          name: 'Service Centre Kudlu Gate',
          legalName: 'Service Centre Auto Care Private Limited',
          address: 'Plot 14, Hosur Main Road',
          gstin: '29AAPCS1234K1ZY',
          state: 'Karnataka',
        };
        expect(supplierOf(garage as never)).toEqual({
          supplier: {
            legal_name: 'Service Centre Auto Care Private Limited',
            trade_name: 'Service Centre Kudlu Gate',
            address: 'Plot 14, Hosur Main Road',
            gstin: '29AAPCS1234K1ZY',
            state: 'Karnataka',
            state_code: '29',
          },
          placeOfSupply: 'Karnataka (29)',
        });
        expect(supplierOf({ ...garage, legalName: null, gstin: null, state: 'Atlantis' } as never)).toEqual({
          supplier: {
            legal_name: 'Service Centre Kudlu Gate',
            trade_name: 'Service Centre Kudlu Gate',
            address: 'Plot 14, Hosur Main Road',
            gstin: '',
            state: 'Atlantis',
            state_code: '',
          },
          placeOfSupply: 'Atlantis',
        });
      });
    });

    describe('reconciling', () => {
      /** An attempt whose last change was `quietFor` ms before now and which was made `age` ms before now. */
      async function quiet(quietForMs: number, ageMs = quietForMs) {
        const s = await started();
        await backend.deps.db
          .update(payments)
          .set({ updatedAt: new Date(NOW.getTime() - quietForMs), createdAt: new Date(NOW.getTime() - ageMs) })
          .where(eq(payments.id, s.paymentId));
        return s;
      }

      it('asks about an unpaid attempt quiet for two minutes or more, made within seven days, and applies what the gateway says', async () => {
        const justQuiet = await quiet(120_000);
        const notYet = await quiet(119_999);
        const week = await quiet(120_000, 7 * 86_400_000);
        const older = await quiet(120_000, 7 * 86_400_000 + 1);
        for (const s of [justQuiet, notYet, week, older])
          listed.set(s.orderId, [gatewayPayment(s.orderId, `pay_${s.paymentId.slice(0, 8)}`, 'captured')]);
        expect(await reconcilePayments(deps)).toBe(2);
        const asked = fetchOrderPayments.mock.calls.map(([orderId]) => orderId);
        expect(asked).toContain(justQuiet.orderId);
        expect(asked).toContain(week.orderId);
        expect(asked).not.toContain(notYet.orderId);
        expect(asked).not.toContain(older.orderId);
        expect((await statusOf(justQuiet))[0]).toBe('CONFIRMED');
        expect((await statusOf(week))[0]).toBe('CONFIRMED');
        expect((await statusOf(notYet))[0]).toBe('CREATED');
        expect((await statusOf(older))[0]).toBe('CREATED');
      });

      it('counts only what it settled; an order with nothing tried is left, and a gateway error does not stop the round', async () => {
        const nothing = await quiet(600_000);
        const failing = await quiet(500_000);
        const paid = await quiet(400_000);
        listed.set(failing.orderId, new Error('Razorpay answered 500'));
        listed.set(paid.orderId, [gatewayPayment(paid.orderId, 'pay_GW0070', 'captured')]);
        expect(await reconcilePayments(deps)).toBe(1);
        // The longest quiet first (attempts in progress from the tests before are asked too: they answer nothing).
        const mine = [nothing.orderId, failing.orderId, paid.orderId];
        expect(fetchOrderPayments.mock.calls.map(([orderId]) => orderId).filter((id) => mine.includes(id))).toEqual(mine);
        expect(logged).toEqual([{ level: 'warn', msg: 'could not reconcile a payment; the next round tries again' }]);
        expect(fieldsLogged).toEqual([{ paymentId: failing.paymentId, error: new Error('Razorpay answered 500') }]);
        expect([(await statusOf(nothing))[0], (await statusOf(failing))[0], (await statusOf(paid))[0]]).toEqual([
          'CREATED',
          'CREATED',
          'CONFIRMED',
        ]);
      });
    });
  });
}

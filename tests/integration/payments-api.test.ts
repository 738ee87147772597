import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { startInProcessApp, type InProcessApp } from '../support/app-server';
import { databaseTargets } from '../support/databases';
import { createTestSession, type TestSession } from '../support/sessions';
import { KUDLU_GATE, swiftId } from '../support/booking-fixtures';
import { idempotencyKeys, invoices, outbox } from '@/backend/platform/db/schema';

// Booking and paying through the built server: the Idempotency-Key reaches the backend, and the
// gateway's callback and webhooks are taken cross-site, without the customer's cookie, on their
// signatures alone.
const FOREIGN = { origin: 'https://checkout.razorpay.com', 'sec-fetch-site': 'cross-site' };

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`paying through the server (${target.name})`, () => {
    let app: InProcessApp;
    let customer: TestSession;
    const api = (path: string, init: RequestInit = {}, cookie: string | null = customer.cookie) =>
      fetch(`${app.base}/service-centre/api/${path}`, {
        redirect: 'manual',
        ...init,
        headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
      });
    const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

    beforeAll(async () => {
      app = await startInProcessApp(target.name);
      customer = await createTestSession(app.backend.deps.db, '9811100001', { name: 'Farah Khan' });
    });
    afterAll(async () => {
      await app?.stop();
    });

    it('an appointment created twice with one Idempotency-Key is one appointment; the key with another request is refused', async () => {
      const body = {
        garage_id: KUDLU_GATE,
        service_type_id: 'car_spa_and_cleaning',
        vehicle_details: { model_id: await swiftId(app.backend), fuel_type: 'PETROL', registration_number: 'KA03NB7788' },
        booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
      };
      const first = await api('appointment', json('POST', body, { 'idempotency-key': 'create-1' }));
      const again = await api('appointment', json('POST', body, { 'idempotency-key': 'create-1' }));
      expect([first.status, again.status]).toEqual([201, 201]);
      const [a, b] = [(await first.json()).data, (await again.json()).data];
      expect(b.appointment_id).toBe(a.appointment_id);
      const other = await api(
        'appointment',
        json('POST', { ...body, service_type_id: 'periodic_service' }, { 'idempotency-key': 'create-1' }),
      );
      expect([other.status, (await other.json()).error.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
      // Without the key, a second booking of the car is offered the first.
      const second = await api('appointment', json('POST', body));
      expect([second.status, (await second.json()).error.details]).toEqual([409, { appointment_id: a.appointment_id }]);
    });

    it('a process that died after making the appointment but before storing its answer: the retry with the key gets that appointment, not a refusal', async () => {
      const body = {
        garage_id: KUDLU_GATE,
        service_type_id: 'car_spa_and_cleaning',
        vehicle_details: { model_id: await swiftId(app.backend), fuel_type: 'PETROL', registration_number: 'KA03NB7799' },
        booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
      };
      const first = await api('appointment', json('POST', body, { 'idempotency-key': 'crash-after-commit' }));
      expect(first.status).toBe(201);
      const made = (await first.json()).data.appointment_id;
      // As the key is left when the process dies between the appointment's commit and the stored
      // answer: still claimed (status 0), its lease lapsed, naming what the work made (committed with it).
      const key = and(eq(idempotencyKeys.key, 'crash-after-commit'), eq(idempotencyKeys.status, 201));
      const [row] = await app.backend.deps.db.select().from(idempotencyKeys).where(key);
      expect(row?.body).toMatchObject({ data: { appointment_id: made } });
      await app.backend.deps.db
        .update(idempotencyKeys)
        .set({ status: 0, body: { made }, leaseUntil: new Date(Date.now() - 1000) })
        .where(key);
      const retry = await api('appointment', json('POST', body, { 'idempotency-key': 'crash-after-commit' }));
      expect(retry.status).toBe(201);
      expect((await retry.json()).data.appointment_id).toBe(made);
      const stored = await app.backend.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'crash-after-commit'));
      expect(stored.map((r) => r.status)).toEqual([201]);
    });

    it('the gateway posts its callback cross-site without a cookie; its webhooks, delivered ten times, change the booking once', async () => {
      const model = await swiftId(app.backend);
      const created = await (
        await api(
          'appointment',
          json('POST', {
            garage_id: KUDLU_GATE,
            service_type_id: 'periodic_service',
            selection: { plan: 'ESSENTIAL' },
            vehicle_details: { model_id: model, fuel_type: 'PETROL', registration_number: 'KA05MN1234' },
            booking_details: { appointment_fulfillment_type: 'SELF_DROP' },
          }),
        )
      ).json();
      const id = created.data.appointment_id;
      const slots = (await (await api(`get-slots?slot_type=SELF_DROP&garage_id=${KUDLU_GATE}`, {}, null)).json()).data.slots;
      const slot = slots.find((s: { disabled: boolean }) => !s.disabled);
      expect((await api('booking', json('POST', { appointment_id: id, slot_id: slot.id }))).status).toBe(201);
      expect((await api(`appointment/${id}`, json('PATCH', { customer_details: { full_name: 'Farah Khan' } }))).status).toBe(200);
      const start = await api(`appointment/${id}/payment`, json('POST', {}, { 'idempotency-key': 'pay-1' }));
      const retried = await api(`appointment/${id}/payment`, json('POST', {}, { 'idempotency-key': 'pay-1' }));
      const [payment, samePayment] = [(await start.json()).data, (await retried.json()).data];
      expect([payment.amount, payment.payin_url, samePayment.payment_id]).toEqual([
        19_900,
        `/service-centre/dev/pay/${payment.provider_order_id}`,
        payment.payment_id,
      ]);

      const paid = await api('sandbox-gateway/pay', json('POST', { order_id: payment.provider_order_id, outcome: 'success' }), null);
      const { fields, callback_url } = (await paid.json()).data;
      expect(callback_url).toBe('/service-centre/api/payments/callback');
      // A tampered signature changes nothing and shows the browser the error page.
      const tampered = await api(
        'payments/callback',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...FOREIGN },
          body: new URLSearchParams({ ...fields, razorpay_signature: '0'.repeat(64) }).toString(),
        },
        null,
      );
      expect([tampered.status, tampered.headers.get('location')]).toEqual([303, '/service-centre/error?code=SIGNATURE_INVALID']);
      expect((await (await api(`appointment/${id}`)).json()).data.status).toBe('PAYMENT_CREATED');

      const callback = await api(
        'payments/callback',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...FOREIGN },
          body: new URLSearchParams(fields).toString(),
        },
        null,
      );
      expect([callback.status, callback.headers.get('location')]).toEqual([
        303,
        `/service-centre/ad-services/confirmation-page?appointmentId=${id}`,
      ]);
      expect((await (await api(`appointment/${id}`)).json()).data.status).toBe('SCHEDULED');

      const secret = app.backend.deps.providers.payments.webhookSecret;
      const hooks = app.backend.manualJobs.take('sandbox-webhook') as { body: string; eventId: string }[];
      expect(hooks.map((h) => JSON.parse(h.body).event)).toEqual(['payment.captured', 'order.paid']);
      const deliver = (hook: { body: string; eventId: string }, signature = createHmac('sha256', secret).update(hook.body).digest('hex')) =>
        api(
          'payments/webhook',
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': signature,
              'x-razorpay-event-id': hook.eventId,
              ...FOREIGN,
            },
            body: hook.body,
          },
          null,
        );
      const forged = await deliver(hooks[0]!, createHmac('sha256', 'not-the-secret').update(hooks[0]!.body).digest('hex'));
      expect([forged.status, (await forged.json()).error.code]).toEqual([400, 'SIGNATURE_INVALID']);
      const answers: unknown[] = [];
      for (let i = 0; i < 10; i++) answers.push((await (await deliver(hooks[0]!)).json()).data);
      expect(answers).toEqual([
        { received: true, duplicate: false },
        ...Array.from({ length: 9 }, () => ({ received: true, duplicate: true })),
      ]);
      expect((await (await deliver(hooks[1]!)).json()).data).toEqual({ received: true, duplicate: false });

      const db = app.backend.deps.db;
      // One GST document for the fee however often the gateway tells us: its receipt voucher (an advance).
      expect((await db.select().from(invoices).where(eq(invoices.appointmentId, id))).map((i) => [i.kind, i.number, i.totalPaise])).toEqual(
        [['RECEIPT_VOUCHER', 'KDG/A2627/00001', 19_900]],
      );
      expect(
        await db
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, '9811100001'), eq(outbox.template, 'BOOKING_CONFIRMED'))),
      ).toHaveLength(1);
    });

    it("other writes from another site are still refused; the exemption is the gateway's two addresses only", async () => {
      const crossSite = await api(
        'schedule-callback',
        json('POST', { phone_number: '9811100001', preferred_at: new Date().toISOString(), garage_id: KUDLU_GATE }, FOREIGN),
        null,
      );
      expect([crossSite.status, (await crossSite.json()).error.code]).toEqual([403, 'FORBIDDEN']);
      const form = await api('booking', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'appointment_id=x',
      });
      expect(form.status).toBe(415);
    });
  });
}

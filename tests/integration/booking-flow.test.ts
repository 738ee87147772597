import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { outbox, slots as slotRows } from '@/backend/platform/db/schema';
import type { Actor } from '@/contracts/actor';

// A whole booking on the backend, on each database: create → pick-up address → slot held → details →
// fee paid in the sandbox gateway (callback and webhooks) → SCHEDULED with the fee's receipt voucher
// (an advance, docs/decisions/035) → cancelled with a refund and its refund voucher. The clock is fixed
// at Tuesday 24 Nov 2026, 10:00 IST.
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const NOW = new Date('2026-11-24T04:30:00Z');
const SWIFT = { model_id: 0, fuel_type: 'PETROL' };

const json = (method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`a booking from start to refund (${target.name})`, () => {
    let backend: TestBackend;
    const now = NOW;
    let actor: Actor;
    const call = async (path: string, init?: RequestInit, as: Actor = actor) => {
      const response = await backend.call(path, init, as);
      return { status: response.status, body: (await response.json()) as any };
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => now });
      const session = await createTestSession(backend.deps.db, '9812300001', { name: 'Kiran Rao' });
      actor = { kind: 'customer', id: session.userId };
      const models = await call('/v1/garage/vehicles/models?make=maruti-suzuki', undefined, { kind: 'anonymous' });
      SWIFT.model_id = models.body.data.models.find((m: { slug: string }) => m.slug === 'swift').id;
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('books a periodic service with pick-up and drop, pays the fee against a receipt voucher and cancels it with a refund voucher', async () => {
      const created = await call(
        '/v1/appointment',
        json('POST', {
          garage_id: KUDLU_GATE,
          pincode: '560068',
          service_type_id: 'periodic_service',
          selection: { plan: 'ESSENTIAL' },
          vehicle_details: { ...SWIFT, registration_number: 'KA 05 MN 1234' },
        }),
      );
      expect(created.status).toBe(201);
      const a = created.body.data;
      expect([a.status, a.service_type, a.booking_details.appointment_fulfillment_type, a.vehicle_details.registration_number]).toEqual([
        'CREATED',
        'PERIODIC_MAINTENANCE',
        'PICK_AND_DROP',
        'KA05MN1234',
      ]);
      expect(a.customer_details).toEqual({ full_name: 'Kiran Rao', phone_number: '9812300001', email_id: null });

      const again = await call(
        '/v1/appointment',
        json('POST', {
          garage_id: KUDLU_GATE,
          service_type_id: 'car_spa_and_cleaning',
          vehicle_details: { ...SWIFT, registration_number: 'KA05MN1234' },
        }),
      );
      expect([again.status, again.body.error.code, again.body.error.details]).toEqual([
        409,
        'ACTIVE_APPOINTMENT_EXISTS',
        { appointment_id: a.appointment_id },
      ]);

      const slots = await call('/v1/garage/slots?slot_type=PICK_AND_DROP&pincode=560068');
      expect(slots.status).toBe(200);
      const first = slots.body.data.slots.find((s: { disabled: boolean }) => !s.disabled);
      expect(first.startTime).toBe('2026-11-24T12:00:00+05:30');

      const noAddress = await call('/v1/garage/bookings', json('POST', { appointment_id: a.appointment_id, slot_id: first.id }));
      expect([noAddress.status, noAddress.body.error.code]).toEqual([409, 'DETAILS_REQUIRED']);

      const addressed = await call(
        `/v1/appointment/${a.appointment_id}`,
        json('PATCH', {
          pickup_details: {
            address: {
              line: '14, 3rd Cross, Kudlu Main Road',
              locality: 'Kudlu Gate',
              city: 'Bengaluru',
              state: 'Karnataka',
              pincode: '560068',
            },
          },
        }),
      );
      expect(addressed.body.data.status).toBe('PICKUP_ADDRESS_ADDED');

      const held = await call('/v1/garage/bookings', json('POST', { appointment_id: a.appointment_id, slot_id: first.id }));
      expect(held.status).toBe(201);
      expect([held.body.data.status, held.body.data.hold_expires_at]).toEqual(['HELD', '2026-11-24T04:45:00.000Z']);

      const payment = await call(`/v1/appointment/${a.appointment_id}/payment`, json('POST', { coupon_code: 'first50' }));
      expect(payment.status).toBe(200);
      expect([payment.body.data.amount, payment.body.data.fee_paise, payment.body.data.coupon.message]).toEqual([
        9_950,
        19_900,
        '₹99.50 off the booking fee',
      ]);
      const orderId = payment.body.data.provider_order_id;

      const paid = await call('/v1/sandbox-gateway/pay', json('POST', { order_id: orderId, outcome: 'success' }), { kind: 'anonymous' });
      expect(paid.status).toBe(200);
      const callback = await call('/v1/appointment/payments/callback', json('POST', paid.body.data.fields), { kind: 'anonymous' });
      expect(callback.body.data).toEqual({ appointment_id: a.appointment_id, order_id: null, outcome: 'paid' });

      const scheduled = (await call(`/v1/appointment/${a.appointment_id}`)).body.data;
      expect([scheduled.status, scheduled.booking_details.booking_status, scheduled.booking_details.slot_details.start_time]).toEqual([
        'SCHEDULED',
        'CONFIRMED',
        '2026-11-24T12:00:00+05:30',
      ]);
      // The ₹99.50 paid is an advance: a receipt voucher in its own series (₹99.50 × 100 / 118 = ₹84.32
      // taxable, ₹15.18 GST split ₹7.59 + ₹7.59), and nothing settles it yet.
      const receipt = (await call(`/v1/appointment/${a.appointment_id}/receipt`)).body.data;
      expect(receipt.receipt_voucher).toEqual({
        number: 'KDG/A2627/00001',
        issued_at: '2026-11-24T04:30:00.000Z',
        description: 'Advance received: booking fee for Periodic service at Service Centre Kudlu Gate',
        sac: '998714',
        taxable_paise: 8_432,
        cgst_paise: 759,
        sgst_paise: 759,
        igst_paise: 0,
        total_paise: 9_950,
        against: null,
      });
      expect([receipt.refund_voucher, receipt.cancellation_invoice, receipt.refund]).toEqual([null, null, null]);

      // The webhooks the sandbox queued arrive after the callback: nothing changes twice.
      const webhooks = backend.manualJobs.take('sandbox-webhook');
      expect(webhooks.length).toBe(2);
      for (const hook of webhooks) {
        const data = hook as { body: string; eventId: string };
        const signature = createHmac('sha256', backend.deps.providers.payments.webhookSecret).update(data.body).digest('hex');
        const delivered = await call(
          '/v1/appointment/payments/webhook',
          json('POST', { body: data.body, signature, event_id: data.eventId }),
          { kind: 'anonymous' },
        );
        expect(delivered.body.data).toEqual({ received: true, duplicate: false });
      }
      const [slotRow] = await backend.deps.db.select().from(slotRows).where(eq(slotRows.slotDate, '2026-11-24'));
      expect(slotRow!.taken).toBe(1);

      // Exactly two hours before the 12:00 slot: the whole fee comes back (src/lib/refund-rule.ts).
      const cancelled = await call(`/v1/appointment/${a.appointment_id}`, json('DELETE', { reason: 'plans changed' }));
      expect([cancelled.body.data.status, cancelled.body.data.refund.amount_paise, cancelled.body.data.refund.status]).toEqual([
        'CANCELLED',
        9_950,
        'PENDING',
      ]);
      // The advance given back gets a refund voucher against the receipt voucher, for the whole ₹99.50;
      // no cancellation charge, since nothing was kept.
      const refundedDocs = (await call(`/v1/appointment/${a.appointment_id}/receipt`)).body.data;
      expect(refundedDocs.refund_voucher).toEqual({
        number: 'KDG/R2627/00001',
        issued_at: '2026-11-24T04:30:00.000Z',
        description: 'Advance refunded: booking fee for Periodic service at Service Centre Kudlu Gate',
        sac: '998714',
        taxable_paise: 8_432,
        cgst_paise: 759,
        sgst_paise: 759,
        igst_paise: 0,
        total_paise: 9_950,
        against: 'KDG/A2627/00001',
      });
      expect(refundedDocs.cancellation_invoice).toBeNull();
      expect(refundedDocs.refund).toMatchObject({ amount_paise: 9_950, status: 'PENDING' });
      const [released] = await backend.deps.db.select().from(slotRows).where(eq(slotRows.id, slotRow!.id));
      expect(released!.taken).toBe(0);
      expect(backend.manualJobs.take('process-refunds')).toHaveLength(1);
      const { processRefunds } = await import('@/backend/payments/refund-service');
      expect(await processRefunds(backend.deps)).toBe(1);
      const refunded = (await call(`/v1/appointment/${a.appointment_id}`)).body.data;
      expect(refunded.refund.status).toBe('PROCESSED');
      const [refundHook] = backend.manualJobs.take('sandbox-webhook') as { body: string; eventId: string }[];
      const refundSignature = createHmac('sha256', backend.deps.providers.payments.webhookSecret).update(refundHook!.body).digest('hex');
      expect(
        (
          await call(
            '/v1/appointment/payments/webhook',
            json('POST', { body: refundHook!.body, signature: refundSignature, event_id: refundHook!.eventId }),
            { kind: 'anonymous' },
          )
        ).body.data,
      ).toEqual({ received: true, duplicate: false });
      const texts = (await backend.deps.db.select().from(outbox).where(eq(outbox.recipient, '9812300001'))).map((m) => m.template).sort();
      expect(texts).toEqual(['BOOKING_CANCELLED', 'BOOKING_CONFIRMED']);
    });
  });
}

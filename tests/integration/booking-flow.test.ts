import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { outbox, slots as slotRows } from '@/backend/platform/db/schema';
import type { Actor } from '@/contracts/actor';
import { booking, payments, vehicles } from '@/contracts/endpoints';
import { apiOf } from '../support/api';

// A whole booking on the backend, on each database: create → pick-up address → slot held → details →
// fee paid in the sandbox gateway (callback and webhooks) → SCHEDULED with the fee's receipt voucher
// (an advance, docs/decisions/035) → cancelled with a refund and its refund voucher. The clock is fixed
// at Tuesday 24 Nov 2026, 10:00 IST.
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const NOW = new Date('2026-11-24T04:30:00Z');
const SWIFT: { model_id: number; fuel_type: 'PETROL' } = { model_id: 0, fuel_type: 'PETROL' };
const ANONYMOUS: Actor = { kind: 'anonymous' };

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`a booking from start to refund (${target.name})`, () => {
    let backend: TestBackend;
    const now = NOW;
    let actor: Actor;
    const api = apiOf({ call: (...args) => backend.call(...args) });

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => now });
      const session = await createTestSession(backend.deps.db, '9812300001', { name: 'Kiran Rao' });
      actor = { kind: 'customer', id: session.userId };
      const models = await api(vehicles.vehicleModels, { make: 'maruti-suzuki' }, ANONYMOUS);
      SWIFT.model_id = models.data.models.find((m) => m.slug === 'swift')!.id;
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('books a periodic service with pick-up and drop, pays the fee against a receipt voucher and cancels it with a refund voucher', async () => {
      const created = await api(
        booking.createAppointment,
        {
          garage_id: KUDLU_GATE,
          pincode: '560068',
          service_type_id: 'periodic_service',
          selection: { plan: 'ESSENTIAL' },
          vehicle_details: { ...SWIFT, registration_number: 'KA 05 MN 1234' },
        },
        actor,
      );
      expect(created.status).toBe(201);
      const a = created.data;
      expect([a.status, a.service_type, a.booking_details.appointment_fulfillment_type, a.vehicle_details.registration_number]).toEqual([
        'CREATED',
        'PERIODIC_MAINTENANCE',
        'PICK_AND_DROP',
        'KA05MN1234',
      ]);
      expect(a.customer_details).toEqual({ full_name: 'Kiran Rao', phone_number: '9812300001', email_id: null });

      const again = await api(
        booking.createAppointment,
        {
          garage_id: KUDLU_GATE,
          service_type_id: 'car_spa_and_cleaning',
          vehicle_details: { ...SWIFT, registration_number: 'KA05MN1234' },
        },
        actor,
      );
      expect([again.status, again.error?.code, again.error?.details]).toEqual([
        409,
        'ACTIVE_APPOINTMENT_EXISTS',
        { appointment_id: a.appointment_id },
      ]);

      const slots = await api(booking.slots, { slot_type: 'PICK_AND_DROP', pincode: '560068' }, actor);
      expect(slots.status).toBe(200);
      const first = slots.data.slots.find((s) => !s.disabled)!;
      expect(first.startTime).toBe('2026-11-24T12:00:00+05:30');

      const noAddress = await api(booking.createBooking, { appointment_id: a.appointment_id, slot_id: first.id }, actor);
      expect([noAddress.status, noAddress.error?.code]).toEqual([409, 'DETAILS_REQUIRED']);

      const addressed = await api(
        booking.updateAppointment,
        {
          id: a.appointment_id,
          pickup_details: {
            address: {
              line: '14, 3rd Cross, Kudlu Main Road',
              locality: 'Kudlu Gate',
              city: 'Bengaluru',
              state: 'Karnataka',
              pincode: '560068',
            },
          },
        },
        actor,
      );
      expect(addressed.data.status).toBe('PICKUP_ADDRESS_ADDED');

      const held = await api(booking.createBooking, { appointment_id: a.appointment_id, slot_id: first.id }, actor);
      expect(held.status).toBe(201);
      expect([held.data.status, held.data.hold_expires_at]).toEqual(['HELD', '2026-11-24T04:45:00.000Z']);

      const payment = await api(booking.startPayment, { id: a.appointment_id, coupon_code: 'first50' }, actor);
      expect(payment.status).toBe(200);
      expect([payment.data.amount, payment.data.fee_paise, payment.data.coupon?.message]).toEqual([
        9_900,
        19_900,
        '₹100 off the booking fee (50% of ₹199, to the nearest rupee)',
      ]);
      const orderId = payment.data.provider_order_id!;

      const paid = await api(payments.sandboxPay, { order_id: orderId, outcome: 'success' }, ANONYMOUS);
      expect(paid.status).toBe(200);
      const callback = await api(payments.verifyPaymentCallback, paid.data.fields, ANONYMOUS);
      expect(callback.data).toEqual({ appointment_id: a.appointment_id, order_id: null, outcome: 'paid' });

      const scheduled = (await api(booking.appointment, { id: a.appointment_id }, actor)).data;
      expect([scheduled.status, scheduled.booking_details.booking_status, scheduled.booking_details.slot_details?.start_time]).toEqual([
        'SCHEDULED',
        'CONFIRMED',
        '2026-11-24T12:00:00+05:30',
      ]);
      // The ₹99 paid is an advance: a receipt voucher in its own series (₹99 × 100 / 118 = ₹83.898…, so
      // ₹83.90 taxable, ₹15.10 GST split ₹7.55 + ₹7.55), and nothing settles it yet.
      const receipt = (await api(booking.receipt, { id: a.appointment_id }, actor)).data;
      expect(receipt.receipt_voucher).toEqual({
        number: 'KDG/A2627/00001',
        issued_at: '2026-11-24T04:30:00.000Z',
        description: 'Advance received: booking fee for Periodic service at Service Centre Kudlu Gate',
        sac: '998714',
        taxable_paise: 8_390,
        cgst_paise: 755,
        sgst_paise: 755,
        igst_paise: 0,
        total_paise: 9_900,
        against: null,
      });
      expect([receipt.refund_voucher, receipt.cancellation_invoice, receipt.refund]).toEqual([null, null, null]);

      // The webhooks the sandbox queued arrive after the callback: nothing changes twice.
      const webhooks = backend.manualJobs.take('sandbox-webhook');
      expect(webhooks.length).toBe(2);
      for (const hook of webhooks) {
        const data = hook as { body: string; eventId: string };
        const signature = createHmac('sha256', backend.deps.providers.payments.webhookSecret).update(data.body).digest('hex');
        const delivered = await api(payments.receivePaymentWebhook, { body: data.body, signature, event_id: data.eventId }, ANONYMOUS);
        expect(delivered.data).toEqual({ received: true, duplicate: false });
      }
      const [slotRow] = await backend.deps.db.select().from(slotRows).where(eq(slotRows.slotDate, '2026-11-24'));
      expect(slotRow!.taken).toBe(1);

      // Exactly two hours before the 12:00 slot: the whole fee comes back (src/lib/refund-rule.ts).
      const cancelled = await api(booking.cancelAppointment, { id: a.appointment_id, reason: 'plans changed' }, actor);
      expect([cancelled.data.status, cancelled.data.refund?.amount_paise, cancelled.data.refund?.status]).toEqual([
        'CANCELLED',
        9_900,
        'PENDING',
      ]);
      // The advance given back gets a refund voucher against the receipt voucher, for the whole ₹99;
      // no cancellation charge, since nothing was kept.
      const refundedDocs = (await api(booking.receipt, { id: a.appointment_id }, actor)).data;
      expect(refundedDocs.refund_voucher).toEqual({
        number: 'KDG/R2627/00001',
        issued_at: '2026-11-24T04:30:00.000Z',
        description: 'Advance refunded: booking fee for Periodic service at Service Centre Kudlu Gate',
        sac: '998714',
        taxable_paise: 8_390,
        cgst_paise: 755,
        sgst_paise: 755,
        igst_paise: 0,
        total_paise: 9_900,
        against: 'KDG/A2627/00001',
      });
      expect(refundedDocs.cancellation_invoice).toBeNull();
      expect(refundedDocs.refund).toMatchObject({ amount_paise: 9_900, status: 'PENDING' });
      const [released] = await backend.deps.db.select().from(slotRows).where(eq(slotRows.id, slotRow!.id));
      expect(released!.taken).toBe(0);
      expect(backend.manualJobs.take('process-refunds')).toHaveLength(1);
      const { processRefunds } = await import('@/backend/payments/refund-service');
      expect(await processRefunds(backend.deps)).toBe(1);
      const refunded = (await api(booking.appointment, { id: a.appointment_id }, actor)).data;
      expect(refunded.refund?.status).toBe('PROCESSED');
      const [refundHook] = backend.manualJobs.take('sandbox-webhook') as { body: string; eventId: string }[];
      const refundSignature = createHmac('sha256', backend.deps.providers.payments.webhookSecret).update(refundHook!.body).digest('hex');
      expect(
        (
          await api(
            payments.receivePaymentWebhook,
            { body: refundHook!.body, signature: refundSignature, event_id: refundHook!.eventId },
            ANONYMOUS,
          )
        ).data,
      ).toEqual({ received: true, duplicate: false });
      const texts = (await backend.deps.db.select().from(outbox).where(eq(outbox.recipient, '9812300001'))).map((m) => m.template).sort();
      expect(texts).toEqual(['BOOKING_CANCELLED', 'BOOKING_CONFIRMED']);
    });
  });
}

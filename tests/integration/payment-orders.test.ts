// One gateway order per payment attempt, however many requests start paying at once (docs/decisions/035):
// the first request makes the order while the others wait for it. The race is made to happen every
// time: the gateway holds the first request's order until every other request is seen waiting for it
// (or, were the rule broken, has asked the gateway for an order of its own).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { firstOpenSlot, jsonInit, makeAppointment } from '../support/booking-fixtures';
import { payments, sandboxOrders } from '@/backend/platform/db/schema';
import type { PaymentProvider } from '@/backend/platform/providers/payments';
import type { Actor } from '@/contracts/actor';

// Every look at an attempt by a request waiting for another's order, counted (the real query runs).
const waiting = vi.hoisted(() => ({ looks: 0 }));
vi.mock('@/backend/payments/repository', async (original) => {
  const real = await original<typeof import('@/backend/payments/repository')>();
  return {
    ...real,
    findPaymentWithClaim: (...args: Parameters<typeof real.findPaymentWithClaim>) => {
      waiting.looks++;
      return real.findPaymentWithClaim(...args);
    },
  };
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`gateway orders of one attempt on ${target.name}`, () => {
    let backend: TestBackend;
    let actor: Actor;
    let cars = 0;
    const made: string[] = [];
    let hold: { entered: PromiseWithResolvers<void>; release: PromiseWithResolvers<void> } | null = null;
    let failNext = false;

    /** A booking with its slot held and its name given: ready to pay. */
    async function readyToPay() {
      const a = await makeAppointment(backend, actor, { registration: `KA52PO${String(1000 + ++cars)}` });
      await backend.call(
        '/v1/garage/bookings',
        jsonInit('POST', { appointment_id: a.appointment_id, slot_id: await firstOpenSlot(backend) }),
        actor,
      );
      await backend.call(
        `/v1/appointment/${a.appointment_id}`,
        jsonInit('PATCH', { customer_details: { full_name: 'Farah Khan' } }),
        actor,
      );
      return a.appointment_id as string;
    }
    const startPaying = async (appointmentId: string) => {
      const response = await backend.call(`/v1/appointment/${appointmentId}/payment`, jsonInit('POST', {}), actor);
      return { status: response.status, body: (await response.json()) as any };
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      actor = { kind: 'customer', id: (await createTestSession(backend.deps.db, '9812300073', { name: 'Farah Khan' })).userId };
      const real = backend.deps.providers.payments;
      // The sandbox gateway, its order making counted, held on demand, or failing once.
      const counted: PaymentProvider = Object.assign(Object.create(real), {
        async createOrder(input: Parameters<PaymentProvider['createOrder']>[0]) {
          made.push(input.receipt);
          if (failNext) {
            failNext = false;
            throw new Error('connect ECONNREFUSED');
          }
          const held = hold;
          if (held && made.length === 1) {
            held.entered.resolve();
            await held.release.promise;
          }
          return real.createOrder(input);
        },
      });
      backend.deps.providers.payments = counted;
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('twenty payment starts at once make one gateway order; every request answers it', async () => {
      const appointmentId = await readyToPay();
      made.length = 0;
      waiting.looks = 0;
      hold = { entered: Promise.withResolvers<void>(), release: Promise.withResolvers<void>() };
      const first = startPaying(appointmentId);
      await hold.entered.promise;
      // The first request is inside the gateway, its order not yet stored: nineteen more start now.
      const others = Array.from({ length: 19 }, () => startPaying(appointmentId));
      const deadline = Date.now() + 30_000;
      while (waiting.looks < 19 && made.length < 2) {
        if (Date.now() > deadline)
          throw new Error(`the other requests neither waited nor made orders (${waiting.looks} looks, ${made.length} orders)`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      hold.release.resolve();
      hold = null;
      const answers = await Promise.all([first, ...others]);
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      // One order, made once, and every request answers that order on the same attempt.
      expect(made).toHaveLength(1);
      const orderIds = new Set(answers.map((a) => a.body.data.provider_order_id));
      const attemptIds = new Set(answers.map((a) => a.body.data.payment_id));
      expect([orderIds.size, attemptIds.size]).toEqual([1, 1]);
      const [attempt] = await backend.deps.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
      expect(attempt!.providerOrderId).toBe([...orderIds][0]);
      expect(await backend.deps.db.select().from(sandboxOrders).where(eq(sandboxOrders.receipt, made[0]!))).toHaveLength(1);
    });

    it('a gateway that could not make the order gives the claim back at once: the next request makes it', async () => {
      const appointmentId = await readyToPay();
      made.length = 0;
      failNext = true;
      const failed = await startPaying(appointmentId);
      expect([failed.status, failed.body.error]).toEqual([
        502,
        { code: 'PAYMENT_PROVIDER_FAILED', message: 'Our payment partner did not answer; nothing was charged. Please try again.' },
      ]);
      const again = await startPaying(appointmentId);
      expect(again.status).toBe(200);
      expect(made).toHaveLength(2);
      expect(again.body.data.provider_order_id).toMatch(/^order_/);
    });

    it('a claim left by a request that died lapses: the next request past its time makes the order', async () => {
      const appointmentId = await readyToPay();
      const started = await startPaying(appointmentId);
      const attemptId = started.body.data.payment_id as string;
      // As a request that claimed the order and died before storing it leaves the attempt.
      await backend.deps.db
        .update(payments)
        .set({ providerOrderId: null, payinUrl: null, orderClaimedUntil: new Date(Date.now() - 1_000) })
        .where(eq(payments.id, attemptId));
      made.length = 0;
      const after = await startPaying(appointmentId);
      expect([after.status, after.body.data.payment_id]).toEqual([200, attemptId]);
      expect(made).toHaveLength(1);
    });
  });
}

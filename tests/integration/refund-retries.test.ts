// The refunds job against a gateway that answers as the test tells it: pending then processed, refused,
// failing with an error worth retrying (up to eight tries) or not, and a refund naming no captured
// gateway payment. Rows are written directly (a paid appointment and its pending refund, naming the
// gateway payment it returns), so each case starts where a cancellation leaves it; the gateway is a
// stub, so no sandbox or Razorpay behaviour is assumed.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { recordingLogger } from '../support/recording-logger';
import { KUDLU_GATE } from '../support/booking-fixtures';
import { appointments, payments, refunds } from '@/backend/platform/db/schema';
import { GatewayError, type GatewayRefund, type PaymentProvider } from '@/backend/platform/providers/payments';
import { processRefunds } from '@/backend/payments/refund-service';

const NOW = new Date('2026-11-20T06:30:00.000Z');

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the refunds job on ${target.name}`, () => {
    let backend: TestBackend;
    let n = 0;
    const logger = recordingLogger();
    const logged = logger.lines;
    const refund = vi.fn<PaymentProvider['refund']>();
    const fetchRefund = vi.fn<PaymentProvider['fetchRefund']>();
    const run = () =>
      processRefunds({
        ...backend.deps,
        clock: () => NOW,
        logger,
        providers: { ...backend.deps.providers, payments: { ...backend.deps.providers.payments, refund, fetchRefund } },
      });

    /**
     * A paid fee of ₹199 with a pending refund of ₹149.25, as a cancellation leaves them: the refund
     * names the attempt's captured gateway payment, or `refundOf` (a second capture on its order).
     */
    async function pendingRefund(
      options: {
        gatewayPaymentId?: string | null;
        refundOf?: string;
        attempts?: number;
        providerRefundId?: string;
        lastError?: string;
      } = {},
    ) {
      n++;
      const [a] = await backend.deps.db
        .insert(appointments)
        .values({
          garageId: KUDLU_GATE,
          serviceType: 'PERIODIC_MAINTENANCE',
          serviceTypeId: 'periodic_service',
          pincode: '560068',
          source: 'test',
          vehicleKey: `reg:KA01RF${String(n).padStart(4, '0')}`,
          status: 'CANCELLED',
        })
        .returning();
      const gatewayPaymentId = options.gatewayPaymentId === undefined ? `pay_RF${n}` : options.gatewayPaymentId;
      const [p] = await backend.deps.db
        .insert(payments)
        .values({
          appointmentId: a!.id,
          amountPaise: 19_900,
          feePaise: 19_900,
          status: 'CONFIRMED',
          provider: 'stub',
          providerOrderId: `order_RF${n}`,
          providerPaymentId: gatewayPaymentId,
        })
        .returning();
      const [r] = await backend.deps.db
        .insert(refunds)
        .values({
          paymentId: p!.id,
          appointmentId: a!.id,
          gatewayPaymentId: options.refundOf ?? gatewayPaymentId,
          amountPaise: 14_925,
          reason: 'plans changed',
          attempts: options.attempts ?? 0,
          createdAt: new Date(Date.UTC(2026, 10, 19, 0, 0, n)),
          providerRefundId: options.providerRefundId,
          lastError: options.lastError,
        })
        .returning();
      return { refundId: r!.id, gatewayPaymentId };
    }
    const rowOf = async (id: string) => (await backend.deps.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
    const summary = async (id: string) => {
      const r = await rowOf(id);
      return {
        status: r.status,
        providerRefundId: r.providerRefundId,
        attempts: r.attempts,
        lastError: r.lastError,
        processedAt: r.processedAt?.toISOString() ?? null,
      };
    };
    const answer = (id: string, status: GatewayRefund['status']): GatewayRefund => ({
      id,
      paymentId: 'pay_x',
      amountPaise: 14_925,
      status,
    });

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });
    beforeEach(async () => {
      await backend.deps.db.delete(refunds);
      refund.mockReset();
      fetchRefund.mockReset();
      logged.length = 0;
    });

    it('asks the gateway for the refund of the captured payment, with its amount and a receipt made from the refund id', async () => {
      const { refundId, gatewayPaymentId } = await pendingRefund();
      refund.mockResolvedValueOnce(answer('rfnd_A1', 'processed'));
      expect(await run()).toBe(1);
      expect(refund.mock.calls).toEqual([[gatewayPaymentId, 14_925, `rf_${refundId.replaceAll('-', '')}`]]);
      expect(refund.mock.calls[0]![2]).toMatch(/^rf_[0-9a-f]{32}$/);
      expect(fetchRefund).not.toHaveBeenCalled();
      expect(await summary(refundId)).toEqual({
        status: 'PROCESSED',
        providerRefundId: 'rfnd_A1',
        attempts: 1,
        lastError: null,
        processedAt: '2026-11-20T06:30:00.000Z',
      });
    });

    it('keeps a refund the bank has not confirmed pending with the gateway’s id, then asks about that id instead of refunding again', async () => {
      const { refundId } = await pendingRefund({ lastError: 'socket hang up', attempts: 2 });
      refund.mockResolvedValueOnce(answer('rfnd_B1', 'pending'));
      expect(await run()).toBe(0);
      expect(await summary(refundId)).toEqual({
        status: 'PENDING',
        providerRefundId: 'rfnd_B1',
        attempts: 3,
        lastError: null,
        processedAt: null,
      });

      fetchRefund.mockResolvedValueOnce(answer('rfnd_B1', 'pending'));
      expect(await run()).toBe(0);
      expect(fetchRefund.mock.calls).toEqual([['rfnd_B1']]);
      expect(refund).toHaveBeenCalledTimes(1);
      expect(await summary(refundId)).toEqual({
        status: 'PENDING',
        providerRefundId: 'rfnd_B1',
        attempts: 4,
        lastError: null,
        processedAt: null,
      });

      fetchRefund.mockResolvedValueOnce(answer('rfnd_B1', 'processed'));
      expect(await run()).toBe(1);
      expect(refund).toHaveBeenCalledTimes(1);
      expect(await summary(refundId)).toEqual({
        status: 'PROCESSED',
        providerRefundId: 'rfnd_B1',
        attempts: 5,
        lastError: null,
        processedAt: '2026-11-20T06:30:00.000Z',
      });
      // Settled: the next run has nothing to ask.
      expect(await run()).toBe(0);
      expect(fetchRefund).toHaveBeenCalledTimes(2);
    });

    it('leaves a refund the gateway refused FAILED for staff to look at', async () => {
      const { refundId } = await pendingRefund();
      refund.mockResolvedValueOnce(answer('rfnd_C1', 'failed'));
      expect(await run()).toBe(0);
      expect(await summary(refundId)).toEqual({
        status: 'FAILED',
        providerRefundId: 'rfnd_C1',
        attempts: 1,
        lastError: 'the gateway refused the refund',
        processedAt: null,
      });
      expect(await run()).toBe(0);
      expect(refund).toHaveBeenCalledTimes(1);
    });

    it('refunds the gateway payment the refund names: a second capture on the order, not the attempt’s own', async () => {
      const { refundId } = await pendingRefund({ refundOf: 'pay_SECOND1' });
      refund.mockResolvedValueOnce(answer('rfnd_S1', 'processed'));
      expect(await run()).toBe(1);
      expect(refund.mock.calls.map((c) => c[0])).toEqual(['pay_SECOND1']);
      expect(await summary(refundId)).toEqual({
        status: 'PROCESSED',
        providerRefundId: 'rfnd_S1',
        attempts: 1,
        lastError: null,
        processedAt: '2026-11-20T06:30:00.000Z',
      });
    });

    it('marks FAILED at once, without asking the gateway, a refund that names no gateway payment', async () => {
      const { refundId } = await pendingRefund({ gatewayPaymentId: null });
      const other = await pendingRefund();
      refund.mockResolvedValueOnce(answer('rfnd_D2', 'processed'));
      expect(await run()).toBe(1);
      expect(await summary(refundId)).toEqual({
        status: 'FAILED',
        providerRefundId: null,
        attempts: 0,
        lastError: 'the payment has no gateway payment to refund',
        processedAt: null,
      });
      // The run goes on to the next refund.
      expect(refund.mock.calls.map((c) => c[0])).toEqual([other.gatewayPaymentId]);
      expect((await summary(other.refundId)).status).toBe('PROCESSED');
    });

    it('tries again later after an error worth retrying, and gives up on the eighth try', async () => {
      const { refundId } = await pendingRefund({ attempts: 6 });
      refund.mockRejectedValueOnce(new GatewayError('Razorpay answered 503', true));
      expect(await run()).toBe(0);
      expect(await summary(refundId)).toEqual({
        status: 'PENDING',
        providerRefundId: null,
        attempts: 7,
        lastError: 'Razorpay answered 503',
        processedAt: null,
      });
      expect(logged).toEqual([
        { level: 'warn', msg: 'refund not made yet', fields: { refundId, tries: 7, error: 'Razorpay answered 503' } },
      ]);

      refund.mockRejectedValueOnce(new GatewayError('Razorpay answered 429', true));
      expect(await run()).toBe(0);
      expect(await summary(refundId)).toEqual({
        status: 'FAILED',
        providerRefundId: null,
        attempts: 8,
        lastError: 'Razorpay answered 429',
        processedAt: null,
      });
      expect(logged.slice(1)).toEqual([
        { level: 'error', msg: 'refund not made yet', fields: { refundId, tries: 8, error: 'Razorpay answered 429' } },
      ]);
    });

    it('gives up at once on an error the gateway says will not change', async () => {
      const { refundId } = await pendingRefund();
      refund.mockRejectedValueOnce(new GatewayError('The payment has been fully refunded already', false));
      expect(await run()).toBe(0);
      expect(await summary(refundId)).toEqual({
        status: 'FAILED',
        providerRefundId: null,
        attempts: 1,
        lastError: 'The payment has been fully refunded already',
        processedAt: null,
      });
      expect(logged.map((l) => l.level)).toEqual(['error']);
    });

    it('retries after any other error (a network failure), keeping its message', async () => {
      const first = await pendingRefund();
      const second = await pendingRefund();
      refund.mockRejectedValueOnce(new TypeError('fetch failed')).mockRejectedValueOnce('socket hang up');
      expect(await run()).toBe(0);
      expect(await summary(first.refundId)).toEqual({
        status: 'PENDING',
        providerRefundId: null,
        attempts: 1,
        lastError: 'fetch failed',
        processedAt: null,
      });
      expect(await summary(second.refundId)).toEqual({
        status: 'PENDING',
        providerRefundId: null,
        attempts: 1,
        lastError: 'socket hang up',
        processedAt: null,
      });
      expect(logged.map((l) => l.level)).toEqual(['warn', 'warn']);

      refund.mockResolvedValueOnce(answer('rfnd_F1', 'processed')).mockResolvedValueOnce(answer('rfnd_F2', 'processed'));
      expect(await run()).toBe(2);
      expect([(await rowOf(first.refundId)).status, (await rowOf(second.refundId)).status]).toEqual(['PROCESSED', 'PROCESSED']);
    });
  });
}

// The sandbox payment gateway: the embedded default of the payment provider. It keeps orders,
// payments and refunds in its own tables and behaves as Razorpay does: a hosted pay page at the
// payin_url where a person chooses what the payment does, a callback signed with the key secret,
// and webhooks signed with the webhook secret, delivered at least once by a job. No money moves.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../platform/db/client';
import { withTransaction } from '../platform/db/transaction';
import { appMeta } from '../platform/db/schema';
import type { Jobs } from '../platform/jobs';
import type { GatewayPayment, GatewayRefund, PaymentProvider } from '../platform/providers/payments';
import { sign } from '../payments';
import * as repo from './repository';
import { gatewayId, paymentEntity, refundEntity, webhookEvent } from './events';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
/** The job that delivers one webhook, tried again until the product answers 2xx. */
export const SANDBOX_WEBHOOK_JOB = 'sandbox-webhook';
/** The webhook job's payload: the signed body to post and its event id. */
export const SandboxWebhookJobSchema = z.object({ body: z.string(), eventId: z.string() });
/** The job that settles a payment left pending (a bank that answers late). */
export const SANDBOX_SETTLE_JOB = 'sandbox-settle';
/** The settling job's payload: the sandbox payment that the bank answers later. */
export const SandboxSettleJobSchema = z.object({ paymentId: z.string() });

export interface SandboxSecrets {
  keySecret: string;
  webhookSecret: string;
}

/** The sandbox's secrets: made once at random and kept in the database, shared by every process on it. */
export async function loadSandboxSecrets(db: Db): Promise<SandboxSecrets> {
  const read = async (key: string) => {
    await db
      .insert(appMeta)
      .values({ key, value: randomBytes(24).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
    return row!.value;
  };
  return { keySecret: await read('sandbox_key_secret'), webhookSecret: await read('sandbox_webhook_secret') };
}

export interface SandboxSettings {
  db: Db;
  jobs: Jobs;
  secrets: SandboxSecrets;
  siteOrigin: () => string;
  clock: () => Date;
}

const toGatewayPayment = (p: repo.SandboxPaymentRow): GatewayPayment => ({
  id: p.id,
  orderId: p.orderId,
  status: p.status as GatewayPayment['status'],
  amountPaise: p.amountPaise,
  errorDescription: p.errorDescription,
  createdAt: p.createdAt,
});

/** Queues a webhook inside the caller's transaction: it is sent only if what it announces commits. */
export async function queueWebhook(
  tx: Db,
  jobs: Jobs,
  event: string,
  payload: Record<string, { entity: unknown }>,
  now: Date,
): Promise<void> {
  const { body, eventId } = webhookEvent(event, payload, now);
  await jobs.send(SANDBOX_WEBHOOK_JOB, { body, eventId }, { db: tx });
}

export function createSandboxPayments(s: SandboxSettings): PaymentProvider {
  return {
    name: 'sandbox',
    embedded: true,
    keyId: SANDBOX_KEY_ID,
    keySecret: s.secrets.keySecret,
    webhookSecret: s.secrets.webhookSecret,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await repo.insertOrder(s.db, {
        id: gatewayId('order'),
        amountPaise,
        currency: 'INR',
        receipt,
        notes,
        status: 'created',
      });
      return { orderId: order.id };
    },
    // A path on this product (the hosted page is ours): it opens on whichever address the customer uses.
    payinUrl: ({ orderId }) => `/service-centre/dev/pay/${orderId}`,
    async fetchOrderPayments(orderId) {
      return (await repo.paymentsOfOrder(s.db, orderId)).map(toGatewayPayment);
    },
    async refund(paymentId, amountPaise): Promise<GatewayRefund> {
      return withTransaction(s.db, async (tx) => {
        const payment = await repo.findPayment(tx, paymentId);
        if (payment?.status !== 'captured') throw new Error(`sandbox: payment ${paymentId} is not captured`);
        const refund = await repo.insertRefund(tx, { id: gatewayId('rfnd'), paymentId, amountPaise, status: 'processed' });
        if (amountPaise >= payment.amountPaise) await repo.updatePayment(tx, paymentId, { status: 'refunded' });
        await queueWebhook(
          tx,
          s.jobs,
          'refund.processed',
          { refund: { entity: refundEntity(refund) }, payment: { entity: paymentEntity(payment) } },
          s.clock(),
        );
        return { id: refund.id, paymentId, amountPaise, status: 'processed' };
      });
    },
    async fetchRefund(refundId) {
      const refund = await repo.findRefund(s.db, refundId);
      if (!refund) throw new Error(`sandbox: no refund ${refundId}`);
      return {
        id: refund.id,
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        status: refund.status as GatewayRefund['status'],
      };
    },
  };
}

/** What the hosted page posts to the product's callback after a payment, signed as Razorpay signs it. */
export function callbackFields(orderId: string, payment: repo.SandboxPaymentRow, keySecret: string): Record<string, string> {
  if (payment.status === 'failed') {
    return {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': payment.errorDescription ?? 'Payment failed',
      'error[source]': 'customer',
      'error[step]': 'payment_authorization',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: orderId }),
    };
  }
  return { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: sign(`${orderId}|${payment.id}`, keySecret) };
}

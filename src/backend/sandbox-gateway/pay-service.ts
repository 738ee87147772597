// The sandbox gateway's hosted page and its background work: a person picks success, failure or a
// late bank answer; the gateway records the payment, answers the fields to post to the product's
// callback, and queues the webhooks Razorpay would send. Webhooks go to the product over HTTP.
import { withTransaction } from '../platform/db/transaction';
import type { Db } from '../platform/db/client';
import type { Jobs } from '../platform/jobs';
import type { Logger } from '@/runtime/logger';
import { AppError } from '@/contracts/errors';
import type { SandboxOrder } from '@/contracts/payments';
import { sign } from '../payments';
import * as repo from './repository';
import { gatewayId, orderEntity, paymentEntity } from './events';
import { callbackFields, queueWebhook, SANDBOX_SETTLE_JOB, type SandboxSecrets } from './gateway';

export interface SandboxDeps {
  db: Db;
  jobs: Jobs;
  secrets: SandboxSecrets;
  siteOrigin: () => string;
  clock: () => Date;
  logger: Logger;
}

/** A payment left pending settles (captured) this long after it was made. */
export const PENDING_SETTLES_AFTER_MS = 2 * 60_000;

const notFound = () => new AppError('PAYMENT_NOT_FOUND', 'The sandbox gateway has no such order');

export async function sandboxOrderView(db: Db, orderId: string, merchant: string): Promise<SandboxOrder> {
  const order = await repo.findOrder(db, orderId);
  if (!order) throw notFound();
  const payments = await repo.paymentsOfOrder(db, orderId);
  return {
    id: order.id,
    amount: order.amountPaise,
    currency: order.currency,
    receipt: order.receipt,
    status: order.status,
    merchant,
    description: order.notes.description ?? 'Booking fee',
    appointment_id: order.notes.appointment_id ?? null,
    payments: payments.map((p) => ({ id: p.id, status: p.status, created_at: p.createdAt.toISOString() })),
  };
}

/** The hosted page's button: records the payment as chosen and answers what to post to the callback. */
export async function paySandboxOrder(deps: SandboxDeps, orderId: string, outcome: 'success' | 'failure' | 'pending') {
  const now = deps.clock();
  const payment = await withTransaction(deps.db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound();
    if (order.status === 'paid') throw new AppError('INVALID_TRANSITION', 'This order is paid already');
    const status = outcome === 'success' ? 'captured' : outcome === 'failure' ? 'failed' : 'authorized';
    const made = await repo.insertPayment(tx, {
      id: gatewayId('pay'),
      orderId,
      amountPaise: order.amountPaise,
      status,
      errorDescription: outcome === 'failure' ? 'Payment failed: the bank declined it (sandbox)' : null,
      settlesAt: outcome === 'pending' ? new Date(now.getTime() + PENDING_SETTLES_AFTER_MS) : null,
      capturedAt: outcome === 'success' ? now : null,
      createdAt: now,
    });
    await repo.setOrderStatus(tx, orderId, outcome === 'success' ? 'paid' : 'attempted');
    const entity = { entity: paymentEntity(made) };
    if (outcome === 'success') {
      await queueWebhook(tx, deps.jobs, 'payment.captured', { payment: entity }, now);
      await queueWebhook(
        tx,
        deps.jobs,
        'order.paid',
        { payment: entity, order: { entity: orderEntity({ ...order, status: 'paid' }, order.amountPaise) } },
        now,
      );
    } else {
      await queueWebhook(tx, deps.jobs, outcome === 'failure' ? 'payment.failed' : 'payment.authorized', { payment: entity }, now);
      if (outcome === 'pending') await deps.jobs.send(SANDBOX_SETTLE_JOB, { paymentId: made.id }, { db: tx, startAfter: made.settlesAt! });
    }
    return made;
  });
  return { callback_url: '/service-centre/api/payments/callback', fields: callbackFields(orderId, payment, deps.secrets.keySecret) };
}

/** The job: a pending payment whose bank has answered is captured, and the webhooks follow. Idempotent. */
export async function settlePendingPayment(deps: SandboxDeps, paymentId: string): Promise<void> {
  const now = deps.clock();
  await withTransaction(deps.db, async (tx) => {
    const payment = await repo.findPayment(tx, paymentId);
    if (payment?.status !== 'authorized') return;
    const order = await repo.lockOrder(tx, payment.orderId);
    if (!order || order.status === 'paid') return;
    const captured = await repo.updatePayment(tx, paymentId, { status: 'captured', capturedAt: now });
    await repo.setOrderStatus(tx, order.id, 'paid');
    const entity = { entity: paymentEntity(captured) };
    await queueWebhook(tx, deps.jobs, 'payment.captured', { payment: entity }, now);
    await queueWebhook(
      tx,
      deps.jobs,
      'order.paid',
      { payment: entity, order: { entity: orderEntity({ ...order, status: 'paid' }, order.amountPaise) } },
      now,
    );
  });
}

/**
 * The job: delivers one webhook to the product's webhook address, signed over the exact body, with its
 * event id; anything but a 2xx answer fails the job, which pg-boss tries again.
 */
export async function deliverWebhook(
  deps: Pick<SandboxDeps, 'secrets' | 'siteOrigin'>,
  job: { body: string; eventId: string },
  send: typeof fetch = fetch,
): Promise<void> {
  const response = await send(`${deps.siteOrigin()}/service-centre/api/payments/webhook`, {
    method: 'POST',
    body: job.body,
    signal: AbortSignal.timeout(10_000),
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sign(job.body, deps.secrets.webhookSecret),
      'x-razorpay-event-id': job.eventId,
    },
  });
  if (!response.ok) throw new Error(`the product answered the webhook with ${response.status}`);
}

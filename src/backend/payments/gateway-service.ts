// What the gateway tells the product: the callback the customer's browser brings back after paying,
// the webhooks, and the answers to the product's own questions (the reconciling job). Only a
// signature checked against the order id stored on the server is trusted; each delivery is applied
// by settle-service.ts with the payment attempt locked.
import { z } from 'zod';
import { withTransaction } from '../platform/db/transaction';
import type { BackendDeps } from '../platform/deps';
import type { GatewayPayment } from '../platform/providers/payments';
import * as repo from './repository';
import { applyOrderState, type SettleOutcome } from './settle-service';
import { orderStateOf, type OrderState } from './order-state';
import { paymentSignatureValid, webhookSignatureValid } from './signatures';
import { AppError } from '@/contracts/errors';
import type { PaymentCallbackInput } from '@/contracts/payments';
import { Refund } from '@/contracts/vocabulary';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'providers' | 'logger' | 'supportPhone' | 'jobs' | 'outbox' | 'billCaptured'>;

const notOurs = () => new AppError('PAYMENT_NOT_FOUND', 'No payment of ours has this order');

/** The order's payments as the gateway lists them now; when it cannot be asked, what is already known. */
async function stateFromGateway(deps: Deps, orderId: string, known: GatewayPayment[], timeoutMs = 8000): Promise<OrderState> {
  try {
    const listed = await Promise.race([
      deps.providers.payments.fetchOrderPayments(orderId),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('gateway took too long')), timeoutMs).unref()),
    ]);
    return orderStateOf([...listed, ...known.filter((k) => !listed.some((l) => l.id === k.id))]);
  } catch (error) {
    deps.logger.warn('payment gateway could not be asked; using what the message says', { orderId, error });
    return orderStateOf(known);
  }
}

async function settle(
  deps: Deps,
  orderId: string,
  state: OrderState,
): Promise<{ appointmentId: string; workOrderId: string | null; outcome: SettleOutcome }> {
  const result = await withTransaction(deps.db, async (tx) => {
    const attempt = await repo.lockPaymentByOrder(tx, orderId);
    if (!attempt) throw notOurs();
    return {
      appointmentId: attempt.appointmentId,
      workOrderId: attempt.workOrderId,
      outcome: await applyOrderState(deps, tx, attempt, state, deps.clock()),
    };
  });
  deps.outbox.kick();
  return result;
}

const outcomeForBrowser = (o: SettleOutcome): 'paid' | 'failed' | 'pending' =>
  o === 'paid' ? 'paid' : o === 'pending' ? 'pending' : 'failed';

/**
 * The callback: a success's signature must be the stored order's; then the gateway is asked how the
 * order stands (a signed callback alone means authorised, not captured). A failure's fields are not
 * signed, so it only makes the product ask the gateway.
 */
export async function handleCallback(
  deps: Deps,
  input: PaymentCallbackInput,
): Promise<{ appointment_id: string; order_id: string | null; outcome: 'paid' | 'failed' | 'pending' }> {
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = input;
  if (orderId && paymentId && signature) {
    const attempt = await repo.findPaymentByOrder(deps.db, orderId);
    if (!attempt?.providerOrderId) throw notOurs();
    if (!paymentSignatureValid(attempt.providerOrderId, paymentId, signature, deps.providers.payments.keySecret)) {
      throw new AppError('SIGNATURE_INVALID', 'The payment could not be verified; nothing was changed');
    }
    const authorised: GatewayPayment = {
      id: paymentId,
      orderId,
      status: 'authorized',
      amountPaise: attempt.amountPaise,
      errorDescription: null,
      createdAt: deps.clock(),
    };
    const { appointmentId, workOrderId, outcome } = await settle(deps, orderId, await stateFromGateway(deps, orderId, [authorised]));
    return { appointment_id: appointmentId, order_id: workOrderId, outcome: outcomeForBrowser(outcome) };
  }
  if (input.failed_order_id) {
    const attempt = await repo.findPaymentByOrder(deps.db, input.failed_order_id);
    if (!attempt) throw notOurs();
    const { appointmentId, workOrderId, outcome } = await settle(
      deps,
      input.failed_order_id,
      await stateFromGateway(deps, input.failed_order_id, []),
    );
    return { appointment_id: appointmentId, order_id: workOrderId, outcome: outcomeForBrowser(outcome) };
  }
  throw new AppError('VALIDATION_FAILED', 'razorpay_order_id, razorpay_payment_id and razorpay_signature are required');
}

const PaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  status: z.string(),
  error_description: z.string().nullable().optional(),
  created_at: z.number().optional(),
});
const RefundEntity = z.object({ id: z.string(), payment_id: z.string(), amount: z.number().int(), status: z.string() });
const WebhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: PaymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z.object({ entity: RefundEntity }).optional(),
  }),
});

const toGatewayPayment = (p: z.infer<typeof PaymentEntity>, orderId: string): GatewayPayment => ({
  id: p.id,
  orderId,
  amountPaise: p.amount,
  errorDescription: p.error_description ?? null,
  status: (['created', 'authorized', 'captured', 'failed', 'refunded'].includes(p.status)
    ? p.status
    : 'created') as GatewayPayment['status'],
  createdAt: new Date((p.created_at ?? 0) * 1000),
});

/**
 * One webhook delivery: verified over its raw body, applied once per event id (the id is remembered in
 * the same transaction as the change), in any order. A capture is applied as it is; other payment
 * events make the product ask the gateway how the whole order stands.
 */
export async function handleWebhook(
  deps: Deps,
  input: { body: string; signature: string; event_id: string },
): Promise<{ received: boolean; duplicate: boolean }> {
  if (!webhookSignatureValid(input.body, input.signature, deps.providers.payments.webhookSecret)) {
    throw new AppError('SIGNATURE_INVALID', 'The webhook signature does not match its body');
  }
  if (!input.event_id) throw new AppError('VALIDATION_FAILED', 'x-razorpay-event-id is required');
  let parsed: z.infer<typeof WebhookEventSchema>;
  try {
    parsed = WebhookEventSchema.parse(JSON.parse(input.body));
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The webhook body is not an event');
  }
  const { event, payload } = parsed;
  const orderId = payload.order?.entity.id ?? payload.payment?.entity.order_id ?? null;
  const entity = payload.payment?.entity;
  let state: OrderState | null = null;
  if (orderId && entity && (event === 'payment.captured' || event === 'order.paid'))
    state = orderStateOf([{ ...toGatewayPayment(entity, orderId), status: 'captured' }]);
  else if (orderId && entity && (event === 'payment.failed' || event === 'payment.authorized'))
    state = await stateFromGateway(deps, orderId, [toGatewayPayment(entity, orderId)], 2500);

  const applied = await withTransaction(deps.db, async (tx) => {
    if (!(await repo.firstDelivery(tx, input.event_id, event, orderId))) return { duplicate: true, changed: false };
    if (payload.refund && (event === 'refund.processed' || event === 'refund.failed')) {
      const refund = await repo.findRefundByProviderId(tx, payload.refund.entity.id);
      if (refund && refund.status === Refund.PENDING) {
        await repo.updateRefund(
          tx,
          refund.id,
          event === 'refund.processed'
            ? { status: Refund.PROCESSED, processedAt: deps.clock() }
            : { status: Refund.FAILED, lastError: 'the gateway reported the refund failed' },
        );
      }
      return { duplicate: false, changed: Boolean(refund) };
    }
    if (!state || !orderId) return { duplicate: false, changed: false };
    const attempt = await repo.lockPaymentByOrder(tx, orderId);
    // An order of another integration on the same gateway account is not ours to change.
    if (!attempt) return { duplicate: false, changed: false };
    await applyOrderState(deps, tx, attempt, state, deps.clock());
    return { duplicate: false, changed: true };
  });
  if (applied.changed) deps.outbox.kick();
  return { received: true, duplicate: applied.duplicate };
}

/**
 * The reconciling job: asks the gateway about attempts still in progress, and about unpaid ones that
 * have gone quiet (a callback may have been lost), and applies what it says. Idempotent.
 */
export async function reconcilePayments(deps: Deps): Promise<number> {
  const now = deps.clock();
  const open = await repo.paymentsToReconcile(deps.db, new Date(now.getTime() - 2 * 60_000), new Date(now.getTime() - 7 * 86_400_000), 50);
  let settled = 0;
  for (const attempt of open) {
    try {
      const listed = await deps.providers.payments.fetchOrderPayments(attempt.providerOrderId!);
      const state = orderStateOf(listed);
      if (state.kind === 'none') continue;
      await settle(deps, attempt.providerOrderId!, state);
      settled++;
    } catch (error) {
      deps.logger.warn('could not reconcile a payment; the next round tries again', { paymentId: attempt.id, error });
    }
  }
  return settled;
}

// Refunds, recorded in the transaction that decides them and asked of the gateway by a job (never
// inside that request): the decision is kept at once, the money follows. The refunds queue runs one
// job at a time across every process, so a refund is never asked for twice.
import type { BackendDeps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { GatewayError } from '../platform/providers/payments';
import * as repo from './repository';
import { issueRefundVoucher } from './document-service';
import { Refund } from '@/contracts/vocabulary';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'providers' | 'logger'>;

/** The queue the refunds job works through. */
export const REFUND_JOB = 'process-refunds';

export interface RefundOrder {
  payment: Pick<repo.PaymentRow, 'id' | 'appointmentId' | 'providerPaymentId'>;
  /** The captured gateway payment the money goes back to: the attempt's own, or a second capture on its order. */
  gatewayPaymentId: string;
  amountPaise: number;
  reason: string;
  now: Date;
}

/**
 * Refunds captured money, once per gateway payment, in the caller's transaction: the refund row, the
 * refund voucher when the money was the booking fee's advance, and the job that asks the gateway.
 * Answers the refund, or nothing when that gateway payment was refunded already.
 */
export async function refundCapture(deps: Pick<BackendDeps, 'jobs'>, tx: Db, order: RefundOrder): Promise<repo.RefundRow | undefined> {
  const refund = await repo.insertRefund(tx, {
    paymentId: order.payment.id,
    appointmentId: order.payment.appointmentId,
    gatewayPaymentId: order.gatewayPaymentId,
    amountPaise: order.amountPaise,
    reason: order.reason,
  });
  if (!refund) return undefined;
  await issueRefundVoucher(tx, refund, order.payment, order.now);
  await deps.jobs.send(REFUND_JOB, {}, { db: tx });
  return refund;
}

/** After this many failed tries a refund is left FAILED for staff to look at. */
const MAX_TRIES = 8;

export const refundReceiptOf = (refundId: string) => `rf_${refundId.replace(/-/g, '')}`;

/** The job: every pending refund is asked for (or its state asked about); answers how many are settled. */
export async function processRefunds(deps: Deps): Promise<number> {
  const provider = deps.providers.payments;
  let settled = 0;
  for (const refund of await repo.pendingRefunds(deps.db, 50)) {
    if (!refund.gatewayPaymentId) {
      await repo.updateRefund(deps.db, refund.id, { status: Refund.FAILED, lastError: 'the payment has no gateway payment to refund' });
      continue;
    }
    try {
      const answer = refund.providerRefundId
        ? await provider.fetchRefund(refund.providerRefundId)
        : await provider.refund(refund.gatewayPaymentId, refund.amountPaise, refundReceiptOf(refund.id));
      const done = answer.status === 'processed';
      await repo.updateRefund(deps.db, refund.id, {
        providerRefundId: answer.id,
        attempts: refund.attempts + 1,
        lastError: null,
        ...(done
          ? { status: Refund.PROCESSED, processedAt: deps.clock() }
          : answer.status === 'failed'
            ? { status: Refund.FAILED, lastError: 'the gateway refused the refund' }
            : {}),
      });
      if (done) settled++;
    } catch (error) {
      const retryable = !(error instanceof GatewayError) || error.retryable;
      const tries = refund.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await repo.updateRefund(deps.db, refund.id, {
        attempts: tries,
        lastError: message,
        ...(!retryable || tries >= MAX_TRIES ? { status: Refund.FAILED } : {}),
      });
      deps.logger[retryable && tries < MAX_TRIES ? 'warn' : 'error']('refund not made yet', { refundId: refund.id, tries, error: message });
    }
  }
  return settled;
}

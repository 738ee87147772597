// Refunds of the booking fee, asked of the gateway by a job (never inside the request that cancels):
// a cancellation is recorded at once, the money follows. The refunds queue runs one job at a time
// across every process, so a refund is never asked for twice.
import type { BackendDeps } from '../platform/deps';
import { GatewayError } from '../platform/providers/payments';
import * as repo from './repository';
import { Refund } from '@/contracts/vocabulary';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'providers' | 'logger'>;

/** After this many failed tries a refund is left FAILED for staff to look at. */
const MAX_TRIES = 8;

export const refundReceiptOf = (refundId: string) => `rf_${refundId.replace(/-/g, '')}`;

/** The job: every pending refund is asked for (or its state asked about); answers how many are settled. */
export async function processRefunds(deps: Deps): Promise<number> {
  const provider = deps.providers.payments;
  let settled = 0;
  for (const refund of await repo.pendingRefunds(deps.db, 50)) {
    const payment = await repo.findPayment(deps.db, refund.paymentId);
    if (!payment?.providerPaymentId) {
      await repo.updateRefund(deps.db, refund.id, { status: Refund.FAILED, lastError: 'the payment has no gateway payment to refund' });
      continue;
    }
    try {
      const answer = refund.providerRefundId
        ? await provider.fetchRefund(refund.providerRefundId)
        : await provider.refund(payment.providerPaymentId, refund.amountPaise, refundReceiptOf(refund.id));
      const done = answer.status === 'processed';
      await repo.updateRefund(deps.db, refund.id, {
        providerRefundId: answer.id, attempts: refund.attempts + 1, lastError: null,
        ...(done ? { status: Refund.PROCESSED, processedAt: deps.clock() } : answer.status === 'failed' ? { status: Refund.FAILED, lastError: 'the gateway refused the refund' } : {}),
      });
      if (done) settled++;
    } catch (error) {
      const retryable = !(error instanceof GatewayError) || error.retryable;
      const tries = refund.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await repo.updateRefund(deps.db, refund.id, { attempts: tries, lastError: message, ...(!retryable || tries >= MAX_TRIES ? { status: Refund.FAILED } : {}) });
      deps.logger[retryable && tries < MAX_TRIES ? 'warn' : 'error']('refund not made yet', { refundId: refund.id, tries, error: message });
    }
  }
  return settled;
}

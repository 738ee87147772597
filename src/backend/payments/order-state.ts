// What the gateway's payments of one order add up to. Events can arrive in any order and more than
// once; the order's payments as the gateway lists them now are the truth, and a capture is final.
import type { GatewayPayment } from '../platform/providers/payments';

export type OrderState =
  /** Every capture on the order, oldest first: the first pays the attempt, any other is money to give back. */
  | { kind: 'captured'; payment: GatewayPayment; captures: GatewayPayment[] }
  | { kind: 'pending'; payment: GatewayPayment }
  | { kind: 'failed'; payment: GatewayPayment }
  | { kind: 'none' };

/** Captured (or refunded since) wins over pending, pending over failed; nothing tried is 'none'. */
export function orderStateOf(payments: readonly GatewayPayment[]): OrderState {
  const captures = payments
    .filter((p) => p.status === 'captured' || p.status === 'refunded')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (captures.length > 0) return { kind: 'captured', payment: captures[0]!, captures };
  const pending = payments.find((p) => p.status === 'authorized' || p.status === 'created');
  if (pending) return { kind: 'pending', payment: pending };
  const failed = [...payments].filter((p) => p.status === 'failed').sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return failed ? { kind: 'failed', payment: failed } : { kind: 'none' };
}

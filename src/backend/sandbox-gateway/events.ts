// Webhook bodies as Razorpay writes them (entity, event, contains, payload, created_at), and ids in
// Razorpay's form: a prefix and 14 characters of base 62.
import { randomInt } from 'node:crypto';
import type { SandboxOrderRow, SandboxPaymentRow, SandboxRefundRow } from './repository';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const gatewayId = (prefix: string) => `${prefix}_${Array.from({ length: 14 }, () => BASE62[randomInt(62)]).join('')}`;

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export function paymentEntity(p: SandboxPaymentRow) {
  return {
    id: p.id,
    entity: 'payment',
    amount: p.amountPaise,
    currency: 'INR',
    status: p.status,
    order_id: p.orderId,
    method: 'upi',
    captured: p.status === 'captured',
    error_code: p.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: p.errorDescription,
    created_at: unix(p.createdAt),
  };
}

export function orderEntity(o: SandboxOrderRow, paid: number) {
  return {
    id: o.id,
    entity: 'order',
    amount: o.amountPaise,
    amount_paid: paid,
    amount_due: o.amountPaise - paid,
    currency: o.currency,
    receipt: o.receipt,
    status: o.status,
    created_at: unix(o.createdAt),
  };
}

export function refundEntity(r: SandboxRefundRow) {
  return {
    id: r.id,
    entity: 'refund',
    amount: r.amountPaise,
    currency: 'INR',
    payment_id: r.paymentId,
    status: r.status,
    created_at: unix(r.createdAt),
  };
}

/** One webhook: the body exactly as it is sent and signed, and its event id. */
export function webhookEvent(event: string, payload: Record<string, { entity: unknown }>, now: Date): { body: string; eventId: string } {
  return {
    body: JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unix(now),
    }),
    eventId: gatewayId('evt'),
  };
}

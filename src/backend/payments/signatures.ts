// The gateway's signatures, checked the same way for the sandbox gateway and for Razorpay: a payment
// callback is HMAC-SHA256 of `order_id|payment_id` keyed by the key secret; a webhook is HMAC-SHA256
// of its raw body keyed by the webhook secret. Compared in constant time (the SDK's own webhook check
// is not), and only against an order id the product stored itself.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

/** Whether `given` is the hex HMAC of the payload: constant time for any input, false for anything that is not 64 hex digits. */
export function signatureMatches(payload: string, given: string, secret: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(sign(payload, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** A payment callback's signature, for the order id the product stored and the payment id the gateway named. */
export function paymentSignatureValid(storedOrderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  return signatureMatches(`${storedOrderId}|${paymentId}`, signature, keySecret);
}

/** A webhook's X-Razorpay-Signature over the raw body, exactly as it arrived. */
export function webhookSignatureValid(rawBody: string, signature: string, webhookSecret: string): boolean {
  return signatureMatches(rawBody, signature, webhookSecret);
}

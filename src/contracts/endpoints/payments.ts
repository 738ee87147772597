import { z } from 'zod';
import { defineEndpoint } from './define';
import {
  PaymentCallbackAnswerSchema,
  PaymentCallbackInputSchema,
  PaymentWebhookInputSchema,
  SandboxOrderSchema,
  SandboxPaidSchema,
  SandboxPayInputSchema,
  WebhookReceivedSchema,
} from '../payments';

// The gateway's side: the callback the customer's browser is sent to after paying, and the webhooks.
// Both come cross-site and without the customer's session: they are exempt from the session and
// origin checks and trusted only through their signatures (src/backend/payments/README.md).

export const paymentCallback = defineEndpoint({
  access: 'public',
  method: 'POST',
  summary:
    "Razorpay's callback_url: the payment's ids and signature, as a form (303 to the confirmation, or back to paying) or as JSON (the outcome)",
  body: PaymentCallbackInputSchema,
  answer: PaymentCallbackAnswerSchema,
  success: [200, 303],
  cache: 0,
});

export const paymentWebhook = defineEndpoint({
  access: 'public',
  method: 'POST',
  summary:
    'Payment gateway webhooks (payment.captured, order.paid, payment.failed, refund.processed): verified with X-Razorpay-Signature over the raw body, deduplicated by x-razorpay-event-id',
  body: z.record(z.string(), z.unknown()),
  answer: WebhookReceivedSchema,
  cache: 0,
});

export const sandboxPay = defineEndpoint({
  access: 'public',
  method: 'POST',
  upstream: '/v1/sandbox-gateway/pay',
  summary:
    "The sandbox gateway's hosted page: records the outcome a person chose and answers what to post to the product's callback (404 unless the sandbox gateway is in use)",
  body: SandboxPayInputSchema,
  answer: SandboxPaidSchema,
  cache: 0,
});

// ── Called by the proxy only ──────────────────────────────────────────────────────────────────────

export const verifyPaymentCallback = defineEndpoint({
  access: 'internal',
  method: 'POST',
  upstream: '/v1/appointment/payments/callback',
  summary: "Verifies a callback's signature against the order stored on the server and records the payment",
  body: PaymentCallbackInputSchema,
  answer: PaymentCallbackAnswerSchema,
  cache: 0,
});

export const receivePaymentWebhook = defineEndpoint({
  access: 'internal',
  method: 'POST',
  upstream: '/v1/appointment/payments/webhook',
  summary: 'Verifies and applies one webhook delivery, once per event id',
  body: PaymentWebhookInputSchema,
  answer: WebhookReceivedSchema,
  cache: 0,
});

export const sandboxOrder = defineEndpoint({
  access: 'internal',
  method: 'GET',
  upstream: '/v1/sandbox-gateway/orders/{order_id}',
  summary: 'One order of the sandbox gateway, for its hosted page',
  params: z.object({ order_id: z.string().regex(/^order_[A-Za-z0-9]{8,40}$/, 'order_id is not an order') }),
  answer: SandboxOrderSchema,
  cache: 0,
});

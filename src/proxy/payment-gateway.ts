// The two addresses the payment gateway calls: the callback (the customer's browser, sent back by the
// gateway's page as a form POST, cross-site and without the session cookie) and the webhooks
// (the gateway's servers). Both are exempt from the session and origin checks and answered only
// through the backend's signature checks (src/backend/payments/README.md).
import type { APIContext } from 'astro';
import { ANONYMOUS } from '@/contracts/actor';
import { BACKEND_ENDPOINTS } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import { PaymentCallbackInputSchema } from '@/contracts/payments';
import { describeIssues } from '@/contracts/parse';
import { flowPath, withBase } from '@/lib/paths';
import { readJsonBody } from '@/runtime/read-json-body';
import { fetchData } from './call-endpoint';
import { errorJson, json } from './respond';

export const GATEWAY_PATHS: ReadonlySet<string> = new Set([withBase('/api/payments/callback'), withBase('/api/payments/webhook')]);

const isForm = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** The callback's fields, from a form (Razorpay's redirect) or JSON; a failure names its order inside error[metadata]. */
async function callbackFields(request: Request): Promise<Record<string, unknown>> {
  const raw = isForm(request)
    ? Object.fromEntries(new URLSearchParams(await request.text()))
    : (((await readJsonBody(request)) as Record<string, unknown> | null) ?? {});
  const fields: Record<string, unknown> = { ...raw };
  const metadata = raw['error[metadata]'];
  if (typeof metadata === 'string') {
    try {
      fields.failed_order_id = (JSON.parse(metadata) as { order_id?: unknown }).order_id;
    } catch {
      /* an unreadable failure names no order */
    }
  }
  return Object.fromEntries(
    Object.entries(fields).filter(([k]) =>
      ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature', 'failed_order_id'].includes(k),
    ),
  );
}

/**
 * Where the customer goes next. A booking fee: the confirmation (paid, or being confirmed), or back
 * to paying. A final bill (`orderId`): the car's tracking screen, which says how the payment went.
 */
export function nextPage(appointmentId: string, outcome: 'paid' | 'failed' | 'pending', orderId: string | null = null): string {
  if (orderId) return `${withBase('/tracking')}?${new URLSearchParams({ orderId, payment: outcome })}`;
  const query = new URLSearchParams({ appointmentId });
  if (outcome === 'failed') return `${flowPath('details-capture')}?${query}&payment=failed`;
  return `${flowPath('confirmation-page')}?${query}`;
}

export async function answerCallback(ctx: APIContext): Promise<Response> {
  const form = isForm(ctx.request);
  try {
    const parsed = PaymentCallbackInputSchema.safeParse(await callbackFields(ctx.request));
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', describeIssues(parsed.error));
    const result = await fetchData(BACKEND_ENDPOINTS.verifyPaymentCallback, parsed.data, { actor: ANONYMOUS });
    if (form)
      return new Response(null, {
        status: 303,
        headers: { location: nextPage(result.appointment_id, result.outcome, result.order_id), 'cache-control': 'no-store' },
      });
    return json({ data: result });
  } catch (error) {
    // A browser is shown the error page for the code (a payment that could not be verified changes nothing).
    if (form && error instanceof AppError)
      return new Response(null, {
        status: 303,
        headers: { location: `${withBase('/error')}?code=${error.code}`, 'cache-control': 'no-store' },
      });
    return errorJson(error);
  }
}

export async function answerWebhook(ctx: APIContext): Promise<Response> {
  try {
    const body = await ctx.request.text();
    const data = await fetchData(
      BACKEND_ENDPOINTS.receivePaymentWebhook,
      {
        body,
        signature: ctx.request.headers.get('x-razorpay-signature') ?? '',
        event_id: ctx.request.headers.get('x-razorpay-event-id') ?? '',
      },
      { actor: ANONYMOUS },
    );
    return json({ data });
  } catch (error) {
    return errorJson(error);
  }
}

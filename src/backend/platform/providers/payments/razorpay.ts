// The Razorpay adapter of the payment provider, with the official SDK. Orders are created on the
// server (amount in paise, receipt ≤ 40 characters) before Checkout opens; signatures are checked by
// our own code (src/backend/payments/signatures.ts), never by the SDK's webhook check, which does not
// compare in constant time.
import type Razorpay from 'razorpay';
import { GatewayError, type GatewayPayment, type GatewayRefund, type PaymentProvider } from './index';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API; another address only for tests against a local fake. */
  baseUrl?: string;
  /** A call that has not answered by then fails (retryable). */
  timeoutMs?: number;
}

/** The page on this product that opens Razorpay Checkout for an appointment's open fee attempt, or a work order's bill. */
export const checkoutPath = (appointmentId: string, workOrderId: string | null = null) =>
  workOrderId ? `/service-centre/pay?orderId=${workOrderId}` : `/service-centre/pay?appointmentId=${appointmentId}`;

interface SdkError {
  statusCode?: number;
  error?: { description?: string; code?: string };
}

/** A failed SDK call as a GatewayError: retryable for timeouts, network failures, 429 and 5xx. */
export function gatewayErrorOf(error: unknown): GatewayError {
  const e = (error ?? {}) as SdkError;
  if (typeof e.statusCode === 'number') {
    const retryable = e.statusCode === 429 || e.statusCode >= 500;
    return new GatewayError(`razorpay answered ${e.statusCode}: ${e.error?.description ?? e.error?.code ?? 'no description'}`, retryable);
  }
  // The SDK turns an answer-less failure (timeout, refused connection) into a TypeError.
  return new GatewayError(`razorpay did not answer: ${error instanceof Error ? error.message : String(error)}`, true);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw gatewayErrorOf(error);
  }
}

interface RzpPayment {
  id: string;
  order_id: string;
  status: GatewayPayment['status'];
  amount: number | string;
  error_description?: string | null;
  created_at: number;
}
interface RzpRefund {
  id: string;
  payment_id: string;
  amount: number | string;
  status: GatewayRefund['status'];
}

const toPayment = (p: RzpPayment): GatewayPayment => ({
  id: p.id,
  orderId: p.order_id,
  status: p.status,
  amountPaise: Number(p.amount),
  errorDescription: p.error_description ?? null,
  createdAt: new Date(p.created_at * 1000),
});
const toRefund = (r: RzpRefund): GatewayRefund => ({ id: r.id, paymentId: r.payment_id, amountPaise: Number(r.amount), status: r.status });

export function createRazorpayPayments(settings: RazorpaySettings): PaymentProvider {
  // The SDK (with axios) is loaded on the first call: a process without Razorpay's keys never loads it.
  let client: Promise<Razorpay> | undefined;
  const sdkOf = () =>
    (client ??= import('razorpay').then(({ default: RazorpaySdk }) => {
      const sdk = new RazorpaySdk({ key_id: settings.keyId, key_secret: settings.keySecret });
      // The SDK's HTTP client (axios): the address and a timeout, so a hung call never holds a request.
      const http = (sdk as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq.defaults;
      if (settings.baseUrl) http.baseURL = settings.baseUrl.replace(/\/$/, '');
      http.timeout = settings.timeoutMs ?? 10_000;
      return sdk;
    }));

  return {
    name: 'razorpay',
    embedded: false,
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,
    async createOrder({ amountPaise, receipt, notes }) {
      if (receipt.length > 40) throw new GatewayError(`receipt is ${receipt.length} characters; Razorpay takes at most 40`, false);
      const sdk = await sdkOf();
      const order = await call(() => sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }));
      return { orderId: order.id };
    },
    payinUrl: ({ appointmentId, workOrderId }) => checkoutPath(appointmentId, workOrderId),
    async fetchOrderPayments(orderId) {
      const sdk = await sdkOf();
      const answer = (await call(() => sdk.orders.fetchPayments(orderId))) as unknown as { items: RzpPayment[] };
      return answer.items.map(toPayment);
    },
    async refund(paymentId, amountPaise, receipt) {
      const sdk = await sdkOf();
      return toRefund(
        (await call(() => sdk.payments.refund(paymentId, { amount: amountPaise, receipt: receipt.slice(0, 40) }))) as unknown as RzpRefund,
      );
    },
    async fetchRefund(refundId) {
      const sdk = await sdkOf();
      return toRefund((await call(() => sdk.refunds.fetch(refundId))) as unknown as RzpRefund);
    },
  };
}

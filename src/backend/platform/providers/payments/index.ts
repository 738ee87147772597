// The payment gateway behind a small interface (ARCHITECTURE: providers). The embedded default is
// the sandbox gateway inside the product (src/backend/sandbox-gateway/); Razorpay is chosen by
// RAZORPAY_KEY_ID. Both sign callbacks and webhooks the same way, so one verification serves both
// (src/backend/payments/signatures.ts).

/** A payment as the gateway reports it, in Razorpay's words. */
export interface GatewayPayment {
  id: string;
  orderId: string;
  /** created → authorized → captured, or failed; refunded after a full refund. */
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  amountPaise: number;
  errorDescription: string | null;
  /** When the gateway made the payment (Razorpay's created_at). */
  createdAt: Date;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  /** Razorpay: pending until the bank confirms, then processed (or failed). */
  status: 'pending' | 'processed' | 'failed';
}

/** A gateway call that failed; `retryable` when trying again later may succeed (a timeout, a 5xx, a 429). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface CreateOrderInput {
  amountPaise: number;
  /** Our reference for the order (at most 40 characters, Razorpay's limit). */
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentProvider {
  /** 'sandbox' or 'razorpay'. */
  readonly name: string;
  /** The sandbox gateway: no money moves (the product says so on its pages). */
  readonly embedded: boolean;
  /** The public key the checkout is opened with. */
  readonly keyId: string;
  /** Signs payment callbacks: HMAC-SHA256 of `order_id|payment_id`. */
  readonly keySecret: string;
  /** Signs webhooks: HMAC-SHA256 of the raw body. */
  readonly webhookSecret: string;
  /** Creates the gateway's order for an amount in paise, in INR. Throws GatewayError. */
  createOrder(input: CreateOrderInput): Promise<{ orderId: string }>;
  /**
   * Where the customer pays: spec §3's payin_url. `paymentId`, `appointmentId` and `workOrderId` (a
   * final bill's work order, else null) are ours, `orderId` the gateway's.
   */
  payinUrl(ids: { paymentId: string; orderId: string; appointmentId: string; workOrderId: string | null }): string;
  /** Every payment tried on an order, as the gateway knows them now (for reconciling). Throws GatewayError. */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Refunds part or all of a captured payment. Throws GatewayError. */
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<GatewayRefund>;
  fetchRefund(refundId: string): Promise<GatewayRefund>;
}

import { z } from 'zod';
import { normaliseIndianMobile, text } from './input-rules';
import { COUPON_TARGETS, PAYMENT_STATUSES, REFUND_STATUSES } from './vocabulary';
import { RewardOutcomeSchema } from './campaigns';

const Paise = z.number().int().nonnegative();
const COUPON = 'coupon_code has letters, digits, - and _ only';
export const CouponCodeSchema = text(40, 'coupon_code')
  .regex(/^[A-Za-z0-9_-]*$/, COUPON)
  .toUpperCase();

/** What became of a coupon: applied (with its discount on the fee or the service) or the reason it does not apply. */
export const CouponOutcomeSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  message: z.string(),
  target: z.enum(COUPON_TARGETS).nullable(),
  discount_paise: Paise,
});
export type CouponOutcome = z.infer<typeof CouponOutcomeSchema>;

/** Spec §3 payment_details: what is due online (amount, paise) and where to pay it (payin_url). */
export const PaymentDetailsSchema = z.object({
  payment_id: z.uuid(),
  /** What the gateway charges: the fee less a fee coupon (paise). */
  amount: Paise,
  fee_paise: Paise,
  discount_paise: Paise,
  coupon: CouponOutcomeSchema.nullable(),
  /** A coupon on the service, deducted from the final bill at the garage (paise). */
  service_discount_paise: Paise,
  /** A campaign's reward the booking pays with (docs/decisions/058): present only when it has one. */
  reward: RewardOutcomeSchema.optional(),
  payin_url: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  provider_order_id: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;

export const RefundViewSchema = z.object({
  amount_paise: Paise,
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type RefundView = z.infer<typeof RefundViewSchema>;

/** Starting (or resuming) the payment of the booking fee, with a coupon when one is entered. */
export const StartPaymentInputSchema = z.object({ coupon_code: CouponCodeSchema.optional() });

const GATEWAY_ID = (label: string) => text(64, label).regex(/^[A-Za-z0-9_]+$/, `${label} is not a gateway id`);
/**
 * What the gateway posts back to the product after a payment (Razorpay's callback_url fields), as
 * a form or as JSON. A success carries the three razorpay_ fields; a failure names its order in
 * error[metadata] (unsigned, so it only makes the product ask the gateway).
 */
export const PaymentCallbackInputSchema = z.object({
  razorpay_payment_id: GATEWAY_ID('razorpay_payment_id').optional(),
  razorpay_order_id: GATEWAY_ID('razorpay_order_id').optional(),
  razorpay_signature: text(128, 'razorpay_signature')
    .regex(/^[0-9a-f]*$/, 'razorpay_signature is not a signature')
    .optional(),
  /** The order of a failed payment, from error[metadata]. */
  failed_order_id: GATEWAY_ID('failed_order_id').optional(),
});
export type PaymentCallbackInput = z.infer<typeof PaymentCallbackInputSchema>;

/** Where the browser goes after a callback: the appointment, and how its payment stands. */
export const PaymentCallbackAnswerSchema = z.object({
  appointment_id: z.uuid(),
  /** The work order whose final bill this paid; null for a booking fee. */
  order_id: z.uuid().nullable(),
  outcome: z.enum(['paid', 'failed', 'pending']),
});

/** A webhook, as the backend receives it from the proxy: the raw body (signatures cover its bytes) and the headers that matter. */
export const PaymentWebhookInputSchema = z.object({
  body: z.string().max(64 * 1024),
  signature: z.string().max(200),
  event_id: z.string().max(100),
});
export const WebhookReceivedSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });

/** The sandbox gateway's hosted page: a person picks what the payment does. */
export const SandboxPayInputSchema = z.object({
  order_id: GATEWAY_ID('order_id'),
  outcome: z.enum(['success', 'failure', 'pending']),
});
/** What the sandbox page then posts to the product's callback, as Razorpay's checkout would. */
export const SandboxPaidSchema = z.object({ callback_url: z.string(), fields: z.record(z.string(), z.string()) });

/** The sandbox gateway's view of one order, for its hosted page. */
export const SandboxOrderSchema = z.object({
  id: z.string(),
  amount: Paise,
  currency: z.string(),
  receipt: z.string(),
  status: z.string(),
  merchant: z.string(),
  description: z.string(),
  appointment_id: z.string().nullable(),
  payments: z.array(z.object({ id: z.string(), status: z.string(), created_at: z.string() })),
});
export type SandboxOrder = z.infer<typeof SandboxOrderSchema>;

/**
 * One GST document of the booking fee (docs/decisions/035): a receipt voucher, a refund voucher or a
 * cancellation charge's tax invoice, with its one line and the GST in its total; `against` names the
 * receipt voucher a refund or a cancellation charge settles.
 */
export const FeeDocumentSchema = z.object({
  number: z.string(),
  issued_at: z.string(),
  description: z.string(),
  sac: z.string(),
  taxable_paise: Paise,
  cgst_paise: Paise,
  sgst_paise: Paise,
  igst_paise: Paise,
  total_paise: Paise,
  against: z.string().nullable(),
});
export type FeeDocument = z.infer<typeof FeeDocumentSchema>;

/** The booking fee's documents: its receipt voucher, and the refund voucher or the cancellation charge that settled it. */
export const ReceiptSchema = z.object({
  appointment_id: z.uuid(),
  supplier: z.object({
    legal_name: z.string(),
    trade_name: z.string(),
    address: z.string(),
    gstin: z.string(),
    state: z.string(),
    state_code: z.string(),
  }),
  customer: z.object({ name: z.string().nullable(), phone_number: z.string().nullable() }),
  place_of_supply: z.string(),
  receipt_voucher: FeeDocumentSchema,
  coupon: z.object({ code: z.string(), discount_paise: Paise }).nullable(),
  /** A campaign's reward taken off the fee (docs/decisions/058): present only when there is one. */
  reward: z.object({ title: z.string(), discount_paise: Paise }).optional(),
  payment: z.object({ provider: z.string(), reference: z.string().nullable(), paid_at: z.string() }),
  refund: RefundViewSchema.nullable(),
  refund_voucher: FeeDocumentSchema.nullable(),
  cancellation_invoice: FeeDocumentSchema.nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** The help screen: a call back at a chosen time (spec §2 schedule-callback). */
export const CallbackRequestInputSchema = z.object({
  phone_number: text(20, 'phone_number')
    .min(1, 'Enter your mobile number')
    .transform((value, ctx) => {
      const phone = normaliseIndianMobile(value);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: 'Enter a valid 10-digit mobile number' });
      return z.NEVER;
    }),
  /** The start of the chosen half hour, an instant (ISO 8601 with offset). */
  preferred_at: z.iso.datetime({ offset: true, message: 'Choose a time for the call' }),
  garage_id: z.uuid('garage_id must be a valid id').optional(),
  appointment_id: z.uuid('appointment_id must be a valid id').optional(),
  note: text(300, 'note', { lines: true }).optional(),
});
export const CallbackRequestedSchema = z.object({
  id: z.uuid(),
  preferred_at: z.string(),
  garage_name: z.string(),
  advisor_phone: z.string(),
});

// The options Razorpay Checkout opens with for an appointment's booking fee or its final bill. Pure: the checkout page
// passes them to the script as data, so what Checkout is told can be tested alone.
import type { AppointmentView } from '@/contracts/appointments';
import { Payment } from '@/contracts/vocabulary';
import { withBase } from './paths';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** Where Checkout's frames and calls go (the page's Content-Security-Policy allows them). */
export const RAZORPAY_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'] as const;

export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  /** Razorpay posts the payment's ids and signature (or the failure) here, as a form. */
  callback_url: string;
  redirect: true;
  prefill: { contact: string; name?: string; email?: string };
  notes: Record<string, string>;
}

/** An attempt Checkout may open: made with Razorpay, with its order, something to pay, and not settled. */
interface OpenAttempt {
  amount: number;
  status: string;
  provider: string;
  provider_order_id: string | null;
}

const payable = (p: OpenAttempt | null | undefined): p is OpenAttempt & { provider_order_id: string } =>
  Boolean(
    p?.provider_order_id &&
      p.provider === 'razorpay' &&
      p.amount > 0 &&
      (p.status === Payment.CREATED || p.status === Payment.FAILED || p.status === Payment.IN_PROGRESS),
  );

function optionsFor(
  p: OpenAttempt & { provider_order_id: string },
  a: AppointmentView,
  description: string,
  notes: Record<string, string>,
  keyId: string,
  siteOrigin: string,
): CheckoutOptions {
  // Numbers are kept as 10 digits; a country code is stripped only when 10 digits follow it (9123456789 stays).
  const contact = a.customer_details.phone_number.replace(/^\+?91(?=\d{10}$)/, '');
  return {
    key: keyId,
    amount: p.amount,
    currency: 'INR',
    order_id: p.provider_order_id,
    name: a.garage.name,
    description,
    callback_url: new URL(withBase('/api/payments/callback'), siteOrigin).href,
    redirect: true,
    prefill: {
      contact,
      ...(a.customer_details.full_name ? { name: a.customer_details.full_name } : {}),
      ...(a.customer_details.email_id ? { email: a.customer_details.email_id } : {}),
    },
    notes,
  };
}

/** Checkout's options for the booking fee, or null when the appointment has no open Razorpay order to pay. */
export function checkoutOptions(a: AppointmentView, keyId: string, siteOrigin: string): CheckoutOptions | null {
  const p = a.payment_details;
  return payable(p) ? optionsFor(p, a, 'Booking fee', { appointment_id: a.appointment_id }, keyId, siteOrigin) : null;
}

/** Checkout's options for a work order's final bill (its newest online attempt), or null when there is none open with Razorpay. */
export function billCheckoutOptions(
  a: AppointmentView,
  orderId: string,
  attempt: OpenAttempt | null,
  keyId: string,
  siteOrigin: string,
): CheckoutOptions | null {
  return payable(attempt)
    ? optionsFor(attempt, a, 'Final bill', { appointment_id: a.appointment_id, work_order_id: orderId }, keyId, siteOrigin)
    : null;
}

import { booking, payments, pricing } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { startPayment } from './payment-service';
import { handleCallback, handleWebhook } from './gateway-service';
import { getReceipt } from './document-service';
import { getBookingAmount } from './booking-amount-service';

export function paymentRoutes(app: BackendApp, deps: BackendDeps) {
  serve(app, pricing.bookingAmount, (query, { actor }) => getBookingAmount(deps.db, actor, query, deps.clock()));
  serve(app, booking.startPayment, (input, { actor }) => startPayment(deps, actor, input.id, input.coupon_code));
  serve(app, booking.receipt, (input, { actor }) => getReceipt(deps.db, actor, input.id));
  serve(app, payments.verifyPaymentCallback, (input) => handleCallback(deps, input));
  serve(app, payments.receivePaymentWebhook, (input) => handleWebhook(deps, input));
}

import { formatInr } from '@/lib/money';
import type { BookingAmount } from './use-booking-amount';

/** The booking fee, a coupon's discount on it or on the service bill, and the amount due now. */
export default function FeeSummary({ amount }: { amount: BookingAmount }) {
  const coupon = amount.coupon?.applied ? amount.coupon : null;
  const feeDiscount = amount.amount_paise - amount.amount_due_paise;
  return (
    <dl className="pay-fee">
      <div className="pay-fee__row">
        <dt>Booking fee</dt>
        <dd>{formatInr(amount.amount_paise)}</dd>
      </div>
      {coupon && feeDiscount > 0 && (
        <div className="pay-fee__row pay-fee__row--discount">
          <dt>Coupon {coupon.code}</dt>
          <dd>−{formatInr(feeDiscount)}</dd>
        </div>
      )}
      <div className="pay-fee__row pay-fee__row--due">
        <dt>Amount due now</dt>
        <dd>{formatInr(amount.amount_due_paise)}</dd>
      </div>
      {coupon && amount.service_discount_paise > 0 && (
        <div className="pay-fee__row pay-fee__row--later">
          <dt>Off your service bill at the garage</dt>
          <dd>{formatInr(amount.service_discount_paise)}</dd>
        </div>
      )}
    </dl>
  );
}

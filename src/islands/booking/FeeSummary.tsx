import { CouponTargetOf } from '@/contracts/vocabulary';
import { formatInr } from '@/lib/money';
import { BANNER_HEADING, BANNER_TEXT } from '@/lib/reward-session';
import type { BookingAmount } from './use-booking-amount';

/** The booking fee, a coupon's and a campaign reward's discounts on it or on the service bill, and the amount due now. */
export default function FeeSummary({ amount }: { amount: BookingAmount }) {
  const coupon = amount.coupon?.applied ? amount.coupon : null;
  const reward = amount.reward;
  const rewardFee = reward?.applied && reward.target === CouponTargetOf.FEE ? reward.discount_paise : 0;
  const rewardBill = reward?.applied && reward.target === CouponTargetOf.SERVICE ? reward.discount_paise : 0;
  const couponFee = amount.amount_paise - amount.amount_due_paise - rewardFee;
  return (
    <>
      {reward?.applied && (
        <div className="reward-banner" role="status">
          <p className="reward-banner__heading">{BANNER_HEADING}</p>
          <p>{BANNER_TEXT}</p>
        </div>
      )}
      {reward && !reward.applied && <p className="pay-fee__note">{reward.message}</p>}
      <dl className="pay-fee">
        <div className="pay-fee__row">
          <dt>Booking fee</dt>
          <dd>{formatInr(amount.amount_paise)}</dd>
        </div>
        {coupon && couponFee > 0 && (
          <div className="pay-fee__row pay-fee__row--discount">
            <dt>Coupon {coupon.code}</dt>
            <dd>−{formatInr(couponFee)}</dd>
          </div>
        )}
        {rewardFee > 0 && (
          <div className="pay-fee__row pay-fee__row--discount">
            <dt>Reward: {reward!.title}</dt>
            <dd>−{formatInr(rewardFee)}</dd>
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
        {rewardBill > 0 && (
          <div className="pay-fee__row pay-fee__row--later">
            <dt>Reward off your service bill at the garage</dt>
            <dd>{formatInr(rewardBill)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

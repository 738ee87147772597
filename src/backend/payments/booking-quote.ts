// What a booking pays online with its coupon and its reward (docs/decisions/058): the coupon's rule is
// the coupons feature's, the reward's the campaigns feature's; here they meet. A reward that does not
// combine with coupons wins over a coupon (it was claimed first and belongs to the car): the coupon is
// refused in words. A reward that no longer fits the booking is not applied and says why; paying
// goes on without it.
import type { Db } from '../platform/db/client';
import { quoteFee, type FeeQuote } from '../coupons';
import { quoteReward, type RewardQuote } from '../campaigns';
import { AppError } from '@/contracts/errors';
import type { RewardOutcome } from '@/contracts/campaigns';
import { CouponTargetOf, type ServiceTypeId } from '@/contracts/vocabulary';
import { CAMPAIGN_MESSAGES } from '@/lib/campaign-rules';

export interface BookingQuote extends FeeQuote {
  reward: RewardQuote | null;
  /** The reward's outcome, applied or not (with the reason), for the screens. */
  rewardOutcome: RewardOutcome | null;
}

export interface BookingQuestion {
  garageId: string;
  serviceTypeId: ServiceTypeId;
  couponCode?: string;
  now: Date;
  customerId?: string;
  booking?: {
    appointmentId: string;
    userId: string | null;
    estimatePaise: number | null;
    rewardDetails: unknown;
    registrationNumber: string | null;
  };
}

const couponFeeDiscount = (q: FeeQuote) => (q.coupon?.applied && q.coupon.target === CouponTargetOf.FEE ? q.coupon.discount_paise : 0);

async function rewardFor(db: Db, q: BookingQuestion, fee: FeeQuote): Promise<{ quote: RewardQuote | null; refusal: string | null }> {
  const b = q.booking;
  if (!b?.rewardDetails || !b.userId) return { quote: null, refusal: null };
  try {
    const quote = await quoteReward(db, b.rewardDetails, {
      appointmentId: b.appointmentId,
      userId: b.userId,
      garageId: q.garageId,
      serviceTypeId: q.serviceTypeId,
      registrationNumber: b.registrationNumber,
      now: q.now,
      feePaise: fee.feePaise,
      couponFeeDiscountPaise: couponFeeDiscount(fee),
      serviceEstimatePaise: b.estimatePaise,
    });
    return { quote, refusal: null };
  } catch (error) {
    if (error instanceof AppError && error.code === 'REWARD_REFUSED') return { quote: null, refusal: error.message };
    throw error;
  }
}

/** The booking fee, the coupon's outcome and the reward's, and what is due online. */
export async function quoteBooking(db: Db, q: BookingQuestion): Promise<BookingQuote> {
  let fee = await quoteFee(db, q);
  let reward = await rewardFor(db, q, fee);
  if (reward.quote && !reward.quote.combinesWithCoupons && fee.coupon?.applied) {
    const refusedCoupon = {
      ...fee.coupon,
      applied: false,
      message: CAMPAIGN_MESSAGES.noCoupon(reward.quote.outcome.title),
      target: null,
      discount_paise: 0,
    };
    // Without the coupon the whole fee is due (what quoteFee answers without a code), and the reward is worked out on it.
    fee = { feePaise: fee.feePaise, coupon: refusedCoupon, amountDuePaise: fee.feePaise, serviceDiscountPaise: 0 };
    reward = await rewardFor(db, q, fee);
  }
  const claimId = (q.booking?.rewardDetails as { claim_id?: string } | undefined)?.claim_id;
  const rewardOutcome: RewardOutcome | null = reward.quote
    ? reward.quote.outcome
    : reward.refusal && claimId
      ? { claim_id: claimId, title: '', applied: false, message: reward.refusal, target: null, discount_paise: 0 }
      : null;
  return {
    ...fee,
    amountDuePaise: fee.amountDuePaise - (reward.quote?.feeDiscountPaise ?? 0),
    reward: reward.quote,
    rewardOutcome,
  };
}

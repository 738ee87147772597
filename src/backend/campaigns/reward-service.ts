// A claimed reward in a booking (docs/decisions/058): the booking carries only the claim's id
// (reward_details = { claim_id }); what it takes off always comes from the campaign, checked here
// against the booking's centre, service type and car. The booking that pays with it uses it, once.
import type { Db } from '../platform/db/client';
import { serviceTypeNames } from '../pricing';
import * as repo from './repository';
import { ruleOf } from './offer-service';
import { AppError } from '@/contracts/errors';
import { RewardReferenceSchema, type RewardOutcome } from '@/contracts/campaigns';
import { CouponTargetOf, type ServiceTypeId } from '@/contracts/vocabulary';
import { CAMPAIGN_MESSAGES, rewardDiscount, rewardRuleText, bookingRefusal } from '@/lib/campaign-rules';
import { formatInr } from '@/lib/money';

const refused = (message: string) => new AppError('REWARD_REFUSED', message);

/** The claim a booking's reward_details names, or an error when it is anything but `{ claim_id }` of a known claim. */
export function claimIdOf(rewardDetails: unknown): string | null {
  if (rewardDetails === null || rewardDetails === undefined) return null;
  const parsed = RewardReferenceSchema.safeParse(rewardDetails);
  if (!parsed.success) throw refused(CAMPAIGN_MESSAGES.forged);
  return parsed.data.claim_id;
}

export interface RewardBooking {
  userId: string;
  garageId: string;
  serviceTypeId: ServiceTypeId;
  registrationNumber: string | null;
  now: Date;
}

/** Loads the claim and its campaign and checks they fit the booking; answers both, or throws REWARD_REFUSED in words. */
async function fittingClaim(db: Db, claimId: string, b: RewardBooking) {
  const claim = await repo.findClaimById(db, claimId);
  if (!claim) throw refused(CAMPAIGN_MESSAGES.forged);
  if (claim.userId && claim.userId !== b.userId) throw refused(CAMPAIGN_MESSAGES.forged);
  const campaign = await repo.findCampaignById(db, claim.campaignId);
  if (!campaign) throw refused(CAMPAIGN_MESSAGES.forged);
  const refusal = bookingRefusal(ruleOf(campaign), {
    now: b.now,
    garageId: b.garageId,
    serviceTypeId: b.serviceTypeId,
    serviceTypeNames: await serviceTypeNames(db),
    registrationNumber: b.registrationNumber,
    claimedRegistration: claim.registrationNumber,
  });
  if (refusal) throw refused(refusal);
  return { claim, campaign };
}

/**
 * The reward_details a new booking may store: `{ claim_id }` of a claim that fits its centre, service
 * type and car and that no other booking uses; the claim becomes the customer's. Null without one.
 */
export async function checkRewardReference(db: Db, rewardDetails: unknown, b: RewardBooking): Promise<{ claim_id: string } | null> {
  const claimId = claimIdOf(rewardDetails);
  if (!claimId) return null;
  const { claim } = await fittingClaim(db, claimId, b);
  if (claim.appointmentId) throw refused(CAMPAIGN_MESSAGES.usedByCar(claim.registrationNumber));
  if (!claim.userId) await repo.adoptClaim(db, claim.id, b.userId);
  return { claim_id: claim.id };
}

export interface RewardQuote {
  outcome: RewardOutcome;
  feeDiscountPaise: number;
  billDiscountPaise: number;
  /** Whether a coupon may be used beside it. */
  combinesWithCoupons: boolean;
}

/**
 * What the booking's reward takes off, from its campaign: the fee after a fee coupon, or the service's
 * estimate. Throws REWARD_REFUSED (in words) when the reward does not fit the booking or another
 * booking uses it.
 */
export async function quoteReward(
  db: Db,
  rewardDetails: unknown,
  b: RewardBooking & { appointmentId: string; feePaise: number; couponFeeDiscountPaise: number; serviceEstimatePaise: number | null },
): Promise<RewardQuote | null> {
  const claimId = claimIdOf(rewardDetails);
  if (!claimId) return null;
  const { claim, campaign } = await fittingClaim(db, claimId, b);
  if (claim.appointmentId && claim.appointmentId !== b.appointmentId) throw refused(CAMPAIGN_MESSAGES.usedByCar(claim.registrationNumber));
  const amounts = rewardDiscount(campaign, b);
  const onFee = campaign.target === CouponTargetOf.FEE;
  const discount = onFee ? amounts.feeDiscountPaise : amounts.billDiscountPaise;
  const message =
    discount > 0
      ? `${formatInr(discount)} off ${onFee ? 'the booking fee' : 'your service bill at the garage'} (${campaign.title})`
      : `${rewardRuleText(campaign)}: it applies once your service is priced`;
  return {
    outcome: {
      claim_id: claim.id,
      title: campaign.title,
      applied: discount > 0,
      message,
      target: campaign.target,
      discount_paise: discount,
    },
    ...amounts,
    combinesWithCoupons: campaign.combinesWithCoupons,
  };
}

/** The booking takes its reward with the amounts quoted (one guarded write); false when another booking has it. */
export function holdReward(
  tx: Db,
  claimId: string,
  appointmentId: string,
  amounts: { feeDiscountPaise: number; billDiscountPaise: number },
  now: Date,
): Promise<boolean> {
  return repo.takeClaim(tx, claimId, appointmentId, amounts, now);
}

/**
 * The reward a booking paid with, as its payment screens and receipt name it; null without one. A
 * reward on the fee was paid with the fee; one on the bill is dropped when check-in found another car.
 */
export async function rewardOfBooking(db: Db, appointmentId: string): Promise<RewardOutcome | null> {
  const found = await repo.claimWithCampaignOf(db, appointmentId);
  if (!found) return null;
  const { claim, campaign } = found;
  const onFee = campaign.target === CouponTargetOf.FEE;
  const dropped = !onFee && claim.droppedReason !== null;
  const discount = onFee ? claim.feeDiscountPaise : claim.billDiscountPaise;
  return {
    claim_id: claim.id,
    title: campaign.title,
    applied: !dropped,
    message: dropped
      ? claim.droppedReason!
      : `${formatInr(discount)} off ${onFee ? 'the booking fee' : 'your service bill at the garage'} (${campaign.title})`,
    target: campaign.target,
    discount_paise: dropped ? 0 : discount,
  };
}

/** What the reward takes off the final bill (0 when it was dropped at check-in), and why it was dropped. */
export async function rewardOnBill(db: Db, appointmentId: string): Promise<{ discountPaise: number; droppedReason: string | null }> {
  const claim = await repo.claimOfAppointment(db, appointmentId);
  if (!claim) return { discountPaise: 0, droppedReason: null };
  return { discountPaise: claim.droppedReason ? 0 : claim.billDiscountPaise, droppedReason: claim.droppedReason };
}

/**
 * Check-in compares the car at the garage with the one that claimed the booking's reward: another car
 * loses the reward on the bill, and the reason is answered for the timeline. Null when nothing changed.
 */
export async function checkRewardCar(db: Db, appointmentId: string, registrationSeen: string): Promise<string | null> {
  const claim = await repo.claimOfAppointment(db, appointmentId);
  if (!claim || claim.registrationNumber === registrationSeen) return null;
  const reason = CAMPAIGN_MESSAGES.droppedAtCheckIn(claim.registrationNumber, registrationSeen);
  await repo.dropFromBill(db, claim.id, reason);
  return reason;
}

export { releaseClaimOf as releaseReward } from './repository';

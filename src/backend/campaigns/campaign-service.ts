// The console's campaigns: an admin makes them for any centre, an advisor for their own centres only;
// each lists its claims used of its limit and the address its QR code encodes.
import type { Db } from '../platform/db/client';
import { isUniqueViolation } from '../platform/db/transaction';
import { getGarage } from '../garages';
import * as repo from './repository';
import { ruleOf } from './offer-service';
import { centresCovered, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { CampaignView, CreateCampaignInput, Reward } from '@/contracts/campaigns';
import { CouponKindOf, type ServiceTypeId } from '@/contracts/vocabulary';
import { campaignAddress, rewardRuleText, rewardState } from '@/lib/campaign-rules';

/** Whether the actor may make or see campaigns of this centre. */
export const canManageCampaigns = (actor: Actor, garageId: string): boolean => {
  const centres = centresCovered(actor);
  return centres === null || centres.includes(garageId);
};

function viewOf(c: repo.CampaignWithGarage & { used: number }, siteOrigin: string): CampaignView {
  return {
    id: c.id,
    code: c.code,
    garage_id: c.garageId,
    garage_name: c.garageName,
    source: c.source,
    color: c.color,
    title: c.title,
    description: c.description,
    reward_rule: rewardRuleText(c),
    service_types: c.serviceTypes as ServiceTypeId[],
    combines_with_coupons: c.combinesWithCoupons,
    valid_from: c.validFrom.toISOString(),
    valid_until: c.validUntil.toISOString(),
    total_limit: c.totalLimit,
    claimed: c.claimedCount,
    used: c.used,
    address: campaignAddress(siteOrigin, c),
  };
}

export async function listCampaigns(db: Db, actor: Actor, siteOrigin: string): Promise<{ campaigns: CampaignView[] }> {
  const rows = await repo.listCampaigns(db, centresCovered(actor));
  return { campaigns: rows.map((r) => viewOf(r, siteOrigin)) };
}

/** Makes a campaign for a centre the actor runs; a code already taken is refused in words. */
export async function createCampaign(db: Db, actor: Actor, input: CreateCampaignInput, siteOrigin: string): Promise<CampaignView> {
  const garage = await getGarage(db, input.garage_id);
  if (!canManageCampaigns(actor, garage.id)) throw new AppError('FORBIDDEN', `You can make campaigns only for your own service centres`);
  try {
    const row = await repo.insertCampaign(db, {
      code: input.code,
      garageId: garage.id,
      source: input.source,
      color: input.color,
      title: input.title,
      description: input.description,
      kind: input.kind,
      value: input.kind === CouponKindOf.PERCENT ? input.value : input.value * 100,
      target: input.target,
      maxDiscountPaise: input.max_discount_rupees === undefined ? null : input.max_discount_rupees * 100,
      serviceTypes: input.service_types,
      combinesWithCoupons: input.combines_with_coupons,
      validFrom: new Date(input.valid_from),
      validUntil: new Date(input.valid_until),
      totalLimit: input.total_limit,
      createdBy: actor.kind === 'anonymous' ? null : actor.id,
    });
    return viewOf({ ...row, garageName: garage.name, garageLocality: garage.locality, used: 0 }, siteOrigin);
  } catch (error) {
    if (isUniqueViolation(error, 'campaigns_code_unique'))
      throw new AppError('VALIDATION_FAILED', `code: A campaign called ${input.code} exists already`);
    throw error;
  }
}

const rewardOf = (r: Awaited<ReturnType<typeof repo.claimsOfUser>>[number], now: Date): Reward => ({
  claim_id: r.claim.id,
  title: r.campaign.title,
  description: r.campaign.description,
  reward_rule: rewardRuleText(r.campaign),
  state: rewardState(r.claim, ruleOf(r.campaign), now),
  registration_number: r.claim.registrationNumber,
  garage_id: r.campaign.garageId,
  garage_name: r.campaign.garageName,
  source: r.campaign.source,
  valid_until: r.campaign.validUntil.toISOString(),
  meta: { service_type: r.campaign.serviceTypes as ServiceTypeId[] },
});

/** spec §7 fetch-reward-details: the signed-in customer's rewards, newest first. */
export async function listRewards(db: Db, userId: string, now: Date): Promise<{ rewards: Reward[] }> {
  return { rewards: (await repo.claimsOfUser(db, userId)).map((r) => rewardOf(r, now)) };
}

/** spec §7 get-reward-details-from-id: one of the customer's rewards (another's answers 404, as an unknown id does). */
export async function getReward(db: Db, userId: string, claimId: string, now: Date): Promise<Reward> {
  const [found] = await repo.claimsOfUser(db, userId, claimId);
  if (!found) throw new AppError('REWARD_NOT_FOUND', 'We could not find this reward');
  return rewardOf(found, now);
}

/** spec §7 extract-reward-details: a reward claimed before signing in becomes the customer's (one nobody else holds). */
export async function extractReward(db: Db, userId: string, claimId: string, now: Date): Promise<Reward> {
  const claim = await repo.findClaimById(db, claimId);
  if (!claim || (claim.userId && claim.userId !== userId)) throw new AppError('REWARD_NOT_FOUND', 'We could not find this reward');
  if (!claim.userId) await repo.adoptClaim(db, claim.id, userId);
  return getReward(db, userId, claimId, now);
}

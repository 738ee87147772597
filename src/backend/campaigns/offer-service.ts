// The scan side of a campaign: the offer a QR code (or a video) opens, its colours, and the claim a
// car makes of it (spec §7 qr-campaign, qr-campaign-colors, qr-campaign-offer-validation).
import type { Db } from '../platform/db/client';
import { withTransaction } from '../platform/db/transaction';
import * as repo from './repository';
import type { Actor } from '@/contracts/actor';
import type { CampaignOffer, OfferValidation } from '@/contracts/campaigns';
import type { CampaignSource, ServiceTypeId } from '@/contracts/vocabulary';
import { CAMPAIGN_MESSAGES, campaignRefusal, claimRefusal, rewardRuleText, rewardValueText, type CampaignRule } from '@/lib/campaign-rules';
import { INVALID_REGISTRATION_MESSAGE, isValidRegistrationNumber, normaliseRegistrationNumber } from '@/lib/registration';

/** The rule of a campaign row, as src/lib/campaign-rules.ts reads it. */
export const ruleOf = (c: repo.CampaignWithGarage): CampaignRule => ({
  garageId: c.garageId,
  garageName: c.garageName,
  title: c.title,
  kind: c.kind,
  value: c.value,
  target: c.target,
  maxDiscountPaise: c.maxDiscountPaise,
  serviceTypes: c.serviceTypes,
  combinesWithCoupons: c.combinesWithCoupons,
  validFrom: c.validFrom,
  validUntil: c.validUntil,
  totalLimit: c.totalLimit,
  claimedCount: c.claimedCount,
  isActive: c.isActive,
});

export const offerOf = (c: repo.CampaignWithGarage): CampaignOffer => ({
  code: c.code,
  source: c.source,
  garage_id: c.garageId,
  garage_name: c.garageName,
  garage_locality: c.garageLocality,
  color: c.color,
  title: c.title,
  description: c.description,
  reward_value: rewardValueText(c),
  reward_rule: rewardRuleText(c),
  service_types: c.serviceTypes as ServiceTypeId[],
  valid_from: c.validFrom.toISOString(),
  valid_until: c.validUntil.toISOString(),
});

/** The campaign a scan opens, or null when there is none running (the page says the offer is not available). */
export async function getCampaignOffer(
  db: Db,
  q: { utm_medium: CampaignSource; garage_id?: string; color?: string },
  now: Date,
): Promise<CampaignOffer | null> {
  const found = await repo.findScannedCampaign(db, { source: q.utm_medium, garageId: q.garage_id, color: q.color });
  if (!found || campaignRefusal(ruleOf(found), { now, garageId: found.garageId })) return null;
  return offerOf(found);
}

export async function getCampaignColors(db: Db, q: { utm_medium: CampaignSource }, now: Date) {
  const rows = await repo.findCampaignColors(db, q.utm_medium, now);
  return { colors: rows.map((r) => ({ color: r.color, garage_id: r.garageId, code: r.code })) };
}

/**
 * Validates the offer for a car: the campaign of the source, centre and colour must be open, and the
 * car gets (or finds) its one claim of it, counted against the limit. A car whose reward a booking
 * already used is told so. Refusals come back in words, not as errors.
 */
export async function validateOffer(
  db: Db,
  actor: Actor,
  q: { car_registration_number: string; utm_medium: CampaignSource; garage_id: string; color?: string },
  now: Date,
): Promise<OfferValidation> {
  const registration = normaliseRegistrationNumber(q.car_registration_number);
  if (!isValidRegistrationNumber(registration)) return { valid: false, message: INVALID_REGISTRATION_MESSAGE };
  const campaign =
    (await repo.findScannedCampaign(db, { source: q.utm_medium, garageId: q.garage_id, color: q.color })) ??
    (await repo.findScannedCampaign(db, { source: q.utm_medium, color: q.color }));
  if (!campaign) return { valid: false, message: CAMPAIGN_MESSAGES.unknown };
  const userId = actor.kind === 'customer' ? actor.id : null;
  const outcome = await withTransaction(db, async (tx) => {
    const held = await repo.findClaim(tx, campaign.id, registration);
    const refusal = claimRefusal(ruleOf(campaign), { now, garageId: q.garage_id, hasClaim: Boolean(held) });
    if (refusal) return { message: refusal };
    const claim = held ?? (await repo.claimOnce(tx, campaign.id, registration, userId));
    if (!claim) return { message: CAMPAIGN_MESSAGES.exhausted };
    if (claim.appointmentId) return { message: CAMPAIGN_MESSAGES.usedByCar(registration) };
    if (userId && claim.userId && claim.userId !== userId) return { message: CAMPAIGN_MESSAGES.notYours };
    if (userId && !claim.userId) await repo.adoptClaim(tx, claim.id, userId);
    return { claim };
  });
  if (!('claim' in outcome) || !outcome.claim) return { valid: false, message: outcome.message };
  return {
    valid: true,
    claim_id: outcome.claim.id,
    registration_number: registration,
    garage_id: campaign.garageId,
    reward_value: rewardValueText(campaign),
    reward_rule: rewardRuleText(campaign),
    reward_title: campaign.title,
    service_types: campaign.serviceTypes as ServiceTypeId[],
  };
}

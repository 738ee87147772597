// QR campaigns and video offers (docs/decisions/058): whether a campaign can be claimed or used, in
// words, and what its reward takes off the booking fee or the service bill (whole rupees, like
// coupons, decision 044). Pure: the time and the counts are arguments.
import {
  CampaignSourceOf,
  CouponKindOf,
  CouponTargetOf,
  RewardStateOf,
  type CouponKind,
  type CouponTarget,
  type ServiceTypeId,
} from '@/contracts/vocabulary';
import { discountOn, MIN_CHARGE_PAISE } from './coupons';
import { DATE_LONG, formatDate } from './dates';
import { formatInr } from './money';
import { formatRegistrationNumber } from './registration';

export interface CampaignRule {
  garageId: string;
  garageName: string;
  title: string;
  kind: CouponKind;
  /** A percentage (1–100) or paise. */
  value: number;
  target: CouponTarget;
  maxDiscountPaise: number | null;
  /** Empty: every service type. */
  serviceTypes: readonly string[];
  combinesWithCoupons: boolean;
  validFrom: Date;
  validUntil: Date;
  totalLimit: number;
  claimedCount: number;
  isActive: boolean;
}

/** The texts a refused offer or reward shows, word for word (decision 058). */
export const CAMPAIGN_MESSAGES = {
  unknown: 'This offer is not available',
  forged: 'This reward is not valid',
  exhausted: 'This offer has been fully claimed',
  usedByCar: (reg: string) => `${formatRegistrationNumber(reg)} has already used this offer`,
  notYet: (from: Date) => `This offer starts on ${formatDate(from, DATE_LONG)}`,
  expired: (until: Date) => `This offer ended on ${formatDate(new Date(until.getTime() - 1), DATE_LONG)}`,
  wrongCentre: (garageName: string) => `This offer is for ${garageName} only`,
  wrongService: (names: readonly string[]) => `This reward is for ${names.join(', ')} only`,
  wrongCar: (claimed: string) => `This reward was claimed for ${formatRegistrationNumber(claimed)}: book that car to use it`,
  notYours: 'This reward was claimed by another account',
  noCoupon: (title: string) => `This coupon cannot be used with your reward '${title}'`,
  droppedAtCheckIn: (claimed: string, seen: string) =>
    `The reward is not applied: it was claimed for ${formatRegistrationNumber(claimed)}, and the car checked in is ${formatRegistrationNumber(seen)}`,
} as const;

/** Why nobody can claim or use the campaign at `now` at this centre (switched off, not yet open, ended, another centre), or null. */
export function campaignRefusal(rule: CampaignRule | null, ctx: { now: Date; garageId: string }): string | null {
  if (!rule?.isActive) return CAMPAIGN_MESSAGES.unknown;
  if (ctx.now < rule.validFrom) return CAMPAIGN_MESSAGES.notYet(rule.validFrom);
  if (ctx.now >= rule.validUntil) return CAMPAIGN_MESSAGES.expired(rule.validUntil);
  if (rule.garageId !== ctx.garageId) return CAMPAIGN_MESSAGES.wrongCentre(rule.garageName);
  return null;
}

/** Whether a car may claim the campaign: the campaign is open here, and a car without a claim needs one left of the limit. */
export function claimRefusal(rule: CampaignRule | null, ctx: { now: Date; garageId: string; hasClaim: boolean }): string | null {
  const closed = campaignRefusal(rule, ctx);
  if (closed) return closed;
  if (!ctx.hasClaim && rule!.claimedCount >= rule!.totalLimit) return CAMPAIGN_MESSAGES.exhausted;
  return null;
}

export interface UseContext {
  now: Date;
  garageId: string;
  serviceTypeId: ServiceTypeId;
  /** The service types' names, by id, for the refusal. */
  serviceTypeNames: Readonly<Record<string, string>>;
  /** The booking's car, normalised; null when the booking names none. */
  registrationNumber: string | null;
  claimedRegistration: string;
}

/** Why a claimed reward cannot be used by this booking (the campaign, the centre, the service type, the car), or null. */
export function bookingRefusal(rule: CampaignRule, ctx: UseContext): string | null {
  const closed = campaignRefusal(rule, ctx);
  if (closed) return closed;
  if (rule.serviceTypes.length > 0 && !rule.serviceTypes.includes(ctx.serviceTypeId))
    return CAMPAIGN_MESSAGES.wrongService(rule.serviceTypes.map((t) => ctx.serviceTypeNames[t] ?? t));
  if (ctx.registrationNumber !== ctx.claimedRegistration) return CAMPAIGN_MESSAGES.wrongCar(ctx.claimedRegistration);
  return null;
}

export interface RewardAmounts {
  /** Taken off the booking fee paid online. */
  feeDiscountPaise: number;
  /** Taken off the service on the final bill at the garage. */
  billDiscountPaise: number;
}

/**
 * What the reward takes off: on the fee, what is left of it after a fee coupon, never below the
 * gateway's ₹1; on the bill, the service's estimate (none until the service is priced).
 */
export function rewardDiscount(
  rule: Pick<CampaignRule, 'kind' | 'value' | 'target' | 'maxDiscountPaise'>,
  amounts: { feePaise: number; couponFeeDiscountPaise: number; serviceEstimatePaise: number | null },
): RewardAmounts {
  if (rule.target === CouponTargetOf.FEE) {
    const left = Math.max(0, amounts.feePaise - amounts.couponFeeDiscountPaise - MIN_CHARGE_PAISE);
    return { feeDiscountPaise: Math.min(discountOn(rule, amounts.feePaise), left), billDiscountPaise: 0 };
  }
  return { feeDiscountPaise: 0, billDiscountPaise: amounts.serviceEstimatePaise ? discountOn(rule, amounts.serviceEstimatePaise) : 0 };
}

/** The reward in words, as the offer and the banner show it: '20% off the booking fee', '₹500 off your service bill (up to ₹500)'. */
export function rewardRuleText(rule: Pick<CampaignRule, 'kind' | 'value' | 'target' | 'maxDiscountPaise'>): string {
  const amount = rule.kind === CouponKindOf.PERCENT ? `${rule.value}%` : formatInr(rule.value);
  const on = rule.target === CouponTargetOf.FEE ? 'off the booking fee' : 'off your service bill';
  const cap = rule.kind === CouponKindOf.PERCENT && rule.maxDiscountPaise !== null ? ` (up to ${formatInr(rule.maxDiscountPaise)})` : '';
  return `${amount} ${on}${cap}`;
}

/** The reward's value as the session keeps it for the banner: '20%' or '₹500'. */
export const rewardValueText = (rule: Pick<CampaignRule, 'kind' | 'value'>): string =>
  rule.kind === CouponKindOf.PERCENT ? `${rule.value}%` : formatInr(rule.value);

/** A reward's state on the rewards page: used once a booking holds it, expired after its window, otherwise available. */
export function rewardState(claim: { appointmentId: string | null }, rule: Pick<CampaignRule, 'validUntil' | 'isActive'>, now: Date) {
  if (claim.appointmentId) return RewardStateOf.USED;
  if (!rule.isActive || now >= rule.validUntil) return RewardStateOf.EXPIRED;
  return RewardStateOf.AVAILABLE;
}

/** A campaign's code as it goes in addresses (utm_campaign): lower case letters, digits and dashes. */
export const CAMPAIGN_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{2,39}$/;

/** The QR code's address: the scan page with the campaign's source, centre, colour and code. */
export function campaignAddress(siteOrigin: string, c: { source: string; garageId: string; color: string; code: string }): string {
  const path = c.source === CampaignSourceOf.video_offer ? '/service-centre/video-offer/offer-claimed' : '/service-centre/qr-campaign';
  const q = new URLSearchParams({ utm_medium: c.source, garageId: c.garageId, color: c.color, utm_campaign: c.code });
  return `${siteOrigin.replace(/\/$/, '')}${path}?${q.toString()}`;
}

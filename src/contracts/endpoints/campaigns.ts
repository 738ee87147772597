import { defineEndpoint } from './define';
import {
  CampaignColorsSchema,
  CampaignListSchema,
  CampaignOfferSchema,
  CampaignQuerySchema,
  CampaignViewSchema,
  CreateCampaignInputSchema,
  ExtractRewardInputSchema,
  OfferValidationQuerySchema,
  OfferValidationSchema,
  RewardIdSchema,
  RewardListSchema,
  RewardSchema,
} from '../campaigns';

// QR campaigns, video offers and rewards (spec §7; docs/decisions/058).

export const qrCampaign = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/campaign/qr/',
  summary: 'The running campaign a scan opens (source, centre and colour), or null when there is none',
  query: CampaignQuerySchema,
  answer: CampaignOfferSchema.nullable(),
  cache: 0,
});

export const qrCampaignColors = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/campaign/qr/colors',
  summary: "The colours of a source's running campaigns",
  query: CampaignQuerySchema.pick({ utm_medium: true }),
  answer: CampaignColorsSchema,
  cache: 0,
});

export const offerValidation = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/campaign/qr/offer_validation',
  summary:
    "Validates a campaign's offer for a car: makes (or finds) the car's one claim of it, or answers why not in words (ended, not started, fully claimed, another centre, used)",
  query: OfferValidationQuerySchema,
  answer: OfferValidationSchema,
  cache: 0,
});

export const fetchRewards = defineEndpoint({
  access: 'signed-in',
  method: 'GET',
  upstream: '/v1/garage/rewards/fetch',
  summary: "The signed-in customer's rewards with their state (available, used, expired)",
  answer: RewardListSchema,
  cache: 0,
});

export const rewardDetails = defineEndpoint({
  access: 'signed-in',
  method: 'GET',
  upstream: '/v1/garage/rewards/details',
  summary: "One of the signed-in customer's rewards",
  query: RewardIdSchema,
  answer: RewardSchema,
  cache: 0,
});

export const extractReward = defineEndpoint({
  access: 'signed-in',
  method: 'POST',
  upstream: '/v1/garage/rewards/extract',
  summary: 'A reward claimed before signing in becomes the signed-in customer’s',
  body: ExtractRewardInputSchema,
  answer: RewardSchema,
  cache: 0,
});

export const staffCampaigns = defineEndpoint({
  access: 'staff',
  method: 'GET',
  upstream: '/v1/campaign/console',
  summary:
    "The console's campaigns (an advisor's centres; every centre for an admin) with claims used of their limit and the QR code's address",
  answer: CampaignListSchema,
  cache: 0,
});

export const createCampaign = defineEndpoint({
  access: 'staff',
  method: 'POST',
  upstream: '/v1/campaign/console',
  summary: 'Makes a campaign for a centre the caller runs (an admin: any)',
  body: CreateCampaignInputSchema,
  answer: CampaignViewSchema,
  success: [201],
  cache: 0,
});

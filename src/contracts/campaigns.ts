// QR campaigns, video offers and rewards (spec §7 qr-campaign, qr-campaign-colors,
// qr-campaign-offer-validation, fetch-reward-details, get-reward-details-from-id,
// extract-reward-details; docs/decisions/058).
import { z } from 'zod';
import { ServiceTypeIdSchema } from './catalogue';
import { text } from './input-rules';
import { CAMPAIGN_SOURCES, COUPON_KINDS, COUPON_TARGETS, REWARD_STATES } from './vocabulary';

const Paise = z.number().int().nonnegative();
const SourceSchema = z.enum(CAMPAIGN_SOURCES, { error: 'utm_medium must be qr_online_campaign or video_offer' });
const ColorSchema = text(20, 'color').regex(/^[a-z]{3,20}$/, 'color is a colour name in lower case letters, like green');
const RegistrationSchema = text(20, 'car_registration_number');

/** The scan page's question: the campaign of a source at a centre, in a colour. */
export const CampaignQuerySchema = z.object({
  utm_medium: SourceSchema,
  garage_id: z.uuid('garage_id must be a valid id').optional(),
  color: ColorSchema.optional(),
});

/** What a visitor sees of a campaign: the centre, the offer and its window. */
export const CampaignOfferSchema = z.object({
  code: z.string(),
  source: SourceSchema,
  garage_id: z.uuid(),
  garage_name: z.string(),
  garage_locality: z.string(),
  color: z.string(),
  title: z.string(),
  description: z.string(),
  reward_value: z.string(),
  reward_rule: z.string(),
  service_types: z.array(ServiceTypeIdSchema),
  valid_from: z.string(),
  valid_until: z.string(),
});
export type CampaignOffer = z.infer<typeof CampaignOfferSchema>;

export const CampaignColorsSchema = z.object({ colors: z.array(z.object({ color: z.string(), garage_id: z.uuid(), code: z.string() })) });

/** spec §7 qr-campaign-offer-validation: the car's registration number, the source, the centre and the colour. */
export const OfferValidationQuerySchema = z.object({
  car_registration_number: RegistrationSchema,
  utm_medium: SourceSchema,
  garage_id: z.uuid('garage_id must be a valid id'),
  color: ColorSchema.optional(),
});

/** A claim made (or found) for the car, or the reason the offer is refused, in words. */
export const OfferValidationSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    claim_id: z.uuid(),
    registration_number: z.string(),
    garage_id: z.uuid(),
    reward_value: z.string(),
    reward_rule: z.string(),
    reward_title: z.string(),
    service_types: z.array(ServiceTypeIdSchema),
  }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);
export type OfferValidation = z.infer<typeof OfferValidationSchema>;

/** A customer's reward (spec §3 Reward: meta.service_type, title, description) with its state. */
export const RewardSchema = z.object({
  claim_id: z.uuid(),
  title: z.string(),
  description: z.string(),
  reward_rule: z.string(),
  state: z.enum(REWARD_STATES),
  registration_number: z.string(),
  garage_id: z.uuid(),
  garage_name: z.string(),
  source: SourceSchema,
  valid_until: z.string(),
  meta: z.object({ service_type: z.array(ServiceTypeIdSchema) }),
});
export type Reward = z.infer<typeof RewardSchema>;
export const RewardListSchema = z.object({ rewards: z.array(RewardSchema) });
export const RewardIdSchema = z.object({ id: z.uuid('id must be a valid id') });
export const ExtractRewardInputSchema = z.object({ claim_id: z.uuid('claim_id must be a valid id') });

/** What a booking carries of its reward: the claim's id only; the amount is always the campaign's. */
export const RewardReferenceSchema = z.strictObject({ claim_id: z.uuid() });

/** What a reward did to a booking's payment, as the receipt and the pay screen show it. */
export const RewardOutcomeSchema = z.object({
  claim_id: z.uuid(),
  title: z.string(),
  applied: z.boolean(),
  message: z.string(),
  target: z.enum(COUPON_TARGETS).nullable(),
  discount_paise: Paise,
});
export type RewardOutcome = z.infer<typeof RewardOutcomeSchema>;

const DateTime = z.iso.datetime({ offset: true, error: 'Enter a date and time' });
/** The console's new campaign. */
export const CreateCampaignInputSchema = z
  .object({
    code: text(40, 'code').regex(/^[a-z0-9][a-z0-9-]{2,39}$/, 'code is 3 to 40 lower-case letters, digits and dashes'),
    garage_id: z.uuid('Choose a service centre'),
    source: SourceSchema,
    color: ColorSchema,
    title: text(80, 'title').min(3, 'title is at least 3 characters'),
    description: text(300, 'description').min(3, 'description is at least 3 characters'),
    kind: z.enum(COUPON_KINDS),
    /** A percentage (1–100) or whole rupees. */
    value: z.number().int('value is a whole number').positive('value is more than 0'),
    target: z.enum(COUPON_TARGETS),
    max_discount_rupees: z.number().int().positive().optional(),
    service_types: z.array(ServiceTypeIdSchema).max(4).default([]),
    combines_with_coupons: z.boolean().default(false),
    valid_from: DateTime,
    valid_until: DateTime,
    total_limit: z.number().int('total_limit is a whole number').min(1, 'total_limit is at least 1').max(100_000),
  })
  .refine((c) => c.kind !== 'PERCENT' || c.value <= 100, { message: 'value: a percentage is at most 100', path: ['value'] })
  .refine((c) => new Date(c.valid_from) < new Date(c.valid_until), {
    message: 'valid_until: the campaign must end after it starts',
    path: ['valid_until'],
  });
export type CreateCampaignInput = z.infer<typeof CreateCampaignInputSchema>;

/** A campaign in the console: its reward, window, claims used of its limit, and the QR code's address. */
export const CampaignViewSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  garage_id: z.uuid(),
  garage_name: z.string(),
  source: SourceSchema,
  color: z.string(),
  title: z.string(),
  description: z.string(),
  reward_rule: z.string(),
  service_types: z.array(ServiceTypeIdSchema),
  combines_with_coupons: z.boolean(),
  valid_from: z.string(),
  valid_until: z.string(),
  total_limit: z.number().int(),
  claimed: z.number().int(),
  used: z.number().int(),
  address: z.string(),
});
export type CampaignView = z.infer<typeof CampaignViewSchema>;
export const CampaignListSchema = z.object({ campaigns: z.array(CampaignViewSchema) });

import { z } from 'zod';
import { GarageIdSchema } from './garage';
import { text, wholeNumber } from './input-rules';
import { BodyTypeSchema, FuelIdSchema, FuelParamSchema } from './vehicles';
import { InclusionSchema, ServiceTypeIdSchema } from './catalogue';
import { RewardOutcomeSchema } from './campaigns';
import { CATALOGUE_KINDS, Plan, PLAN_CODES } from './vocabulary';
import { CouponCodeSchema, CouponOutcomeSchema } from './payments';

/** An amount of money in paise (₹1 = 100 paise): whole and never negative. */
export const PaiseSchema = z.number().int().nonnegative();

const CATALOGUE_ID = 'must be a catalogue item id';
const CatalogueIdSchema = text(60, 'id', { tooLong: CATALOGUE_ID, notAllowed: CATALOGUE_ID }).regex(/^[a-z0-9-]{1,60}$/, CATALOGUE_ID);

/**
 * Spec §5: pricing needs garage, model_id and fuel_type (upper-cased; ELECTRIC reads as EV). The optional
 * selection (plan, repairs, spa) is priced by the server into `quote`.
 */
export const PricingQuerySchema = z.object({
  garage: GarageIdSchema,
  model_id: wholeNumber('model_id', { min: 1, max: 999_999_999, tooSmall: 'model_id must be positive' }),
  fuel_type: FuelParamSchema,
  service_type: ServiceTypeIdSchema.optional(),
  plan: z.enum(PLAN_CODES).optional(),
  /** Repair ids: a list, or comma-separated in a query string; each id is then checked as an id. */
  repairs: z
    .union([z.string().max(600, 'repairs is at most 600 characters'), z.array(z.string())], { error: 'repairs must be catalogue item ids' })
    .optional()
    .transform((value) => {
      const ids = (typeof value === 'string' ? value.split(',') : (value ?? [])).map((id) => id.trim()).filter(Boolean);
      return ids.length ? [...new Set(ids)] : undefined;
    })
    .pipe(z.array(CatalogueIdSchema).max(20, 'repairs has at most 20 ids').optional()),
  spa: CatalogueIdSchema.optional(),
});
export type PricingQuery = z.infer<typeof PricingQuerySchema>;

/** A plan's prices in paise (spec §3 field names). */
export const PlanPriceSchema = z.object({
  offer_price: PaiseSchema,
  amount: PaiseSchema,
  other_garage_amount: PaiseSchema,
  standard_discount: PaiseSchema,
});
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

/** One priced line of the customer's selection, and the total the screens show (paise). */
export const QuoteSchema = z.object({
  lines: z.array(z.object({ id: z.string(), name: z.string(), amount_paise: PaiseSchema })),
  total_paise: PaiseSchema,
  /** 'Total', or 'Inspection fee' when the advisor prices the work after an inspection. */
  label: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const PackagePricingSchema = z.object({
  garage_id: z.string(),
  model_id: z.number(),
  fuel_type: FuelIdSchema,
  standard_discount: PaiseSchema,
  plans: z.object({ [Plan.ESSENTIAL]: PlanPriceSchema, [Plan.ENHANCED]: PlanPriceSchema }),
  inclusions: z.array(InclusionSchema),
  quote: QuoteSchema.nullable(),
});
export type PackagePricing = z.infer<typeof PackagePricingSchema>;

export const CatalogueEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CATALOGUE_KINDS),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  duration_hours: z.number(),
  price: PaiseSchema,
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

export const ServicePricingSchema = z.object({
  garage_id: z.string(),
  model_id: z.number(),
  fuel_type: FuelIdSchema,
  body_type: BodyTypeSchema,
  packages: PackagePricingSchema.omit({ quote: true }).nullable(),
  repairs: z.array(CatalogueEntrySchema),
  spa: z.array(CatalogueEntrySchema),
  /** The inspection priced when the customer is not sure what is wrong. */
  inspection: CatalogueEntrySchema.nullable(),
  quote: QuoteSchema.nullable(),
});
export type ServicePricing = z.infer<typeof ServicePricingSchema>;

/**
 * Spec §5: the booking amount needs coupon_code, garage_id and service_type (not the car). With an
 * appointment (its owner asking) the coupon is checked against that booking's estimate and the
 * customer's earlier uses.
 */
export const BookingAmountQuerySchema = z.object({
  coupon_code: CouponCodeSchema.optional(),
  garage_id: GarageIdSchema,
  service_type: ServiceTypeIdSchema,
  appointment_id: z.uuid('appointment_id must be a valid id').optional(),
});

/** The fee paid online to confirm a booking, and what became of the coupon (paise). */
export const BookingAmountSchema = z.object({
  garage_id: z.string(),
  service_type: ServiceTypeIdSchema,
  /** The garage's booking fee for the service type. */
  amount_paise: PaiseSchema,
  coupon: CouponOutcomeSchema.nullable(),
  /** What is paid online: the fee less a fee coupon. */
  amount_due_paise: PaiseSchema,
  /** A service coupon's discount, taken off the final bill at the garage. */
  service_discount_paise: PaiseSchema,
  /** The booking's campaign reward (docs/decisions/058): present only when it has one. */
  reward: RewardOutcomeSchema.optional(),
});
export type BookingAmount = z.infer<typeof BookingAmountSchema>;

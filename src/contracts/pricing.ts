import { z } from 'zod';
import { GarageIdSchema } from './garage';
import { BodyTypeSchema, FuelIdSchema } from './vehicles';

/** Spec §5: pricing needs garage, model_id and fuel_type (upper-cased), all positive and present. */
export const PricingQuerySchema = z.object({
  garage: GarageIdSchema,
  model_id: z.coerce.number({ error: 'model_id must be a number' }).int('model_id must be a whole number').positive('model_id must be positive'),
  fuel_type: z.string({ error: 'fuel_type is required' }).trim().toUpperCase().pipe(FuelIdSchema),
});
export type PricingQuery = z.infer<typeof PricingQuerySchema>;

export const PlanPriceSchema = z.object({ offer_price: z.number(), amount: z.number(), other_garage_amount: z.number(), standard_discount: z.number() });
export const InclusionSchema = z.object({ id: z.number(), name: z.string(), in_essential: z.boolean() });

export const PackagePricingSchema = z.object({
  data: z.object({
    garage_id: z.string(), model_id: z.number(), fuel_type: FuelIdSchema,
    standard_discount: z.number(),
    plans: z.object({ ESSENTIAL: PlanPriceSchema, ENHANCED: PlanPriceSchema }),
    inclusions: z.array(InclusionSchema),
  }),
});
export type PackagePricing = z.infer<typeof PackagePricingSchema>['data'];

export const CatalogueEntrySchema = z.object({
  id: z.string(), name: z.string(), category: z.string(), description: z.string(), duration_hours: z.number(), price: z.number(),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

export const ServicePricingSchema = z.object({
  data: z.object({
    garage_id: z.string(), model_id: z.number(), fuel_type: FuelIdSchema, body_type: BodyTypeSchema,
    packages: PackagePricingSchema.shape.data.nullable(),
    repairs: z.array(CatalogueEntrySchema),
    spa: z.array(CatalogueEntrySchema),
  }),
});
export type ServicePricing = z.infer<typeof ServicePricingSchema>['data'];

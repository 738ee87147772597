import { z } from 'zod';
import { text, wholeNumber } from './input-rules';
import { BODY_TYPES, EV_LABEL_ID, Fuel, FUEL_TYPES, VEHICLE_IMAGE_KINDS } from './vocabulary';

export const FuelIdSchema = z.enum(FUEL_TYPES);
export const BodyTypeSchema = z.enum(BODY_TYPES);

/** A fuel type as a request names it: upper-cased, and ELECTRIC (spec §3's label id) read as EV. */
export const FuelParamSchema = text(20, 'fuel_type')
  .toUpperCase()
  .transform((f) => (f === EV_LABEL_ID ? Fuel.EV : f))
  .pipe(FuelIdSchema);

export const MakeSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  popular: z.boolean(),
  /** The make's two-letter text mark, unique across the catalogue (never a brand logo). */
  mark: z.string(),
  body_types: z.array(BodyTypeSchema),
  fuel_types: z.array(FuelIdSchema),
});
export type Make = z.infer<typeof MakeSchema>;
export const MakeListSchema = z.array(MakeSchema);

export const VariantSchema = z.object({ id: z.number(), name: z.string(), fuel_type: FuelIdSchema });
export const ModelSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  body_type: BodyTypeSchema,
  fuel_types: z.array(FuelIdSchema),
  variants: z.array(VariantSchema),
});
export type Model = z.infer<typeof ModelSchema>;
export type Variant = z.infer<typeof VariantSchema>;
export const MakeModelsSchema = z.object({ make: MakeSchema, models: z.array(ModelSchema) });

export const MakeSlugSchema = text(60, 'make')
  .min(1, 'make is required')
  .regex(/^[a-z0-9-]+$/, 'make must be a make slug');
export const ModelsQuerySchema = z.object({ make: MakeSlugSchema });

/** A search for makes and models as typed ('nexon', 'swfit', 'i 20'); short, and only characters a person types. */
export const VehicleSearchQuerySchema = z.object({
  q: text(50, 'q', { tooLong: 'Search for at most 50 characters' }).min(1, 'Type a make or model to search'),
});

/** A model found by a search, with its make's slug and name (enough to go on to its fuel and variant). */
export const ModelHitSchema = z.object({ make: z.object({ slug: z.string(), name: z.string() }), model: ModelSchema });
export type ModelHit = z.infer<typeof ModelHitSchema>;

/** What a search found: makes (popular first) and at most ten models, best first. */
export const VehicleSearchSchema = z.object({ makes: MakeListSchema, models: z.array(ModelHitSchema) });
export type VehicleSearch = z.infer<typeof VehicleSearchSchema>;

export const RegistrationQuerySchema = z.object({
  registration_number: text(20, 'registration_number').min(4, 'Enter a registration number'),
});

/** A registry answer: the vehicle behind a registration number. */
export const VehicleDetailsSchema = z.object({
  registration_number: z.string(),
  make: z.string(),
  make_slug: z.string(),
  model: z.string(),
  model_id: z.number(),
  body_type: BodyTypeSchema,
  variant_id: z.number().nullable(),
  variant_name: z.string().nullable(),
  fuel_type: FuelIdSchema,
  registration_year: z.number().nullable(),
  color: z.string().nullable(),
});
export type VehicleDetails = z.infer<typeof VehicleDetailsSchema>;

/** The registration-number pattern the islands check numbers against (spec §5: read from a service). */
export const RegistrationPatternSchema = z.object({ registration_number: z.string() });

/** The model a picture is asked for (spec §7: the vehicle image call takes model_id). */
export const VehicleImageQuerySchema = z.object({
  model_id: wholeNumber('model_id', { min: 1, max: 999_999_999, tooSmall: 'model_id must be positive' }),
});

/**
 * A car's picture: its address (a path under the product, or a photo service's https address), its size
 * in pixels, its alt text, and whether it is a photo of the model or the outline of its body type.
 */
export const VehicleImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  kind: z.enum(VEHICLE_IMAGE_KINDS),
});
export type VehicleImage = z.infer<typeof VehicleImageSchema>;

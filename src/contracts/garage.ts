import { z } from 'zod';
import { CITY_PATTERN, coordinate, PINCODE_MESSAGE, PINCODE_PATTERN, text, wholeNumber } from './input-rules';

export const GarageIdSchema = z.uuid('garage id must be a valid id');
export const PincodeSchema = text(6, 'pincode', { tooLong: PINCODE_MESSAGE, notAllowed: PINCODE_MESSAGE }).regex(
  PINCODE_PATTERN,
  PINCODE_MESSAGE,
);
export const CitySchema = text(60, 'city', { tooLong: 'Enter a city name', notAllowed: 'Enter a city name' })
  .min(2, 'Enter a city')
  .regex(CITY_PATTERN, 'Enter a city name');

/** A garage as the backend sends it (the spec's source fields). */
export const GarageSourceSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  display_address: z.string().optional(),
  rating: z.number().nullable().optional(),
  city: z.string(),
  locality: z.string(),
  pincode: z.string().nullable().optional(),
  map_link: z.string().optional(),
  garage_landing_path: z.string().optional(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  workshop_code: z.string(),
  distance_km: z.number().optional(),
  /** The first photo of the centre's gallery (the landing page's), for its cards; absent when it has none. */
  photo: z.object({ src: z.string(), alt: z.string() }).optional(),
});
export type GarageSource = z.infer<typeof GarageSourceSchema>;
export const GarageListSchema = z.array(GarageSourceSchema);

export const PincodeMappingSchema = z.object({ pincode: z.string(), locality: z.string(), city: z.string(), garage: GarageSourceSchema });
export type PincodeMapping = z.infer<typeof PincodeMappingSchema>;

/** A centre offered for a pincode: how far it is and whether its pick-up and drop reaches the pincode. */
export const NearestCentreSchema = GarageSourceSchema.extend({ distance_km: z.number(), pickup_reaches: z.boolean() });
export type NearestCentre = z.infer<typeof NearestCentreSchema>;
/** Where a pincode is (India Post's directory), for saying which place the centres are near. */
export const PincodePlaceSchema = z.object({ locality: z.string().nullable(), district: z.string(), state: z.string() });
export type PincodePlace = z.infer<typeof PincodePlaceSchema>;
/**
 * The nearest centres to a pincode, nearest first (at most 3, each within the distance it serves).
 * `place` is null, and `centres` empty, for a pincode the directory does not know.
 */
export const NearestCentresSchema = z.object({
  pincode: z.string(),
  place: PincodePlaceSchema.nullable(),
  centres: z.array(NearestCentreSchema),
});
export type NearestCentres = z.infer<typeof NearestCentresSchema>;

export const HoursSchema = z.object({ weekday: z.number().int().min(0).max(6), opens_at: z.string(), closes_at: z.string() });
export const GarageDetailsSchema = GarageSourceSchema.extend({
  state: z.string(),
  city_slug: z.string(),
  locality_slug: z.string(),
  review_count: z.number().int(),
  reviews: z.array(z.object({ author: z.string(), rating: z.number(), body: z.string(), reviewed_on: z.string() })),
  offers: z.array(z.object({ title: z.string(), discount_percentage: z.number(), image: z.string() })),
  hours: z.array(HoursSchema),
  brands_serviced: z.array(z.object({ slug: z.string(), name: z.string(), mark: z.string() })),
  parts_brands: z.array(z.string()),
  banner_image: z.string().nullable(),
  gallery: z.array(z.object({ src: z.string(), alt: z.string() })),
  video_url: z.string().nullable(),
  meta_title: z.string(),
  meta_keywords: z.string(),
  meta_description: z.string(),
  updated_at: z.string(),
});
export type GarageDetails = z.infer<typeof GarageDetailsSchema>;

/** A point and how many garages to list: decimal numbers in the query (or JSON numbers), never coerced. */
export const NearbyQuerySchema = z.object({
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  limit: wholeNumber('limit', { min: 1, max: 20 }).default(5),
});

/** A make as a slug or a name ('maruti-suzuki', 'Maruti Suzuki'); one the catalogue lacks is simply not serviced. */
export const ServiceableQuerySchema = z.object({
  garage_id: GarageIdSchema,
  make: text(60, 'make').min(1, 'make is required'),
});
export const ServiceableSchema = z.object({ serviceable: z.boolean(), garage_id: z.string(), make: z.string(), message: z.string() });
export type Serviceable = z.infer<typeof ServiceableSchema>;

export const SlugSchema = text(60, 'slug', { tooLong: 'must be a slug', notAllowed: 'must be a slug' })
  .toLowerCase()
  .regex(/^[a-z0-9-]{2,60}$/, 'must be a slug');
export const GarageCodeSchema = text(12, 'code', { tooLong: 'must be a garage code', notAllowed: 'must be a garage code' })
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,12}$/, 'must be a garage code');

export const LandingPageSchema = z.object({
  garage_id: z.string(),
  name: z.string(),
  city: z.string(),
  locality: z.string(),
  path: z.string(),
  updated_at: z.string(),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;
export const LandingPageListSchema = z.array(LandingPageSchema);

export const GarageCodeAnswerSchema = z.object({
  code: z.string(),
  garage_id: z.string(),
  display_name: z.string(),
  landing_path: z.string(),
  is_test: z.boolean(),
});
export type GarageCodeAnswer = z.infer<typeof GarageCodeAnswerSchema>;

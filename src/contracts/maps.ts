import { z } from 'zod';
import { GarageIdSchema } from './garage';
import { coordinate, text, wholeNumber } from './input-rules';

/** Spec §9 address search: minimum input length 0, page size 5. */
export const PLACE_PAGE_SIZE = 5;

/**
 * Place search as typed (spec §7 maps/autocomplete). An empty input is allowed (spec §9: minimum
 * length 0): with a garage it suggests the areas that garage picks up from.
 */
export const AutocompleteQuerySchema = z.object({
  input: text(100, 'input', { tooLong: 'Type at most 100 characters' }).default(''),
  garage_id: GarageIdSchema.optional(),
  limit: wholeNumber('limit', { min: 1, max: PLACE_PAGE_SIZE }).default(PLACE_PAGE_SIZE),
});

export const PlacePredictionSchema = z.object({
  place_id: z.string(),
  /** The whole line to show: 'Kudlu Gate, Bengaluru, Karnataka 560068'. */
  description: z.string(),
  main_text: z.string(),
  secondary_text: z.string(),
});
export type PlacePrediction = z.infer<typeof PlacePredictionSchema>;
export const PlacePredictionListSchema = z.object({ predictions: z.array(PlacePredictionSchema), provider: z.string() });
export type PlacePredictionList = z.infer<typeof PlacePredictionListSchema>;

const PLACE_ID = 'place_id is not a place';
/** Spec §7 maps/geocode: a place picked from the search, or a position ("use my location"). */
export const GeocodeQuerySchema = z
  .object({
    place_id: text(300, 'place_id', { tooLong: PLACE_ID, notAllowed: PLACE_ID }).min(1, PLACE_ID).optional(),
    lat: coordinate('lat', 90).optional(),
    lng: coordinate('lng', 180).optional(),
  })
  .refine((q) => q.place_id !== undefined || (q.lat !== undefined && q.lng !== undefined), {
    message: 'place_id, or lat and lng, is required',
    path: ['place_id'],
  });

/** An address found for a place or a position: spec §7's reverse geocoding gives locality (city) and postal code (pincode). */
export const PlaceSchema = z.object({
  line: z.string(),
  locality: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string().nullable(),
  location_coords: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  provider: z.string(),
});
export type Place = z.infer<typeof PlaceSchema>;

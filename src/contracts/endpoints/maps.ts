import { defineEndpoint } from './define';
import { AutocompleteQuerySchema, GeocodeQuerySchema, PlacePredictionListSchema, PlaceSchema } from '../maps';

// Address search for the pick-up address (spec §7 maps/autocomplete and maps/geocode), through the
// maps provider: India Post's directory offline by default, Google Places with GOOGLE_MAPS_API_KEY.

export const autocomplete = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/maps/autocomplete',
  summary: 'Places matching what is typed (a pincode, a locality), at most 5; an empty input suggests the areas a garage picks up from',
  query: AutocompleteQuerySchema,
  answer: PlacePredictionListSchema,
  cache: 60,
});

export const geocode = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/maps/geocode',
  summary: 'The address of a place from the search, or of a position (reverse geocoding: locality, city and pincode)',
  query: GeocodeQuerySchema,
  answer: PlaceSchema,
  cache: 60,
});

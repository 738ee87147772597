import type { GarageSource } from '@/contracts/garage';

export const DEFAULT_GARAGE_RATING = 4;
export const DEFAULT_PINCODE = '560002';

/** A garage as the screens use it (spec §3 mapped fields). */
export interface GarageSummary {
  garageId: string;
  garageName: string;
  garageAddress: string;
  garageRating: number;
  city: string;
  pincode: string;
  garageDisplayAddress?: string;
  garageMapLink?: string;
  garageLandingPath?: string;
  locality: string;
  phone: string;
  workshopCode: string;
  distanceKm?: number;
  /** The centre's photo (the first of its landing page's gallery), when it has one. */
  garagePhoto?: { src: string; alt: string };
}

/** Maps the backend's garage fields to the screens' names, with the spec's defaults. */
export function mapGarage(source: GarageSource): GarageSummary {
  return {
    garageId: source.id,
    garageName: source.name,
    garageAddress: source.address,
    garageRating: source.rating ?? DEFAULT_GARAGE_RATING,
    city: source.city,
    pincode: source.pincode || DEFAULT_PINCODE,
    garageDisplayAddress: source.display_address,
    garageMapLink: source.map_link,
    garageLandingPath: source.garage_landing_path,
    locality: source.locality,
    phone: source.phone,
    workshopCode: source.workshop_code,
    distanceKm: source.distance_km,
    garagePhoto: source.photo,
  };
}

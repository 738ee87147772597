export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far a garage is, for its card: 0.4 → 'Less than 1 km away', 3.26 → '3.3 km away', 12.6 → '13 km away'. */
export function formatDistance(km: number): string {
  if (km < 1) return 'Less than 1 km away';
  const tenths = Math.round(km * 10) / 10;
  return `${tenths < 10 ? tenths.toFixed(1) : Math.round(km)} km away`;
}

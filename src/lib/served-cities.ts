/** Something that sits in a city and a locality, such as a garage's landing page. */
interface Placed {
  city: string;
  locality: string;
}

/** Places grouped by city; cities and, within each, localities in alphabetical order. */
export function groupByCity<T extends Placed>(places: readonly T[]): { city: string; places: T[] }[] {
  const byCity = new Map<string, T[]>();
  for (const place of places) byCity.set(place.city, [...(byCity.get(place.city) ?? []), place]);
  return [...byCity.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en-IN'))
    .map(([city, list]) => ({ city, places: list.sort((a, b) => a.locality.localeCompare(b.locality, 'en-IN')) }));
}

/** Names as an English list: ['Delhi'] → 'Delhi', ['A', 'B', 'C'] → 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What stands for the cities when the garage list cannot be read (the cities themselves are data). */
export const FALLBACK_CITIES = 'our partner cities';

/** The cities of the given landing pages as an English list ('Ahmedabad, Bangalore, Delhi and Hyderabad'). */
export function servedCityNames(pages: readonly Placed[]): string {
  return joinNames(groupByCity(pages).map((g) => g.city)) || FALLBACK_CITIES;
}

// The service home's trust strip, in words (docs/decisions/048): only what the centres' data
// supports, each fact left out when its figure is nothing to speak of. Pure.
import type { NetworkFacts } from '@/contracts/service-home';
import { joinNames } from './served-cities';

export type TrustFactKind = 'rating' | 'reach' | 'cars' | 'parts';

/** One fact: a short figure read first, then what it is. */
export interface TrustFact {
  kind: TrustFactKind;
  figure: string;
  label: string;
}

/** How many parts brands are named before "and more". */
export const BRANDS_NAMED = 3;

const COUNT = new Intl.NumberFormat('en-IN');
const count = (n: number, one: string, many: string) => `${COUNT.format(n)} ${n === 1 ? one : many}`;

/** A rating out of 5 to one decimal: 4.45 → '4.5', 4 → '4.0'. */
export function ratingFigure(rating: number): string {
  return (Math.round(rating * 10 + 1e-9) / 10).toFixed(1);
}

/** The brands as a short list: the first few by name, 'and more' when there are others. */
export function brandsLine(brands: readonly string[]): string {
  if (brands.length <= BRANDS_NAMED) return joinNames(brands);
  return `${brands.slice(0, BRANDS_NAMED).join(', ')} and more`;
}

/**
 * The facts the strip shows, in order: the centres' average rating with the number of reviews (only
 * when there are reviews), how many centres in how many cities, cars serviced (only when more than
 * none) and genuine parts (only when the centres name their parts brands).
 */
export function trustFacts(facts: NetworkFacts): TrustFact[] {
  const shown: TrustFact[] = [];
  if (facts.reviews > 0 && facts.average_rating !== null) {
    shown.push({
      kind: 'rating',
      figure: `${ratingFigure(facts.average_rating)} out of 5`,
      label: `average centre rating, ${count(facts.reviews, 'review', 'reviews')}`,
    });
  }
  if (facts.centres > 0) {
    shown.push({ kind: 'reach', figure: count(facts.centres, 'centre', 'centres'), label: `in ${count(facts.cities, 'city', 'cities')}` });
  }
  if (facts.cars_serviced > 0) {
    shown.push({
      kind: 'cars',
      figure: COUNT.format(facts.cars_serviced),
      label: facts.cars_serviced === 1 ? 'car serviced' : 'cars serviced',
    });
  }
  if (facts.parts_brands.length > 0) shown.push({ kind: 'parts', figure: 'Genuine parts', label: brandsLine(facts.parts_brands) });
  return shown;
}

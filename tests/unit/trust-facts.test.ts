import { describe, expect, it } from 'vitest';
import { brandsLine, ratingFigure, trustFacts } from '@/lib/trust-facts';
import type { NetworkFacts } from '@/contracts/service-home';

// The demo centres (src/backend/platform/db/seed/data/garages.ts): five in four cities, rated 4.6,
// 4.4, 4.5, 4.3 and 4.7 (mean 4.5) with 5 + 4 + 5 + 5 + 5 = 24 reviews; Bosch at all five, Castrol
// and NGK at four; no car delivered yet.
const SEED: NetworkFacts = {
  centres: 5,
  cities: 4,
  average_rating: 4.5,
  reviews: 24,
  parts_brands: ['Bosch', 'Castrol', 'NGK', '3M', 'Amaron'],
  cars_serviced: 0,
};

describe('the trust strip of the service home', () => {
  it("says the demo data's rating, reach and parts, and nothing of cars serviced while none has been", () => {
    expect(trustFacts(SEED)).toEqual([
      { kind: 'rating', figure: '4.5 out of 5', label: 'average centre rating, 24 reviews' },
      { kind: 'reach', figure: '5 centres', label: 'in 4 cities' },
      { kind: 'parts', figure: 'Genuine parts', label: 'Bosch, Castrol, NGK and more' },
    ]);
  });

  it('counts cars serviced once there is one, in Indian digit groups', () => {
    const cars = (n: number) => trustFacts({ ...SEED, cars_serviced: n }).find((f) => f.kind === 'cars');
    expect(cars(1)).toEqual({ kind: 'cars', figure: '1', label: 'car serviced' });
    expect(cars(12_345)).toEqual({ kind: 'cars', figure: '12,345', label: 'cars serviced' });
    expect(cars(1_23_456)).toEqual({ kind: 'cars', figure: '1,23,456', label: 'cars serviced' });
    expect(trustFacts({ ...SEED, cars_serviced: 3 }).map((f) => f.kind)).toEqual(['rating', 'reach', 'cars', 'parts']);
  });

  it('claims no rating without reviews, and no parts without brands', () => {
    expect(trustFacts({ ...SEED, reviews: 0, average_rating: null }).map((f) => f.kind)).toEqual(['reach', 'parts']);
    expect(trustFacts({ ...SEED, reviews: 0, average_rating: 4 }).map((f) => f.kind)).toEqual(['reach', 'parts']);
    expect(trustFacts({ ...SEED, parts_brands: [] }).map((f) => f.kind)).toEqual(['rating', 'reach']);
  });

  it('speaks of one centre, one city and one review in the singular', () => {
    expect(trustFacts({ ...SEED, centres: 1, cities: 1, reviews: 1, average_rating: 5, parts_brands: ['Bosch'] })).toEqual([
      { kind: 'rating', figure: '5.0 out of 5', label: 'average centre rating, 1 review' },
      { kind: 'reach', figure: '1 centre', label: 'in 1 city' },
      { kind: 'parts', figure: 'Genuine parts', label: 'Bosch' },
    ]);
  });

  it('says nothing at all when there is no centre', () => {
    expect(trustFacts({ centres: 0, cities: 0, average_rating: null, reviews: 0, parts_brands: [], cars_serviced: 0 })).toEqual([]);
  });
});

describe('the words of a trust fact', () => {
  it('a rating to one decimal', () => {
    expect([ratingFigure(4.5), ratingFigure(4.45), ratingFigure(4.44), ratingFigure(4), ratingFigure(4.56)]).toEqual([
      '4.5',
      '4.5',
      '4.4',
      '4.0',
      '4.6',
    ]);
  });

  it('brands: all of up to three, the first three and more beyond', () => {
    expect(brandsLine(['Bosch', 'Castrol'])).toBe('Bosch and Castrol');
    expect(brandsLine(['Bosch', 'Castrol', 'NGK'])).toBe('Bosch, Castrol and NGK');
    expect(brandsLine(['Bosch', 'Castrol', 'NGK', '3M'])).toBe('Bosch, Castrol, NGK and more');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { buildGarageJsonLd } from '@/lib/structured-data';
import type { LandingContent } from '@/contracts/landing';

const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens_at: '10:00',
  closes_at: weekday === 0 || weekday === 6 ? '18:00' : '20:00',
}));
const content: LandingContent = {
  garage: {
    id: 'g1',
    code: 'KDG',
    name: 'Service Centre Kudlu Gate',
    address: 'Plot 14, Hosur Main Road, Bengaluru 560068',
    display_address: 'Hosur Main Road',
    rating: 4.6,
    city: 'Bangalore',
    locality: 'Kudlu Gate',
    pincode: '560068',
    map_link: 'https://maps.example/?q=1,2',
    garage_landing_path: '/bangalore/kudlu-gate',
    phone: '+91 80 4125 6780',
    latitude: 12.889,
    longitude: 77.638,
    workshop_code: 'SC-KDG',
    state: 'Karnataka',
    city_slug: 'bangalore',
    locality_slug: 'kudlu-gate',
    review_count: 2,
    reviews: [
      { author: 'Anita R.', rating: 5, body: 'Great', reviewed_on: '2026-09-12' },
      { author: 'Ravi K.', rating: 4, body: 'Good', reviewed_on: '2026-08-01' },
    ],
    offers: [],
    hours,
    brands_serviced: [{ slug: 'hyundai', name: 'Hyundai', mark: 'HY' }],
    parts_brands: ['Bosch'],
    banner_image: '/images/garages/kudlu-gate/banner.svg',
    gallery: [],
    video_url: null,
    meta_title: 't',
    meta_keywords: 'k',
    meta_description: 'd',
    updated_at: '2026-11-01T00:00:00Z',
  },
  fuel_type: 'PETROL',
  plans_from: { ESSENTIAL: { offer_price: 279900, amount: 349900 }, ENHANCED: { offer_price: 439900, amount: 549900 } },
  inclusions: [],
};
type Ld = Record<string, any>;
const build = (changes: Partial<LandingContent> = {}, garage: Partial<LandingContent['garage']> = {}) =>
  buildGarageJsonLd(
    { ...content, ...changes, garage: { ...content.garage, ...garage } },
    'https://www.example.in/',
    'https://www.example.in/',
  ) as [Ld, Ld];
const PAGE = 'https://www.example.in/service-centre/bangalore/kudlu-gate';

describe('structured data of a garage landing page', () => {
  // Built in each test, not once while the file loads, so a mutation test sees every test reach the code.
  let repair: Ld;
  let crumbs: Ld;
  beforeEach(() => {
    [repair, crumbs] = build();
  });

  it('describes the garage as an AutoRepair at its page address, with its address, geo and phone', () => {
    expect(repair).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoRepair',
      '@id': `${PAGE}#garage`,
      name: 'Service Centre Kudlu Gate',
      url: PAGE,
      description: 'd',
    });
    expect(repair.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Plot 14, Hosur Main Road, Bengaluru 560068',
      addressLocality: 'Bangalore',
      addressRegion: 'Karnataka',
      postalCode: '560068',
      addressCountry: 'IN',
    });
    expect(repair.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 12.889, longitude: 77.638 });
    expect(repair.telephone).toBe('+918041256780');
    expect(repair.hasMap).toBe('https://maps.example/?q=1,2');
    expect(repair.image).toBe('https://www.example.in/service-centre/images/garages/kudlu-gate/banner.svg');
  });

  it('leaves out the image when the garage has no banner', () => {
    expect(build({}, { banner_image: null })[0]).not.toHaveProperty('image');
  });

  it('states the fixed hours grouped by days, Monday first', () => {
    expect(repair.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '10:00',
        closes: '20:00',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
        ],
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday', 'https://schema.org/Sunday'],
        opens: '10:00',
        closes: '18:00',
      },
    ]);
  });

  it('offers the two plans with their prices in rupees, from paise', () => {
    expect(repair.makesOffer).toEqual([
      {
        '@type': 'Offer',
        name: 'Basic periodic car service',
        priceCurrency: 'INR',
        price: '2799',
        priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'INR', price: 2799, minPrice: 2799 },
        url: PAGE,
      },
      {
        '@type': 'Offer',
        name: 'Advanced periodic car service',
        priceCurrency: 'INR',
        price: '4399',
        priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'INR', price: 4399, minPrice: 4399 },
        url: PAGE,
      },
    ]);
  });

  it('gives the price range from the lowest plan price, in rupees', () => {
    expect(repair.priceRange).toBe('₹2799+');
  });

  it('keeps paise in a price that has them', () => {
    const [withPaise] = build({ plans_from: { ESSENTIAL: { offer_price: 279950, amount: 349900 }, ENHANCED: null } });
    expect(withPaise.makesOffer.map((o: { price: string }) => o.price)).toEqual(['2799.5']);
    expect(withPaise.priceRange).toBe('₹2799.5+');
  });

  it('offers only the plans that have a price, and takes the range from those', () => {
    const [advancedOnly] = build({ plans_from: { ESSENTIAL: null, ENHANCED: { offer_price: 439900, amount: 549900 } } });
    expect(advancedOnly.makesOffer.map((o: { name: string }) => o.name)).toEqual(['Advanced periodic car service']);
    expect(advancedOnly.priceRange).toBe('₹4399+');
  });

  it('makes no offer and states no price range when no plan has a price', () => {
    const [unpriced] = build({ plans_from: { ESSENTIAL: null, ENHANCED: null } });
    expect(unpriced).not.toHaveProperty('makesOffer');
    expect(unpriced).not.toHaveProperty('priceRange');
  });

  it('gives the rating and the reviews', () => {
    expect(repair.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(repair.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Anita R.' },
        datePublished: '2026-09-12',
        reviewBody: 'Great',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ravi K.' },
        datePublished: '2026-08-01',
        reviewBody: 'Good',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('gives at most five reviews, the first five', () => {
    const reviews = ['A', 'B', 'C', 'D', 'E', 'F'].map((author) => ({ author, rating: 5, body: 'ok', reviewed_on: '2026-09-01' }));
    const [many] = build({}, { review_count: 6, reviews });
    expect(many.review.map((r: { author: { name: string } }) => r.author.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('rates a garage without a rating of its own at 4', () => {
    expect(build({}, { rating: null })[0].aggregateRating.ratingValue).toBe(4);
  });

  it('leaves out a rating when there are no reviews', () => {
    expect(build({}, { review_count: 0, reviews: [] })[0]).not.toHaveProperty('aggregateRating');
  });

  it('names the brands the garage services', () => {
    expect(repair.brand).toEqual([{ '@type': 'Brand', name: 'Hyundai' }]);
  });

  it('adds a breadcrumb Home › city › locality ending at the garage', () => {
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.in/' },
        { '@type': 'ListItem', position: 2, name: 'Bangalore' },
        { '@type': 'ListItem', position: 3, name: 'Kudlu Gate', item: PAGE },
      ],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { buildGarageJsonLd } from '@/lib/structured-data';
import type { LandingContent } from '@/contracts/landing';

const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_at: '10:00', closes_at: weekday === 0 || weekday === 6 ? '18:00' : '20:00' }));
const content: LandingContent = {
  garage: {
    id: 'g1', code: 'KDG', name: 'Service Centre Kudlu Gate', address: 'Plot 14, Hosur Main Road, Bengaluru 560068', display_address: 'Hosur Main Road',
    rating: 4.6, city: 'Bangalore', locality: 'Kudlu Gate', pincode: '560068', map_link: 'https://maps.example/?q=1,2', garage_landing_path: '/bangalore/kudlu-gate',
    phone: '+91 80 4125 6780', latitude: 12.889, longitude: 77.638, workshop_code: 'SC-KDG', state: 'Karnataka', city_slug: 'bangalore', locality_slug: 'kudlu-gate',
    review_count: 2, reviews: [{ author: 'Anita R.', rating: 5, body: 'Great', reviewed_on: '2026-09-12' }, { author: 'Ravi K.', rating: 4, body: 'Good', reviewed_on: '2026-08-01' }],
    offers: [], hours, brands_serviced: [{ slug: 'hyundai', name: 'Hyundai' }], parts_brands: ['Bosch'], banner_image: '/images/garages/kudlu-gate/banner.svg',
    gallery: [], video_url: null, meta_title: 't', meta_keywords: 'k', meta_description: 'd', updated_at: '2026-11-01T00:00:00Z',
  },
  plans_from: { ESSENTIAL: { offer_price: 279900, amount: 349900 }, ENHANCED: { offer_price: 439900, amount: 549900 } },
  inclusions: [],
};

describe('structured data of a garage landing page', () => {
  const [repair, crumbs] = buildGarageJsonLd(content, 'https://www.example.in/', 'https://www.example.in/') as [Record<string, any>, Record<string, any>];

  it('describes the garage as an AutoRepair with its address, geo and phone', () => {
    expect(repair['@type']).toBe('AutoRepair');
    expect(repair.url).toBe('https://www.example.in/service-centre/bangalore/kudlu-gate');
    expect(repair.address).toEqual({ '@type': 'PostalAddress', streetAddress: content.garage.address, addressLocality: 'Bangalore', addressRegion: 'Karnataka', postalCode: '560068', addressCountry: 'IN' });
    expect(repair.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 12.889, longitude: 77.638 });
    expect(repair.telephone).toBe('+918041256780');
  });

  it('states the fixed hours grouped by days', () => {
    expect(repair.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`), opens: '10:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`), opens: '10:00', closes: '18:00' },
    ]);
  });

  it('gives the rating, reviews and the two plans as offers in INR', () => {
    expect(repair.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 2 });
    expect(repair.review).toHaveLength(2);
    expect(repair.makesOffer.map((o: { price: string }) => o.price)).toEqual(['2799', '4399']);
    expect(repair.priceRange).toBe('₹2799+');
  });

  it('leaves out a rating when there are no reviews', () => {
    const [bare] = buildGarageJsonLd({ ...content, garage: { ...content.garage, review_count: 0, reviews: [] } }, 'https://x.in', 'https://x.in') as [Record<string, unknown>];
    expect(bare.aggregateRating).toBeUndefined();
  });

  it('adds a breadcrumb ending at the garage', () => {
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Bangalore', 'Kudlu Gate']);
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ position: 3, item: repair.url });
  });
});

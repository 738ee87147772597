import { beforeEach, describe, expect, it } from 'vitest';
import { pickAndDropJsonLd } from '@/lib/pick-and-drop-seo';

const pages = [
  { name: 'Service Centre Thanisandra', city: 'Bangalore', locality: 'Thanisandra', path: '/bangalore/thanisandra' },
  { name: 'Service Centre Gota', city: 'Ahmedabad', locality: 'Gota', path: '/ahmedabad/gota' },
  { name: 'Service Centre Kudlu Gate', city: 'Bangalore', locality: 'Kudlu Gate', path: '/bangalore/kudlu-gate' },
];

describe('pick-and-drop structured data', () => {
  // Built in each test, not while the file loads, so a mutation run sees the tests reach the code.
  let ld: ReturnType<typeof pickAndDropJsonLd>;
  beforeEach(() => {
    ld = pickAndDropJsonLd({
      origin: 'https://www.example.in/',
      path: '/pick-and-drop-near-me',
      name: 'Near me',
      description: 'Find one',
      pages,
    });
  });

  it('describes one schema.org Service at the page address', () => {
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Near me',
      description: 'Find one',
      serviceType: 'Car service with pick-up and drop',
      url: 'https://www.example.in/service-centre/pick-and-drop-near-me',
      provider: { '@type': 'Organization', name: 'Service Centre', url: 'https://www.example.in/service-centre/pick-and-drop' },
    });
  });

  it('names each city we serve once, in alphabetical order', () => {
    expect(ld[0]).toMatchObject({
      areaServed: [
        { '@type': 'City', name: 'Ahmedabad' },
        { '@type': 'City', name: 'Bangalore' },
      ],
    });
  });

  it('links every service centre landing page, in the order given', () => {
    expect(ld[0]).toMatchObject({
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: 'Partner service centres',
        itemListElement: [
          {
            '@type': 'Offer',
            itemOffered: {
              '@type': 'Service',
              name: 'Car service at Service Centre Thanisandra',
              url: 'https://www.example.in/service-centre/bangalore/thanisandra',
            },
          },
          {
            '@type': 'Offer',
            itemOffered: {
              '@type': 'Service',
              name: 'Car service at Service Centre Gota',
              url: 'https://www.example.in/service-centre/ahmedabad/gota',
            },
          },
          {
            '@type': 'Offer',
            itemOffered: {
              '@type': 'Service',
              name: 'Car service at Service Centre Kudlu Gate',
              url: 'https://www.example.in/service-centre/bangalore/kudlu-gate',
            },
          },
        ],
      },
    });
  });

  it('does not put the base path twice on a path that already has it', () => {
    const [service] = pickAndDropJsonLd({
      origin: 'https://x.in',
      path: '/service-centre/pick-and-drop',
      name: 'n',
      description: 'd',
      pages: [],
    });
    expect(service).toMatchObject({
      url: 'https://x.in/service-centre/pick-and-drop',
      areaServed: [],
      hasOfferCatalog: { itemListElement: [] },
    });
  });
});

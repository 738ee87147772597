import { describe, expect, it } from 'vitest';
import { pickAndDropJsonLd } from '@/lib/pick-and-drop-seo';

const pages = [
  { name: 'Service Centre Thanisandra', city: 'Bangalore', locality: 'Thanisandra', path: '/bangalore/thanisandra' },
  { name: 'Service Centre Gota', city: 'Ahmedabad', locality: 'Gota', path: '/ahmedabad/gota' },
  { name: 'Service Centre Kudlu Gate', city: 'Bangalore', locality: 'Kudlu Gate', path: '/bangalore/kudlu-gate' },
];

interface ServiceLd {
  '@type': string;
  url: string;
  name: string;
  areaServed: unknown;
  hasOfferCatalog: { itemListElement: { itemOffered: { url: string } }[] };
}

describe('pick-and-drop structured data', () => {
  const [service] = pickAndDropJsonLd({ origin: 'https://www.example.in/', path: '/pick-and-drop-near-me', name: 'Near me', description: 'Find one', pages }) as ServiceLd[];
  if (!service) throw new Error('no structured data');

  it('describes one schema.org Service at the page address', () => {
    expect(service['@type']).toBe('Service');
    expect(service.url).toBe('https://www.example.in/service-centre/pick-and-drop-near-me');
    expect(service.name).toBe('Near me');
  });

  it('names each city we serve once', () => {
    expect(service.areaServed).toEqual([{ '@type': 'City', name: 'Ahmedabad' }, { '@type': 'City', name: 'Bangalore' }]);
  });

  it('links every service centre landing page', () => {
    const urls = service.hasOfferCatalog.itemListElement.map((o) => o.itemOffered.url);
    expect(urls).toEqual(pages.map((p) => `https://www.example.in/service-centre${p.path}`));
  });
});

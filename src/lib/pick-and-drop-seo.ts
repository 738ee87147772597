import { siteUrl } from './paths';
import { groupByCity } from './served-cities';

interface PickAndDropPage {
  /** The site's origin, e.g. 'https://www.example.in'. */
  origin: string;
  /** Path under the base path, e.g. '/pick-and-drop'. */
  path: string;
  name: string;
  description: string;
  pages: ReadonlyArray<{ name: string; city: string; locality: string; path: string }>;
}

/** Structured data (schema.org Service) for a pick-and-drop landing page, naming the cities and centres we serve. */
export function pickAndDropJsonLd({ origin, path, name, description, pages }: PickAndDropPage): object[] {
  const absolute = (p: string) => siteUrl(origin, p);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name,
      description,
      serviceType: 'Car service with pick-up and drop',
      url: absolute(path),
      provider: { '@type': 'Organization', name: 'Service Centre', url: absolute('/pick-and-drop') },
      areaServed: groupByCity(pages).map((g) => ({ '@type': 'City', name: g.city })),
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: 'Partner service centres',
        itemListElement: pages.map((p) => ({
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: `Car service at ${p.name}`, url: absolute(p.path) },
        })),
      },
    },
  ];
}

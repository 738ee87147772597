import type { LandingContent } from '@/contracts/landing';
import { siteUrl } from './paths';
import { headlinePrice } from './plan-prices';
import { rupees } from './money';
import { PLAN_CODES, PLAN_NAMES } from '@/contracts/vocabulary';

const DAY_URLS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `https://schema.org/${d}`);

/** schema.org `AutoRepair` and `BreadcrumbList` for a garage's landing page, from its record. */
export function buildGarageJsonLd(content: LandingContent, origin: string, homeUrl: string): object[] {
  const { garage } = content;
  const url = siteUrl(origin, `/${garage.city_slug}/${garage.locality_slug}`);
  const hours = groupHours(garage.hours);
  const offers = PLAN_CODES.flatMap((plan) => {
    const from = content.plans_from[plan];
    if (!from) return [];
    return [
      {
        '@type': 'Offer',
        name: `${PLAN_NAMES[plan]} periodic car service`,
        priceCurrency: 'INR',
        price: String(rupees(from.offer_price)),
        // Google's rich results need a price on the specification too: the lowest the page states ("from").
        priceSpecification: {
          '@type': 'PriceSpecification',
          priceCurrency: 'INR',
          price: rupees(from.offer_price),
          minPrice: rupees(from.offer_price),
        },
        url,
      },
    ];
  });
  const lowest = headlinePrice(content.plans_from);
  const autoRepair = {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': `${url}#garage`,
    name: garage.name,
    url,
    telephone: garage.phone.replace(/\s+/g, ''),
    ...(garage.banner_image ? { image: siteUrl(origin, garage.banner_image) } : {}),
    description: garage.meta_description,
    ...(lowest === null ? {} : { priceRange: `₹${rupees(lowest)}+` }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: garage.address,
      addressLocality: garage.city,
      addressRegion: garage.state,
      postalCode: garage.pincode ?? undefined,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: garage.latitude, longitude: garage.longitude },
    hasMap: garage.map_link,
    openingHoursSpecification: hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => DAY_URLS[d]),
      opens: h.opens,
      closes: h.closes,
    })),
    ...(garage.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: garage.rating ?? 4,
            reviewCount: garage.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    review: garage.reviews.slice(0, 5).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.reviewed_on,
      reviewBody: r.body,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
    ...(offers.length ? { makesOffer: offers } : {}),
    brand: garage.brands_serviced.map((b) => ({ '@type': 'Brand', name: b.name })),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      // The same trail as the page shows: Home › city › locality (the city has no page of its own).
      { '@type': 'ListItem', position: 1, name: 'Home', item: homeUrl },
      { '@type': 'ListItem', position: 2, name: garage.city },
      { '@type': 'ListItem', position: 3, name: garage.locality, item: url },
    ],
  };
  return [autoRepair, breadcrumbs];
}

/** Days sharing the same hours, as schema.org wants them. */
function groupHours(hours: LandingContent['garage']['hours']) {
  const groups = new Map<string, { days: number[]; opens: string; closes: string }>();
  for (const h of [...hours].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))) {
    const key = `${h.opens_at}-${h.closes_at}`;
    const group = groups.get(key) ?? { days: [], opens: h.opens_at, closes: h.closes_at };
    group.days.push(h.weekday);
    groups.set(key, group);
  }
  return [...groups.values()];
}

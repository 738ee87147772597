import { BODY_LABELS, BODY_TYPES, Fuel, FUEL_LABELS } from '@/contracts/vocabulary';

/** A link to a page of the main site (spec §2 "Main-site paths linked from this product"). */
export interface MainSiteLink {
  label: string;
  /** Path on the main site, starting and ending with '/'. */
  path: string;
}

/** The footer's links (spec §2: About Us, Price Offer, How It Works, Reviews, Contact Us, Articles, News). */
export const FOOTER_LINKS: readonly MainSiteLink[] = [
  { label: 'About Us', path: '/about-us/' },
  { label: 'Price Offer', path: '/price-offer/' },
  { label: 'How It Works', path: '/how-it-works/' },
  { label: 'Reviews', path: '/reviews/' },
  { label: 'Contact Us', path: '/contact-us/' },
  { label: 'Articles', path: '/articles/' },
  { label: 'News', path: '/news/' },
];

/** The visitor's own pages and tools on the main site. */
export const ACCOUNT_LINKS: readonly MainSiteLink[] = [
  { label: 'My quotes', path: '/my-quotes/' },
  { label: 'My bookings', path: '/my-booking/' },
  { label: 'Used car valuation', path: '/used/car-valuation/' },
  { label: 'New cars', path: '/cars/' },
];

/** Main-site path of a collection page: collectionPath('suv') → '/collection/suv-cars/'. */
export function collectionPath(slug: string): string {
  return `/collection/${slug}-cars/`;
}

const POPULAR_MAKES: ReadonlyArray<[slug: string, name: string]> = [
  ['maruti-suzuki', 'Maruti Suzuki'],
  ['hyundai', 'Hyundai'],
  ['tata', 'Tata'],
  ['mahindra', 'Mahindra'],
  ['kia', 'Kia'],
  ['toyota', 'Toyota'],
  ['honda', 'Honda'],
  ['mg', 'MG'],
  ['skoda', 'Skoda'],
  ['volkswagen', 'Volkswagen'],
];
// Spec §2's collection pages: hatchback, sedan, suv, electric, petrol, cng, diesel.
const BODY_AND_FUEL: ReadonlyArray<[slug: string, name: string]> = [
  ...BODY_TYPES.map((b): [string, string] => [b.toLowerCase(), BODY_LABELS[b]]),
  ...[Fuel.EV, Fuel.PETROL, Fuel.CNG, Fuel.DIESEL].map((f): [string, string] => [FUEL_LABELS[f].toLowerCase(), FUEL_LABELS[f]]),
];
const toLinks = (rows: ReadonlyArray<[string, string]>): MainSiteLink[] =>
  rows.map(([slug, name]) => ({ label: `${name} cars`, path: collectionPath(slug) }));

/** Collection pages of the main site: cars by popular make, and by body type or fuel. */
export const COLLECTION_LINKS: { readonly brands: readonly MainSiteLink[]; readonly types: readonly MainSiteLink[] } = {
  brands: toLinks(POPULAR_MAKES),
  types: toLinks(BODY_AND_FUEL),
};

/** An absolute URL on the main site: mainSiteUrl('https://www.example.in/', 'cars/') → 'https://www.example.in/cars/'. */
export function mainSiteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, COLLECTION_LINKS, FOOTER_LINKS, collectionPath, mainSiteUrl } from '@/lib/main-site';

describe('main-site addresses', () => {
  it.each([
    ['https://www.example.in', '/my-booking/', 'https://www.example.in/my-booking/'],
    ['https://www.example.in/', '/my-booking/', 'https://www.example.in/my-booking/'],
    ['https://www.example.in//', 'cars/', 'https://www.example.in/cars/'],
    ['https://staging.example.in/site', '/about-us/', 'https://staging.example.in/site/about-us/'],
    ['http://localhost:3000', '/', 'http://localhost:3000/'],
  ])('joins %s and %s into %s', (origin, path, expected) => {
    expect(mainSiteUrl(origin, path)).toBe(expected);
  });

  it('names collection pages after their slug', () => {
    expect(collectionPath('maruti-suzuki')).toBe('/collection/maruti-suzuki-cars/');
    expect(collectionPath('cng')).toBe('/collection/cng-cars/');
  });
});

describe('the footer links', () => {
  it('are the seven of the spec, in its order', () => {
    expect(FOOTER_LINKS.map((l) => l.label)).toEqual(['About Us', 'Price Offer', 'How It Works', 'Reviews', 'Contact Us', 'Articles', 'News']);
  });

  it('include the main site account paths of the spec', () => {
    expect(ACCOUNT_LINKS.map((l) => l.path)).toEqual(['/my-quotes/', '/my-booking/', '/used/car-valuation/', '/cars/']);
  });

  it('cover every body and fuel collection of the spec and ten popular makes', () => {
    expect(COLLECTION_LINKS.types.map((l) => l.path)).toEqual(
      ['hatchback', 'sedan', 'suv', 'electric', 'petrol', 'cng', 'diesel'].map((t) => `/collection/${t}-cars/`),
    );
    expect(COLLECTION_LINKS.brands).toHaveLength(10);
    expect(COLLECTION_LINKS.brands[0]).toEqual({ label: 'Maruti Suzuki cars', path: '/collection/maruti-suzuki-cars/' });
  });

  it('have distinct paths that start and end with a slash', () => {
    const all = [...FOOTER_LINKS, ...ACCOUNT_LINKS, ...COLLECTION_LINKS.brands, ...COLLECTION_LINKS.types].map((l) => l.path);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path).toMatch(/^\/.*\/$/);
  });
});

import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, COLLECTION_LINKS, FOOTER_LINKS, collectionPath, mainSiteUrl } from '@/lib/main-site';

describe('main-site addresses', () => {
  it.each([
    ['https://www.example.in', '/my-booking/', 'https://www.example.in/my-booking/'],
    ['https://www.example.in/', '/my-booking/', 'https://www.example.in/my-booking/'],
    ['https://www.example.in//', 'cars/', 'https://www.example.in/cars/'],
    ['https://staging.example.in/site', '/about-us/', 'https://staging.example.in/site/about-us/'],
    ['http://localhost:3000', '/', 'http://localhost:3000/'],
    ['https://www.example.in', '//cars/', 'https://www.example.in/cars/'],
    ['https://www.example.in', '', 'https://www.example.in/'],
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
    expect(FOOTER_LINKS).toEqual([
      { label: 'About Us', path: '/about-us/' },
      { label: 'Price Offer', path: '/price-offer/' },
      { label: 'How It Works', path: '/how-it-works/' },
      { label: 'Reviews', path: '/reviews/' },
      { label: 'Contact Us', path: '/contact-us/' },
      { label: 'Articles', path: '/articles/' },
      { label: 'News', path: '/news/' },
    ]);
  });

  it('include the main site account paths of the spec', () => {
    expect(ACCOUNT_LINKS).toEqual([
      { label: 'My quotes', path: '/my-quotes/' },
      { label: 'My bookings', path: '/my-booking/' },
      { label: 'Used car valuation', path: '/used/car-valuation/' },
      { label: 'New cars', path: '/cars/' },
    ]);
  });

  it('cover every body and fuel collection of the spec, Electric among the fuels', () => {
    expect(COLLECTION_LINKS.types).toEqual([
      { label: 'Hatchback cars', path: '/collection/hatchback-cars/' },
      { label: 'Sedan cars', path: '/collection/sedan-cars/' },
      { label: 'SUV cars', path: '/collection/suv-cars/' },
      { label: 'Electric cars', path: '/collection/electric-cars/' },
      { label: 'Petrol cars', path: '/collection/petrol-cars/' },
      { label: 'CNG cars', path: '/collection/cng-cars/' },
      { label: 'Diesel cars', path: '/collection/diesel-cars/' },
    ]);
  });

  it('cover ten popular makes, most popular first', () => {
    expect(COLLECTION_LINKS.brands).toEqual([
      { label: 'Maruti Suzuki cars', path: '/collection/maruti-suzuki-cars/' },
      { label: 'Hyundai cars', path: '/collection/hyundai-cars/' },
      { label: 'Tata cars', path: '/collection/tata-cars/' },
      { label: 'Mahindra cars', path: '/collection/mahindra-cars/' },
      { label: 'Kia cars', path: '/collection/kia-cars/' },
      { label: 'Toyota cars', path: '/collection/toyota-cars/' },
      { label: 'Honda cars', path: '/collection/honda-cars/' },
      { label: 'MG cars', path: '/collection/mg-cars/' },
      { label: 'Skoda cars', path: '/collection/skoda-cars/' },
      { label: 'Volkswagen cars', path: '/collection/volkswagen-cars/' },
    ]);
  });
});

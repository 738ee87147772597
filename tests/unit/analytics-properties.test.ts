import { describe, expect, it } from 'vitest';
import { addressProperties, arrivalSource, keptSource, REFERRER_TTL_MS } from '@/lib/analytics-properties';

describe("an event's address properties", () => {
  it('are read from a landing address with utm parameters', () => {
    const href =
      'https://cars.example.in/service-centre/bangalore/kudlu-gate?utm_source=google&utm_medium=cpc&utm_campaign=diwali&utm_content=banner-2#map';
    expect(addressProperties(href, 'https://www.google.com/', 'Kudlu Gate service centre')).toEqual({
      page_url: href,
      path: '/service-centre/bangalore/kudlu-gate',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_campaign: 'diwali',
      utm_content: 'banner-2',
      utm_medium: 'cpc',
      url: 'https://cars.example.in/service-centre/bangalore/kudlu-gate',
      title: 'Kudlu Gate service centre',
      search: '?utm_source=google&utm_medium=cpc&utm_campaign=diwali&utm_content=banner-2',
    });
  });

  it('carry null for utm parameters the address does not have', () => {
    const p = addressProperties('https://cars.example.in/service-centre/ad-services/mmv', '', 'Choose your car');
    expect([p.utm_source, p.utm_campaign, p.utm_content, p.utm_medium, p.search]).toEqual([null, null, null, null, '']);
  });
});

describe('where a visitor came from (referrer_adsc)', () => {
  const page = 'https://cars.example.in/service-centre/ad-services/home';

  it('is the utm_source first, then a Google click id, then an outside referrer', () => {
    expect(arrivalSource(`${page}?utm_source=facebook&gclid=x`, 'https://www.google.com/')).toBe('facebook');
    expect(arrivalSource(`${page}?gclid=abc`, '')).toBe('google_ads');
    expect(arrivalSource(page, 'https://www.example.in/car-insurance')).toBe('www.example.in');
  });

  it('is nothing for a direct visit or a page of this site', () => {
    expect(arrivalSource(page, '')).toBeNull();
    expect(arrivalSource(page, 'https://cars.example.in/service-centre/bangalore/kudlu-gate')).toBeNull();
  });

  it('is kept 23:59:59 after arrival and gone at 24:00:00', () => {
    const at = Date.UTC(2026, 10, 28, 6, 30);
    expect(keptSource({ source: 'google', at }, at + REFERRER_TTL_MS - 1000)).toBe('google');
    expect(keptSource({ source: 'google', at }, at + REFERRER_TTL_MS)).toBeNull();
  });

  it('is not kept from a record without a time, from the future, or from nothing', () => {
    const now = Date.UTC(2026, 10, 28, 6, 30);
    expect(keptSource({ source: 'google' }, now)).toBeNull();
    expect(keptSource({ source: 'google', at: now + 60_000 }, now)).toBeNull();
    expect(keptSource(null, now)).toBeNull();
  });
});

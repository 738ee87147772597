import { describe, expect, it } from 'vitest';
import { formatShortDate, monogram, starRating } from '@/lib/landing-text';

describe('review dates', () => {
  it.each([
    ['2026-09-12', '12 Sep 2026'],
    ['2025-01-05', '5 Jan 2025'],
    ['2024-02-29', '29 Feb 2024'],
    ['2025-12-31', '31 Dec 2025'],
  ])('shows %s as %s', (value, expected) => expect(formatShortDate(value)).toBe(expected));

  it('reads an instant as its calendar date in India', () => {
    expect(formatShortDate('2026-09-11T20:00:00Z')).toBe('12 Sep 2026'); // 01:30 IST on the 12th
    expect(formatShortDate('2026-09-12T10:00:00+05:30')).toBe('12 Sep 2026');
  });

  it.each(['', 'yesterday', '2025-02-30', '2025-13-01'])('shows nothing for the unreadable date %j', (value) => {
    expect(formatShortDate(value)).toBe('');
  });
});

describe('brand text marks', () => {
  it.each([
    ['Maruti Suzuki', 'MS'],
    ['Kia', 'KI'],
    ['MG', 'MG'],
    ['Mercedes-Benz', 'MB'],
    ['  tata ', 'TA'],
    ['', ''],
  ])('marks %j as %j', (name, expected) => expect(monogram(name)).toBe(expected));
});

describe('star ratings', () => {
  it('draws whole stars and says the rating in words', () => {
    expect(starRating(4)).toEqual({ stars: '★★★★☆', label: 'Rated 4 out of 5' });
    expect(starRating(5)).toEqual({ stars: '★★★★★', label: 'Rated 5 out of 5' });
  });

  it('keeps odd values within one to five stars', () => {
    expect(starRating(4.6).stars).toBe('★★★★★');
    expect(starRating(9).label).toBe('Rated 5 out of 5');
    expect(starRating(-1).stars).toBe('☆☆☆☆☆');
  });
});

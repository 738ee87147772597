import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey } from '@/lib/console-search';

const car = { registration_number: 'KA05MN1234', phone_number: '9876543210' };

describe('the console finds a car by its registration number', () => {
  it('typed any way: lower case, spaced like the plate, with hyphens', () => {
    for (const typed of ['ka05mn1234', 'KA 05 MN 1234', ' ka-05-mn-1234 ', 'mn12', '05MN']) expect(matchesSearch(car, typed)).toBe(true);
  });

  it('another plate, or one letter wrong, does not match', () => {
    expect(matchesSearch(car, 'KA05MN1235')).toBe(false);
    expect(matchesSearch(car, 'KA05MM')).toBe(false);
    expect(matchesSearch({ ...car, registration_number: null }, 'KA05')).toBe(false);
  });
});

describe("the console finds a car by its customer's phone", () => {
  it('by the last digits, or the whole number with +91 or 0 before it', () => {
    for (const typed of ['3210', '43210', '98765 43210', '+91 98765 43210', '09876543210']) expect(matchesSearch(car, typed)).toBe(true);
  });

  it('digits from the middle of the number, or not its last, do not match', () => {
    expect(matchesSearch(car, '98765')).toBe(false);
    expect(matchesSearch(car, '3211')).toBe(false);
    expect(matchesSearch({ ...car, phone_number: null }, '3210')).toBe(false);
  });
});

describe('an empty search', () => {
  it('matches every card, and is what a missing or blank query gives', () => {
    expect(matchesSearch(car, '')).toBe(true);
    expect(matchesSearch(car, '   ')).toBe(true);
    expect(searchKey(null)).toBe('');
    expect(searchKey(' ka 05 ')).toBe('KA05');
  });
});

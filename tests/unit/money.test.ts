import { describe, expect, it } from 'vitest';
import { PRICE_HEADING_PREFIX, discountPercent, formatInr, priceHeading, rupees } from '@/lib/money';

describe('rupee amounts from paise', () => {
  it.each([
    [299900, '₹2,999'],
    [12345650, '₹1,23,456.50'],
    [100, '₹1'],
    [9999, '₹99.99'],
    [99999, '₹999.99'],
    [100000, '₹1,000'],
    [10000000, '₹1,00,000'],
    [1_000_000_000, '₹1,00,00,000'],
    [50, '₹0.50'],
    [1, '₹0.01'],
    [149950, '₹1,499.50'],
  ])('shows %s paise as %s', (paise, expected) => expect(formatInr(paise)).toBe(expected));

  it('drops a trailing .00 but keeps other paise', () => {
    expect(formatInr(279900)).toBe('₹2,799');
    expect(formatInr(279910)).toBe('₹2,799.10');
    expect(formatInr(279901)).toBe('₹2,799.01');
  });

  it('rounds a fraction of a paisa to the nearest paisa, half up', () => {
    expect(formatInr(149900.4)).toBe('₹1,499');
    expect(formatInr(149900.5)).toBe('₹1,499.01');
    expect(formatInr(0.5)).toBe('₹0.01');
  });

  it('shows zero, and amounts that round to zero, without a minus sign', () => {
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(-0)).toBe('₹0');
    expect(formatInr(0.4)).toBe('₹0');
    expect(formatInr(-0.1)).toBe('₹0');
    expect(formatInr(-0.5)).toBe('₹0');
  });

  it('shows a negative amount with a minus sign before the rupee sign', () => {
    expect(formatInr(-299900)).toBe('-₹2,999');
    expect(formatInr(-1)).toBe('-₹0.01');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses to show %s as a price', (amount) => {
    expect(() => formatInr(amount)).toThrow(RangeError);
    expect(() => formatInr(amount)).toThrow(`formatInr: not a finite amount: ${amount}`);
  });
});

describe('rupees as a number, for machines', () => {
  it('divides paise by 100', () => {
    expect(rupees(279900)).toBe(2799);
    expect(rupees(9950)).toBe(99.5);
    expect(rupees(1)).toBe(0.01);
    expect(rupees(0)).toBe(0);
    expect(rupees(-279900)).toBe(-2799);
  });

  it('rounds a fraction of a paisa first', () => {
    expect(rupees(279900.4)).toBe(2799);
    expect(rupees(279900.5)).toBe(2799.01);
  });
});

describe('price headings', () => {
  it('puts a single rupee sign after the prefix', () => {
    expect(PRICE_HEADING_PREFIX).toBe('Car Services at ₹');
    expect(priceHeading(299900)).toBe('Car Services at ₹2,999');
    expect(priceHeading(279900)).toBe('Car Services at ₹2,799');
    expect(priceHeading(12345650)).toBe('Car Services at ₹1,23,456.50');
    expect(priceHeading(0)).toBe('Car Services at ₹0');
  });

  it('refuses an amount that is not a number', () => {
    expect(() => priceHeading(Number.NaN)).toThrow(RangeError);
  });
});

describe('discount percentages', () => {
  it.each([
    [2999, 4999, 40], // 40.008… rounds down
    [3499, 4999, 30], // 30.006…
    [71, 100, 29],
    [900, 1000, 10],
    [1, 3, 66], // 66.66… rounds down, not to the nearest
    [4998, 4999, 0], // 0.02…
    [0, 1000, 100],
  ])('offer %s against %s is %s%% off', (offer, old, expected) => expect(discountPercent(offer, old)).toBe(expected));

  it('does not lose a whole percent to floating-point noise', () => {
    // (0.25 − 0.2) × 100 / 0.25 is 19.999999999999996 in floating point; it is really 20.
    expect(discountPercent(0.2, 0.25)).toBe(20);
  });

  it('is 0 when there is no saving', () => {
    expect(discountPercent(4999, 4999)).toBe(0);
    expect(discountPercent(5999, 4999)).toBe(0);
  });

  it('is 0 when the old price is not usable', () => {
    expect(discountPercent(100, 0)).toBe(0);
    // An old price of 0 is no price, even against a (wrong) negative offer.
    expect(discountPercent(-5, 0)).toBe(0);
    expect(discountPercent(-100, -50)).toBe(0);
    expect(discountPercent(Number.NaN, 100)).toBe(0);
    expect(discountPercent(100, Number.NaN)).toBe(0);
    expect(discountPercent(100, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('never says more than 100% off', () => {
    expect(discountPercent(-500, 1000)).toBe(100);
  });
});

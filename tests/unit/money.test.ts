import { describe, expect, it } from 'vitest';
import { PRICE_HEADING_PREFIX, discountPercent, formatInr, priceHeading, rupees } from '@/lib/money';

describe('rupee amounts from paise', () => {
  it.each([
    [299900, '₹2,999'],
    [12345650, '₹1,23,456.50'],
    [0, '₹0'],
    [-0, '₹0'],
    [9999, '₹99.99'],
    [1_000_000_000, '₹1,00,00,000'],
    [149900.4, '₹1,499'],
    [50, '₹0.50'],
    [1, '₹0.01'],
    [-299900, '-₹2,999'],
    [-0.1, '₹0'],
  ])('shows %s paise as %s', (paise, expected) => expect(formatInr(paise)).toBe(expected));

  it('gives rupees as a number for machines', () => {
    expect(rupees(279900)).toBe(2799);
    expect(rupees(9950)).toBe(99.5);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses to show %s as a price', (amount) => {
    expect(() => formatInr(amount)).toThrow(RangeError);
  });
});

describe('price headings', () => {
  it('puts a single rupee sign after the prefix', () => {
    expect(priceHeading(299900)).toBe('Car Services at ₹2,999');
    expect(priceHeading(299900).startsWith(PRICE_HEADING_PREFIX)).toBe(true);
    expect(priceHeading(12345650)).toBe('Car Services at ₹1,23,456.50');
    expect(priceHeading(299900).match(/₹/g)).toHaveLength(1);
  });
});

describe('discount percentages', () => {
  it.each([
    [2999, 4999, 40], // 40.008… rounds down
    [71, 100, 29],
    [900, 1000, 10],
    [1, 3, 66],
    [0, 1000, 100],
    [4999, 4999, 0],
    [5999, 4999, 0],
    [100, 0, 0],
    [Number.NaN, 100, 0],
  ])('offer %s against %s is %s%% off', (offer, old, expected) => expect(discountPercent(offer, old)).toBe(expected));
});

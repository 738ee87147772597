import { describe, expect, it } from 'vitest';
import { PRICE_HEADING_PREFIX, discountPercent, formatInr, priceHeading } from '@/lib/money';

describe('rupee amounts', () => {
  it.each([
    [2999, '₹2,999'],
    [123456.5, '₹1,23,456.50'],
    [0, '₹0'],
    [-0, '₹0'],
    [99.99, '₹99.99'],
    [10_000_000, '₹1,00,00,000'],
    [1499.004, '₹1,499'],
    [0.5, '₹0.50'],
    [-2999, '-₹2,999'],
    [-0.001, '₹0'],
  ])('shows %s as %s', (amount, expected) => expect(formatInr(amount)).toBe(expected));

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses to show %s as a price', (amount) => {
    expect(() => formatInr(amount)).toThrow(RangeError);
  });
});

describe('price headings', () => {
  it('puts a single rupee sign after the prefix', () => {
    expect(priceHeading(2999)).toBe('Car Services at ₹2,999');
    expect(priceHeading(2999).startsWith(PRICE_HEADING_PREFIX)).toBe(true);
    expect(priceHeading(123456.5)).toBe('Car Services at ₹1,23,456.50');
    expect(priceHeading(2999).match(/₹/g)).toHaveLength(1);
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

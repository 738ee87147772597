import { describe, expect, it } from 'vitest';
import { headlinePrice } from '@/lib/plan-prices';

describe('the headline price of a landing page', () => {
  it('is the Basic plan’s from-price', () => {
    expect(headlinePrice({ ESSENTIAL: { offer_price: 279900, amount: 349900 }, ENHANCED: { offer_price: 439900, amount: 549900 } })).toBe(
      279900,
    );
  });

  it('stays the Basic price even when an Advanced offer is lower (Basic is what the heading promises)', () => {
    expect(headlinePrice({ ESSENTIAL: { offer_price: 500000, amount: 600000 }, ENHANCED: { offer_price: 439900, amount: 549900 } })).toBe(
      500000,
    );
  });

  it('goes by the offer price, not the old price', () => {
    expect(headlinePrice({ ESSENTIAL: { offer_price: 300000, amount: 310000 }, ENHANCED: { offer_price: 290000, amount: 900000 } })).toBe(
      300000,
    );
  });

  it('uses the Advanced price only when Basic has none', () => {
    expect(headlinePrice({ ESSENTIAL: null, ENHANCED: { offer_price: 439900, amount: 549900 } })).toBe(439900);
    expect(headlinePrice({ ESSENTIAL: { offer_price: 279900, amount: 349900 }, ENHANCED: null })).toBe(279900);
  });

  it('is none when no plan has a price', () => {
    expect(headlinePrice({ ESSENTIAL: null, ENHANCED: null })).toBeNull();
  });

  it('counts a free plan as a price, not as missing', () => {
    expect(headlinePrice({ ESSENTIAL: { offer_price: 0, amount: 0 }, ENHANCED: { offer_price: 439900, amount: 549900 } })).toBe(0);
  });
});

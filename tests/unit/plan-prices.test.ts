import { describe, expect, it } from 'vitest';
import { lowestOfferPrice } from '@/lib/plan-prices';

describe('the lowest plan price', () => {
  it('is the cheaper offer price of the two plans, whichever plan it is', () => {
    expect(lowestOfferPrice({ ESSENTIAL: { offer_price: 279900, amount: 349900 }, ENHANCED: { offer_price: 439900, amount: 549900 } })).toBe(279900);
    expect(lowestOfferPrice({ ESSENTIAL: { offer_price: 500000, amount: 600000 }, ENHANCED: { offer_price: 439900, amount: 549900 } })).toBe(439900);
  });

  it('goes by the offer price, not the old price', () => {
    expect(lowestOfferPrice({ ESSENTIAL: { offer_price: 300000, amount: 310000 }, ENHANCED: { offer_price: 290000, amount: 900000 } })).toBe(290000);
  });

  it('is that price when both plans cost the same', () => {
    expect(lowestOfferPrice({ ESSENTIAL: { offer_price: 279900, amount: 349900 }, ENHANCED: { offer_price: 279900, amount: 349900 } })).toBe(279900);
  });

  it('uses whichever plan has a price', () => {
    expect(lowestOfferPrice({ ESSENTIAL: null, ENHANCED: { offer_price: 439900, amount: 549900 } })).toBe(439900);
    expect(lowestOfferPrice({ ESSENTIAL: { offer_price: 279900, amount: 349900 }, ENHANCED: null })).toBe(279900);
  });

  it('is none when no plan has a price', () => {
    expect(lowestOfferPrice({ ESSENTIAL: null, ENHANCED: null })).toBeNull();
  });

  it('counts a free plan as the lowest, not as missing', () => {
    expect(lowestOfferPrice({ ESSENTIAL: { offer_price: 0, amount: 0 }, ENHANCED: { offer_price: 439900, amount: 549900 } })).toBe(0);
  });
});

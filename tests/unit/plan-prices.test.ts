import { describe, expect, it } from 'vitest';
import { lowestOfferPrice } from '@/lib/plan-prices';

describe('the lowest plan price', () => {
  it('is the cheaper of the two plans', () => {
    expect(lowestOfferPrice({ ESSENTIAL: { offer_price: 2799, amount: 3499 }, ENHANCED: { offer_price: 4399, amount: 5499 } })).toBe(2799);
    expect(lowestOfferPrice({ ESSENTIAL: { offer_price: 5000, amount: 6000 }, ENHANCED: { offer_price: 4399, amount: 5499 } })).toBe(4399);
  });
  it('uses whichever plan has a price, or none', () => {
    expect(lowestOfferPrice({ ESSENTIAL: null, ENHANCED: { offer_price: 4399, amount: 5499 } })).toBe(4399);
    expect(lowestOfferPrice({ ESSENTIAL: null, ENHANCED: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { packagePricesFor, toRetailPrice } from '@/backend/db/seed/pricing';

describe('seed package prices', () => {
  it('rounds up to a price ending in 99', () => {
    expect(toRetailPrice(2812)).toBe(2899);
    expect(toRetailPrice(2899)).toBe(2899);
    expect(toRetailPrice(2900)).toBe(2999);
  });

  it('prices the advanced plan above the basic one, the old price above the offer, other garages above both', () => {
    for (const [essential, enhanced] of [packagePricesFor('HATCHBACK', 'PETROL', 1, false), packagePricesFor('SUV', 'DIESEL', 1.05, true)]) {
      expect(enhanced!.offerPrice).toBeGreaterThan(essential!.offerPrice);
      for (const p of [essential!, enhanced!]) {
        expect(p.amount).toBeGreaterThan(p.offerPrice);
        expect(p.otherGarageAmount).toBeGreaterThan(p.amount);
        expect(p.standardDiscount).toBe(p.amount - p.offerPrice);
      }
    }
  });
});

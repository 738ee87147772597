import { describe, expect, it } from 'vitest';
import { packagePricesFor, toRetailPrice } from '@/backend/platform/db/seed/pricing';

describe('seed package prices', () => {
  it('rounds up to a price ending in 99', () => {
    expect(toRetailPrice(2812)).toBe(2899);
    expect(toRetailPrice(2899)).toBe(2899);
    expect(toRetailPrice(2900)).toBe(2999);
  });

  it('stores the seed prices in paise: a Bangalore petrol hatchback is ₹2,799 basic, ₹4,399 advanced', () => {
    const [essential, enhanced] = packagePricesFor('HATCHBACK', 'PETROL', 1, false);
    expect(essential).toEqual({ plan: 'ESSENTIAL', offerPricePaise: 279900, amountPaise: 349900, otherGarageAmountPaise: 449900, standardDiscountPaise: 70000 });
    expect(enhanced!.offerPricePaise).toBe(439900);
  });

  it('prices the advanced plan above the basic one, the old price above the offer, other garages above both', () => {
    for (const [essential, enhanced] of [packagePricesFor('HATCHBACK', 'PETROL', 1, false), packagePricesFor('SUV', 'DIESEL', 1.05, true)]) {
      expect(enhanced!.offerPricePaise).toBeGreaterThan(essential!.offerPricePaise);
      for (const p of [essential!, enhanced!]) {
        expect(p.amountPaise).toBeGreaterThan(p.offerPricePaise);
        expect(p.otherGarageAmountPaise).toBeGreaterThan(p.amountPaise);
        expect(p.offerPricePaise % 100).toBe(0);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { itemPricePaise, packagePricesFor, toRetailPrice } from '@/backend/platform/db/seed/pricing';

describe('retail prices', () => {
  it('rounds up to the next price ending in 99', () => {
    expect(toRetailPrice(2812)).toBe(2899);
    expect(toRetailPrice(2900)).toBe(2999);
    expect(toRetailPrice(4338.45)).toBe(4399);
  });

  it('keeps a price that already ends in 99', () => {
    expect(toRetailPrice(2799)).toBe(2799);
    expect(toRetailPrice(2899)).toBe(2899);
    expect(toRetailPrice(99)).toBe(99);
  });

  it('moves to the next hundred for anything above a 99, even by a fraction', () => {
    expect(toRetailPrice(2898.5)).toBe(2899);
    expect(toRetailPrice(2899.01)).toBe(2999);
    expect(toRetailPrice(100)).toBe(199);
  });

  it('never goes below ₹99', () => {
    expect(toRetailPrice(0)).toBe(99);
    expect(toRetailPrice(1)).toBe(99);
  });
});

describe('seed plan prices, in paise', () => {
  it('prices a Bangalore petrol hatchback at ₹2,799 basic (old price ₹3,499, other garages ₹4,499)', () => {
    const [basic] = packagePricesFor('HATCHBACK', 'PETROL', 1, false);
    expect(basic).toEqual({
      plan: 'ESSENTIAL',
      offerPricePaise: 279900,
      amountPaise: 349900,
      otherGarageAmountPaise: 449900,
      standardDiscountPaise: 70000,
    });
  });

  it('prices the same car at ₹4,399 advanced (old price ₹5,499, other garages ₹7,099)', () => {
    const [, advanced] = packagePricesFor('HATCHBACK', 'PETROL', 1, false);
    expect(advanced).toEqual({
      plan: 'ENHANCED',
      offerPricePaise: 439900,
      amountPaise: 549900,
      otherGarageAmountPaise: 709900,
      standardDiscountPaise: 110000,
    });
  });

  it('gives the basic plan first and the advanced plan second, and nothing else', () => {
    expect(packagePricesFor('SEDAN', 'PETROL', 1, false).map((p) => p.plan)).toEqual(['ESSENTIAL', 'ENHANCED']);
  });

  it('prices a sedan on CNG at ₹3,599 basic and ₹5,599 advanced', () => {
    expect(packagePricesFor('SEDAN', 'CNG', 1, false).map((p) => p.offerPricePaise)).toEqual([359900, 559900]);
  });

  it('prices an electric hatchback below a petrol one: ₹1,999 basic and ₹3,099 advanced', () => {
    expect(packagePricesFor('HATCHBACK', 'EV', 1, false)).toEqual([
      { plan: 'ESSENTIAL', offerPricePaise: 199900, amountPaise: 249900, otherGarageAmountPaise: 319900, standardDiscountPaise: 50000 },
      { plan: 'ENHANCED', offerPricePaise: 309900, amountPaise: 389900, otherGarageAmountPaise: 499900, standardDiscountPaise: 80000 },
    ]);
  });

  it('prices a premium diesel SUV in a dearer city at ₹11,199 basic and ₹17,299 advanced', () => {
    // 4,199 × 1.15 (diesel) × 1.05 (city) × 2.2 (premium make) = 11,154.64 → ₹11,199; × 1.55 = 17,289.70 → ₹17,299.
    expect(packagePricesFor('SUV', 'DIESEL', 1.05, true)).toEqual([
      { plan: 'ESSENTIAL', offerPricePaise: 1119900, amountPaise: 1399900, otherGarageAmountPaise: 1799900, standardDiscountPaise: 280000 },
      { plan: 'ENHANCED', offerPricePaise: 1729900, amountPaise: 2169900, otherGarageAmountPaise: 2769900, standardDiscountPaise: 440000 },
    ]);
  });

  it('charges the same car more at a premium make than at a regular one', () => {
    expect(packagePricesFor('SUV', 'DIESEL', 1.05, false)[0]!.offerPricePaise).toBe(509900); // 5,070.29 → ₹5,099
  });
});

describe('seed catalogue item prices, in paise', () => {
  it('rounds the city price to the nearest ten rupees and ends it in 9', () => {
    expect(itemPricePaise(1890, 1)).toBe(188900);
    expect(itemPricePaise(1500, 1.1)).toBe(164900); // 1,650 → ₹1,649
  });

  it('rounds half a ten up and less than half down', () => {
    expect(itemPricePaise(1655, 1)).toBe(165900);
    expect(itemPricePaise(1654, 1)).toBe(164900);
  });
});

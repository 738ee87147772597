import { Plan, PLAN_CODES, type BodyType, type FuelType } from '@/contracts/vocabulary';

const ESSENTIAL_BASE: Record<BodyType, number> = { HATCHBACK: 2799, SEDAN: 3399, SUV: 4199 };
const FUEL_FACTOR: Record<FuelType, number> = { PETROL: 1, DIESEL: 1.15, CNG: 1.05, LPG: 1.05, EV: 0.7 };
const ENHANCED_FACTOR = 1.55;

/** Rounds up to the next rupee price ending in 99 (2,812 → 2,899). */
export function toRetailPrice(value: number): number {
  return Math.ceil((value + 1) / 100) * 100 - 1;
}

/** Seed prices of both plans for one car at one garage, in paise. */
export function packagePricesFor(body: BodyType, fuel: FuelType, cityFactor: number, premium: boolean) {
  const base = ESSENTIAL_BASE[body] * FUEL_FACTOR[fuel] * cityFactor * (premium ? 2.2 : 1);
  return PLAN_CODES.map((plan) => {
    const offer = toRetailPrice(plan === Plan.ESSENTIAL ? base : base * ENHANCED_FACTOR);
    const amount = toRetailPrice(offer * 1.25);
    return {
      plan,
      offerPricePaise: offer * 100,
      amountPaise: amount * 100,
      otherGarageAmountPaise: toRetailPrice(offer * 1.6) * 100,
      standardDiscountPaise: (amount - offer) * 100,
    };
  });
}

/** A catalogue item's seed price for a body type at a garage, in paise (ends in ₹9). */
export function itemPricePaise(basePrice: number, cityFactor: number): number {
  return (Math.round((basePrice * cityFactor) / 10) * 10 - 1) * 100;
}

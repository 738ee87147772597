import type { SeedBody, SeedFuel } from './data/vehicles';

const ESSENTIAL_BASE: Record<SeedBody, number> = { HATCHBACK: 2799, SEDAN: 3399, SUV: 4199 };
const FUEL_FACTOR: Record<SeedFuel, number> = { PETROL: 1, DIESEL: 1.15, CNG: 1.05, LPG: 1.05, EV: 0.7 };
const ENHANCED_FACTOR = 1.55;

/** Rounds up to the next price ending in 99 (2,812 → 2,899). */
export function toRetailPrice(value: number): number {
  return Math.ceil((value + 1) / 100) * 100 - 1;
}

/** Seed prices of both plans for one car at one garage. */
export function packagePricesFor(body: SeedBody, fuel: SeedFuel, cityFactor: number, premium: boolean) {
  const base = ESSENTIAL_BASE[body] * FUEL_FACTOR[fuel] * cityFactor * (premium ? 2.2 : 1);
  return (['ESSENTIAL', 'ENHANCED'] as const).map((plan) => {
    const offerPrice = toRetailPrice(plan === 'ESSENTIAL' ? base : base * ENHANCED_FACTOR);
    const amount = toRetailPrice(offerPrice * 1.25);
    return { plan, offerPrice, amount, otherGarageAmount: toRetailPrice(offerPrice * 1.6), standardDiscount: amount - offerPrice };
  });
}

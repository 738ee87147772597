import { describe, expect, it } from 'vitest';
import { bookedAs, fromPrices, type LowestItemPrice, type LowestPlanPrice, type TakesBookings } from '@/lib/from-prices';

// Prices typed out from the seed (src/backend/platform/db/seed/pricing.ts and catalogue.json, the
// city factors Bangalore 1 and Ahmedabad 0.9): the cheapest plan is Basic for an electric hatchback
// (₹2,799 × 0.7 → ₹1,999 at Kudlu Gate; × 0.9 more → ₹1,799 at Gota); the cheapest repair that is not
// the inspection is the EV charging port (₹699; ₹629 at Gota), the inspection the engine scan
// (₹599; ₹539), the cheapest spa package the foam wash (₹499; ₹449).
const KUDLU_GATE = 'kudlu-gate';
const GOTA = 'gota';
const PLANS: LowestPlanPrice[] = [
  { garageId: KUDLU_GATE, pricePaise: 199_900 },
  { garageId: GOTA, pricePaise: 179_900 },
];
const ITEMS: LowestItemPrice[] = [
  { garageId: KUDLU_GATE, kind: 'REPAIR', isInspection: false, pricePaise: 69_900 },
  { garageId: KUDLU_GATE, kind: 'REPAIR', isInspection: true, pricePaise: 59_900 },
  { garageId: KUDLU_GATE, kind: 'SPA', isInspection: false, pricePaise: 49_900 },
  { garageId: GOTA, kind: 'REPAIR', isInspection: false, pricePaise: 62_900 },
  { garageId: GOTA, kind: 'REPAIR', isInspection: true, pricePaise: 53_900 },
  { garageId: GOTA, kind: 'SPA', isInspection: false, pricePaise: 44_900 },
];
const ALL_TYPES = ['periodic_service', 'specific_repair', 'not_sure_about_issue', 'car_spa_and_cleaning'];
const takesAll = (garageId: string): TakesBookings[] => ALL_TYPES.map((serviceType) => ({ garageId, serviceType }));

describe('"from" prices on the service home', () => {
  it('are the lowest price of each service type at any centre: the cheapest plan, repair, inspection and spa package', () => {
    expect(fromPrices(PLANS, ITEMS, [...takesAll(KUDLU_GATE), ...takesAll(GOTA)])).toEqual({
      periodic_service: 179_900,
      specific_repair: 53_900,
      not_sure_about_issue: 53_900,
      car_spa_and_cleaning: 44_900,
    });
  });

  it("are one city's when only its centres are given", () => {
    expect(fromPrices(PLANS.slice(0, 1), ITEMS.slice(0, 3), takesAll(KUDLU_GATE))).toEqual({
      periodic_service: 199_900,
      specific_repair: 59_900,
      not_sure_about_issue: 59_900,
      car_spa_and_cleaning: 49_900,
    });
  });

  it('leave out a centre that takes no online bookings for the service type, and only for that type', () => {
    const bookable = [...takesAll(KUDLU_GATE), ...takesAll(GOTA).filter((b) => b.serviceType !== 'not_sure_about_issue')];
    expect(fromPrices(PLANS, ITEMS, bookable)).toEqual({
      periodic_service: 179_900,
      // Gota's engine scan is still on its repair list.
      specific_repair: 53_900,
      not_sure_about_issue: 59_900,
      car_spa_and_cleaning: 44_900,
    });
  });

  it('count the inspection as a repair (it is on the repair list) but no repair as the inspection', () => {
    const noInspection = ITEMS.filter((i) => !i.isInspection);
    expect(fromPrices([], noInspection, takesAll(GOTA))).toEqual({
      periodic_service: null,
      specific_repair: 62_900,
      not_sure_about_issue: null,
      car_spa_and_cleaning: 44_900,
    });
  });

  it('are none at all without prices, or without a centre taking bookings', () => {
    const none = { periodic_service: null, specific_repair: null, not_sure_about_issue: null, car_spa_and_cleaning: null };
    expect(fromPrices([], [], takesAll(GOTA))).toEqual(none);
    expect(fromPrices(PLANS, ITEMS, [])).toEqual(none);
  });

  it('count a free item as a price, not as missing', () => {
    expect(fromPrices([], [{ garageId: GOTA, kind: 'SPA', isInspection: false, pricePaise: 0 }], takesAll(GOTA)).car_spa_and_cleaning).toBe(
      0,
    );
  });
});

describe('what a catalogue price can be booked as', () => {
  it('a spa package as car spa; a repair as a specific repair; the inspection as both a repair and "not sure"', () => {
    expect(bookedAs({ kind: 'SPA', isInspection: false })).toEqual(['car_spa_and_cleaning']);
    expect(bookedAs({ kind: 'REPAIR', isInspection: false })).toEqual(['specific_repair']);
    expect(bookedAs({ kind: 'REPAIR', isInspection: true })).toEqual(['specific_repair', 'not_sure_about_issue']);
  });
});

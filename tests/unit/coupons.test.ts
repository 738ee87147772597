import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, discountOn, evaluateCoupon, MIN_CHARGE_PAISE, type CouponContext, type CouponRule } from '@/lib/coupons';

// Decision 020: a percentage or flat amount off the fee or the service; a minimum; a window from
// (inclusive) until (exclusive); limits per customer and in total; service types; never below ₹1.
const at = (iso: string) => new Date(iso);
const FROM = at('2025-12-31T18:30:00.000Z'); // 1 Jan 2026, 00:00 IST
const UNTIL = at('2027-12-31T18:30:00.000Z'); // 1 Jan 2028, 00:00 IST
const RULE: CouponRule = {
  code: 'TEST',
  kind: 'FLAT',
  value: 5_000,
  target: 'FEE',
  minAmountPaise: 0,
  maxDiscountPaise: null,
  validFrom: FROM,
  validUntil: UNTIL,
  perCustomerLimit: null,
  totalLimit: null,
  usedCount: 0,
  serviceTypes: [],
  isActive: true,
};
const CTX: CouponContext = {
  now: at('2026-12-21T03:30:00Z'),
  serviceTypeId: 'periodic_service',
  serviceTypeName: 'Periodic service',
  feePaise: 19_900,
  serviceEstimatePaise: 450_000,
  customerUses: 0,
  heldByThisBooking: false,
};
const check = (rule: Partial<CouponRule>, ctx: Partial<CouponContext> = {}) => evaluateCoupon({ ...RULE, ...rule }, { ...CTX, ...ctx });
const onFee = (discountPaise: number, message: string) => ({ applied: true, target: 'FEE', discountPaise, message });
const onService = (discountPaise: number, message: string) => ({ applied: true, target: 'SERVICE', discountPaise, message });
const refused = (message: string) => ({ applied: false, message });

describe('what a coupon takes off an amount', () => {
  it.each([
    ['PERCENT', 10, null, 19_900, 2_000], // ₹19.90 to the nearest rupee
    ['PERCENT', 10, null, 20_000, 2_000], // exactly ₹20
    ['PERCENT', 7, null, 19_999, 1_400], // ₹13.9993
    ['PERCENT', 50, null, 19_900, 10_000], // ₹99.50: 50 paise rounds up
    ['PERCENT', 10, null, 14_900, 1_500], // ₹14.90
    ['PERCENT', 10, null, 14_400, 1_400], // ₹14.40 rounds down
    ['PERCENT', 1, null, 4_999, 0], // ₹0.4999 rounds down to nothing
    ['PERCENT', 1, null, 5_000, 100], // ₹0.50 rounds up to ₹1
    ['PERCENT', 15, 30_000, 300_000, 30_000], // 45000 capped
    ['FLAT', 5_000, null, 19_900, 5_000],
    ['FLAT', 5_000, 2_000, 19_900, 2_000],
    ['FLAT', 5_000, null, 3_000, 3_000], // never more than the amount
  ] as const)('%s %i (cap %s) on %i paise: %i', (kind, value, maxDiscountPaise, base, discount) => {
    expect(discountOn({ kind, value, maxDiscountPaise }, base)).toBe(discount);
  });
});

describe('a coupon on the booking fee', () => {
  it.each([
    [{ kind: 'FLAT', value: 5_000 }, 19_900, onFee(5_000, '₹50 off the booking fee')],
    [{ kind: 'PERCENT', value: 10 }, 19_900, onFee(2_000, '₹20 off the booking fee (10% of ₹199, to the nearest rupee)')],
    [{ kind: 'PERCENT', value: 50 }, 19_900, onFee(10_000, '₹100 off the booking fee (50% of ₹199, to the nearest rupee)')],
    [{ kind: 'PERCENT', value: 50 }, 20_000, onFee(10_000, '₹100 off the booking fee (50% of ₹200)')],
    [{ kind: 'PERCENT', value: 50, maxDiscountPaise: 5_000 }, 19_900, onFee(5_000, '₹50 off the booking fee (50% of ₹199, up to ₹50)')],
    [{ kind: 'FLAT', value: 50_000 }, 19_900, onFee(19_800, '₹198 off the booking fee (₹1 is still charged)')],
    [{ kind: 'PERCENT', value: 100 }, 19_900, onFee(19_800, '₹198 off the booking fee (₹1 is still charged)')],
    [{ kind: 'FLAT', value: 5_000 }, 101, onFee(1, '₹0.01 off the booking fee (₹1 is still charged)')],
    [{ kind: 'FLAT', value: 5_000 }, 100, refused('This coupon is not valid')], // nothing left to take off
  ] as const)('%j on a fee of %i paise', (rule, feePaise, verdict) => {
    expect(check(rule, { feePaise })).toEqual(verdict);
  });

  it('never takes the fee below the gateway minimum of ₹1', () => expect(MIN_CHARGE_PAISE).toBe(100));

  it('needs its minimum fee: ₹199 applies, ₹198.99 does not', () => {
    const save100 = { value: 10_000, minAmountPaise: 19_900 };
    expect(check(save100, { feePaise: 19_900 })).toEqual(onFee(10_000, '₹100 off the booking fee'));
    expect(check(save100, { feePaise: 19_899 })).toEqual(refused('This coupon needs a booking fee of at least ₹199'));
    expect(check(save100, { feePaise: 9_900 })).toEqual(refused('This coupon needs a booking fee of at least ₹199'));
  });
});

describe('a coupon on the service', () => {
  const service500 = { target: 'SERVICE', kind: 'FLAT', value: 50_000, minAmountPaise: 300_000 } as const;
  const spa15 = { target: 'SERVICE', kind: 'PERCENT', value: 15, minAmountPaise: 50_000, maxDiscountPaise: 30_000 } as const;

  it('needs its minimum service estimate: ₹3,000 applies, ₹2,999.99 does not', () => {
    expect(check(service500, { serviceEstimatePaise: 300_000 })).toEqual(onService(50_000, '₹500 off your service bill at the garage'));
    expect(check(service500, { serviceEstimatePaise: 299_999 })).toEqual(refused('This coupon needs a service of at least ₹3,000'));
  });

  it('is measured against the service, not the fee', () => {
    expect(check(service500, { feePaise: 9_900, serviceEstimatePaise: 450_000 })).toEqual(
      onService(50_000, '₹500 off your service bill at the garage'),
    );
  });

  it('waits for a priced service', () => {
    const waiting = refused('This coupon takes money off the service bill: it applies once your service is priced');
    expect(check(service500, { serviceEstimatePaise: null })).toEqual(waiting);
    expect(check(service500, { serviceEstimatePaise: 0 })).toEqual(waiting);
  });

  it('takes a percentage up to its cap, and a flat amount up to the estimate', () => {
    expect(check(spa15, { serviceEstimatePaise: 150_000 })).toEqual(
      onService(22_500, '₹225 off your service bill at the garage (15% of ₹1,500)'),
    );
    expect(check(spa15, { serviceEstimatePaise: 149_900 })).toEqual(
      onService(22_500, '₹225 off your service bill at the garage (15% of ₹1,499, to the nearest rupee)'),
    );
    expect(check(spa15, { serviceEstimatePaise: 300_000 })).toEqual(
      onService(30_000, '₹300 off your service bill at the garage (15% of ₹3,000, up to ₹300)'),
    );
    expect(check({ ...service500, minAmountPaise: 0 }, { serviceEstimatePaise: 40_000 })).toEqual(
      onService(40_000, '₹400 off your service bill at the garage'),
    );
  });
});

describe('when a coupon applies at all', () => {
  it('refuses an unknown or inactive coupon', () => {
    expect(evaluateCoupon(null, CTX)).toEqual(refused(COUPON_MESSAGES.unknown));
    expect(check({ isActive: false })).toEqual(refused('This coupon is not valid'));
  });

  it.each([
    ['2025-12-31T18:29:59.999Z', refused('This coupon is not active yet')],
    ['2025-12-31T18:30:00.000Z', onFee(5_000, '₹50 off the booking fee')], // from: inclusive
    ['2027-12-31T18:29:59.999Z', onFee(5_000, '₹50 off the booking fee')],
    ['2027-12-31T18:30:00.000Z', refused('This coupon has expired')], // until: exclusive
  ])('at %s', (now, verdict) => expect(check({}, { now: at(now) })).toEqual(verdict));

  it('is for its service types only, or for all when it names none', () => {
    const spaOnly = { serviceTypes: ['car_spa_and_cleaning'] };
    expect(check(spaOnly)).toEqual(refused('This coupon is not for Periodic service'));
    expect(check(spaOnly, { serviceTypeId: 'car_spa_and_cleaning', serviceTypeName: 'Car spa' })).toMatchObject({ applied: true });
    expect(check({ serviceTypes: [] }, { serviceTypeId: 'specific_repair' })).toMatchObject({ applied: true });
  });

  it.each([
    [{ totalLimit: 3, usedCount: 2 }, {}, { applied: true }],
    [{ totalLimit: 3, usedCount: 3 }, {}, refused('This coupon has been fully used')],
    [{ totalLimit: 3, usedCount: 3 }, { heldByThisBooking: true }, { applied: true }], // its own use is not counted
    [{ perCustomerLimit: 1 }, { customerUses: 0 }, { applied: true }],
    [{ perCustomerLimit: 1 }, { customerUses: 1 }, refused('You have already used this coupon')],
    [{ perCustomerLimit: 2 }, { customerUses: 1 }, { applied: true }],
    [{ perCustomerLimit: 1 }, { customerUses: 1, heldByThisBooking: true }, { applied: true }],
    [{ perCustomerLimit: 1, totalLimit: 3, usedCount: 3 }, { customerUses: 1 }, refused('This coupon has been fully used')],
  ] as const)('limits %j with %j', (rule, ctx, verdict) => expect(check(rule, ctx)).toMatchObject(verdict));

  it('gives the first reason that fails: window, service type, limits, then the minimum', () => {
    const everythingWrong = { serviceTypes: ['car_spa_and_cleaning'], totalLimit: 1, usedCount: 1, minAmountPaise: 1_00_000 };
    expect(check(everythingWrong, { now: at('2028-01-01T00:00:00Z') })).toEqual(refused('This coupon has expired'));
    expect(check(everythingWrong)).toEqual(refused('This coupon is not for Periodic service'));
    expect(check({ ...everythingWrong, serviceTypes: [] })).toEqual(refused('This coupon has been fully used'));
    expect(check({ ...everythingWrong, serviceTypes: [], totalLimit: null })).toEqual(
      refused('This coupon needs a booking fee of at least ₹1,000'),
    );
  });
});

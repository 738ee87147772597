import { describe, expect, it } from 'vitest';
import { couponsOnOffer } from '@/lib/coupon-offers';

// The demo coupons as the seed has them (src/backend/platform/db/seed/booking.ts): windows from
// midnight IST (inclusive) until midnight IST (exclusive).
const IST = (day: string) => new Date(`${day}T00:00:00+05:30`);
const coupon = (
  code: string,
  from: string,
  until: string,
  limits: { totalLimit?: number; usedCount?: number; isActive?: boolean } = {},
) => ({
  code,
  validFrom: IST(from),
  validUntil: IST(until),
  totalLimit: limits.totalLimit ?? null,
  usedCount: limits.usedCount ?? 0,
  isActive: limits.isActive ?? true,
});
const SEED = [
  coupon('FIRST50', '2026-01-01', '2028-01-01', { totalLimit: 10_000 }),
  coupon('SAVE100', '2026-01-01', '2028-01-01'),
  coupon('SERVICE500', '2026-01-01', '2028-01-01'),
  coupon('SPA15', '2026-01-01', '2028-01-01'),
  coupon('MONSOON25', '2026-06-01', '2026-10-01'),
  coupon('LAUNCH10', '2026-01-01', '2028-01-01', { totalLimit: 3, usedCount: 3 }),
  coupon('NEWYEAR27', '2027-01-01', '2027-02-01'),
];
const codes = (now: Date) => couponsOnOffer(SEED, now).map((c) => c.code);

describe('coupons on offer to a visitor', () => {
  it('on 28 Nov 2026: the four running, not the monsoon one that ended, the used-up one or the New Year one to come', () => {
    expect(codes(new Date('2026-11-28T12:00:00+05:30'))).toEqual(['FIRST50', 'SAVE100', 'SERVICE500', 'SPA15']);
  });

  it('a coupon is offered from the first moment of its window, not a millisecond before', () => {
    const starts = IST('2027-01-01');
    expect(codes(starts)).toContain('NEWYEAR27');
    expect(codes(new Date(starts.getTime() - 1))).not.toContain('NEWYEAR27');
  });

  it('a coupon is offered until the last millisecond before its end, not at it', () => {
    const ends = IST('2026-10-01');
    expect(codes(new Date(ends.getTime() - 1))).toContain('MONSOON25');
    expect(codes(ends)).not.toContain('MONSOON25');
  });

  it('those ending soonest come first (the monsoon one in September), then by code', () => {
    expect(codes(new Date('2026-09-15T10:00:00+05:30'))).toEqual(['MONSOON25', 'FIRST50', 'SAVE100', 'SERVICE500', 'SPA15']);
    expect(codes(new Date('2027-01-10T10:00:00+05:30'))).toEqual(['NEWYEAR27', 'FIRST50', 'SAVE100', 'SERVICE500', 'SPA15']);
  });

  it('a coupon switched off, or with its last use taken, is not offered; one use left still is', () => {
    const now = new Date('2026-11-28T12:00:00+05:30');
    expect(couponsOnOffer([coupon('OFF', '2026-01-01', '2028-01-01', { isActive: false })], now)).toEqual([]);
    expect(couponsOnOffer([coupon('LAST', '2026-01-01', '2028-01-01', { totalLimit: 3, usedCount: 2 })], now).map((c) => c.code)).toEqual([
      'LAST',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { FULL_REFUND_BEFORE_MINUTES, refundOnCancel } from '@/lib/refund-rule';

// Decision 016: cancelling at least two hours before the slot, or before a slot is booked, refunds
// the whole fee; later, nothing. The slot starts at 10:00 IST on 21 Dec 2026 (04:30 UTC).
const SLOT = new Date('2026-12-21T04:30:00Z');
const refund = (now: string, paidPaise = 19_900, slotStartsAt: Date | null = SLOT) =>
  refundOnCancel({ paidPaise, slotStartsAt, now: new Date(now) });

describe('the refund of the booking fee on cancelling', () => {
  it('is full from two hours before the slot', () => expect(FULL_REFUND_BEFORE_MINUTES).toBe(120));

  it.each([
    ['a day before', '2026-12-20T04:30:00Z', 19_900],
    ['121 minutes before', '2026-12-21T02:29:00Z', 19_900],
    ['exactly 120 minutes before', '2026-12-21T02:30:00Z', 19_900],
    ['one millisecond less than 120 minutes before', '2026-12-21T02:30:00.001Z', 0],
    ['119 minutes before', '2026-12-21T02:31:00Z', 0],
    ['at the start', '2026-12-21T04:30:00Z', 0],
    ['after the start', '2026-12-21T05:00:00Z', 0],
  ])('cancelled %s (%s): %i paise back', (_when, now, paise) => expect(refund(now)).toBe(paise));

  it('refunds in full when no slot is booked yet, even long after paying', () => {
    expect(refund('2027-03-01T00:00:00Z', 9_900, null)).toBe(9_900);
  });

  it('refunds nothing when nothing was paid', () => {
    expect(refund('2026-12-20T04:30:00Z', 0)).toBe(0);
    expect(refund('2026-12-20T04:30:00Z', 0, null)).toBe(0);
  });

  it('refunds what was paid after a coupon, not the list fee', () => {
    expect(refund('2026-12-20T04:30:00Z', 100)).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import { FULL_REFUND_BEFORE_MINUTES, refundOnCancel } from '@/lib/refund-rule';
import { cancelRefusalOf, cancelVerdict, canCancelNow } from '@/lib/cancel-rule';

// The rules the cancel screen shows (decision 016): the whole fee back up to two hours before the
// slot or before a slot is booked, nothing later; no cancelling online once the garage has the car.
const at = (iso: string) => new Date(iso);
const NOON_SLOT = at('2026-11-24T12:00:00+05:30');

describe('the refund on cancelling', () => {
  it('two hours is the line', () => {
    expect(FULL_REFUND_BEFORE_MINUTES).toBe(120);
  });

  it('exactly two hours before the slot: the whole fee', () => {
    expect(refundOnCancel({ paidPaise: 19_900, slotStartsAt: NOON_SLOT, now: at('2026-11-24T10:00:00+05:30') })).toBe(19_900);
  });

  it('a second later: nothing', () => {
    expect(refundOnCancel({ paidPaise: 19_900, slotStartsAt: NOON_SLOT, now: at('2026-11-24T10:00:01+05:30') })).toBe(0);
  });

  it('a day ahead: the whole fee; after the slot started: nothing', () => {
    expect(refundOnCancel({ paidPaise: 9_900, slotStartsAt: NOON_SLOT, now: at('2026-11-23T12:00:00+05:30') })).toBe(9_900);
    expect(refundOnCancel({ paidPaise: 9_900, slotStartsAt: NOON_SLOT, now: at('2026-11-24T12:30:00+05:30') })).toBe(0);
  });

  it('paid with no slot booked yet: the whole fee, whenever', () => {
    expect(refundOnCancel({ paidPaise: 19_900, slotStartsAt: null, now: at('2026-11-24T11:59:00+05:30') })).toBe(19_900);
  });

  it('nothing paid: nothing to refund', () => {
    expect(refundOnCancel({ paidPaise: 0, slotStartsAt: NOON_SLOT, now: at('2026-11-23T10:00:00+05:30') })).toBe(0);
    expect(refundOnCancel({ paidPaise: 0, slotStartsAt: null, now: at('2026-11-23T10:00:00+05:30') })).toBe(0);
  });
});

describe('who may cancel online', () => {
  const TIME = at('2026-11-24T09:00:00+05:30');
  const a = (status: Parameters<typeof cancelVerdict>[0]['status'], more: { pickupStartedAt?: Date; checkedInAt?: Date } = {}) => ({
    status,
    pickupStartedAt: more.pickupStartedAt ?? null,
    checkedInAt: more.checkedInAt ?? null,
  });

  it('a booked, paid or unpaid booking can be cancelled', () => {
    for (const status of [
      'CREATED',
      'PICKUP_ADDRESS_ADDED',
      'PAYMENT_CREATED',
      'PAYMENT_FAILED',
      'PAYMENT_CONFIRMED',
      'SCHEDULED',
      'RESCHEDULED',
    ] as const) {
      expect([status, canCancelNow(a(status)), cancelRefusalOf(a(status))]).toEqual([status, true, null]);
    }
  });

  it('not once the pick-up driver is on the way', () => {
    expect(cancelVerdict(a('SCHEDULED', { pickupStartedAt: TIME }))).toEqual({ ok: false, reason: 'pickup-started' });
  });

  it('not once the car is checked in, even if the pick-up had started', () => {
    expect(cancelRefusalOf(a('SCHEDULED', { checkedInAt: TIME }))).toBe('checked-in');
    expect(cancelRefusalOf(a('RESCHEDULED', { pickupStartedAt: TIME, checkedInAt: TIME }))).toBe('checked-in');
  });

  it('not while the payment partner decides, and not twice', () => {
    expect(cancelRefusalOf(a('PAYMENT_IN_PROGRESS'))).toBe('status');
    expect(cancelRefusalOf(a('CANCELLED'))).toBe('status');
  });
});

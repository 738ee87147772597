import { describe, expect, it } from 'vitest';
import { cancelVerdict, canCancelNow } from '@/lib/cancel-rule';
import type { AppointmentStatus } from '@/contracts/vocabulary';

// Cancelling online: refused once the pick-up is under way or the car is checked in (the garage must
// be called), while the payment partner is deciding, and when it is cancelled already.
const open = (status: AppointmentStatus) => ({ status, pickupStartedAt: null, checkedInAt: null });
const PICKED = new Date('2026-12-21T04:45:00Z');
const CHECKED_IN = new Date('2026-12-21T05:30:00Z');

describe('whether a customer may cancel online', () => {
  it.each([
    ['CREATED', true],
    ['PICKUP_ADDRESS_ADDED', true],
    ['PAYMENT_CREATED', true],
    ['PAYMENT_FAILED', true],
    ['PAYMENT_CONFIRMED', true],
    ['SCHEDULED', true],
    ['RESCHEDULED', true],
    ['PAYMENT_IN_PROGRESS', false],
    ['CANCELLED', false],
  ] as const)('%s: %s', (status, ok) => {
    expect(cancelVerdict(open(status))).toEqual(ok ? { ok: true } : { ok: false, reason: 'status' });
    expect(canCancelNow(open(status))).toBe(ok);
  });

  it('not once the pick-up driver is on the way', () => {
    expect(cancelVerdict({ ...open('SCHEDULED'), pickupStartedAt: PICKED })).toEqual({ ok: false, reason: 'pickup-started' });
    expect(canCancelNow({ ...open('RESCHEDULED'), pickupStartedAt: PICKED })).toBe(false);
  });

  it('not once the car is checked in, which is said before the pick-up', () => {
    expect(cancelVerdict({ ...open('SCHEDULED'), checkedInAt: CHECKED_IN })).toEqual({ ok: false, reason: 'checked-in' });
    expect(cancelVerdict({ ...open('SCHEDULED'), pickupStartedAt: PICKED, checkedInAt: CHECKED_IN })).toEqual({
      ok: false,
      reason: 'checked-in',
    });
  });

  it('the pick-up and check-in reasons win over the status', () => {
    expect(cancelVerdict({ ...open('CANCELLED'), pickupStartedAt: PICKED })).toEqual({ ok: false, reason: 'pickup-started' });
  });
});

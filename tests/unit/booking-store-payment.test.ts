import { beforeEach, describe, expect, it } from 'vitest';
import { $booking, draftFor, forgetPaymentKey, paymentKey } from '@/stores/booking';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

beforeEach(() => $booking.set({ details: {} }));

describe("the payment's Idempotency-Key in the booking draft", () => {
  it('is the same on every retry for one appointment and coupon', () => {
    const first = paymentKey(A, 'SAVE100');
    expect(paymentKey(A, 'SAVE100')).toBe(first);
    expect($booking.get().payKey).toEqual({ appointmentId: A, coupon: 'SAVE100', key: first });
  });

  it('is new for another coupon, no coupon, or another appointment', () => {
    const first = paymentKey(A, 'SAVE100');
    const withoutCoupon = paymentKey(A, '');
    expect(withoutCoupon).not.toBe(first);
    expect(paymentKey(B, '')).not.toBe(withoutCoupon);
  });

  it('is new after a failed payment', () => {
    const first = paymentKey(A, '');
    forgetPaymentKey();
    expect($booking.get().payKey).toBeUndefined();
    expect(paymentKey(A, '')).not.toBe(first);
  });
});

describe('a draft made for an appointment', () => {
  it("keeps the person's name and e-mail from another booking, not its car, coupon or key", () => {
    $booking.set({
      appointmentId: A,
      details: { fullName: 'Asha Rao', email: 'asha@example.in', registration: 'KA05MN1234' },
      coupon: 'FIRST50',
      payKey: { appointmentId: A, coupon: 'FIRST50', key: 'k1' },
    });
    draftFor(B, 'SAVE100');
    expect($booking.get()).toEqual({
      appointmentId: B,
      details: { fullName: 'Asha Rao', email: 'asha@example.in' },
      coupon: 'SAVE100',
      payKey: undefined,
    });
  });

  it('changes nothing for the appointment it already belongs to', () => {
    $booking.set({ appointmentId: A, details: { fullName: 'Asha Rao', registration: 'KA05MN1234' }, coupon: undefined });
    draftFor(A, 'SAVE100');
    expect($booking.get()).toEqual({ appointmentId: A, details: { fullName: 'Asha Rao', registration: 'KA05MN1234' }, coupon: undefined });
  });
});

import { describe, expect, it } from 'vitest';
import { NO_SHOW_REASON, noShowVerdict, pickupStartVerdict, type Arriving } from '@/lib/arrival-rules';

// A pick-and-drop booking for Thursday 3 Dec 2026, 10:00 IST (04:30 UTC), booked and not checked in.
const BOOKED: Arriving = {
  status: 'SCHEDULED',
  fulfillmentType: 'PICK_AND_DROP',
  appointmentDate: '2026-12-03',
  slotStart: '10:00:00',
  pickupStartedAt: null,
  checkedInAt: null,
};
const at = (iso: string) => new Date(iso);

describe('the pick-up driver sets off', () => {
  it("from midnight IST of the slot's day, and after it", () => {
    // 2 Dec 23:59 IST is 18:29 UTC; 3 Dec 00:00 IST is 2 Dec 18:30 UTC.
    expect(pickupStartVerdict(BOOKED, at('2026-12-02T18:29:59Z'))).toEqual({
      ok: false,
      message: 'The pick-up starts on the day of the slot',
    });
    expect(pickupStartVerdict(BOOKED, at('2026-12-02T18:30:00Z'))).toEqual({ ok: true });
    expect(pickupStartVerdict(BOOKED, at('2026-12-04T06:00:00Z'))).toEqual({ ok: true });
    expect(pickupStartVerdict({ ...BOOKED, status: 'RESCHEDULED' }, at('2026-12-03T03:00:00Z'))).toEqual({ ok: true });
  });
  it('only for a booked pick-and-drop car, once, before check-in', () => {
    const day = at('2026-12-03T03:00:00Z');
    expect(pickupStartVerdict({ ...BOOKED, fulfillmentType: 'SELF_DROP' }, day)).toEqual({
      ok: false,
      message: 'This car is not being picked up: the customer brings it to the centre',
    });
    expect(pickupStartVerdict({ ...BOOKED, fulfillmentType: 'SLOT_BOOKING' }, day).ok).toBe(false);
    expect(pickupStartVerdict({ ...BOOKED, pickupStartedAt: at('2026-12-03T02:50:00Z') }, day)).toEqual({
      ok: false,
      message: 'The pick-up is under way already',
    });
    expect(pickupStartVerdict({ ...BOOKED, checkedInAt: at('2026-12-03T02:55:00Z') }, day)).toEqual({
      ok: false,
      message: 'This car is checked in already',
    });
    for (const status of ['PAYMENT_CONFIRMED', 'CANCELLED', 'CREATED'] as const) {
      expect(pickupStartVerdict({ ...BOOKED, status }, day)).toEqual({ ok: false, message: 'Only a booked appointment can be marked' });
    }
    expect(pickupStartVerdict({ ...BOOKED, appointmentDate: null, slotStart: null }, day)).toEqual({
      ok: false,
      message: 'Only a booked appointment can be marked',
    });
  });
});

describe('the car was not handed over', () => {
  it("from the slot's start (10:00 IST), not a second before", () => {
    expect(noShowVerdict(BOOKED, at('2026-12-03T04:29:59Z'))).toEqual({
      ok: false,
      message: 'A customer can be marked as not come only once their slot has started',
    });
    expect(noShowVerdict(BOOKED, at('2026-12-03T04:30:00Z'))).toEqual({ ok: true });
    // A self-drop car too, and a pick-up under way that found no car.
    expect(noShowVerdict({ ...BOOKED, fulfillmentType: 'SELF_DROP' }, at('2026-12-03T05:00:00Z'))).toEqual({ ok: true });
    expect(noShowVerdict({ ...BOOKED, pickupStartedAt: at('2026-12-03T03:30:00Z') }, at('2026-12-03T05:00:00Z'))).toEqual({ ok: true });
  });
  it('never for a checked-in car or one not booked', () => {
    const late = at('2026-12-03T06:00:00Z');
    expect(noShowVerdict({ ...BOOKED, checkedInAt: at('2026-12-03T04:40:00Z') }, late)).toEqual({
      ok: false,
      message: 'This car is checked in already',
    });
    expect(noShowVerdict({ ...BOOKED, status: 'CANCELLED' }, late)).toEqual({
      ok: false,
      message: 'Only a booked appointment can be marked',
    });
  });
  it('tells the customer why the booking was closed', () => {
    expect(NO_SHOW_REASON).toBe('The car was not handed over at the booked time, so the booking was closed');
  });
});

import { describe, expect, it } from 'vitest';
import { cancelScreen, cancelWords, refundPreview, slotWhen } from '@/lib/cancel-screen';
import { refundLabel, refundStatusText } from '@/lib/refund-status';

const at = (iso: string) => new Date(iso);
const TUESDAY_10AM = at('2026-11-24T10:00:00+05:30');
const WEDNESDAY_SLOT = at('2026-11-25T11:30:00+05:30');

describe('which state the cancel screen shows', () => {
  const facts = { garageName: 'Kudlu Gate' };

  it('a cancelled booking shows the cancelled state, whatever else is said', () => {
    expect(cancelScreen({ ...facts, status: 'CANCELLED', cancel: false, refusal: 'status' })).toEqual({ kind: 'cancelled' });
  });

  it('a booking the customer may cancel asks to confirm', () => {
    expect(cancelScreen({ ...facts, status: 'SCHEDULED', cancel: true, refusal: null })).toEqual({ kind: 'confirm' });
  });

  it('pick-up under way: says so, and to call the garage', () => {
    expect(cancelScreen({ ...facts, status: 'SCHEDULED', cancel: false, refusal: 'pickup-started' })).toEqual({
      kind: 'refused',
      why: "Our driver is already on the way to pick up your car, so this booking can't be cancelled online.",
      call: 'Call Kudlu Gate to cancel:',
    });
  });

  it('checked in: says where the car is, and to call the garage', () => {
    expect(cancelScreen({ ...facts, status: 'RESCHEDULED', cancel: false, refusal: 'checked-in' })).toEqual({
      kind: 'refused',
      why: "Your car is checked in at Kudlu Gate, so this booking can't be cancelled online.",
      call: 'Call Kudlu Gate to cancel:',
    });
  });

  it('payment being decided: the status says why; try again later or call', () => {
    expect(cancelScreen({ ...facts, status: 'PAYMENT_IN_PROGRESS', cancel: false, refusal: 'status' })).toEqual({
      kind: 'refused',
      why: "This booking's payment is still being processed by our payment partner, so it can't be cancelled.",
      call: 'Try again in a few minutes, or call Kudlu Gate:',
    });
  });
});

describe('what cancelling now would refund', () => {
  it('more than two hours ahead: the whole fee, and until when', () => {
    expect(refundPreview({ paidPaise: 19_900, slotStartsAt: WEDNESDAY_SLOT, now: TUESDAY_10AM })).toEqual({
      refundPaise: 19_900,
      text: 'Your booking fee of ₹199 will be refunded in full. Cancelling after 9:30 AM tomorrow (2 hours before your slot) gets no refund.',
    });
  });

  it('exactly two hours before: still the whole fee, the line is today', () => {
    expect(refundPreview({ paidPaise: 19_900, slotStartsAt: WEDNESDAY_SLOT, now: at('2026-11-25T09:30:00+05:30') })).toEqual({
      refundPaise: 19_900,
      text: 'Your booking fee of ₹199 will be refunded in full. Cancelling after 9:30 AM today (2 hours before your slot) gets no refund.',
    });
  });

  it('a slot days away names the day', () => {
    expect(refundPreview({ paidPaise: 9_900, slotStartsAt: at('2026-11-27T14:00:00+05:30'), now: TUESDAY_10AM }).text).toBe(
      'Your booking fee of ₹99 will be refunded in full. Cancelling after 12:00 PM on Fri 27th Nov (2 hours before your slot) gets no refund.',
    );
  });

  it('a minute inside the two hours: nothing, and why', () => {
    expect(refundPreview({ paidPaise: 19_900, slotStartsAt: WEDNESDAY_SLOT, now: at('2026-11-25T09:31:00+05:30') })).toEqual({
      refundPaise: 0,
      text: 'Your slot starts in less than 2 hours, so the booking fee of ₹199 is not refunded.',
    });
  });

  it('a slot already started: nothing', () => {
    expect(refundPreview({ paidPaise: 19_900, slotStartsAt: WEDNESDAY_SLOT, now: at('2026-11-25T11:30:00+05:30') })).toEqual({
      refundPaise: 0,
      text: 'Your slot has already started, so the booking fee of ₹199 is not refunded.',
    });
  });

  it('paid, no slot yet: the whole fee', () => {
    expect(refundPreview({ paidPaise: 19_900, slotStartsAt: null, now: TUESDAY_10AM })).toEqual({
      refundPaise: 19_900,
      text: 'Your booking fee of ₹199 will be refunded in full.',
    });
  });

  it('nothing paid: nothing to refund', () => {
    expect(refundPreview({ paidPaise: 0, slotStartsAt: WEDNESDAY_SLOT, now: TUESDAY_10AM })).toEqual({
      refundPaise: 0,
      text: 'You have not paid for this booking, so there is nothing to refund.',
    });
  });
});

describe('the slot as the screen names it', () => {
  it('tomorrow, today, or the day', () => {
    const slot = { start_time: '2026-11-25T11:30:00+05:30', end_time: '2026-11-25T13:30:00+05:30' };
    expect(slotWhen(slot, TUESDAY_10AM)).toBe('Tomorrow, 11:30 AM - 1:30 PM');
    expect(slotWhen(slot, at('2026-11-25T08:00:00+05:30'))).toBe('Today, 11:30 AM - 1:30 PM');
    expect(slotWhen(slot, at('2026-11-20T08:00:00+05:30'))).toBe('Wed 25th Nov, 11:30 AM - 1:30 PM');
  });
});

describe('the refund of a cancelled booking', () => {
  const refund = (status: 'PENDING' | 'PROCESSED' | 'FAILED') => ({ paidPaise: 19_900, refund: { amount_paise: 19_900, status } });

  it('asked of the payment partner', () => {
    expect(refundStatusText(refund('PENDING'))).toBe(
      'We have asked our payment partner to refund ₹199 to the account you paid from. It reaches you in 5–7 working days.',
    );
    expect(refundLabel(refund('PENDING'))).toBe('Refund of ₹199 on its way');
  });

  it('processed', () => {
    expect(refundStatusText(refund('PROCESSED'))).toBe(
      '₹199 has been refunded to the account you paid from. Banks take up to 5–7 working days to show it.',
    );
    expect(refundLabel(refund('PROCESSED'))).toBe('₹199 refunded');
  });

  it('failed, being retried', () => {
    expect(refundStatusText(refund('FAILED'))).toBe(
      "The refund of ₹199 has not gone through yet. We are trying again; you don't need to do anything.",
    );
    expect(refundLabel(refund('FAILED'))).toBe('Refund of ₹199 delayed');
  });

  it('paid but cancelled inside the two hours: no refund, and why', () => {
    expect(refundStatusText({ paidPaise: 19_900, refund: null })).toBe(
      'The booking fee of ₹199 is not refunded: the booking was cancelled less than 2 hours before its slot.',
    );
    expect(refundLabel({ paidPaise: 19_900, refund: null })).toBe('Booking fee of ₹199 not refunded');
  });

  it('nothing paid: nothing to refund, no line in lists', () => {
    expect(refundStatusText({ paidPaise: 0, refund: null })).toBe('Nothing was paid for this booking, so there is nothing to refund.');
    expect(refundLabel({ paidPaise: 0, refund: null })).toBeNull();
  });

  it('a part refund shows its own amount', () => {
    expect(refundLabel({ paidPaise: 19_900, refund: { amount_paise: 9_950, status: 'PROCESSED' } })).toBe('₹99.50 refunded');
  });
});

describe('a booking never paid for is discarded, not cancelled', () => {
  it('says discard, and keeping it means finishing it', () => {
    expect(cancelWords(true)).toEqual({
      confirmHeading: 'Discard this booking?',
      doneHeading: 'Booking discarded',
      feeHeading: 'Not booked yet',
      reasonLabel: 'Why are you discarding it?',
      confirm: 'Yes, discard it',
      busy: 'Discarding…',
      keep: 'Keep it and finish booking',
    });
  });

  it('a paid booking keeps the words of cancelling', () => {
    expect(cancelWords(false)).toMatchObject({
      confirmHeading: 'Cancel this booking?',
      doneHeading: 'Your booking is cancelled',
      confirm: 'Yes, cancel booking',
      keep: 'Keep my booking',
    });
  });
});

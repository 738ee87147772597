import { describe, expect, it } from 'vitest';
import { BEFORE_PAYMENT, BOOKED, canMove, ENDED, NEXT, PAYING, refusal, TRANSITIONS } from '@/lib/appointment-status';
import type { AppointmentStatus } from '@/contracts/vocabulary';

// The table of src/backend/appointments/README.md (decision 016), typed out row by row.
const ALLOWED: [AppointmentStatus, AppointmentStatus[]][] = [
  ['CREATED', ['PICKUP_ADDRESS_ADDED', 'PAYMENT_CREATED', 'CANCELLED']],
  ['PICKUP_ADDRESS_ADDED', ['PICKUP_ADDRESS_ADDED', 'PAYMENT_CREATED', 'CANCELLED']],
  ['PAYMENT_CREATED', ['PAYMENT_CREATED', 'PAYMENT_IN_PROGRESS', 'PAYMENT_FAILED', 'PAYMENT_CONFIRMED', 'SCHEDULED', 'CANCELLED']],
  ['PAYMENT_IN_PROGRESS', ['PAYMENT_IN_PROGRESS', 'PAYMENT_FAILED', 'PAYMENT_CONFIRMED', 'SCHEDULED']],
  ['PAYMENT_FAILED', ['PAYMENT_CREATED', 'PAYMENT_IN_PROGRESS', 'PAYMENT_FAILED', 'PAYMENT_CONFIRMED', 'SCHEDULED', 'CANCELLED']],
  ['PAYMENT_CONFIRMED', ['SCHEDULED', 'CANCELLED']],
  ['SCHEDULED', ['RESCHEDULED', 'COMPLETED', 'CANCELLED']],
  ['RESCHEDULED', ['RESCHEDULED', 'COMPLETED', 'CANCELLED']],
  ['COMPLETED', []],
  ['CANCELLED', []],
];
const STATUSES: AppointmentStatus[] = [
  'CREATED',
  'PICKUP_ADDRESS_ADDED',
  'PAYMENT_CREATED',
  'PAYMENT_FAILED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_CONFIRMED',
  'SCHEDULED',
  'RESCHEDULED',
  'COMPLETED',
  'CANCELLED',
];
const allowedPairs = ALLOWED.flatMap(([from, tos]) => tos.map((to) => [from, to] as const));
const refusedPairs = ALLOWED.flatMap(([from, tos]) => STATUSES.filter((to) => !tos.includes(to)).map((to) => [from, to] as const));

describe('the status machine', () => {
  it('has exactly the rows of the documented table', () => {
    expect(TRANSITIONS).toEqual(Object.fromEntries(ALLOWED));
  });

  it.each(allowedPairs)('lets %s become %s', (from, to) => expect(canMove(from, to)).toBe(true));

  it.each([
    ['CREATED', 'SCHEDULED'], // a slot is only booked by paying
    ['CREATED', 'CREATED'],
    ['PICKUP_ADDRESS_ADDED', 'CREATED'],
    ['PICKUP_ADDRESS_ADDED', 'PAYMENT_CONFIRMED'],
    ['PAYMENT_IN_PROGRESS', 'CANCELLED'], // cancelling waits for the gateway's answer
    ['PAYMENT_IN_PROGRESS', 'PAYMENT_CREATED'],
    ['PAYMENT_CONFIRMED', 'PAYMENT_CREATED'], // no second payment
    ['PAYMENT_CONFIRMED', 'PAYMENT_CONFIRMED'],
    ['SCHEDULED', 'SCHEDULED'],
    ['SCHEDULED', 'PAYMENT_CREATED'],
    ['RESCHEDULED', 'SCHEDULED'],
    ['CANCELLED', 'CREATED'],
    ['CANCELLED', 'CANCELLED'],
    ['CANCELLED', 'RESCHEDULED'],
    ['CANCELLED', 'COMPLETED'],
    ['PAYMENT_CONFIRMED', 'COMPLETED'], // only a booked car is delivered
    ['COMPLETED', 'CANCELLED'], // a delivered car is not cancelled
    ['COMPLETED', 'RESCHEDULED'],
    ['COMPLETED', 'COMPLETED'],
  ] as const)('refuses %s → %s', (from, to) => expect(canMove(from, to)).toBe(false));

  it('refuses every one of the other 70 pairs of the 100', () => {
    expect(allowedPairs).toHaveLength(30);
    expect(refusedPairs).toHaveLength(70);
    expect(refusedPairs.filter(([from, to]) => canMove(from, to))).toEqual([]);
  });
});

describe('the groups of statuses', () => {
  it('names the statuses before payment, booked and paying', () => {
    expect(BEFORE_PAYMENT).toEqual(['CREATED', 'PICKUP_ADDRESS_ADDED', 'PAYMENT_CREATED', 'PAYMENT_FAILED']);
    expect(BOOKED).toEqual(['SCHEDULED', 'RESCHEDULED']);
    expect(PAYING).toEqual(['PAYMENT_IN_PROGRESS']);
    expect(ENDED).toEqual(['COMPLETED', 'CANCELLED']);
  });
});

describe('where each event takes an appointment', () => {
  it('adds an address: CREATED becomes PICKUP_ADDRESS_ADDED, any later status stays', () => {
    expect(NEXT.addressAdded('CREATED')).toBe('PICKUP_ADDRESS_ADDED');
    expect(NEXT.addressAdded('PICKUP_ADDRESS_ADDED')).toBe('PICKUP_ADDRESS_ADDED');
    expect(NEXT.addressAdded('PAYMENT_FAILED')).toBe('PAYMENT_FAILED');
  });

  it('books at once when the fee is captured while the hold is valid, else waits for a slot', () => {
    expect(NEXT.paymentCaptured(true)).toBe('SCHEDULED');
    expect(NEXT.paymentCaptured(false)).toBe('PAYMENT_CONFIRMED');
  });

  it.each([
    ['paymentStarted', 'PAYMENT_CREATED'],
    ['paymentPending', 'PAYMENT_IN_PROGRESS'],
    ['paymentFailed', 'PAYMENT_FAILED'],
    ['paidSlotBooked', 'SCHEDULED'],
    ['rescheduled', 'RESCHEDULED'],
    ['delivered', 'COMPLETED'],
    ['cancelled', 'CANCELLED'],
  ] as const)('%s leads to %s', (event, status) => expect(NEXT[event]()).toBe(status));

  it('every event of the happy path is an allowed transition', () => {
    expect(canMove('CREATED', NEXT.addressAdded('CREATED'))).toBe(true);
    expect(canMove('PICKUP_ADDRESS_ADDED', NEXT.paymentStarted())).toBe(true);
    expect(canMove('PAYMENT_CREATED', NEXT.paymentPending())).toBe(true);
    expect(canMove('PAYMENT_IN_PROGRESS', NEXT.paymentCaptured(true))).toBe(true);
    expect(canMove('SCHEDULED', NEXT.rescheduled())).toBe(true);
    expect(canMove('RESCHEDULED', NEXT.delivered())).toBe(true);
  });
});

describe('the sentence for a refused change', () => {
  it.each([
    ['CANCELLED', 'rescheduled', "This booking has been cancelled, so it can't be rescheduled."],
    ['COMPLETED', 'cancelled', "This service is complete and your car delivered, so it can't be cancelled."],
    ['SCHEDULED', 'paid for again', "This booking is already confirmed, so it can't be paid for again."],
    ['RESCHEDULED', 'paid for again', "This booking is already confirmed, so it can't be paid for again."],
    ['CREATED', 'rescheduled', "This booking has not been paid for yet, so it can't be rescheduled."],
    [
      'PAYMENT_IN_PROGRESS',
      'cancelled',
      "This booking's payment is still being processed by our payment partner, so it can't be cancelled.",
    ],
    ['PAYMENT_CONFIRMED', 'rescheduled', "This booking is paid and waiting for a slot, so it can't be rescheduled."],
    ['PAYMENT_FAILED', 'rescheduled', "This booking's payment did not go through, so it can't be rescheduled."],
    ['PAYMENT_CREATED', 'rescheduled', "This booking is waiting for its payment, so it can't be rescheduled."],
  ] as const)('from %s: %s', (from, action, sentence) => expect(refusal(from, action)).toBe(sentence));
});

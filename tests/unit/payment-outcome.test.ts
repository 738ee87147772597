import { describe, expect, it } from 'vitest';
import {
  CONFIRM_POLL_INTERVAL_MS,
  CONFIRM_POLL_LIMIT_MS,
  CONFIRMATION_COPY,
  confirmationKind,
  nextSteps,
  PAYMENT_FAILED_COPY,
  pollStep,
} from '@/lib/payment-outcome';

describe('the confirmation an appointment gets after paying', () => {
  it('waits while the payment partner decides', () => {
    expect(confirmationKind('PAYMENT_IN_PROGRESS')).toBe('confirming');
  });

  it('is booked once scheduled or rescheduled', () => {
    expect(confirmationKind('SCHEDULED')).toBe('booked');
    expect(confirmationKind('RESCHEDULED')).toBe('booked');
  });

  it('asks for a slot again when the fee came after the hold ended, and goes back to paying after a failure', () => {
    expect(confirmationKind('PAYMENT_CONFIRMED')).toBe('slot-lost');
    expect(confirmationKind('PAYMENT_FAILED')).toBe('failed');
  });

  it('belongs elsewhere before any payment was made, and once cancelled', () => {
    for (const status of ['CREATED', 'PICKUP_ADDRESS_ADDED', 'PAYMENT_CREATED', 'CANCELLED'] as const)
      expect(confirmationKind(status)).toBe('elsewhere');
  });

  it('says each outcome in the words of the screens', () => {
    expect(CONFIRMATION_COPY).toEqual({
      confirming: {
        heading: 'Confirming your payment…',
        body: 'Our payment partner is confirming your payment. This usually takes a few seconds: please keep this page open.',
      },
      slow: {
        heading: 'Your payment is taking longer than usual',
        body: "Your bank has not answered yet. Please don't pay again: if the money has left your account, your booking is confirmed as soon as the bank answers and we send you an SMS. If the payment does not go through, any amount taken is refunded automatically.",
      },
      booked: { heading: 'Your service is booked', body: 'We have sent the booking details to your phone by SMS.' },
      'slot-lost': {
        heading: 'Payment received: choose your slot again',
        body: 'Your slot was held for 15 minutes while you paid, and the payment came through after that, so the slot was released. Choose a slot again: you will not pay again.',
      },
    });
    expect(PAYMENT_FAILED_COPY).toEqual({
      heading: 'Your payment did not go through',
      body: 'No booking fee was taken. If money left your account, it is refunded automatically. Your details are kept: try again to pay for the same booking.',
    });
  });
});

describe('polling a payment being confirmed', () => {
  it('asks every 2 seconds for up to a minute', () => {
    expect(CONFIRM_POLL_INTERVAL_MS).toBe(2000);
    expect(CONFIRM_POLL_LIMIT_MS).toBe(60_000);
  });

  it('keeps waiting before the minute is up and stops at the minute', () => {
    expect(pollStep('PAYMENT_IN_PROGRESS', 0)).toBe('wait');
    expect(pollStep('PAYMENT_IN_PROGRESS', 59_999)).toBe('wait');
    expect(pollStep('PAYMENT_IN_PROGRESS', 60_000)).toBe('give-up');
  });

  it('shows the outcome as soon as there is one, whenever it comes', () => {
    expect(pollStep('SCHEDULED', 2000)).toBe('show');
    expect(pollStep('PAYMENT_CONFIRMED', 2000)).toBe('show');
    expect(pollStep('SCHEDULED', 90_000)).toBe('show');
    expect(pollStep('PAYMENT_FAILED', 4000)).toBe('failed');
    expect(pollStep('CANCELLED', 4000)).toBe('show');
  });
});

describe('what happens after booking', () => {
  it('depends on how the car is handed over', () => {
    expect(nextSteps('PICK_AND_DROP')[0]).toBe(
      'Our driver calls you before the pick-up, collects the car from your address in your slot and brings it back after the service.',
    );
    expect(nextSteps('SELF_DROP')[0]).toBe('Drop the car at the service centre during your slot; we call you when it is ready to collect.');
    expect(nextSteps('SLOT_BOOKING')[0]).toBe(
      'Bring the car to the service centre at the start of your slot: a bay is kept for you and the work is done while you wait.',
    );
  });

  it('always ends with the estimate approval and the fee deducted from the bill', () => {
    expect(nextSteps('SELF_DROP').slice(1)).toEqual([
      'The service advisor checks the car and asks you to approve any extra work and its price before it is done.',
      'The booking fee is deducted from your final bill at the service centre.',
    ]);
  });
});

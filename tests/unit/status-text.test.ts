import { describe, expect, it } from 'vitest';
import { STATUS_TEXT } from '@/lib/status-text';

describe('how each appointment status reads to a customer', () => {
  it.each([
    ['CREATED', 'Started'],
    ['PICKUP_ADDRESS_ADDED', 'Address added'],
    ['PAYMENT_CREATED', 'Awaiting payment'],
    ['PAYMENT_FAILED', 'Payment failed'],
    ['PAYMENT_IN_PROGRESS', 'Payment in progress'],
    ['PAYMENT_CONFIRMED', 'Paid, slot to be chosen'],
    ['SCHEDULED', 'Confirmed'],
    ['RESCHEDULED', 'Rescheduled'],
    ['COMPLETED', 'Delivered'],
    ['CANCELLED', 'Cancelled'],
  ] as const)('%s reads %s', (status, text) => expect(STATUS_TEXT[status]).toBe(text));

  it('has a text for the ten statuses and nothing else', () => expect(Object.keys(STATUS_TEXT)).toHaveLength(10));
});

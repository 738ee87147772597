import { describe, expect, it } from 'vitest';
import { istToday, splitBookings, STATUS_TEXT } from '@/lib/my-bookings';

describe('My bookings', () => {
  const b = (id: string, status: 'SCHEDULED' | 'CANCELLED' | 'CREATED' | 'PAYMENT_CONFIRMED', appointmentDate: string | null) => ({ id, status, appointmentDate });

  it('upcoming: today (IST) or later, or no day yet, unless cancelled; the rest is past, order kept', () => {
    const list = [b('a', 'SCHEDULED', '2026-11-24'), b('b', 'SCHEDULED', '2026-11-23'), b('c', 'SCHEDULED', '2026-11-22'), b('d', 'PAYMENT_CONFIRMED', null), b('e', 'CANCELLED', '2026-11-30'), b('f', 'CANCELLED', null)];
    const { upcoming, past } = splitBookings(list, '2026-11-23');
    expect(upcoming.map((x) => x.id)).toEqual(['a', 'b', 'd']);
    expect(past.map((x) => x.id)).toEqual(['c', 'e', 'f']);
  });

  it('an empty list has nothing either side', () => {
    expect(splitBookings([], '2026-11-23')).toEqual({ upcoming: [], past: [] });
  });

  it('today is the calendar day in India: 18:29 UTC is still the 23rd there, 18:30 UTC the 24th', () => {
    expect(istToday(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(istToday(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('reads each state in words', () => {
    expect(STATUS_TEXT.SCHEDULED).toBe('Confirmed');
    expect(STATUS_TEXT.PAYMENT_CONFIRMED).toBe('Paid, slot to be chosen');
    expect(STATUS_TEXT.CANCELLED).toBe('Cancelled');
    expect(Object.keys(STATUS_TEXT)).toHaveLength(9);
  });
});

import { describe, expect, it } from 'vitest';
import { dayAndMonth, dayHeading, dayLabel, weekdayName } from '@/lib/ist-calendar';

// How the slot screen names days (spec §9 'ccc do MMM'); every text typed out by hand.
describe('naming a day', () => {
  it('writes spec §9’s weekday, ordinal day and month', () => {
    expect(dayLabel('2026-11-24')).toBe('Tue 24th Nov');
    expect(dayLabel('2026-11-01')).toBe('Sun 1st Nov');
    expect(dayLabel('2026-11-02')).toBe('Mon 2nd Nov');
    expect(dayLabel('2026-11-03')).toBe('Tue 3rd Nov');
    expect(dayLabel('2026-11-11')).toBe('Wed 11th Nov');
    expect(dayLabel('2026-11-12')).toBe('Thu 12th Nov');
    expect(dayLabel('2026-11-13')).toBe('Fri 13th Nov');
    expect(dayLabel('2026-11-21')).toBe('Sat 21st Nov');
    expect(dayLabel('2026-11-22')).toBe('Sun 22nd Nov');
    expect(dayLabel('2026-12-31')).toBe('Thu 31st Dec');
  });

  it('gives the weekday and the date of a strip’s tab', () => {
    expect(weekdayName('2026-11-28')).toBe('Sat');
    expect(weekdayName('2026-11-29')).toBe('Sun');
    expect(dayAndMonth('2026-11-05')).toBe('5 Nov');
    expect(dayAndMonth('2027-01-26')).toBe('26 Jan');
  });

  it('says Today and Tomorrow, then the day, across a month’s end', () => {
    expect(dayHeading('2026-11-30', '2026-11-30')).toBe('Today');
    expect(dayHeading('2026-12-01', '2026-11-30')).toBe('Tomorrow');
    expect(dayHeading('2026-12-02', '2026-11-30')).toBe('Wed 2nd Dec');
    expect(dayHeading('2026-11-29', '2026-11-30')).toBe('Sun 29th Nov');
  });

  it('refuses a day that is not on the calendar', () => {
    expect(() => dayLabel('2026-02-30')).toThrow(RangeError);
    expect(() => dayAndMonth('24-11-2026')).toThrow(RangeError);
    expect(() => weekdayName('')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DATE_LONG,
  DATE_LONG_TIME,
  DATE_SLASHED,
  DATE_TIME,
  IST_ZONE,
  TIME_ONLY,
  WEEKDAY_DATE_TIME,
  carAge,
  formatDate,
  istParts,
  slotLabel,
} from '@/lib/dates';

// 2024-03-05 14:30 IST
const afternoon = new Date('2024-03-05T09:00:00Z');
// 2024-12-31 23:59 UTC is already 1 January 2025, 05:29 in IST
const newYearInIndia = new Date('2024-12-31T23:59:00Z');

describe('formatting dates in IST, whatever the machine zone', () => {
  it.each([
    [DATE_SLASHED, '05/03/2024'],
    [DATE_LONG, '5th Mar 2024'],
    [WEEKDAY_DATE_TIME, 'Tue 5th Mar, 2:30 PM'],
    [DATE_TIME, '5th Mar, 2:30 PM'],
    [TIME_ONLY, '2:30 PM'],
    [DATE_LONG_TIME, '5th Mar 2024, 02:30 pm'],
  ])('formats with %s as %s', (pattern, expected) => expect(formatDate(afternoon, pattern)).toBe(expected));

  it('uses the IST calendar day, not the UTC one', () => {
    expect(formatDate(newYearInIndia, WEEKDAY_DATE_TIME)).toBe('Wed 1st Jan, 5:29 AM');
    expect(formatDate(new Date('2024-03-04T18:30:00Z'), DATE_LONG_TIME)).toBe('5th Mar 2024, 12:00 am');
    expect(formatDate(new Date('2024-03-04T18:29:59Z'), DATE_SLASHED)).toBe('04/03/2024');
  });

  it('accepts epoch milliseconds and ISO strings with an offset', () => {
    expect(formatDate(afternoon.getTime(), TIME_ONLY)).toBe('2:30 PM');
    expect(formatDate('2024-03-05T09:00:00.000Z', TIME_ONLY)).toBe('2:30 PM');
    expect(formatDate('2024-03-05T14:30:00+05:30', TIME_ONLY)).toBe('2:30 PM');
  });

  it('reads ISO strings without a zone as IST wall-clock time', () => {
    expect(formatDate('2024-03-05', DATE_LONG_TIME)).toBe('5th Mar 2024, 12:00 am');
    expect(formatDate('2024-03-05T14:30', DATE_TIME)).toBe('5th Mar, 2:30 PM');
    expect(formatDate('2024-03-05 09:05:59.999', DATE_LONG_TIME)).toBe('5th Mar 2024, 09:05 am');
  });

  it('stays correct when a machine zone skips or repeats the IST wall-clock hour', () => {
    // 2024-03-10 02:30 does not exist in New York; 2024-11-03 01:30 happens twice there.
    expect(formatDate('2024-03-10T02:30', DATE_LONG_TIME)).toBe('10th Mar 2024, 02:30 am');
    expect(formatDate('2024-11-03T01:30', DATE_LONG_TIME)).toBe('3rd Nov 2024, 01:30 am');
  });

  it("agrees with the runtime's own Asia/Kolkata clock for every hour of a leap year", () => {
    const kolkata = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true,
    });
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 3_600_000 + 60_000) {
      const p = Object.fromEntries(kolkata.formatToParts(t).map((part) => [part.type, part.value]));
      const expected = `${p.day}/${p.month}/${p.year} ${Number(p.hour)}:${p.minute} ${p.dayPeriod?.toUpperCase()}`;
      const actual = `${formatDate(t, DATE_SLASHED)} ${formatDate(t, TIME_ONLY)}`;
      if (actual !== expected) mismatches.push(`${new Date(t).toISOString()}: ${actual} ≠ ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a word', 'tomorrow'],
    ['an impossible day', '2024-02-30'],
    ['an impossible hour', '2024-03-05T24:10'],
    ['an invalid Date', new Date(Number.NaN)],
    ['NaN', Number.NaN],
    ['an out-of-range epoch', 9e15],
  ])('gives "Invalid date" for %s', (_label, value) => {
    expect(formatDate(value, DATE_LONG)).toBe('Invalid date');
  });

  it('gives "Invalid date" for a pattern date-fns rejects', () => {
    expect(formatDate(afternoon, 'yyyy-MM-dd hello')).toBe('Invalid date');
  });
});

describe('slot labels', () => {
  it.each([
    ['10:00', '12:00', '10:00 AM - 12:00 PM'],
    ['00:00', '01:30', '12:00 AM - 1:30 AM'],
    ['16:00', '18:00', '4:00 PM - 6:00 PM'],
    ['9:30', '23:59', '9:30 AM - 11:59 PM'],
    ['08:00:00', '10:00:00', '8:00 AM - 10:00 AM'],
  ])('labels %s–%s as %s', (start, end, expected) => expect(slotLabel(start, end)).toBe(expected));

  it.each([
    ['24:00', '12:00'],
    ['10:60', '12:00'],
    ['10:00', 'noon'],
    ['', '12:00'],
  ])('gives "Invalid date" for %j to %j', (start, end) => expect(slotLabel(start, end)).toBe('Invalid date'));
});

describe('IST parts of an instant', () => {
  it('gives weekday, minutes since midnight and date in IST', () => {
    expect(istParts(afternoon)).toEqual({ weekday: 2, minutes: 14 * 60 + 30, isoDate: '2024-03-05' });
  });

  it('rolls over to the next IST day before UTC does', () => {
    expect(istParts(newYearInIndia)).toEqual({ weekday: 3, minutes: 5 * 60 + 29, isoDate: '2025-01-01' });
  });

  it('starts the day at IST midnight', () => {
    expect(istParts(new Date('2024-03-04T18:30:00Z'))).toEqual({ weekday: 2, minutes: 0, isoDate: '2024-03-05' });
    expect(istParts(new Date('2024-03-04T18:29:00Z'))).toEqual({ weekday: 1, minutes: 1439, isoDate: '2024-03-04' });
  });

  it('refuses an invalid date', () => {
    expect(() => istParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('car age', () => {
  it('is the current IST year minus the registration year', () => {
    expect(carAge(2018, afternoon)).toBe(6);
    expect(carAge(2024, afternoon)).toBe(0);
  });

  it('counts the new year from IST midnight', () => {
    expect(carAge(2020, newYearInIndia)).toBe(5);
  });

  it('is never negative', () => {
    expect(carAge(2030, afternoon)).toBe(0);
  });

  it('is 0 for a year that is not a number', () => {
    expect(carAge(Number.NaN, afternoon)).toBe(0);
  });
});

// Expected values below are worked out by hand (IST = UTC+5:30). Vitest runs this file with the
// machine in Asia/Kolkata and again with it in UTC (see vitest.config.ts); both must agree.
describe('hand-checked IST boundaries, whatever the machine zone', () => {
  it('names the zone it works in', () => {
    expect(IST_ZONE).toBe('Asia/Kolkata');
  });

  it('turns the IST day at 18:30 UTC', () => {
    expect(formatDate(Date.UTC(2026, 10, 22, 18, 29), 'dd/MM/yyyy h:mm a')).toBe('22/11/2026 11:59 PM');
    expect(formatDate(Date.UTC(2026, 10, 22, 18, 30), 'dd/MM/yyyy h:mm a')).toBe('23/11/2026 12:00 AM');
    expect(formatDate(new Date('2026-11-22T18:30:00Z'), WEEKDAY_DATE_TIME)).toBe('Mon 23rd Nov, 12:00 AM');
  });

  it('shows the epoch at 5:30 in the morning', () => {
    expect(formatDate(0, 'dd/MM/yyyy h:mm a')).toBe('01/01/1970 5:30 AM');
  });

  it('reads a zone-less ISO string as IST, offset +05:30', () => {
    expect(formatDate('2026-11-23T00:00', "yyyy-MM-dd'T'HH:mm:ssXXX")).toBe('2026-11-23T00:00:00+05:30');
    expect(formatDate('2026-11-23', 'dd/MM/yyyy h:mm a')).toBe('23/11/2026 12:00 AM');
    expect(formatDate('2028-02-29T23:59', 'dd/MM/yyyy h:mm a')).toBe('29/02/2028 11:59 PM');
    expect(formatDate('2026-02-29', DATE_LONG)).toBe('Invalid date');
    expect(formatDate('2024-02-30', DATE_LONG)).toBe('Invalid date');
  });

  it('labels a morning-to-evening slot', () => {
    expect(slotLabel('09:30', '18:00')).toBe('9:30 AM - 6:00 PM');
    expect(slotLabel('12:00', '12:30')).toBe('12:00 PM - 12:30 PM');
  });

  it('starts Monday 23 November 2026 (IST) at 18:30 UTC on Sunday the 22nd', () => {
    expect(istParts(new Date('2026-11-22T18:30:00Z'))).toEqual({ weekday: 1, minutes: 0, isoDate: '2026-11-23' });
    expect(istParts(new Date('2026-11-22T18:29:00Z'))).toEqual({ weekday: 0, minutes: 1439, isoDate: '2026-11-22' });
  });

  it('counts a car a year older from IST new year, while it is still 31 December in UTC', () => {
    expect(carAge(2019, new Date('2026-12-31T19:00:00Z'))).toBe(8); // 1 Jan 2027, 00:30 IST
    expect(carAge(2019, new Date('2026-12-31T18:29:00Z'))).toBe(7); // 31 Dec 2026, 23:59 IST
  });
});

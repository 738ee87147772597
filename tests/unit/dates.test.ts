import { describe, expect, it } from 'vitest';
import { DATE_LONG, DATE_SLASHED, DATE_TIME, IST_ZONE, RECORDED_AT, TIME_ONLY, WEEKDAY_DATE_TIME, formatDate } from '@/lib/dates';

/** Spec §9's long form with its lower-case 'aaa', which formatDate must still honour. */
const LONG_WITH_TIME = 'do MMM yyyy, hh:mm aaa';

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
    [LONG_WITH_TIME, '5th Mar 2024, 02:30 pm'],
    [RECORDED_AT, '5th Mar 2024, 2:30 PM'],
  ])('formats with %s as %s', (pattern, expected) => expect(formatDate(afternoon, pattern)).toBe(expected));

  it('uses the IST calendar day, not the UTC one', () => {
    expect(formatDate(newYearInIndia, WEEKDAY_DATE_TIME)).toBe('Wed 1st Jan, 5:29 AM');
    expect(formatDate(new Date('2024-03-04T18:30:00Z'), LONG_WITH_TIME)).toBe('5th Mar 2024, 12:00 am');
    expect(formatDate(new Date('2024-03-04T18:29:59Z'), DATE_SLASHED)).toBe('04/03/2024');
  });

  it('accepts epoch milliseconds and ISO strings with an offset', () => {
    expect(formatDate(afternoon.getTime(), TIME_ONLY)).toBe('2:30 PM');
    expect(formatDate('2024-03-05T09:00:00.000Z', TIME_ONLY)).toBe('2:30 PM');
    expect(formatDate('2024-03-05T14:30:00+05:30', TIME_ONLY)).toBe('2:30 PM');
  });

  it('reads ISO strings without a zone as IST wall-clock time', () => {
    expect(formatDate('2024-03-05', LONG_WITH_TIME)).toBe('5th Mar 2024, 12:00 am');
    expect(formatDate('2024-03-05T14:30', DATE_TIME)).toBe('5th Mar, 2:30 PM');
    expect(formatDate('2024-03-05 09:05:59.999', LONG_WITH_TIME)).toBe('5th Mar 2024, 09:05 am');
  });

  it('stays correct when a machine zone skips or repeats the IST wall-clock hour', () => {
    // 2024-03-10 02:30 does not exist in New York; 2024-11-03 01:30 happens twice there.
    expect(formatDate('2024-03-10T02:30', LONG_WITH_TIME)).toBe('10th Mar 2024, 02:30 am');
    expect(formatDate('2024-11-03T01:30', LONG_WITH_TIME)).toBe('3rd Nov 2024, 01:30 am');
  });

  it("agrees with the runtime's own Asia/Kolkata clock for every hour of a leap year", () => {
    const kolkata = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
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

  it.each([
    ['an hour past 23', '2024-03-05T24:00'],
    ['a minute past 59', '2024-03-05T14:60'],
    ['a second past 59', '2024-03-05T14:30:60'],
    ['the 13th month', '2024-13-01'],
    ['the day 0', '2024-03-00'],
    ['31 April', '2024-04-31'],
  ])('gives "Invalid date" for a zone-less string with %s', (_label, value) => {
    expect(formatDate(value, DATE_LONG)).toBe('Invalid date');
  });

  it('accepts the last second of an IST day and spaces around a date', () => {
    expect(formatDate('2024-03-05T23:59:59', LONG_WITH_TIME)).toBe('5th Mar 2024, 11:59 pm');
    expect(formatDate(' 2024-03-05 ', DATE_LONG)).toBe('5th Mar 2024');
    // Spaces around a date with a time: still IST wall-clock time (read any other way, 23:30 would be the 6th somewhere).
    expect(formatDate(' 2024-03-05T23:30 ', LONG_WITH_TIME)).toBe('5th Mar 2024, 11:30 pm');
  });

  it('reads milliseconds of one, two or three digits as tenths, hundredths and thousandths', () => {
    expect(formatDate('2024-03-05T09:05:59.5', 'HH:mm:ss.SSS')).toBe('09:05:59.500');
    expect(formatDate('2024-03-05T09:05:59.05', 'HH:mm:ss.SSS')).toBe('09:05:59.050');
    expect(formatDate('2024-03-05T09:05:59.125', 'HH:mm:ss.SSS')).toBe('09:05:59.125');
    expect(formatDate('2024-03-05T09:05:59.1259', 'HH:mm:ss.SSS')).toBe('09:05:59.125');
  });

  it('gives "Invalid date" for a pattern date-fns rejects', () => {
    expect(formatDate(afternoon, 'yyyy-MM-dd hello')).toBe('Invalid date');
  });
});

describe('review dates on the garage landing pages (DATE_LONG)', () => {
  it.each([
    ['2025-09-14', '14th Sep 2025'],
    ['2026-09-01', '1st Sep 2026'],
    ['2026-09-02', '2nd Sep 2026'],
    ['2026-09-03', '3rd Sep 2026'],
    ['2026-09-04', '4th Sep 2026'],
    ['2026-09-11', '11th Sep 2026'],
    ['2026-09-12', '12th Sep 2026'],
    ['2026-09-13', '13th Sep 2026'],
    ['2026-09-21', '21st Sep 2026'],
    ['2026-09-22', '22nd Sep 2026'],
    ['2026-09-23', '23rd Sep 2026'],
    ['2025-12-31', '31st Dec 2025'],
    ['2024-02-29', '29th Feb 2024'],
  ])('shows %s as %s', (reviewedOn, expected) => expect(formatDate(reviewedOn, DATE_LONG)).toBe(expected));

  it('shows a review stored as an instant on its calendar date in India', () => {
    expect(formatDate('2026-09-11T20:00:00Z', DATE_LONG)).toBe('12th Sep 2026'); // 01:30 IST on the 12th
    expect(formatDate('2026-09-11T18:29:00Z', DATE_LONG)).toBe('11th Sep 2026'); // 23:59 IST on the 11th
    expect(formatDate('2026-09-12T10:00:00+05:30', DATE_LONG)).toBe('12th Sep 2026');
  });

  it.each(['2025-02-29', '2025-02-30', '2025-13-01', 'yesterday', ''])('shows "Invalid date" for the unreadable date %j', (value) => {
    expect(formatDate(value, DATE_LONG)).toBe('Invalid date');
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

  it('starts Monday 23 November 2026 (IST) at 18:30 UTC on Sunday the 22nd', () => {
    expect(formatDate(new Date('2026-11-22T18:30:00Z'), 'ccc yyyy-MM-dd HH:mm')).toBe('Mon 2026-11-23 00:00');
    expect(formatDate(new Date('2026-11-22T18:29:00Z'), 'ccc yyyy-MM-dd HH:mm')).toBe('Sun 2026-11-22 23:59');
  });

  it('turns the IST year at 18:30 UTC on 31 December', () => {
    expect(formatDate(new Date('2026-12-31T18:30:00Z'), DATE_LONG)).toBe('1st Jan 2027');
    expect(formatDate(new Date('2026-12-31T18:29:59Z'), DATE_LONG)).toBe('31st Dec 2026');
  });
});

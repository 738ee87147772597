import { describe, expect, it } from 'vitest';
import { addMonths, dailyDistanceKm, intervalOf, nextServiceDue, DEFAULT_SERVICE_INTERVAL } from '@/lib/service-due';

// Dates worked out by hand: 10 Jan 2026 + 334 days is 10 Dec 2026 (day 10 + 334 = day 344 of 2026);
// 10 Jan 2026 + 365 days is 10 Jan 2027; 2 Oct 2025 to 10 Jan 2026 is 29 + 30 + 31 + 10 = 100 days.
const MARUTI = { km: 10_000, months: 12 };
const HONDA = { km: 10_000, months: 6 };
const SERVICED = '2026-01-10';
/** Readings 100 days apart, `km` run between them. */
const hundredDays = (km: number) => [
  { day: '2025-10-02', km: 20_000 },
  { day: '2026-01-10', km: 20_000 + km },
];

describe('the next service is due by whichever limit comes first', () => {
  it('Honda’s 6 months come before 10,000 km at 30 km a day', () => {
    expect(nextServiceDue({ lastServiceDay: SERVICED, interval: HONDA, dailyKm: 30 })).toEqual({
      day: '2026-07-10',
      by: 'months',
      monthsDay: '2026-07-10',
      kmDay: '2026-12-10',
    });
  });

  it('Maruti’s 10,000 km at 30 km a day (334 days) come before its 12 months', () => {
    expect(nextServiceDue({ lastServiceDay: SERVICED, interval: MARUTI, dailyKm: 30 })).toEqual({
      day: '2026-12-10',
      by: 'km',
      monthsDay: '2027-01-10',
      kmDay: '2026-12-10',
    });
  });

  it('a car run 5,000 km in a year reaches 10,000 km after 730 days: the 12 months decide', () => {
    const daily = dailyDistanceKm([
      { day: '2025-01-10', km: 12_000 },
      { day: '2026-01-10', km: 17_000 },
    ]);
    expect(nextServiceDue({ lastServiceDay: SERVICED, interval: MARUTI, dailyKm: daily })).toMatchObject({
      day: '2027-01-10',
      by: 'months',
      kmDay: '2028-01-10',
    });
  });
});

describe('the boundary between the two limits', () => {
  it('27.4 km a day reaches 10,000 km on day 365, the 12 months’ own day: both', () => {
    expect(nextServiceDue({ lastServiceDay: SERVICED, interval: MARUTI, dailyKm: dailyDistanceKm(hundredDays(2740)) })).toEqual({
      day: '2027-01-10',
      by: 'both',
      monthsDay: '2027-01-10',
      kmDay: '2027-01-10',
    });
  });

  it('27.5 km a day reaches it on day 364, one day before the months: the km decide', () => {
    expect(nextServiceDue({ lastServiceDay: SERVICED, interval: MARUTI, dailyKm: dailyDistanceKm(hundredDays(2750)) })).toMatchObject({
      day: '2027-01-09',
      by: 'km',
    });
  });

  it('27.35 km a day reaches it on day 366, one day after the months: the months decide', () => {
    expect(nextServiceDue({ lastServiceDay: SERVICED, interval: MARUTI, dailyKm: dailyDistanceKm(hundredDays(2735)) })).toMatchObject({
      day: '2027-01-10',
      by: 'months',
      kmDay: '2027-01-11',
    });
  });
});

describe('the make’s interval', () => {
  it('a make without one in the catalogue gets 10,000 km or 12 months', () => {
    expect(intervalOf(null)).toEqual({ km: 10_000, months: 12 });
    expect(intervalOf({ serviceKm: null, serviceMonths: null })).toEqual(DEFAULT_SERVICE_INTERVAL);
    expect(intervalOf({ serviceKm: 10_000, serviceMonths: null })).toEqual({ km: 10_000, months: 12 });
  });

  it('a make with one keeps it', () => {
    expect(intervalOf({ serviceKm: 10_000, serviceMonths: 6 })).toEqual({ km: 10_000, months: 6 });
  });
});

describe('kilometres a day from the car’s readings', () => {
  it('two readings on different days: the km between them over the days between them', () => {
    expect(dailyDistanceKm(hundredDays(4000))).toBe(40);
    // The earliest and the latest day count, whatever order the readings come in.
    expect(
      dailyDistanceKm([
        { day: '2026-01-10', km: 24_500 },
        { day: '2025-10-02', km: 20_000 },
        { day: '2025-11-11', km: 21_000 },
      ]),
    ).toBe(45);
  });

  it('30 km a day when the readings do not tell', () => {
    expect(dailyDistanceKm([])).toBe(30);
    expect(dailyDistanceKm([{ day: '2026-01-10', km: 20_000 }])).toBe(30);
    expect(
      dailyDistanceKm([
        { day: '2026-01-10', km: 20_000 },
        { day: '2026-01-10', km: 20_050 },
      ]),
    ).toBe(30);
    // An odometer that went back (a replaced cluster) tells nothing.
    expect(
      dailyDistanceKm([
        { day: '2025-10-02', km: 20_000 },
        { day: '2026-01-10', km: 5 },
      ]),
    ).toBe(30);
  });

  it('no odometer reading at all: 30 km a day from the service, so 334 days for 10,000 km', () => {
    expect(nextServiceDue({ lastServiceDay: SERVICED, interval: MARUTI, dailyKm: dailyDistanceKm([]) }).day).toBe('2026-12-10');
  });
});

describe('months later', () => {
  it.each([
    ['2026-01-10', 6, '2026-07-10'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-12-15', 12, '2027-12-15'],
    ['2026-11-30', 3, '2027-02-28'],
  ])('%s + %i months is %s', (day, months, expected) => expect(addMonths(day, months)).toBe(expected));
});

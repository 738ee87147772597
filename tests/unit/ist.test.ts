import { afterEach, describe, expect, it } from 'vitest';
import { IST_ZONE, carAge, istYear } from '@/lib/ist';

// IST is UTC+5:30 all year: the IST year turns at 18:30 UTC on 31 December.
const lastMinuteOf2026 = new Date('2026-12-31T18:29:00Z'); // 31 Dec 2026, 23:59 IST
const firstMinuteOf2027 = new Date('2026-12-31T18:30:00Z'); // 1 Jan 2027, 00:00 IST
const midMarch2024 = new Date('2024-03-05T09:00:00Z'); // 5 Mar 2024, 14:30 IST

describe('the zone of the product', () => {
  it('is India Standard Time', () => {
    expect(IST_ZONE).toBe('Asia/Kolkata');
  });
});

describe('the year in India', () => {
  it('turns at IST midnight, 18:30 UTC on 31 December', () => {
    expect(istYear(lastMinuteOf2026)).toBe(2026);
    expect(istYear(firstMinuteOf2027)).toBe(2027);
  });

  it('is already 1970 at the epoch (05:30 IST on 1 January 1970)', () => {
    expect(istYear(new Date(0))).toBe(1970);
  });

  it('is still the old year in India at 18:29:59 UTC on 31 December', () => {
    expect(istYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
  });
});

describe("a car's age", () => {
  it('is the current IST year minus the registration year', () => {
    expect(carAge(2018, midMarch2024)).toBe(6);
    expect(carAge(2023, midMarch2024)).toBe(1);
  });

  it('is 0 in the year the car was registered', () => {
    expect(carAge(2024, midMarch2024)).toBe(0);
  });

  it('is a year more at 00:30 IST on 1 January, while it is still 31 December in UTC', () => {
    expect(carAge(2019, new Date('2026-12-31T19:00:00Z'))).toBe(8); // 1 Jan 2027, 00:30 IST
    expect(carAge(2019, firstMinuteOf2027)).toBe(8);
    expect(carAge(2019, lastMinuteOf2026)).toBe(7);
  });

  it('is never negative, even for a registration year after this one', () => {
    expect(carAge(2025, midMarch2024)).toBe(0);
    expect(carAge(2030, midMarch2024)).toBe(0);
  });

  it('ignores the fraction of a registration year', () => {
    expect(carAge(2019.9, midMarch2024)).toBe(5);
    expect(carAge(2019.1, midMarch2024)).toBe(5);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('is 0 for a registration year of %s', (_label, year) => {
    expect(carAge(year, midMarch2024)).toBe(0);
  });

  it('refuses an invalid date with a RangeError', () => {
    expect(() => carAge(2019, new Date(Number.NaN))).toThrow(RangeError);
    expect(() => carAge(2019, new Date('not a date'))).toThrow(RangeError);
    expect(() => carAge(Number.NaN, new Date(Number.NaN))).toThrow(RangeError);
  });
});

// This file runs in the 'unit' project only (Asia/Kolkata), where the machine's zone is IST itself, so code that read
// the machine's year would pass there. These cases move the machine's zone (Node rereads TZ when it is
// set) and must give the IST answer in every zone.
describe("a car's age whatever the machine zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata'])('with the machine in %s', (zone) => {
    process.env.TZ = zone;
    // 1 Jan 2027 00:30 IST is still 31 Dec in UTC and Los Angeles.
    expect(carAge(2019, new Date('2026-12-31T19:00:00Z'))).toBe(8);
    // 31 Dec 2026 15:30 IST is already 1 Jan 2027 in Kiritimati (UTC+14).
    expect(carAge(2019, new Date('2026-12-31T10:00:00Z'))).toBe(7);
    expect(istYear(new Date('2026-12-31T10:00:00Z'))).toBe(2026);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayHeading,
  dayLabel,
  isDay,
  istClockTime,
  istDay,
  istInstant,
  istIso,
  istTimeLabel,
  slotLabel,
  weekdayOf,
} from '@/lib/ist-calendar';

// IST is UTC+5:30: midnight in India is 18:30 UTC the day before. Instants are written in UTC.
const at = (iso: string) => new Date(iso);

describe('the IST day of an instant', () => {
  it.each([
    ['2026-11-24T18:29:59.999Z', '2026-11-24'], // 23:59:59 IST
    ['2026-11-24T18:30:00.000Z', '2026-11-25'], // midnight IST
    ['2026-11-25T00:00:00.000Z', '2026-11-25'], // 05:30 IST
    ['2026-12-31T18:30:00.000Z', '2027-01-01'], // new year in India, still 31 Dec in UTC
  ])('%s is %s in India', (instant, day) => expect(istDay(at(instant))).toBe(day));
});

describe('calendar days', () => {
  it.each(['2026-11-25', '2026-02-28', '2028-02-29', '2026-12-31'])('%s is a day', (day) => expect(isDay(day)).toBe(true));
  it.each(['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-05', '2026-11-25T00:00', ''])('%j is not a day', (day) =>
    expect(isDay(day)).toBe(false),
  );

  it.each([
    ['2026-11-24', 0, '2026-11-24'],
    ['2026-11-24', 13, '2026-12-07'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i days is %s', (day, count, result) => expect(addDays(day, count)).toBe(result));

  it.each([
    ['2026-11-29', 0], // Sunday
    ['2026-11-23', 1],
    ['2026-12-25', 5],
    ['2026-11-28', 6],
    ['2028-02-29', 2],
  ])('%s is weekday %i', (day, weekday) => expect(weekdayOf(day)).toBe(weekday));

  it('refuses what is not a day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(new RangeError('not a day: 2026-02-30'));
    expect(() => addDays('2026-2-3', 1)).toThrow(new RangeError('not a day: 2026-2-3'));
    expect(() => weekdayOf('25/11/2026')).toThrow(RangeError);
  });
});

describe('IST wall-clock times as instants', () => {
  it.each([
    ['2026-11-25', '10:00', '2026-11-25T04:30:00.000Z'],
    ['2026-11-25', '00:00', '2026-11-24T18:30:00.000Z'],
    ['2026-11-25', '05:29', '2026-11-24T23:59:00.000Z'],
    ['2026-11-25', '05:30', '2026-11-25T00:00:00.000Z'],
    ['2026-11-25', '23:59:30', '2026-11-25T18:29:30.000Z'],
    ['2027-01-01', '00:00:00', '2026-12-31T18:30:00.000Z'],
  ])('%s %s IST is %s', (day, clock, instant) => expect(istInstant(day, clock).toISOString()).toBe(instant));

  it.each(['10', '10:0', '1000', '10:00 AM', '10:00:00.000'])('refuses the clock time %j', (clock) => {
    expect(() => istInstant('2026-11-25', clock)).toThrow(RangeError);
  });

  it('refuses a day that does not exist', () => expect(() => istInstant('2026-02-29', '10:00')).toThrow(RangeError));

  it('says which clock time it refuses', () =>
    expect(() => istInstant('2026-11-25', '10')).toThrow(new RangeError('not a clock time: 10')));
});

describe('instants written in IST', () => {
  it.each([
    ['2026-11-25T04:30:00Z', '2026-11-25T10:00:00+05:30', '10:00'],
    ['2026-11-24T18:30:00Z', '2026-11-25T00:00:00+05:30', '00:00'],
    ['2026-11-24T18:29:59Z', '2026-11-24T23:59:59+05:30', '23:59'],
    ['2026-11-25T07:15:00Z', '2026-11-25T12:45:00+05:30', '12:45'],
  ])('%s is %s (%s)', (instant, iso, clock) => {
    expect(istIso(at(instant))).toBe(iso);
    expect(istClockTime(at(instant))).toBe(clock);
  });
});

describe("spec §9's 'h:mm a' in IST", () => {
  it.each([
    ['2026-11-24T18:30:00Z', '12:00 AM'], // midnight
    ['2026-11-25T04:30:00Z', '10:00 AM'],
    ['2026-11-25T06:29:00Z', '11:59 AM'],
    ['2026-11-25T06:30:00Z', '12:00 PM'], // noon
    ['2026-11-25T07:00:00Z', '12:30 PM'],
    ['2026-11-25T11:35:00Z', '5:05 PM'],
    ['2026-11-25T18:29:00Z', '11:59 PM'],
  ])('%s reads %s', (instant, label) => expect(istTimeLabel(at(instant))).toBe(label));

  it('reads an instant written with its offset', () => expect(istTimeLabel('2026-11-25T16:00:00+05:30')).toBe('4:00 PM'));

  it("says 'Invalid date' for what is not an instant", () => {
    expect(istTimeLabel('not a time')).toBe('Invalid date');
    expect(istTimeLabel(new Date(Number.NaN))).toBe('Invalid date');
  });

  it('labels a slot from its start to its end', () => {
    expect(slotLabel('2026-11-25T10:00:00+05:30', '2026-11-25T12:00:00+05:30')).toBe('10:00 AM - 12:00 PM');
    expect(slotLabel(at('2026-11-25T12:30:00Z'), at('2026-11-25T14:30:00Z'))).toBe('6:00 PM - 8:00 PM');
  });
});

describe('day headings on the slot screen', () => {
  it('says Today and Tomorrow, across a month and a year end', () => {
    expect(dayHeading('2026-11-24', '2026-11-24')).toBe('Today');
    expect(dayHeading('2026-11-25', '2026-11-24')).toBe('Tomorrow');
    expect(dayHeading('2026-12-01', '2026-11-30')).toBe('Tomorrow');
    expect(dayHeading('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(dayHeading('2027-01-02', '2026-12-31')).toBe('Sat 2nd Jan');
  });

  it.each([
    ['2026-11-26', 'Thu 26th Nov'],
    ['2026-12-01', 'Tue 1st Dec'],
    ['2026-12-02', 'Wed 2nd Dec'],
    ['2026-12-03', 'Thu 3rd Dec'],
    ['2026-12-04', 'Fri 4th Dec'],
    ['2026-12-11', 'Fri 11th Dec'],
    ['2026-12-12', 'Sat 12th Dec'],
    ['2026-12-13', 'Sun 13th Dec'],
    ['2026-12-21', 'Mon 21st Dec'],
    ['2026-12-22', 'Tue 22nd Dec'],
    ['2026-12-23', 'Wed 23rd Dec'],
    ['2026-12-31', 'Thu 31st Dec'],
  ])('writes %s as %s', (day, heading) => expect(dayHeading(day, '2026-11-24')).toBe(heading));
});

describe("a day as spec §9's 'ccc do MMM'", () => {
  it.each([
    ['2026-11-22', 'Sun 22nd Nov'],
    ['2026-11-23', 'Mon 23rd Nov'],
    ['2026-11-24', 'Tue 24th Nov'],
    ['2026-11-25', 'Wed 25th Nov'],
    ['2026-11-26', 'Thu 26th Nov'],
    ['2026-11-27', 'Fri 27th Nov'],
    ['2026-11-28', 'Sat 28th Nov'],
  ])('names every weekday: %s is %s', (day, label) => expect(dayLabel(day)).toBe(label));

  it.each([
    ['2026-01-15', 'Thu 15th Jan'],
    ['2026-02-15', 'Sun 15th Feb'],
    ['2026-03-15', 'Sun 15th Mar'],
    ['2026-04-15', 'Wed 15th Apr'],
    ['2026-05-15', 'Fri 15th May'],
    ['2026-06-15', 'Mon 15th Jun'],
    ['2026-07-15', 'Wed 15th Jul'],
    ['2026-08-15', 'Sat 15th Aug'],
    ['2026-09-15', 'Tue 15th Sep'],
    ['2026-10-15', 'Thu 15th Oct'],
    ['2026-11-15', 'Sun 15th Nov'],
    ['2026-12-15', 'Tue 15th Dec'],
  ])('names every month: %s is %s', (day, label) => expect(dayLabel(day)).toBe(label));

  it('writes 1st, 2nd, 3rd, 4th, 11th to 13th, 21st, 22nd, 23rd and 31st', () => {
    expect(
      [
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
        '2026-12-11',
        '2026-12-12',
        '2026-12-13',
        '2026-12-21',
        '2026-12-22',
        '2026-12-23',
        '2026-12-31',
      ].map(dayLabel),
    ).toEqual([
      'Tue 1st Dec',
      'Wed 2nd Dec',
      'Thu 3rd Dec',
      'Fri 4th Dec',
      'Fri 11th Dec',
      'Sat 12th Dec',
      'Sun 13th Dec',
      'Mon 21st Dec',
      'Tue 22nd Dec',
      'Wed 23rd Dec',
      'Thu 31st Dec',
    ]);
  });
});

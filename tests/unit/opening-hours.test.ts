import { describe, expect, it } from 'vitest';
import { formatClock, hoursSummary, istClock, openingStatus } from '@/lib/opening-hours';

// Weekdays 10:00–20:00, weekends 10:00–18:00 (weekday 0 is Sunday).
const FIXED = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens_at: '10:00',
  closes_at: weekday === 0 || weekday === 6 ? '18:00' : '20:00',
}));
const WEEKDAYS_ONLY = FIXED.filter((h) => h.weekday >= 1 && h.weekday <= 5);
// 2026-11-23 is a Monday, 2026-11-28 a Saturday. Times are written in UTC: IST is UTC+5:30.
const at = (iso: string) => new Date(iso);
const OPEN_TILL_8 = { open: true, text: 'Open now · closes at 08:00 pm' };
const OPENS_TOMORROW = { open: false, text: 'Closed · opens tomorrow at 10:00 am' };

describe('clock times', () => {
  it.each([
    ['10:00', '10:00 am'],
    ['20:00', '08:00 pm'],
    ['09:05', '09:05 am'],
    ['00:00', '12:00 am'],
    ['00:15', '12:15 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['12:30', '12:30 pm'],
    ['23:59', '11:59 pm'],
  ])('prints %s the spec way, as %s', (clock, text) => expect(formatClock(clock)).toBe(text));
});

describe('the IST clock of an instant', () => {
  it('reads the IST day and time whatever the machine zone', () => {
    expect(istClock(at('2026-11-22T20:00:00Z'))).toEqual({ weekday: 1, minutes: 90 }); // Mon 01:30 IST
    expect(istClock(at('2026-11-23T09:00:00Z'))).toEqual({ weekday: 1, minutes: 870 }); // Mon 14:30 IST
  });

  it('starts the IST day at 18:30 UTC the day before', () => {
    expect(istClock(at('2026-11-22T18:29:00Z'))).toEqual({ weekday: 0, minutes: 1439 }); // Sun 23:59 IST
    expect(istClock(at('2026-11-22T18:30:00Z'))).toEqual({ weekday: 1, minutes: 0 }); // Mon 00:00 IST
  });
});

describe('whether a garage is open, in IST', () => {
  it('is open on a weekday afternoon and says when it closes', () => {
    expect(openingStatus(FIXED, at('2026-11-23T09:00:00Z'))).toEqual(OPEN_TILL_8); // Mon 14:30 IST
  });

  it('is open from exactly 10:00 IST, and closed at 09:59', () => {
    expect(openingStatus(FIXED, at('2026-11-23T04:30:00Z'))).toEqual(OPEN_TILL_8); // Mon 10:00 IST
    expect(openingStatus(FIXED, at('2026-11-23T04:29:00Z'))).toEqual({ open: false, text: 'Closed · opens at 10:00 am' }); // Mon 09:59 IST
  });

  it('is open at 19:59 IST on a weekday and closed at exactly 20:00', () => {
    expect(openingStatus(FIXED, at('2026-11-23T14:29:00Z'))).toEqual(OPEN_TILL_8); // Mon 19:59 IST
    expect(openingStatus(FIXED, at('2026-11-23T14:30:00Z'))).toEqual(OPENS_TOMORROW); // Mon 20:00 IST
    expect(openingStatus(FIXED, at('2026-11-23T14:31:00Z'))).toEqual(OPENS_TOMORROW); // Mon 20:01 IST
  });

  it('closes at 18:00 IST at weekends', () => {
    expect(openingStatus(FIXED, at('2026-11-28T12:29:00Z'))).toEqual({ open: true, text: 'Open now · closes at 06:00 pm' }); // Sat 17:59 IST
    expect(openingStatus(FIXED, at('2026-11-28T12:30:00Z'))).toEqual(OPENS_TOMORROW); // Sat 18:00 IST
    expect(openingStatus(FIXED, at('2026-11-28T14:29:00Z'))).toEqual(OPENS_TOMORROW); // Sat 19:59 IST: weekday hours do not apply
  });

  it('goes by the IST day, not the UTC one', () => {
    // Sunday 23:00 UTC is Monday 04:30 IST: closed, opening the same (IST) day.
    expect(openingStatus(FIXED, at('2026-11-22T23:00:00Z'))).toEqual({ open: false, text: 'Closed · opens at 10:00 am' });
    // Monday 19:00 UTC is Tuesday 00:30 IST.
    expect(openingStatus(FIXED, at('2026-11-23T19:00:00Z'))).toEqual({ open: false, text: 'Closed · opens at 10:00 am' });
  });

  it('wraps from Saturday to Sunday for tomorrow', () => {
    expect(openingStatus(WEEKDAYS_ONLY.concat({ weekday: 0, opens_at: '09:00', closes_at: '13:00' }), at('2026-11-28T06:00:00Z'))).toEqual({
      open: false,
      text: 'Closed · opens tomorrow at 09:00 am',
    }); // Sat 11:30 IST
  });

  it('skips closed days to the next opening, named by its day', () => {
    expect(openingStatus(WEEKDAYS_ONLY, at('2026-11-28T06:00:00Z'))).toEqual({ open: false, text: 'Closed · opens Mon at 10:00 am' }); // Sat
    expect(openingStatus(WEEKDAYS_ONLY, at('2026-11-27T15:00:00Z'))).toEqual({ open: false, text: 'Closed · opens Mon at 10:00 am' }); // Fri 20:30 IST
  });

  it('looks a whole week ahead for a garage open one day a week', () => {
    const mondays = [{ weekday: 1, opens_at: '10:00', closes_at: '20:00' }];
    expect(openingStatus(mondays, at('2026-11-23T15:00:00Z'))).toEqual({ open: false, text: 'Closed · opens Mon at 10:00 am' }); // Mon 20:30 IST
    expect(openingStatus(mondays, at('2026-11-22T06:00:00Z'))).toEqual({ open: false, text: 'Closed · opens tomorrow at 10:00 am' }); // Sun
  });

  it('is simply closed when it has no hours at all', () => {
    expect(openingStatus([], at('2026-11-28T06:00:00Z'))).toEqual({ open: false, text: 'Closed' });
  });
});

describe('the hours list', () => {
  it('groups days with the same hours', () => {
    expect(hoursSummary(FIXED)).toEqual([
      { days: 'Mon–Fri', hours: '10:00 am–08:00 pm' },
      { days: 'Sat and Sun', hours: '10:00 am–06:00 pm' },
    ]);
  });

  it('lists closed days as Closed', () => {
    expect(hoursSummary(WEEKDAYS_ONLY)).toEqual([
      { days: 'Mon–Fri', hours: '10:00 am–08:00 pm' },
      { days: 'Sat and Sun', hours: 'Closed' },
    ]);
  });

  it('names a single day on its own and splits a run at a different day', () => {
    const noWednesday = FIXED.filter((h) => h.weekday !== 3);
    expect(hoursSummary(noWednesday)).toEqual([
      { days: 'Mon and Tue', hours: '10:00 am–08:00 pm' },
      { days: 'Wed', hours: 'Closed' },
      { days: 'Thu and Fri', hours: '10:00 am–08:00 pm' },
      { days: 'Sat and Sun', hours: '10:00 am–06:00 pm' },
    ]);
  });

  it('gives one row for a week of the same hours, from Monday to Sunday', () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_at: '09:00', closes_at: '21:00' }));
    expect(hoursSummary(everyDay)).toEqual([{ days: 'Mon–Sun', hours: '09:00 am–09:00 pm' }]);
  });
});

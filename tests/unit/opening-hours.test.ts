import { describe, expect, it } from 'vitest';
import { formatClock, hoursSummary, istClock, openingStatus } from '@/lib/opening-hours';

const FIXED = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_at: '10:00', closes_at: weekday === 0 || weekday === 6 ? '18:00' : '20:00' }));
// 2026-11-23 is a Monday. Times are written in UTC: IST is UTC+5:30.
const at = (iso: string) => new Date(iso);

describe('garage opening hours in IST', () => {
  it('prints clock times the spec way', () => {
    expect(formatClock('10:00')).toBe('10:00 am');
    expect(formatClock('20:00')).toBe('08:00 pm');
    expect(formatClock('12:30')).toBe('12:30 pm');
    expect(formatClock('00:15')).toBe('12:15 am');
  });

  it('reads the IST day and time whatever the machine zone', () => {
    expect(istClock(at('2026-11-22T20:00:00Z'))).toEqual({ weekday: 1, minutes: 90 }); // Mon 01:30 IST
  });

  it('is open on a weekday afternoon and says when it closes', () => {
    expect(openingStatus(FIXED, at('2026-11-23T09:00:00Z'))).toEqual({ open: true, text: 'Open now · closes at 08:00 pm' });
  });

  it('closes at 8 pm on weekdays and 6 pm at weekends', () => {
    expect(openingStatus(FIXED, at('2026-11-23T14:31:00Z')).open).toBe(false); // Mon 20:01 IST
    expect(openingStatus(FIXED, at('2026-11-23T14:29:00Z')).open).toBe(true); // Mon 19:59 IST
    expect(openingStatus(FIXED, at('2026-11-28T12:31:00Z'))).toEqual({ open: false, text: 'Closed · opens tomorrow at 10:00 am' }); // Sat 18:01 IST
  });

  it('is closed at exactly 20:00 IST on a weekday and open at exactly 10:00', () => {
    expect(istClock(at('2026-11-23T14:30:00Z'))).toEqual({ weekday: 1, minutes: 1200 }); // Mon 20:00 IST
    expect(openingStatus(FIXED, at('2026-11-23T14:30:00Z'))).toEqual({ open: false, text: 'Closed · opens tomorrow at 10:00 am' });
    expect(openingStatus(FIXED, at('2026-11-23T04:30:00Z'))).toEqual({ open: true, text: 'Open now · closes at 08:00 pm' }); // Mon 10:00 IST
  });

  it('before opening says it opens today', () => {
    expect(openingStatus(FIXED, at('2026-11-23T02:00:00Z'))).toEqual({ open: false, text: 'Closed · opens at 10:00 am' }); // Mon 07:30 IST
  });

  it('skips closed days to the next opening', () => {
    const weekdaysOnly = FIXED.filter((h) => h.weekday >= 1 && h.weekday <= 5);
    expect(openingStatus(weekdaysOnly, at('2026-11-28T06:00:00Z')).text).toBe('Closed · opens Mon at 10:00 am');
    expect(openingStatus([], at('2026-11-28T06:00:00Z'))).toEqual({ open: false, text: 'Closed' });
  });

  it('groups days with the same hours', () => {
    expect(hoursSummary(FIXED)).toEqual([{ days: 'Mon–Fri', hours: '10:00 am–08:00 pm' }, { days: 'Sat and Sun', hours: '10:00 am–06:00 pm' }]);
  });
});

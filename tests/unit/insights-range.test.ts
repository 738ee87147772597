// The insights dashboard's range of IST days: the default and presets end on today's IST date
// (which is not the machine's near midnight), and a figure's change against the range before.
import { describe, expect, it } from 'vitest';
import { changeAgainst, daysIn, defaultRange, lastDays, presetOf, previousRange, rangeLabel, rangeOf } from '@/lib/insights-range';

// 00:10 IST on 1st December is still 30th November in UTC.
const JUST_AFTER_MIDNIGHT = new Date('2026-11-30T18:40:00Z');
const LATE_EVENING = new Date('2026-11-30T18:20:00Z');

describe('the range', () => {
  it('is the last 30 IST days to today by default', () => {
    expect(defaultRange(JUST_AFTER_MIDNIGHT)).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(defaultRange(LATE_EVENING)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    // Across the end of a leap February.
    expect(defaultRange(new Date('2024-03-01T00:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });

  it('compares with the range just before: as many days, ending the day before it starts', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('has presets of 7, 30 and 90 days ending today, 30 being the default', () => {
    expect(lastDays(7, JUST_AFTER_MIDNIGHT)).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(lastDays(30, JUST_AFTER_MIDNIGHT)).toEqual(defaultRange(JUST_AFTER_MIDNIGHT));
    expect(daysIn(lastDays(90, JUST_AFTER_MIDNIGHT))).toBe(90);
    expect(presetOf({ from: '2026-11-25', to: '2026-12-01' }, JUST_AFTER_MIDNIGHT)).toBe(7);
    expect(presetOf({ from: '2026-11-24', to: '2026-12-01' }, JUST_AFTER_MIDNIGHT)).toBeUndefined();
  });

  it('takes the days asked for, filling a missing one from the default, and passes a bad one on as typed', () => {
    expect(rangeOf({}, LATE_EVENING)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(rangeOf({ from: '2026-10-01', to: '2026-10-15' }, LATE_EVENING)).toEqual({ from: '2026-10-01', to: '2026-10-15' });
    expect(rangeOf({ from: '2026-10-01', to: '' }, LATE_EVENING)).toEqual({ from: '2026-10-01', to: '2026-11-30' });
    expect(rangeOf({ from: '2026-02-30', to: null }, LATE_EVENING)).toEqual({ from: '2026-02-30', to: '2026-11-30' });
  });

  it('reads as its first and last day, or its one day', () => {
    expect(rangeLabel({ from: '2026-11-01', to: '2026-11-30' })).toBe('1 Nov 2026 – 30 Nov 2026');
    expect(rangeLabel({ from: '2026-11-01', to: '2026-11-01' })).toBe('1 Nov 2026');
    expect(rangeLabel({ from: 'yesterday', to: '2026-11-01' })).toBe('yesterday – 1 Nov 2026');
  });
});

describe('a change against the range before', () => {
  it('says up or down and by how much, in whole percent', () => {
    expect(changeAgainst(112, 100)).toEqual({ direction: 'up', text: '▲ 12%', words: 'up 12% on the previous range' });
    expect(changeAgainst(97, 100)).toEqual({ direction: 'down', text: '▼ 3%', words: 'down 3% on the previous range' });
    expect(changeAgainst(1001, 1000).text).toBe('▲ under 1%');
    expect(changeAgainst(300, 100).text).toBe('▲ 200%');
  });

  it('says there was no change, or that there was nothing before', () => {
    expect(changeAgainst(5, 5).direction).toBe('same');
    expect(changeAgainst(0, 0).text).toBe('No change');
    expect(changeAgainst(4, 0)).toEqual({ direction: 'new', text: 'New', words: 'none in the previous range' });
  });
});

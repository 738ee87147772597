import { describe, expect, it } from 'vitest';
import { CALLBACK_DAYS, CALLBACK_LEAD_MINUTES, callbackTimes, isCallbackTime, type OpeningHours } from '@/lib/callback-times';

// Half hours within opening hours, at least 30 minutes from now, over three calendar days in IST.
// Spec §9's hours: Mon-Fri 10:00-20:00, Sat and Sun 10:00-18:00. 2026-11-23 is a Monday.
// Instants are written in UTC (IST = UTC+5:30).
const at = (iso: string) => new Date(iso);
const HOURS: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens_at: '10:00',
  closes_at: weekday === 0 || weekday === 6 ? '18:00' : '20:00',
}));
const CLOSED_SUNDAY = HOURS.filter((h) => h.weekday !== 0);
const MON_0900_IST = at('2026-11-23T03:30:00Z');

const firstAndLast = (days: { date: string; times: string[] }[]) => days.map((d) => [d.date, d.times.length, d.times[0], d.times.at(-1)]);

describe('the times a call back can be asked for', () => {
  it('offers 3 days, from half an hour ahead', () => {
    expect(CALLBACK_DAYS).toBe(3);
    expect(CALLBACK_LEAD_MINUTES).toBe(30);
  });

  it('gives every half hour of the opening hours, the last one ending at closing time', () => {
    expect(firstAndLast(callbackTimes(MON_0900_IST, HOURS))).toEqual([
      ['2026-11-23', 20, '2026-11-23T10:00:00+05:30', '2026-11-23T19:30:00+05:30'],
      ['2026-11-24', 20, '2026-11-24T10:00:00+05:30', '2026-11-24T19:30:00+05:30'],
      ['2026-11-25', 20, '2026-11-25T10:00:00+05:30', '2026-11-25T19:30:00+05:30'],
    ]);
  });

  it('steps from the opening time and keeps only half hours that end by closing time', () => {
    const short = [{ weekday: 1, opens_at: '09:45', closes_at: '11:00' }];
    expect(callbackTimes(at('2026-11-23T00:00:00Z'), short)).toEqual([
      { date: '2026-11-23', times: ['2026-11-23T09:45:00+05:30', '2026-11-23T10:15:00+05:30'] },
    ]);
  });

  it.each([
    ['09:30 IST, exactly 30 minutes before opening', '2026-11-23T04:00:00Z', '2026-11-23T10:00:00+05:30'],
    ['09:31 IST', '2026-11-23T04:01:00Z', '2026-11-23T10:30:00+05:30'],
    ['10:00 IST', '2026-11-23T04:30:00Z', '2026-11-23T10:30:00+05:30'],
    ['10:01 IST', '2026-11-23T04:31:00Z', '2026-11-23T11:00:00+05:30'],
    ['19:00 IST, exactly 30 minutes before the last', '2026-11-23T13:30:00Z', '2026-11-23T19:30:00+05:30'],
    ['19:01 IST, too late for today', '2026-11-23T13:31:00Z', '2026-11-24T10:00:00+05:30'],
  ])('asked on Monday at %s, the first is %s', (_when, now, first) => {
    expect(callbackTimes(at(now), HOURS)[0]?.times[0]).toBe(first);
  });

  it('leaves out a day with no time left, without adding a fourth day', () => {
    expect(callbackTimes(at('2026-11-23T13:31:00Z'), HOURS).map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('uses the weekend hours, and skips a day the garage is closed', () => {
    const friday8pm = at('2026-11-27T14:30:00Z');
    expect(firstAndLast(callbackTimes(friday8pm, HOURS))).toEqual([
      ['2026-11-28', 16, '2026-11-28T10:00:00+05:30', '2026-11-28T17:30:00+05:30'],
      ['2026-11-29', 16, '2026-11-29T10:00:00+05:30', '2026-11-29T17:30:00+05:30'],
    ]);
    expect(callbackTimes(at('2026-11-28T03:30:00Z'), CLOSED_SUNDAY).map((d) => d.date)).toEqual(['2026-11-28', '2026-11-30']);
  });

  it('starts a new day at midnight IST (18:30 UTC)', () => {
    expect(callbackTimes(at('2026-11-23T18:29:00Z'), HOURS).map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25']);
    expect(callbackTimes(at('2026-11-23T18:30:00Z'), HOURS).map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });
});

describe('whether a time asked for is on offer', () => {
  it.each([
    ['2026-11-23T05:00:00Z', true], // Mon 10:30 IST
    ['2026-11-23T14:00:00Z', true], // Mon 19:30 IST, the last
    ['2026-11-25T14:00:00Z', true], // Wed 19:30 IST, the third day
    ['2026-11-23T04:45:00Z', false], // 10:15 IST, not a half hour
    ['2026-11-23T14:30:00Z', false], // 20:00 IST, closing time
    ['2026-11-23T04:00:00Z', false], // 09:30 IST, before opening
    ['2026-11-26T04:30:00Z', false], // Thursday, the fourth day
    ['2026-11-22T04:30:00Z', false], // yesterday
  ])('%s: %s', (instant, offered) => expect(isCallbackTime(at(instant), MON_0900_IST, HOURS)).toBe(offered));
});

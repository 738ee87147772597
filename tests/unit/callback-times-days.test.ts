import { describe, expect, it } from 'vitest';
import { callbackTimes, isCallbackTime } from '@/lib/callback-times';
import { callbackBookedText, callbackChoices, callbackPhoneError } from '@/lib/callback-form';
import { timeOnDay } from '@/lib/day-words';

// The demo centres' hours (spec §9): weekdays 10:00 am–08:00 pm, Saturday and Sunday 10:00 am–06:00 pm.
// Weekdays: 0 = Sunday … 6 = Saturday. Tuesday 24 Nov 2026 is the fixed "today".
const HOURS = [
  { weekday: 0, opens_at: '10:00', closes_at: '18:00' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '10:00', closes_at: '20:00' })),
  { weekday: 6, opens_at: '10:00', closes_at: '18:00' },
];
const at = (iso: string) => new Date(iso);
const TUESDAY_10AM = at('2026-11-24T10:00:00+05:30');
const halfHours = (day: string, from: string, to: string) => {
  const out: string[] = [];
  for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); m <= Number(to.slice(0, 2)) * 60 + Number(to.slice(3)); m += 30) {
    out.push(`${day}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00+05:30`);
  }
  return out;
};

describe('the half hours a call back can be asked for', () => {
  it('today from half an hour after now, then two whole days, each ending half an hour before closing', () => {
    expect(callbackTimes(TUESDAY_10AM, HOURS)).toEqual([
      { date: '2026-11-24', times: halfHours('2026-11-24', '10:30', '19:30') },
      { date: '2026-11-25', times: halfHours('2026-11-25', '10:00', '19:30') },
      { date: '2026-11-26', times: halfHours('2026-11-26', '10:00', '19:30') },
    ]);
    expect(callbackTimes(TUESDAY_10AM, HOURS)[0]!.times).toHaveLength(19);
    expect(callbackTimes(TUESDAY_10AM, HOURS)[1]!.times).toHaveLength(20);
  });

  it('exactly half an hour ahead is on offer; a second less is not', () => {
    expect(callbackTimes(at('2026-11-24T10:00:00+05:30'), HOURS)[0]!.times[0]).toBe('2026-11-24T10:30:00+05:30');
    expect(callbackTimes(at('2026-11-24T10:00:01+05:30'), HOURS)[0]!.times[0]).toBe('2026-11-24T11:00:00+05:30');
  });

  it('a weekend day closes at six', () => {
    const friday = callbackTimes(at('2026-11-27T09:00:00+05:30'), HOURS);
    expect(friday.map((d) => d.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(friday[1]!.times.at(-1)).toBe('2026-11-28T17:30:00+05:30');
  });

  it('after the last half hour, today is left out', () => {
    expect(callbackTimes(at('2026-11-24T19:01:00+05:30'), HOURS).map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('a day the centre is closed is skipped, not replaced', () => {
    const noWednesday = HOURS.filter((h) => h.weekday !== 3);
    expect(callbackTimes(TUESDAY_10AM, noWednesday).map((d) => d.date)).toEqual(['2026-11-24', '2026-11-26']);
  });

  it('is read in India whatever the instant is written in: 04:30 UTC is 10:00 IST', () => {
    expect(callbackTimes(at('2026-11-24T04:30:00Z'), HOURS)[0]!.times[0]).toBe('2026-11-24T10:30:00+05:30');
  });

  it('checks a chosen time against the offer', () => {
    expect(isCallbackTime(at('2026-11-24T10:30:00+05:30'), TUESDAY_10AM, HOURS)).toBe(true);
    expect(isCallbackTime(at('2026-11-24T05:00:00Z'), TUESDAY_10AM, HOURS)).toBe(true);
    expect(isCallbackTime(at('2026-11-24T10:15:00+05:30'), TUESDAY_10AM, HOURS)).toBe(false);
    expect(isCallbackTime(at('2026-11-24T10:00:00+05:30'), TUESDAY_10AM, HOURS)).toBe(false);
    expect(isCallbackTime(at('2026-11-24T20:00:00+05:30'), TUESDAY_10AM, HOURS)).toBe(false);
    expect(isCallbackTime(at('2026-11-27T10:00:00+05:30'), TUESDAY_10AM, HOURS)).toBe(false);
  });
});

describe('the call-back form', () => {
  it('days read Today, Tomorrow, then the date; times read h:mm a', () => {
    const choices = callbackChoices(TUESDAY_10AM, HOURS);
    expect(choices.map((d) => [d.date, d.label])).toEqual([
      ['2026-11-24', 'Today'],
      ['2026-11-25', 'Tomorrow'],
      ['2026-11-26', 'Thu 26th Nov'],
    ]);
    expect(choices[0]!.times.slice(0, 4)).toEqual([
      { value: '2026-11-24T10:30:00+05:30', label: '10:30 AM' },
      { value: '2026-11-24T11:00:00+05:30', label: '11:00 AM' },
      { value: '2026-11-24T11:30:00+05:30', label: '11:30 AM' },
      { value: '2026-11-24T12:00:00+05:30', label: '12:00 PM' },
    ]);
    expect(choices[0]!.times.at(-1)).toEqual({ value: '2026-11-24T19:30:00+05:30', label: '7:30 PM' });
  });

  it('asks for a mobile number, and one that can be called', () => {
    expect(callbackPhoneError('')).toBe('Enter your mobile number');
    expect(callbackPhoneError('   ')).toBe('Enter your mobile number');
    expect(callbackPhoneError('98765')).toBe('Enter a valid 10-digit mobile number');
    expect(callbackPhoneError('5876543210')).toBe('Enter a valid 10-digit mobile number');
    expect(callbackPhoneError('98765 4321a')).toBe('Enter a valid 10-digit mobile number');
    expect(callbackPhoneError('9876543210')).toBeNull();
    expect(callbackPhoneError('+91 98765-43210')).toBeNull();
    expect(callbackPhoneError('09876543210')).toBeNull();
  });

  it('says who calls which number when', () => {
    expect(
      callbackBookedText({ garage_name: 'Kudlu Gate', preferred_at: '2026-11-25T11:30:00+05:30' }, '+91 98765-43210', TUESDAY_10AM),
    ).toBe('Kudlu Gate will call you on +91 98765 43210 at 11:30 AM tomorrow.');
    expect(callbackBookedText({ garage_name: 'Gota', preferred_at: '2026-11-24T06:00:00.000Z' }, '9000000001', TUESDAY_10AM)).toBe(
      'Gota will call you on +91 90000 00001 at 11:30 AM today.',
    );
  });
});

describe('times and numbers in words', () => {
  it('today, tomorrow, or on the day', () => {
    expect(timeOnDay(at('2026-11-24T19:30:00+05:30'), TUESDAY_10AM)).toBe('7:30 PM today');
    expect(timeOnDay(at('2026-11-25T00:00:00+05:30'), TUESDAY_10AM)).toBe('12:00 AM tomorrow');
    expect(timeOnDay(at('2026-11-26T09:30:00+05:30'), TUESDAY_10AM)).toBe('9:30 AM on Thu 26th Nov');
  });

  it('near midnight in India, "today" is India\'s: 18:29 UTC is still the 24th there, 18:31 UTC the 25th', () => {
    expect(timeOnDay(at('2026-11-25T10:00:00+05:30'), at('2026-11-24T18:29:00Z'))).toBe('10:00 AM tomorrow');
    expect(timeOnDay(at('2026-11-25T10:00:00+05:30'), at('2026-11-24T18:31:00Z'))).toBe('10:00 AM today');
  });
});

import { describe, expect, it } from 'vitest';
import { delayWords, promiseStatus, promiseWords } from '@/lib/promise-status';
import type { WorkshopStage } from '@/contracts/vocabulary';

// Whether the car is on time (docs/decisions/047). Now is Wednesday 25 Nov 2026, 16:30 IST; the
// advisor promised the repair done by 16:30 IST the same day.
const BY = '2026-11-25T16:30:00+05:30';
const REPAIR = { stage: 'REPAIR_IN_PROGRESS' as const, by: BY };
const at = (iso: string) => new Date(iso);

describe('on time or late', () => {
  it('is on time before the promised minute and at it', () => {
    expect(promiseStatus('REPAIR_IN_PROGRESS', REPAIR, at('2026-11-25T14:00:00+05:30'))).toEqual({ kind: 'on-time', by: at(BY) });
    expect(promiseStatus('REPAIR_IN_PROGRESS', REPAIR, at('2026-11-25T16:29:59.999+05:30'))).toEqual({ kind: 'on-time', by: at(BY) });
    expect(promiseStatus('REPAIR_IN_PROGRESS', REPAIR, at('2026-11-25T16:30:00+05:30'))).toEqual({ kind: 'on-time', by: at(BY) });
  });

  it('is late from the moment after it, by each minute begun', () => {
    expect(promiseStatus('REPAIR_IN_PROGRESS', REPAIR, at('2026-11-25T16:30:00.001+05:30'))).toEqual({
      kind: 'late',
      by: at(BY),
      minutes: 1,
    });
    expect(promiseStatus('REPAIR_IN_PROGRESS', REPAIR, at('2026-11-25T16:31:00+05:30'))).toEqual({ kind: 'late', by: at(BY), minutes: 1 });
    expect(promiseStatus('REPAIR_IN_PROGRESS', REPAIR, at('2026-11-25T16:31:00.001+05:30'))).toEqual({
      kind: 'late',
      by: at(BY),
      minutes: 2,
    });
    expect(promiseStatus('REPAIR_IN_PROGRESS', REPAIR, at('2026-11-25T16:55:00+05:30'))).toEqual({ kind: 'late', by: at(BY), minutes: 25 });
    expect(promiseStatus('REPAIR_IN_PROGRESS', REPAIR, at('2026-11-26T09:00:00+05:30'))).toEqual({
      kind: 'late',
      by: at(BY),
      minutes: 990,
    });
  });

  it('reads the promise as an instant, whatever offset it was written with', () => {
    const utc = { stage: 'REPAIR_IN_PROGRESS' as const, by: '2026-11-25T11:00:00Z' };
    expect(promiseStatus('REPAIR_IN_PROGRESS', utc, at('2026-11-25T16:30:00+05:30'))).toEqual({ kind: 'on-time', by: at(BY) });
    expect(promiseStatus('REPAIR_IN_PROGRESS', utc, at('2026-11-25T16:40:00+05:30')).kind).toBe('late');
  });

  it("counts only a promise of the car's current stage", () => {
    const earlier = { stage: 'SURVEY' as const, by: BY };
    expect(promiseStatus('REPAIR_IN_PROGRESS', earlier, at('2026-11-25T18:00:00+05:30'))).toEqual({ kind: 'none' });
  });
});

describe('without a promise', () => {
  it.each<[WorkshopStage, string]>([
    ['CAR_AT_GARAGE', 'none'],
    ['SURVEY', 'none'],
    ['ESTIMATE_APPROVAL_PENDING', 'waiting'],
    ['ESTIMATE_COMPLETED', 'none'],
    ['REPAIR_IN_PROGRESS', 'none'],
    ['QUALITY_CHECK', 'none'],
    ['PAYMENT_PENDING', 'done'],
    ['PAYMENT_COMPLETED', 'done'],
    ['NO_SERVICE_SELECTED', 'done'],
    ['CAR_DELIVERED', 'done'],
  ])('at %s the car is %s', (stage, kind) => {
    expect(promiseStatus(stage, null, at('2026-11-25T16:30:00+05:30'))).toEqual({ kind });
  });

  it('a car being readied after payment can still be promised, and be late', () => {
    const readied = { stage: 'PAYMENT_COMPLETED' as const, by: BY };
    expect(promiseStatus('PAYMENT_COMPLETED', readied, at('2026-11-25T17:00:00+05:30'))).toEqual({ kind: 'late', by: at(BY), minutes: 30 });
  });

  it('a delivered car is done, whatever was promised', () => {
    expect(promiseStatus('CAR_DELIVERED', { stage: 'CAR_DELIVERED', by: BY }, at('2026-11-26T09:00:00+05:30'))).toEqual({ kind: 'done' });
  });
});

describe('in words', () => {
  it.each<[number, string]>([
    [1, '1 minute'],
    [2, '2 minutes'],
    [59, '59 minutes'],
    [60, '1 hour'],
    [61, '1 hour 1 minute'],
    [125, '2 hours 5 minutes'],
    [990, '16 hours 30 minutes'],
  ])('%i minutes late reads "%s"', (minutes, words) => {
    expect(delayWords(minutes)).toBe(words);
  });

  it('says the promised time of day, with the day when it is not today', () => {
    const now = at('2026-11-25T14:00:00+05:30');
    expect(promiseWords({ kind: 'on-time', by: at(BY) }, now)).toEqual({
      lead: 'Promised by',
      time: '4:30 PM today',
      verdict: 'On time',
      note: null,
      tone: 'on-time',
    });
    expect(promiseWords({ kind: 'on-time', by: at('2026-11-26T10:00:00+05:30') }, now)?.time).toBe('Thu 26th Nov, 10:00 AM');
    expect(promiseWords({ kind: 'late', by: at(BY), minutes: 25 }, at('2026-11-25T16:55:00+05:30'))).toEqual({
      lead: 'Promised by',
      time: '4:30 PM today',
      verdict: 'Running late by 25 minutes',
      note: 'Your advisor will send you a new time.',
      tone: 'late',
    });
    expect(promiseWords({ kind: 'done' }, now)).toEqual({
      lead: 'No more work to wait for',
      time: null,
      verdict: 'Done',
      note: null,
      tone: 'done',
    });
    expect(promiseWords({ kind: 'none' }, now)).toEqual({
      lead: 'No time promised yet',
      time: null,
      verdict: null,
      note: null,
      tone: 'none',
    });
  });

  it('says nothing while the car waits for its customer: the action under the card does', () => {
    expect(promiseWords({ kind: 'waiting' }, at('2026-11-25T14:00:00+05:30'))).toBeNull();
  });
});

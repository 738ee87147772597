import { describe, expect, it } from 'vitest';
import { isLate, promiseVerdict, whenLabel } from '@/lib/stage-promise';
import type { WorkshopStage } from '@/contracts/vocabulary';

// The advisor's promised time for a stage (docs/decisions/032). Now is Wednesday 25 Nov 2026, 10:00 IST.
const NOW = new Date('2026-11-25T10:00:00+05:30');
const at = (iso: string) => new Date(iso);

describe('what may be promised', () => {
  it.each<[WorkshopStage, boolean]>([
    ['CAR_AT_GARAGE', true],
    ['SURVEY', true],
    ['ESTIMATE_APPROVAL_PENDING', false],
    ['ESTIMATE_COMPLETED', true],
    ['REPAIR_IN_PROGRESS', true],
    ['QUALITY_CHECK', true],
    ['PAYMENT_PENDING', false],
    ['PAYMENT_COMPLETED', true],
    ['CAR_DELIVERED', false],
    ['NO_SERVICE_SELECTED', true],
  ])('at %s: %s', (stage, ok) => {
    expect(promiseVerdict(stage, at('2026-11-25T16:30:00+05:30'), NOW)).toEqual(
      ok ? { ok: true } : { ok: false, message: 'This stage waits on the customer or is the last one: there is no time to promise' },
    );
  });
  it('5 minutes to 7 days ahead, both ends included', () => {
    const soon = { ok: false, message: 'Promise a time at least 5 minutes from now' };
    const far = { ok: false, message: 'Promise a time within the next 7 days' };
    expect(promiseVerdict('REPAIR_IN_PROGRESS', at('2026-11-25T10:04:59+05:30'), NOW)).toEqual(soon);
    expect(promiseVerdict('REPAIR_IN_PROGRESS', at('2026-11-25T10:05:00+05:30'), NOW)).toEqual({ ok: true });
    expect(promiseVerdict('REPAIR_IN_PROGRESS', at('2026-11-25T09:00:00+05:30'), NOW)).toEqual(soon);
    expect(promiseVerdict('REPAIR_IN_PROGRESS', at('2026-12-02T10:00:00+05:30'), NOW)).toEqual({ ok: true });
    expect(promiseVerdict('REPAIR_IN_PROGRESS', at('2026-12-02T10:00:01+05:30'), NOW)).toEqual(far);
  });
});

describe('when a promise is late', () => {
  const promise = { stage: 'REPAIR_IN_PROGRESS' as const, at: at('2026-11-25T16:30:00+05:30'), lateNotifiedAt: null };
  it('only after its time, at its stage, and once', () => {
    expect(isLate(promise, 'REPAIR_IN_PROGRESS', at('2026-11-25T16:30:00+05:30'))).toBe(false);
    expect(isLate(promise, 'REPAIR_IN_PROGRESS', at('2026-11-25T16:30:01+05:30'))).toBe(true);
    expect(isLate(promise, 'QUALITY_CHECK', at('2026-11-25T17:00:00+05:30'))).toBe(false);
    expect(
      isLate({ ...promise, lateNotifiedAt: at('2026-11-25T16:31:00+05:30') }, 'REPAIR_IN_PROGRESS', at('2026-11-25T17:00:00+05:30')),
    ).toBe(false);
    expect(isLate(null, 'REPAIR_IN_PROGRESS', at('2026-11-25T17:00:00+05:30'))).toBe(false);
  });
});

describe('how a promised time reads', () => {
  it('the time today, or the day and time on another IST day', () => {
    expect(whenLabel(at('2026-11-25T16:30:00+05:30'), NOW)).toBe('4:30 PM today');
    expect(whenLabel(at('2026-11-25T23:59:00+05:30'), NOW)).toBe('11:59 PM today');
    expect(whenLabel(at('2026-11-26T00:00:00+05:30'), NOW)).toBe('Thu 26th Nov, 12:00 AM');
    expect(whenLabel(at('2026-11-27T10:00:00+05:30'), NOW)).toBe('Fri 27th Nov, 10:00 AM');
  });
});

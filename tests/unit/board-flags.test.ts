import { describe, expect, it } from 'vitest';
import { boardFlag, flaggedCount } from '@/lib/board-flags';

// Times are IST, typed by hand; the slot is 10:00–11:00 on Wednesday 25 November 2026.
const ist = (clock: string, day = '2026-11-25') => new Date(`${day}T${clock}+05:30`);
const arriving = { date: '2026-11-25', slot_end: '11:00', order_id: null, stage: null, promise: null };
const inRepair = (by: string | null, stage: 'REPAIR_IN_PROGRESS' | 'SURVEY' = 'REPAIR_IN_PROGRESS') => ({
  date: '2026-11-25',
  slot_end: '11:00',
  order_id: 'order',
  stage: 'REPAIR_IN_PROGRESS' as const,
  promise: by ? { stage, by } : null,
});

describe('an arrival is late once its slot has ended without a check-in', () => {
  it('at the slot end minute it is not late; a second after, it is', () => {
    expect(boardFlag(arriving, ist('10:59:59'))).toBeNull();
    expect(boardFlag(arriving, ist('11:00:00'))).toBeNull();
    expect(boardFlag(arriving, ist('11:00:01'))).toBe('late');
  });

  it('a missed arrival of yesterday is late all day today; one of tomorrow is not', () => {
    expect(boardFlag({ ...arriving, date: '2026-11-24' }, ist('00:00:00'))).toBe('late');
    expect(boardFlag({ ...arriving, date: '2026-11-26' }, ist('23:59:59'))).toBeNull();
  });

  it('a checked-in car is never a late arrival, and a booking without a slot is not flagged', () => {
    expect(boardFlag(inRepair(null), ist('18:00:00'))).toBeNull();
    expect(boardFlag({ ...arriving, slot_end: null }, ist('18:00:00'))).toBeNull();
  });
});

describe('a car is overdue once the promise of its stage has passed', () => {
  it('promised by 4:30 PM: on time at 4:30:00, overdue at 4:30:01', () => {
    expect(boardFlag(inRepair('2026-11-25T16:30:00+05:30'), ist('16:30:00'))).toBeNull();
    expect(boardFlag(inRepair('2026-11-25T16:30:00+05:30'), ist('16:30:01'))).toBe('overdue');
  });

  it('a promise given in UTC is the same instant: 11:00 UTC is 4:30 PM IST', () => {
    expect(boardFlag(inRepair('2026-11-25T11:00:00Z'), ist('16:30:01'))).toBe('overdue');
  });

  it('a promise of another stage, or none, is no overdue', () => {
    expect(boardFlag(inRepair('2026-11-25T09:00:00+05:30', 'SURVEY'), ist('16:30:01'))).toBeNull();
    expect(boardFlag(inRepair(null), ist('23:00:00'))).toBeNull();
  });

  it('a column counts its flagged cars', () => {
    const now = ist('16:31:00');
    expect(flaggedCount([inRepair('2026-11-25T16:30:00+05:30'), inRepair('2026-11-25T17:00:00+05:30'), arriving], now)).toBe(2);
    expect(flaggedCount([], now)).toBe(0);
  });
});

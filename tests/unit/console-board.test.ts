import { describe, expect, it } from 'vitest';
import { boardColumn, consoleBoard, deliveredListedSince, isMissedArrival, staysOnConsole, type Listed } from '@/lib/console-board';
import type { BillStatus, WorkshopStage } from '@/contracts/vocabulary';

// Today is Wednesday 25 November 2026 (IST) in these cases.
const TODAY = '2026-11-25';
const booked = (date: string | null): Listed => ({ date, order_id: null, stage: null, bill: null, delivered_at: null });
const at = (stage: WorkshopStage, bill: BillStatus | null = null, deliveredAt: string | null = null): Listed => ({
  date: '2026-11-25',
  order_id: 'order',
  stage,
  bill: bill ? { status: bill } : null,
  delivered_at: deliveredAt,
});

describe('every stage of the workshop has one column on the board', () => {
  it.each([
    ['CAR_AT_GARAGE', null, 'inspection'],
    ['SURVEY', null, 'inspection'],
    ['ESTIMATE_APPROVAL_PENDING', null, 'approval'],
    ['ESTIMATE_COMPLETED', null, 'in-progress'],
    ['REPAIR_IN_PROGRESS', null, 'in-progress'],
    ['QUALITY_CHECK', null, 'quality-check'],
    ['QUALITY_CHECK', 'AWAITING_APPROVAL', 'bill'],
    ['PAYMENT_PENDING', 'ISSUED', 'bill'],
    ['PAYMENT_PENDING', 'PAID', 'ready'],
    ['PAYMENT_COMPLETED', 'PAID', 'ready'],
    ['NO_SERVICE_SELECTED', null, 'ready'],
  ] as const)('%s with the bill %s is in %s', (stage, bill, column) => {
    expect(boardColumn(at(stage, bill), TODAY)).toBe(column);
  });

  it('a car delivered today is in Delivered today until IST midnight, then off the board', () => {
    expect(boardColumn(at('CAR_DELIVERED', 'PAID', '2026-11-25T00:00:00+05:30'), TODAY)).toBe('delivered');
    expect(boardColumn(at('CAR_DELIVERED', 'PAID', '2026-11-25T23:59:59+05:30'), TODAY)).toBe('delivered');
    // 23:59:59 IST on the 24th is 18:29:59 UTC: yesterday in India.
    expect(boardColumn(at('CAR_DELIVERED', 'PAID', '2026-11-24T18:29:59Z'), TODAY)).toBeNull();
    expect(boardColumn(at('CAR_DELIVERED', 'PAID', null), TODAY)).toBeNull();
  });
});

describe('bookings not checked in', () => {
  it("booked for today they are today's arrivals; for tomorrow, not on the board", () => {
    expect(boardColumn(booked('2026-11-25'), TODAY)).toBe('arrivals');
    expect(boardColumn(booked('2026-11-26'), TODAY)).toBeNull();
    expect(boardColumn(booked(null), TODAY)).toBeNull();
  });

  it("booked for an earlier day, a missed arrival stays with today's arrivals", () => {
    expect(boardColumn(booked('2026-11-24'), TODAY)).toBe('arrivals');
    expect(isMissedArrival(booked('2026-11-24'), TODAY)).toBe(true);
    expect(isMissedArrival(booked('2026-11-25'), TODAY)).toBe(false);
    expect(isMissedArrival({ ...booked('2026-11-24'), order_id: 'order', stage: 'SURVEY' }, TODAY)).toBe(false);
  });
});

describe('the board', () => {
  const named = (name: string, item: Listed) => ({ name, ...item });
  const names = (items: { name: string }[]) => items.map((i) => i.name);

  it('keeps every column, empty ones too, and lists later days below under their headings', () => {
    const board = consoleBoard(
      [
        named('missed yesterday', booked('2026-11-24')),
        named('today 10', booked('2026-11-25')),
        named('in repair', at('REPAIR_IN_PROGRESS')),
        named('tomorrow', booked('2026-11-26')),
        named('friday', booked('2026-11-27')),
        named('friday later', booked('2026-11-27')),
        named('no day', booked(null)),
        named('delivered yesterday', at('CAR_DELIVERED', 'PAID', '2026-11-24T17:00:00+05:30')),
      ],
      TODAY,
    );
    expect(board.columns.map((c) => [c.heading, names(c.items)])).toEqual([
      ["Today's arrivals", ['missed yesterday', 'today 10']],
      ['Inspection', []],
      ['Waiting for approval', []],
      ['In progress', ['in repair']],
      ['Quality check', []],
      ['Bill', []],
      ['Ready for delivery', []],
      ['Delivered today', []],
    ]);
    expect(board.upcoming.map((g) => [g.heading, names(g.items)])).toEqual([
      ['Tomorrow', ['tomorrow']],
      ['Fri 27th Nov', ['friday', 'friday later']],
    ]);
  });

  it('is all empty columns and no later day for an empty list', () => {
    const board = consoleBoard([], TODAY);
    expect(board.columns).toHaveLength(8);
    expect(board.columns.every((c) => c.items.length === 0)).toBe(true);
    expect(board.upcoming).toEqual([]);
  });
});

describe('a delivered car stays on the console until midnight in India', () => {
  const at = (iso: string) => new Date(iso);

  it('delivered today at 23:59 IST, it is still listed a few seconds before midnight', () => {
    expect(staysOnConsole({ delivered_at: '2026-11-25T23:59:00+05:30' }, at('2026-11-25T23:59:59+05:30'))).toBe(true);
    // 23:59 IST is 18:29 UTC the same day: the day is India's, not the machine's or UTC's.
    expect(staysOnConsole({ delivered_at: '2026-11-25T18:29:00Z' }, at('2026-11-25T18:29:59Z'))).toBe(true);
  });

  it('delivered in the first minute of today, it is listed all day', () => {
    expect(staysOnConsole({ delivered_at: '2026-11-25T00:00:00+05:30' }, at('2026-11-25T23:59:59+05:30'))).toBe(true);
  });

  it('delivered yesterday, it is gone: at midnight, and the next morning', () => {
    expect(staysOnConsole({ delivered_at: '2026-11-24T23:59:00+05:30' }, at('2026-11-25T00:00:00+05:30'))).toBe(false);
    expect(staysOnConsole({ delivered_at: '2026-11-24T10:00:00+05:30' }, at('2026-11-25T09:00:00+05:30'))).toBe(false);
    // 00:30 IST on the 25th is 19:00 UTC on the 24th: the same UTC day as a delivery at 18:00 UTC (23:30 IST), not the same Indian one.
    expect(staysOnConsole({ delivered_at: '2026-11-24T18:00:00Z' }, at('2026-11-24T19:00:00Z'))).toBe(false);
  });

  it('a car not delivered stays whatever the time', () => {
    expect(staysOnConsole({ delivered_at: null }, at('2026-11-25T00:00:00+05:30'))).toBe(true);
  });

  it('the database is asked for the cars delivered since midnight IST', () => {
    expect(deliveredListedSince(at('2026-11-25T23:59:59+05:30')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(deliveredListedSince(at('2026-11-25T00:00:00+05:30')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(deliveredListedSince(at('2026-11-24T23:59:59+05:30')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });
});

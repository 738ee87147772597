import { describe, expect, it } from 'vitest';
import { consoleGroups, deliveredListedSince, staysOnConsole } from '@/lib/console-board';

// Today is Wednesday 25 November 2026 (IST) in these cases.
const TODAY = '2026-11-25';
const item = (name: string, date: string | null, order: string | null = null, deliveredAt: string | null = null) => ({
  name,
  date,
  order_id: order,
  delivered_at: deliveredAt,
});

describe('the console groups its appointments', () => {
  it("puts the cars in the workshop first, then each day in the list's order with its heading", () => {
    const groups = consoleGroups(
      [
        item('in at 9', '2026-11-25', 'order-1'),
        item('today 10', '2026-11-25'),
        item('today 11', '2026-11-25'),
        item('tomorrow', '2026-11-26'),
        item('friday', '2026-11-27'),
        item('old, still in', '2026-11-20', 'order-2'),
      ],
      TODAY,
    );
    expect(groups.map((g) => [g.heading, g.items.map((i) => i.name)])).toEqual([
      ['In the workshop', ['in at 9', 'old, still in']],
      ['Today', ['today 10', 'today 11']],
      ['Tomorrow', ['tomorrow']],
      ['Fri 27th Nov', ['friday']],
    ]);
  });

  it('has no workshop group when no car is checked in, and skips a booking without a day', () => {
    expect(consoleGroups([item('no slot', null), item('today', TODAY)], TODAY).map((g) => g.heading)).toEqual(['Today']);
    expect(consoleGroups([], TODAY)).toEqual([]);
  });

  it('puts the cars delivered today at the end of the workshop group, in their own order', () => {
    const groups = consoleGroups(
      [
        item('delivered at 11', '2026-11-24', 'order-1', '2026-11-25T11:00:00+05:30'),
        item('in repair', '2026-11-25', 'order-2'),
        item('delivered at 10', '2026-11-25', 'order-3', '2026-11-25T10:00:00+05:30'),
        item('at quality check', '2026-11-25', 'order-4'),
      ],
      TODAY,
    );
    expect(groups.map((g) => [g.heading, g.items.map((i) => i.name)])).toEqual([
      ['In the workshop', ['in repair', 'at quality check', 'delivered at 11', 'delivered at 10']],
    ]);
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

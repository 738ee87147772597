import { describe, expect, it } from 'vitest';
import { consoleGroups } from '@/lib/console-board';

// Today is Wednesday 25 November 2026 (IST) in these cases.
const TODAY = '2026-11-25';
const item = (name: string, date: string | null, order: string | null = null) => ({ name, date, order_id: order });

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
});

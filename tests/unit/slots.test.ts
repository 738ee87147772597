import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOT_RULES,
  generateSlots,
  inSlotWindow,
  isBookable,
  parseSlotId,
  resolveSlot,
  slotIdOf,
  slotOn,
  slotsByDay,
  slotWindow,
  type SlotTemplateRule,
  type SlotUsage,
} from '@/lib/slots';

// Decision 016: 14 days from today in IST (today included), closed days skipped, bookings stop 60
// minutes before a slot and 120 before a pick-up slot. Instants are written in UTC (IST = UTC+5:30).
// 2026-12-21 is a Monday; 2026-12-25 (Christmas, a Friday) is a holiday, 2026-12-31 a closure.
const at = (iso: string) => new Date(iso);
const MON_0900_IST = at('2026-12-21T03:30:00Z');
const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const S = 'cccccccc-0000-4000-8000-000000000003';
const PICKUP_MORNING: SlotTemplateRule = {
  id: A,
  slotType: 'PICK_AND_DROP',
  weekdays: [1, 2, 3, 4, 5, 6],
  startTime: '10:00',
  endTime: '12:00',
  capacity: 3,
  sameDayService: true,
};
const PICKUP_AFTERNOON: SlotTemplateRule = {
  id: B,
  slotType: 'PICK_AND_DROP',
  weekdays: [1, 2, 3, 4, 5],
  startTime: '14:00:00',
  endTime: '16:00:00',
  capacity: 2,
  sameDayService: false,
};
const SELF_DROP_DAILY: SlotTemplateRule = {
  id: S,
  slotType: 'SELF_DROP',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  startTime: '10:00',
  endTime: '11:00',
  capacity: 1,
  sameDayService: false,
};
const CLOSED = [
  { date: '2026-12-25', reason: 'Christmas' },
  { date: '2026-12-31', reason: 'Stock-taking' },
];
const RULES = DEFAULT_SLOT_RULES;

const generate = (templates: SlotTemplateRule[], now: Date, usage: SlotUsage[] = []) =>
  generateSlots({ templates, usage, closed: CLOSED, now, rules: RULES });

describe('the rules', () => {
  it('offer 14 days, close 60 minutes before a slot and 120 before a pick-up', () => {
    expect(DEFAULT_SLOT_RULES).toEqual({ daysAhead: 14, cutoffMinutes: 60, pickupCutoffMinutes: 120 });
  });
});

describe('slot ids', () => {
  it('are the template id and the day', () => {
    expect(slotIdOf(A, '2026-12-22')).toBe('aaaaaaaa-0000-4000-8000-000000000001_2026-12-22');
    expect(parseSlotId('aaaaaaaa-0000-4000-8000-000000000001_2026-12-22')).toEqual({ templateId: A, date: '2026-12-22' });
    expect(parseSlotId('a_b_2026-12-22')).toEqual({ templateId: 'a_b', date: '2026-12-22' });
  });

  it.each(['garbage', '_2026-12-22', `${A}_2026-02-30`, `${A}_22-12-2026`, `${A}_`])('%j names no slot', (id) =>
    expect(parseSlotId(id)).toBeNull(),
  );
});

describe('the window of days', () => {
  it('is today in IST and the 13 days after', () => {
    expect(slotWindow(MON_0900_IST, 14)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('starts a new day at midnight IST, which is 18:30 UTC', () => {
    const before = slotWindow(at('2026-12-20T18:29:59Z'), 14);
    const after = slotWindow(at('2026-12-20T18:30:00Z'), 14);
    expect([before[0], before[13]]).toEqual(['2026-12-20', '2027-01-02']);
    expect([after[0], after[13]]).toEqual(['2026-12-21', '2027-01-03']);
  });

  it('holds a day exactly when the listed window does, across a month and a year', () => {
    expect(inSlotWindow('2026-12-21', MON_0900_IST, 14)).toBe(true); // today
    expect(inSlotWindow('2027-01-03', MON_0900_IST, 14)).toBe(true); // the 14th day
    expect(inSlotWindow('2027-01-04', MON_0900_IST, 14)).toBe(false); // the 15th
    expect(inSlotWindow('2026-12-20', MON_0900_IST, 14)).toBe(false); // yesterday
    expect(inSlotWindow('2026-12-21', MON_0900_IST, 1)).toBe(true);
    expect(inSlotWindow('2026-12-22', MON_0900_IST, 1)).toBe(false);
    expect(inSlotWindow('2026-12-21', MON_0900_IST, 0)).toBe(false);
    // One second before midnight IST the 20th is still today, and the 3rd of January not yet in.
    expect(inSlotWindow('2026-12-20', at('2026-12-20T18:29:59Z'), 14)).toBe(true);
    expect(inSlotWindow('2027-01-03', at('2026-12-20T18:29:59Z'), 14)).toBe(false);
  });
});

describe('the booking cut-off', () => {
  const TEN_AM_IST = at('2026-12-21T04:30:00Z');
  it.each([
    ['PICK_AND_DROP', '2026-12-21T02:29:00Z', true], // 121 minutes before
    ['PICK_AND_DROP', '2026-12-21T02:30:00Z', true], // exactly 120
    ['PICK_AND_DROP', '2026-12-21T02:31:00Z', false], // 119
    ['PICK_AND_DROP', '2026-12-21T03:30:00Z', false], // 60 is not enough for a pick-up
    ['SELF_DROP', '2026-12-21T03:29:00Z', true], // 61
    ['SELF_DROP', '2026-12-21T03:30:00Z', true], // exactly 60
    ['SELF_DROP', '2026-12-21T03:31:00Z', false], // 59
    ['SLOT_BOOKING', '2026-12-21T03:30:00Z', true],
    ['SLOT_BOOKING', '2026-12-21T03:30:00.001Z', false],
    ['SLOT_BOOKING', '2026-12-21T04:31:00Z', false], // already started
  ] as const)('a %s slot at 10:00 IST, asked at %s: %s', (type, now, bookable) => {
    expect(isBookable(type, TEN_AM_IST, at(now), RULES)).toBe(bookable);
  });
});

describe("a template's slot on a day", () => {
  it('runs on its weekdays only, at its IST times', () => {
    expect(slotOn(PICKUP_MORNING, '2026-12-22')).toEqual({
      id: `${A}_2026-12-22`,
      templateId: A,
      slotType: 'PICK_AND_DROP',
      date: '2026-12-22',
      startsAt: at('2026-12-22T04:30:00Z'),
      endsAt: at('2026-12-22T06:30:00Z'),
      capacity: 3,
      sameDayService: true,
    });
    expect(slotOn(PICKUP_MORNING, '2026-12-27')).toBeNull(); // a Sunday
  });
});

describe('generating the slots', () => {
  it('offers a template on its weekdays in the window, skipping a holiday and a closure', () => {
    const slots = generate([PICKUP_MORNING], MON_0900_IST);
    expect(slots.map((s) => s.date)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-26', // not the 25th (Christmas) nor the 27th (Sunday)
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-01',
      '2027-01-02', // not the 31st (closure) nor 3 Jan (Sunday)
    ]);
  });

  it("closes today's pick-up at 10:00 when asked at 09:00, and opens tomorrow's", () => {
    const [today, tomorrow] = generate([PICKUP_MORNING], MON_0900_IST);
    expect(today).toEqual({
      id: `${A}_2026-12-21`,
      date: '2026-12-21',
      startTime: '2026-12-21T10:00:00+05:30',
      endTime: '2026-12-21T12:00:00+05:30',
      count: 3,
      left: 3,
      isSameDayService: true,
      disabled: true,
      unavailable: 'closed',
    });
    expect(tomorrow).toEqual({
      id: `${A}_2026-12-22`,
      date: '2026-12-22',
      startTime: '2026-12-22T10:00:00+05:30',
      endTime: '2026-12-22T12:00:00+05:30',
      count: 3,
      left: 3,
      isSameDayService: true,
      disabled: false,
      unavailable: null,
    });
  });

  it("keeps today's self-drop at 10:00 open until 09:00 IST exactly, not a minute later", () => {
    expect(generate([SELF_DROP_DAILY], MON_0900_IST)[0]).toMatchObject({ id: `${S}_2026-12-21`, disabled: false, unavailable: null });
    expect(generate([SELF_DROP_DAILY], at('2026-12-21T03:31:00Z'))[0]).toMatchObject({
      id: `${S}_2026-12-21`,
      disabled: true,
      unavailable: 'closed',
    });
  });

  it('starts from the new IST day at midnight IST', () => {
    const lateSunday = generate([SELF_DROP_DAILY], at('2026-12-20T18:29:00Z'));
    const mondayMidnight = generate([SELF_DROP_DAILY], at('2026-12-20T18:30:00Z'));
    expect(lateSunday.map((s) => s.date).slice(0, 2)).toEqual(['2026-12-20', '2026-12-21']);
    expect(lateSunday[0]?.unavailable).toBe('closed');
    expect(mondayMidnight.map((s) => s.date).slice(0, 2)).toEqual(['2026-12-21', '2026-12-22']);
    expect(mondayMidnight[0]?.unavailable).toBeNull();
    expect(mondayMidnight).toHaveLength(12); // 14 days less the holiday and the closure
  });

  it('counts what is taken: left, full, a row capacity that differs from the template', () => {
    const usage: SlotUsage[] = [
      { templateId: A, date: '2026-12-22', capacity: 3, taken: 2 },
      { templateId: A, date: '2026-12-23', capacity: 3, taken: 3 },
      { templateId: A, date: '2026-12-24', capacity: 5, taken: 1 },
      { templateId: A, date: '2026-12-26', capacity: 2, taken: 4 },
      { templateId: A, date: '2026-12-21', capacity: 3, taken: 3 },
    ];
    const byDate = Object.fromEntries(
      generate([PICKUP_MORNING], MON_0900_IST, usage).map((s) => [s.date, [s.count, s.left, s.disabled, s.unavailable]]),
    );
    expect(byDate['2026-12-22']).toEqual([3, 1, false, null]);
    expect(byDate['2026-12-23']).toEqual([3, 0, true, 'full']);
    expect(byDate['2026-12-24']).toEqual([5, 4, false, null]);
    expect(byDate['2026-12-26']).toEqual([2, 0, true, 'full']);
    expect(byDate['2026-12-21']).toEqual([3, 0, true, 'closed']); // past its cut-off says so, even when full
    expect(byDate['2026-12-28']).toEqual([3, 3, false, null]);
  });

  it('sorts by start time across templates, then by id', () => {
    const early: SlotTemplateRule = { ...PICKUP_MORNING, id: '00000000-0000-4000-8000-000000000000' };
    const slots = generate([PICKUP_AFTERNOON, PICKUP_MORNING, early], MON_0900_IST).slice(0, 5);
    expect(slots.map((s) => s.id)).toEqual([
      '00000000-0000-4000-8000-000000000000_2026-12-21',
      `${A}_2026-12-21`,
      `${B}_2026-12-21`,
      '00000000-0000-4000-8000-000000000000_2026-12-22',
      `${A}_2026-12-22`,
    ]);
    expect(slots[2]).toMatchObject({
      startTime: '2026-12-21T14:00:00+05:30',
      endTime: '2026-12-21T16:00:00+05:30',
      count: 2,
      isSameDayService: false,
      disabled: false,
    });
  });

  it('groups the slots by day, in order', () => {
    const days = slotsByDay([
      { date: '2026-12-21', id: 1 },
      { date: '2026-12-21', id: 2 },
      { date: '2026-12-22', id: 3 },
    ]);
    expect(days).toEqual([
      {
        date: '2026-12-21',
        slots: [
          { date: '2026-12-21', id: 1 },
          { date: '2026-12-21', id: 2 },
        ],
      },
      { date: '2026-12-22', slots: [{ date: '2026-12-22', id: 3 }] },
    ]);
  });
});

describe('resolving a slot id to book', () => {
  const resolve = (id: string, template: SlotTemplateRule | undefined, now = MON_0900_IST) => resolveSlot(id, template, CLOSED, now, RULES);

  it('gives the slot when it can be booked', () => {
    expect(resolve(`${A}_2026-12-22`, PICKUP_MORNING)).toEqual({
      ok: true,
      slot: {
        id: `${A}_2026-12-22`,
        templateId: A,
        slotType: 'PICK_AND_DROP',
        date: '2026-12-22',
        startsAt: at('2026-12-22T04:30:00Z'),
        endsAt: at('2026-12-22T06:30:00Z'),
        capacity: 3,
        sameDayService: true,
      },
    });
    expect(resolve(`${S}_2027-01-03`, SELF_DROP_DAILY)).toMatchObject({ ok: true }); // the last day of the window
    expect(resolve(`${A}_2026-12-21`, PICKUP_MORNING, at('2026-12-21T02:30:00Z'))).toMatchObject({ ok: true }); // exactly 120 minutes before
  });

  it.each([
    ['unknown', 'garbage', PICKUP_MORNING],
    ['unknown', `${A}_2026-12-22`, undefined],
    ['unknown', `${B}_2026-12-22`, PICKUP_MORNING], // another template's slot
    ['unknown', `${A}_2026-12-27`, PICKUP_MORNING], // the template does not run on Sundays
    ['closed-day', `${A}_2026-12-25`, PICKUP_MORNING],
    ['closed-day', `${A}_2026-12-31`, PICKUP_MORNING],
    ['outside-window', `${S}_2027-01-04`, SELF_DROP_DAILY], // the 15th day
    ['outside-window', `${S}_2026-12-20`, SELF_DROP_DAILY], // yesterday
    ['past-cutoff', `${A}_2026-12-21`, PICKUP_MORNING], // 60 minutes before a pick-up
  ] as const)('refuses as %s: %s', (reason, id, template) => expect(resolve(id, template)).toEqual({ ok: false, reason }));

  it('refuses a pick-up 119 minutes before it starts', () => {
    expect(resolve(`${A}_2026-12-21`, PICKUP_MORNING, at('2026-12-21T02:31:00Z'))).toEqual({ ok: false, reason: 'past-cutoff' });
  });
});

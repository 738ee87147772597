import { describe, expect, it } from 'vitest';
import { bookingSignature, consoleSignature, latestNewsAt, timelineSignature, updatedAgo } from '@/lib/live-updates';

const NOW = new Date('2026-11-25T06:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('how long ago the last news was', () => {
  it('just now under a minute, then minutes, then hours, then over a day', () => {
    expect(updatedAgo(ago(59_999), NOW)).toBe('Updated just now');
    expect(updatedAgo(ago(60_000), NOW)).toBe('Updated 1 min ago');
    expect(updatedAgo(ago(59 * 60_000 + 59_999), NOW)).toBe('Updated 59 min ago');
    expect(updatedAgo(ago(60 * 60_000), NOW)).toBe('Updated 1 h ago');
    expect(updatedAgo(ago(23 * 3_600_000 + 59 * 60_000), NOW)).toBe('Updated 23 h ago');
    expect(updatedAgo(ago(24 * 3_600_000), NOW)).toBe('Updated over a day ago');
    // A clock a little ahead of the server's: still just now.
    expect(updatedAgo(new Date(NOW.getTime() + 5_000), NOW)).toBe('Updated just now');
  });
});

const timeline = {
  timeline: [
    { stage: 'CAR_AT_GARAGE', at: '2026-11-25T11:00:00+05:30' },
    { stage: 'SURVEY', at: '2026-11-25T11:10:00+05:30' },
  ],
  damages: [{ id: 'pads', final_amount: null, metadata: { customer_approval_status: 'PENDING' } }],
  bill: null,
  updates: [] as { at: string }[],
  quality_check: [
    { item: 'work-done', passed: null },
    { item: 'test-drive', passed: null },
  ] as { item: string; passed: boolean | null }[],
};

describe('what counts as news on the tracking screens', () => {
  it('a new stage, a line answered or given a final amount, a bill drawn up or issued', () => {
    const before = timelineSignature(timeline);
    expect(before).toBe('2|SURVEY|2026-11-25T11:10:00+05:30|pads:PENDING:||0:|--|');
    expect(
      timelineSignature({
        ...timeline,
        timeline: [...timeline.timeline, { stage: 'ESTIMATE_APPROVAL_PENDING', at: '2026-11-25T11:30:00+05:30' }],
      }),
    ).not.toBe(before);
    expect(
      timelineSignature({
        ...timeline,
        damages: [{ id: 'pads', final_amount: null, metadata: { customer_approval_status: 'APPROVED_BY_CUSTOMER' } }],
      }),
    ).not.toBe(before);
    expect(
      timelineSignature({
        ...timeline,
        damages: [{ id: 'pads', final_amount: 240_000, metadata: { customer_approval_status: 'PENDING' } }],
      }),
    ).not.toBe(before);
    expect(timelineSignature({ ...timeline, bill: { status: 'AWAITING_APPROVAL', number: null } })).toBe(
      '2|SURVEY|2026-11-25T11:10:00+05:30|pads:PENDING:|AWAITING_APPROVAL::|0:|--|',
    );
    expect(timelineSignature({ ...timeline, bill: { status: 'ISSUED', number: 'KDG/26-27/00002' } })).toBe(
      '2|SURVEY|2026-11-25T11:10:00+05:30|pads:PENDING:|ISSUED:KDG/26-27/00002:|0:|--|',
    );
    // The customer's online payment of the bill being confirmed, or failed, is news too.
    expect(
      timelineSignature({ ...timeline, bill: { status: 'ISSUED', number: 'KDG/26-27/00002', online_payment: { status: 'IN_PROGRESS' } } }),
    ).toBe('2|SURVEY|2026-11-25T11:10:00+05:30|pads:PENDING:|ISSUED:KDG/26-27/00002:IN_PROGRESS|0:|--|');
  });
  it('a promised time given or moved', () => {
    expect(timelineSignature({ ...timeline, promise: { by: '2026-11-25T16:30:00+05:30' } })).toBe(
      '2|SURVEY|2026-11-25T11:10:00+05:30|pads:PENDING:||0:|--|2026-11-25T16:30:00+05:30',
    );
  });
  it('an order with no stage yet has a signature too', () => {
    expect(timelineSignature({ timeline: [], damages: [], bill: null, updates: [], quality_check: [] })).toBe('0|||||0:||');
  });
  it('the same stage entered again (quality check back to repair) is news too', () => {
    const again = { ...timeline, timeline: [...timeline.timeline, { stage: 'SURVEY', at: '2026-11-25T12:00:00+05:30' }] };
    expect(timelineSignature(again)).toBe('3|SURVEY|2026-11-25T12:00:00+05:30|pads:PENDING:||0:|--|');
  });
});

describe('progress lines and the quality check are news too', () => {
  it('a new progress line, an item passed or failed', () => {
    const posted = { ...timeline, updates: [{ at: '2026-11-25T12:30:00+05:30' }, { at: '2026-11-25T12:00:00+05:30' }] };
    expect(timelineSignature(posted)).toBe('2|SURVEY|2026-11-25T11:10:00+05:30|pads:PENDING:||2:2026-11-25T12:30:00+05:30|--|');
    const checked = {
      ...timeline,
      quality_check: [
        { item: 'work-done', passed: true },
        { item: 'test-drive', passed: false },
      ],
    };
    expect(timelineSignature(checked)).toBe('2|SURVEY|2026-11-25T11:10:00+05:30|pads:PENDING:||0:|yn|');
  });
  it('the newest news is the latest stage or progress line, whichever came later', () => {
    expect(latestNewsAt(timeline)).toBe('2026-11-25T11:10:00+05:30');
    expect(latestNewsAt({ ...timeline, updates: [{ at: '2026-11-25T12:30:00+05:30' }] })).toBe('2026-11-25T12:30:00+05:30');
    // Offsets are read as instants: 06:50 UTC is 12:20 IST, before 12:30 IST.
    expect(
      latestNewsAt({ timeline: [{ stage: 'SURVEY', at: '2026-11-25T12:30:00+05:30' }], updates: [{ at: '2026-11-25T06:50:00Z' }] }),
    ).toBe('2026-11-25T12:30:00+05:30');
    expect(latestNewsAt({ timeline: [], updates: [] })).toBeNull();
    expect(latestNewsAt({ timeline: [], updates: [{ at: '2026-11-25T12:30:00+05:30' }] })).toBe('2026-11-25T12:30:00+05:30');
  });
});

describe('what counts as news on the console', () => {
  const card = {
    appointment_id: 'a1',
    stage: null,
    pickup_started_at: null,
    can_start_pickup: false,
    can_mark_no_show: false,
    parts: [],
    bill: null,
  };
  it('a car listed or gone, a stage, a part answered, a bill, the arrival buttons', () => {
    expect(consoleSignature({ appointments: [card] })).toBe('a1|||0|0||');
    expect(consoleSignature({ appointments: [] })).toBe('');
    expect(
      consoleSignature({ appointments: [{ ...card, stage: 'SURVEY', parts: [{ id: 'p', status: 'DECLINED', final_amount: null }] }] }),
    ).toBe('a1|SURVEY||0|0|p:DECLINED:|');
    expect(consoleSignature({ appointments: [{ ...card, can_mark_no_show: true, bill: { status: 'PAID' } }] })).toBe('a1|||0|1||PAID');
    expect(consoleSignature({ appointments: [{ ...card, pickup_started_at: '2026-11-25T09:05:00+05:30', can_start_pickup: true }] })).toBe(
      'a1||2026-11-25T09:05:00+05:30|1|0||',
    );
  });
});

describe("a booking's page follows its booking", () => {
  const booked = {
    status: 'SCHEDULED',
    order_id: null,
    updated_at: '2026-11-25T04:00:00.000Z',
    actions: { cancel: true, reschedule: true },
  };
  it('changes when the car is checked in, the pick-up starts, or the record changes; not otherwise', () => {
    expect(bookingSignature(booked)).toBe('SCHEDULED||c|r|2026-11-25T04:00:00.000Z');
    expect(bookingSignature({ ...booked })).toBe(bookingSignature(booked));
    // Checked in: the order, and nothing left to do online.
    expect(
      bookingSignature({
        ...booked,
        order_id: 'o1',
        actions: { cancel: false, reschedule: false },
        updated_at: '2026-11-25T05:00:00.000Z',
      }),
    ).toBe('SCHEDULED|o1|||2026-11-25T05:00:00.000Z');
    // The pick-up under way ends cancelling online, even were the time the same.
    expect(bookingSignature({ ...booked, actions: { cancel: false, reschedule: true } })).toBe('SCHEDULED|||r|2026-11-25T04:00:00.000Z');
    expect(bookingSignature({ ...booked, status: 'RESCHEDULED' })).toBe('RESCHEDULED||c|r|2026-11-25T04:00:00.000Z');
  });
});

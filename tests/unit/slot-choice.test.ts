import { describe, expect, it } from 'vitest';
import type { SlotView } from '@/contracts/slots';
import {
  afterBookingHref,
  afterRescheduleHref,
  choiceHint,
  continuableOf,
  cutoffHint,
  dayTabs,
  liveHoldOf,
  noSlotsText,
  openingDay,
  slotChoiceOf,
  slotIntro,
  slotStepOf,
  slotTypeOf,
  slotsQueryOf,
  slotWhen,
  stillChoosable,
} from '@/lib/slot-choice';

// Tuesday 24 Nov 2026 in IST. Every expected text below is typed out by hand.
const TODAY = '2026-11-24';
const GARAGE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

/** A slot of the list get-slots answers; open with 6 places left unless told. */
function slot(id: string, date: string, start: string, end: string, rest: Partial<SlotView> = {}): SlotView {
  return {
    id,
    date,
    startTime: `${date}T${start}:00+05:30`,
    endTime: `${date}T${end}:00+05:30`,
    count: 6,
    left: 6,
    isSameDayService: false,
    disabled: false,
    unavailable: null,
    ...rest,
  };
}
const FULL = { left: 0, disabled: true, unavailable: 'full' as const };
const CLOSED = { disabled: true, unavailable: 'closed' as const };

describe('which appointments the slot screen serves', () => {
  const at = (status: Parameters<typeof slotStepOf>[0]['status'], more: Partial<Parameters<typeof slotStepOf>[0]> = {}) => ({
    status,
    fulfillmentType: 'SELF_DROP' as const,
    hasPickupAddress: false,
    canReschedule: true,
    ...more,
  });

  it('chooses the slot of a booking not yet paid for, and of one paid for without a slot', () => {
    expect(slotStepOf(at('CREATED'), false)).toBe('choose');
    expect(slotStepOf(at('CREATED', { fulfillmentType: 'SLOT_BOOKING' }), false)).toBe('choose');
    expect(slotStepOf(at('PAYMENT_CREATED'), false)).toBe('choose');
    expect(slotStepOf(at('PAYMENT_FAILED'), false)).toBe('choose');
    expect(slotStepOf(at('PAYMENT_CONFIRMED'), false)).toBe('choose');
  });

  it('sends a pick-and-drop booking without its pick-up address to the address first', () => {
    expect(slotStepOf(at('CREATED', { fulfillmentType: 'PICK_AND_DROP' }), false)).toBe('elsewhere');
    expect(slotStepOf(at('PICKUP_ADDRESS_ADDED', { fulfillmentType: 'PICK_AND_DROP', hasPickupAddress: true }), false)).toBe('choose');
  });

  it('sends a payment being decided, a cancelled booking and a booked one (without reschedule) elsewhere', () => {
    expect(slotStepOf(at('PAYMENT_IN_PROGRESS'), false)).toBe('elsewhere');
    expect(slotStepOf(at('PAYMENT_IN_PROGRESS'), true)).toBe('elsewhere');
    expect(slotStepOf(at('CANCELLED'), true)).toBe('elsewhere');
    expect(slotStepOf(at('SCHEDULED'), false)).toBe('elsewhere');
    expect(slotStepOf(at('RESCHEDULED'), false)).toBe('elsewhere');
  });

  it('moves a booked slot with reschedule=1 while the server allows it, and says so when it no longer does', () => {
    expect(slotStepOf(at('SCHEDULED'), true)).toBe('reschedule');
    expect(slotStepOf(at('RESCHEDULED'), true)).toBe('reschedule');
    expect(slotStepOf(at('SCHEDULED', { canReschedule: false }), true)).toBe('reschedule-closed');
  });

  it('ignores reschedule=1 on a booking that has no booked slot yet', () => {
    expect(slotStepOf(at('CREATED'), true)).toBe('choose');
    expect(slotStepOf(at('PAYMENT_CONFIRMED'), true)).toBe('choose');
  });
});

describe('the slot type of the look-up', () => {
  it('is the slot_type of the address when it is the booking’s own', () => {
    expect(slotTypeOf('SELF_DROP', 'SELF_DROP', false)).toEqual({ ok: true, slotType: 'SELF_DROP' });
    expect(slotTypeOf('PICK_AND_DROP', 'PICK_AND_DROP', false)).toEqual({ ok: true, slotType: 'PICK_AND_DROP' });
  });

  it('is not found without a slot_type, or with one that is not a slot type', () => {
    expect(slotTypeOf(null, 'SELF_DROP', false)).toEqual({ ok: false, reason: 'missing' });
    expect(slotTypeOf('', 'SELF_DROP', false)).toEqual({ ok: false, reason: 'missing' });
    expect(slotTypeOf('self_drop', 'SELF_DROP', false)).toEqual({ ok: false, reason: 'missing' });
    expect(slotTypeOf('ANY', 'SELF_DROP', false)).toEqual({ ok: false, reason: 'missing' });
  });

  it('tells an old link of another handover type apart', () => {
    expect(slotTypeOf('SELF_DROP', 'PICK_AND_DROP', false)).toEqual({ ok: false, reason: 'other' });
  });

  it('is the booking’s own type when rescheduling, whatever the address says', () => {
    expect(slotTypeOf(null, 'SLOT_BOOKING', true)).toEqual({ ok: true, slotType: 'SLOT_BOOKING' });
    expect(slotTypeOf('SELF_DROP', 'SLOT_BOOKING', true)).toEqual({ ok: true, slotType: 'SLOT_BOOKING' });
  });
});

describe('the get-slots query', () => {
  const booking = { garageId: GARAGE, pincode: '560068' };

  it('asks for the booking’s garage, with no pincode unless the car is picked up', () => {
    expect(slotsQueryOf('SELF_DROP', '560102', booking)).toEqual({ slot_type: 'SELF_DROP', garage_id: GARAGE });
    expect(slotsQueryOf('SLOT_BOOKING', null, booking)).toEqual({ slot_type: 'SLOT_BOOKING', garage_id: GARAGE });
  });

  it('takes a pick-up’s pincode from the address, else the booking’s', () => {
    expect(slotsQueryOf('PICK_AND_DROP', '560102', booking)).toEqual({ slot_type: 'PICK_AND_DROP', garage_id: GARAGE, pincode: '560102' });
    expect(slotsQueryOf('PICK_AND_DROP', null, booking)).toEqual({ slot_type: 'PICK_AND_DROP', garage_id: GARAGE, pincode: '560068' });
    expect(slotsQueryOf('PICK_AND_DROP', '56010', booking).pincode).toBe('560068');
    expect(slotsQueryOf('PICK_AND_DROP', '060102', booking).pincode).toBe('560068');
    expect(slotsQueryOf('PICK_AND_DROP', '5601022', booking).pincode).toBe('560068');
  });
});

describe('continuing an appointment', () => {
  const a = {
    appointment_id: 'a1',
    garage_id: GARAGE,
    status: 'PICKUP_ADDRESS_ADDED' as const,
    pincode: '560068',
    booking_details: {
      appointment_fulfillment_type: 'PICK_AND_DROP' as const,
      appointment_date: null,
      booking_id: null,
      booking_status: 'HELD' as const,
      hold_expires_at: null,
      slot_id: null,
      slot_details: null,
    },
    pickup_details: { address: { line: '14, 3rd Cross', city: 'Bengaluru', state: 'Karnataka', pincode: '560102', location_coords: null } },
    order_id: null,
  };

  it('uses the pick-up pincode when there is one, else the appointment’s', () => {
    expect(continuableOf(a)).toEqual({
      appointmentId: 'a1',
      garageId: GARAGE,
      status: 'PICKUP_ADDRESS_ADDED',
      fulfillmentType: 'PICK_AND_DROP',
      pincode: '560102',
      bookingStatus: 'HELD',
      orderId: null,
    });
    expect(continuableOf({ ...a, order_id: '7b0c1d2e-3f40-4a51-8b62-c7d8e9f00a1b' }).orderId).toBe('7b0c1d2e-3f40-4a51-8b62-c7d8e9f00a1b');
    expect(continuableOf({ ...a, pickup_details: { address: null } }).pincode).toBe('560068');
  });
});

describe('a hold still running', () => {
  const now = new Date('2026-11-24T06:00:00Z');
  const held = { booking_status: 'HELD' as const, slot_id: 's1', hold_expires_at: '2026-11-24T06:00:00.001Z' };

  it('is the held slot until the hold runs out', () => {
    expect(liveHoldOf(held, now)).toBe('s1');
    expect(liveHoldOf({ ...held, hold_expires_at: '2026-11-24T06:00:00.000Z' }, now)).toBeNull();
    expect(liveHoldOf({ ...held, hold_expires_at: '2026-11-24T05:45:00.000Z' }, now)).toBeNull();
  });

  it('is nothing for a booked slot or without a hold', () => {
    expect(liveHoldOf({ ...held, booking_status: 'CONFIRMED' }, now)).toBeNull();
    expect(liveHoldOf({ ...held, booking_status: null }, now)).toBeNull();
    expect(liveHoldOf({ ...held, hold_expires_at: null }, now)).toBeNull();
    expect(liveHoldOf({ ...held, slot_id: null }, now)).toBeNull();
  });
});

describe('one slot', () => {
  const open = slot('s1', '2026-11-25', '10:00', '12:00', { isSameDayService: true });

  it('reads h:mm a - h:mm a in IST, with what is left and whether the car comes back the same day', () => {
    expect(slotChoiceOf(open)).toEqual({
      id: 's1',
      label: '10:00 AM - 12:00 PM',
      sameDay: true,
      disabled: false,
      reason: null,
      left: '6 left',
      fewLeft: false,
      tag: null,
    });
    expect(slotChoiceOf(slot('s2', '2026-11-25', '12:00', '14:00')).label).toBe('12:00 PM - 2:00 PM');
    expect(slotChoiceOf(slot('s3', '2026-11-25', '18:00', '20:00')).label).toBe('6:00 PM - 8:00 PM');
  });

  it('marks two places left or fewer, and not three', () => {
    expect(slotChoiceOf({ ...open, left: 3 })).toMatchObject({ left: '3 left', fewLeft: false });
    expect(slotChoiceOf({ ...open, left: 2 })).toMatchObject({ left: '2 left', fewLeft: true });
    expect(slotChoiceOf({ ...open, left: 1 })).toMatchObject({ left: '1 left', fewLeft: true });
  });

  it('cannot be chosen when full or past its cut-off, and says which', () => {
    expect(slotChoiceOf({ ...open, ...FULL })).toMatchObject({ disabled: true, reason: 'Full', left: null, fewLeft: false });
    // The server's reason decides, whatever count came with it.
    expect(slotChoiceOf({ ...open, disabled: true, unavailable: 'full', left: 2 })).toMatchObject({ disabled: true, reason: 'Full' });
    expect(slotChoiceOf({ ...open, disabled: true, unavailable: null, left: 3 })).toMatchObject({
      disabled: true,
      reason: 'Booking closed',
      fewLeft: false,
    });
    expect(slotChoiceOf({ ...open, ...CLOSED })).toMatchObject({ disabled: true, reason: 'Booking closed', left: null });
    expect(slotChoiceOf({ ...open, ...CLOSED, left: 0 })).toMatchObject({ disabled: true, reason: 'Booking closed' });
    expect(slotChoiceOf({ ...open, left: 0 })).toMatchObject({ disabled: true, reason: 'Full' });
  });

  it('can be chosen again by the booking holding it, even when its hold took the last place', () => {
    expect(slotChoiceOf({ ...open, ...FULL }, { held: 's1' })).toMatchObject({
      disabled: false,
      reason: null,
      tag: 'Held for you',
      left: null,
    });
    expect(slotChoiceOf({ ...open, ...CLOSED }, { held: 's1' })).toMatchObject({ disabled: true, reason: 'Booking closed' });
    expect(slotChoiceOf({ ...open, ...FULL }, { held: 'other' })).toMatchObject({ disabled: true, reason: 'Full' });
  });

  it('is not offered as the new slot of the booking that has it', () => {
    expect(slotChoiceOf(open, { current: 's1' })).toMatchObject({ disabled: true, reason: 'Your current slot' });
    expect(slotChoiceOf(open, { current: 'other' })).toMatchObject({ disabled: false });
  });
});

describe('the days of the strip', () => {
  const list = {
    slots: [
      slot('t1', '2026-11-24', '10:00', '12:00', CLOSED),
      slot('t2', '2026-11-24', '18:00', '20:00', CLOSED),
      slot('w2', '2026-11-25', '14:00', '16:00', FULL),
      slot('w1', '2026-11-25', '10:00', '12:00', { isSameDayService: true }),
      slot('f1', '2026-11-27', '10:00', '12:00', FULL),
      slot('f2', '2026-11-27', '12:00', '14:00', FULL),
      slot('s1', '2026-11-28', '10:00', '12:00', FULL),
      slot('s2', '2026-11-28', '16:00', '18:00', CLOSED),
    ],
    closed_days: [{ date: '2026-11-26', reason: 'Annual maintenance' }],
  };
  // Built inside each test (not when the file loads), so a mutation run sees every test reach dayTabs.
  const strip = () => dayTabs(list, TODAY);

  it('lists every day with slots and every closed day, in date order', () => {
    expect(strip().map((t) => t.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('names them Today, Tomorrow, then by weekday, with the date under it', () => {
    expect(strip().map((t) => [t.name, t.dateText])).toEqual([
      ['Today', '24 Nov'],
      ['Tomorrow', '25 Nov'],
      ['Thu', '26 Nov'],
      ['Fri', '27 Nov'],
      ['Sat', '28 Nov'],
    ]);
    expect(strip().map((t) => t.title)).toEqual([
      'Today, Tue 24th Nov',
      'Tomorrow, Wed 25th Nov',
      'Thu 26th Nov',
      'Fri 27th Nov',
      'Sat 28th Nov',
    ]);
  });

  it('says under each day what is open, or why nothing is', () => {
    expect(strip().map((t) => [t.note, t.open])).toEqual([
      ['Booking closed', 0],
      ['1 open', 1],
      ['Closed', 0],
      ['Full', 0],
      ['No slots left', 0],
    ]);
    expect(strip()[2]!.closedReason).toBe('Annual maintenance');
    expect(strip()[1]!.closedReason).toBeNull();
  });

  it('sorts each day’s slots by start time', () => {
    expect(strip()[1]!.slots.map((s) => s.label)).toEqual(['10:00 AM - 12:00 PM', '2:00 PM - 4:00 PM']);
    const shuffled = dayTabs(
      {
        slots: [
          slot('b', '2026-11-25', '12:00', '14:00'),
          slot('a', '2026-11-25', '09:30', '10:00'),
          slot('c', '2026-11-25', '10:00', '12:00'),
        ],
        closed_days: [],
      },
      TODAY,
    );
    expect(shuffled[0]!.slots.map((s) => s.id)).toEqual(['a', 'c', 'b']);
    expect(shuffled[0]!.note).toBe('3 open');
  });

  it('shows no slots on a day the centre is closed', () => {
    const both = dayTabs(
      { slots: [slot('x', '2026-11-26', '10:00', '12:00')], closed_days: [{ date: '2026-11-26', reason: 'Diwali' }] },
      TODAY,
    );
    expect(both[0]).toMatchObject({ note: 'Closed', slots: [], open: 0, closedReason: 'Diwali' });
  });

  it('runs over the end of a month and of a year', () => {
    expect(dayTabs({ slots: [slot('d', '2026-12-01', '10:00', '12:00')], closed_days: [] }, '2026-11-30')[0]).toMatchObject({
      name: 'Tomorrow',
      dateText: '1 Dec',
      title: 'Tomorrow, Tue 1st Dec',
    });
    expect(dayTabs({ slots: [slot('j', '2027-01-01', '10:00', '12:00')], closed_days: [] }, '2026-12-31')[0]).toMatchObject({
      name: 'Tomorrow',
      dateText: '1 Jan',
      title: 'Tomorrow, Fri 1st Jan',
    });
    expect(dayTabs({ slots: [slot('k', '2027-01-02', '10:00', '12:00')], closed_days: [] }, '2026-12-31')[0]).toMatchObject({
      name: 'Sat',
      dateText: '2 Jan',
      title: 'Sat 2nd Jan',
    });
  });

  it('counts the booking’s own held slot as open', () => {
    const held = dayTabs(list, TODAY, { held: 'f1' });
    expect(held[3]).toMatchObject({ note: '1 open', open: 1 });
    expect(held[3]!.slots[0]).toMatchObject({ tag: 'Held for you', disabled: false });
  });
});

describe('the day the strip opens on', () => {
  const strip = () =>
    dayTabs(
      {
        slots: [
          slot('t1', '2026-11-24', '10:00', '12:00', CLOSED),
          slot('w1', '2026-11-25', '10:00', '12:00'),
          slot('f1', '2026-11-27', '10:00', '12:00'),
          slot('f2', '2026-11-27', '12:00', '14:00', FULL),
        ],
        closed_days: [],
      },
      TODAY,
    );

  it('is the day of a slot already chosen that is still open', () => {
    expect(openingDay(strip(), 'f1')).toBe('2026-11-27');
  });

  it('is otherwise the first day with an open slot', () => {
    expect(openingDay(strip(), null)).toBe('2026-11-25');
    expect(openingDay(strip(), 'f2')).toBe('2026-11-25');
    expect(openingDay(strip(), 'gone')).toBe('2026-11-25');
  });

  it('is the first day when nothing is open, and none without days', () => {
    const none = dayTabs(
      { slots: [slot('t1', '2026-11-24', '10:00', '12:00', CLOSED), slot('w1', '2026-11-25', '10:00', '12:00', FULL)], closed_days: [] },
      TODAY,
    );
    expect(openingDay(none, null)).toBe('2026-11-24');
    expect(openingDay([], null)).toBeNull();
  });

  it('keeps a chosen slot only while it can still be chosen', () => {
    expect(stillChoosable(strip(), 'f1')).toBe('f1');
    expect(stillChoosable(strip(), 'f2')).toBeNull();
    expect(stillChoosable(strip(), 't1')).toBeNull();
    expect(stillChoosable(strip(), 'gone')).toBeNull();
    expect(stillChoosable(strip(), null)).toBeNull();
  });
});

describe('a slot in one line', () => {
  it('names the day and the IST times, whatever the zone the instants are written in', () => {
    expect(slotWhen('2026-11-25T10:00:00+05:30', '2026-11-25T12:00:00+05:30', TODAY)).toBe('Tomorrow, 10:00 AM - 12:00 PM');
    expect(slotWhen('2026-11-25T04:30:00.000Z', '2026-11-25T06:30:00.000Z', TODAY)).toBe('Tomorrow, 10:00 AM - 12:00 PM');
    expect(slotWhen('2026-11-24T12:30:00+05:30', '2026-11-24T14:30:00+05:30', TODAY)).toBe('Today, 12:30 PM - 2:30 PM');
    expect(slotWhen('2026-11-26T14:00:00+05:30', '2026-11-26T16:00:00+05:30', TODAY)).toBe('Thu 26th Nov, 2:00 PM - 4:00 PM');
  });

  it('puts an instant just after midnight IST on the next day', () => {
    expect(slotWhen('2026-11-24T18:30:00Z', '2026-11-24T19:30:00Z', TODAY)).toBe('Tomorrow, 12:00 AM - 1:00 AM');
    expect(slotWhen('2026-11-24T18:29:00Z', '2026-11-24T18:59:00Z', TODAY)).toBe('Today, 11:59 PM - 12:29 AM');
  });

  it('says Invalid date for a time it cannot read', () => {
    expect(slotWhen('soon', '2026-11-25T12:00:00+05:30', TODAY)).toBe('Invalid date');
  });
});

describe('the texts of the screen', () => {
  it('lists the closures, in date order, when no slot is free', () => {
    expect(
      noSlotsText(
        'Service Centre Gota',
        [
          { date: '2026-12-25', reason: 'Christmas' },
          { date: '2026-11-30', reason: 'Annual maintenance' },
        ],
        14,
      ),
    ).toEqual({
      title: 'Service Centre Gota has no free slots in the next 14 days',
      closures: ['Closed on Mon 30th Nov: Annual maintenance', 'Closed on Fri 25th Dec: Christmas'],
    });
    expect(noSlotsText('Service Centre Gota', [], 14).closures).toEqual([]);
  });

  it('says how long before a slot it can still be booked, by handover type', () => {
    const rules = { cutoffMinutes: 60, pickupCutoffMinutes: 120 };
    expect(cutoffHint('PICK_AND_DROP', rules)).toBe('Pick-up slots can be booked until 2 hours before they start.');
    expect(cutoffHint('SELF_DROP', rules)).toBe('Slots can be booked until 1 hour before they start.');
    expect(cutoffHint('SLOT_BOOKING', { cutoffMinutes: 90, pickupCutoffMinutes: 120 })).toBe(
      'Slots can be booked until 90 minutes before they start.',
    );
    expect(cutoffHint('SLOT_BOOKING', { cutoffMinutes: 30, pickupCutoffMinutes: 120 })).toBe(
      'Slots can be booked until 30 minutes before they start.',
    );
    expect(cutoffHint('PICK_AND_DROP', { cutoffMinutes: 60, pickupCutoffMinutes: 180 })).toBe(
      'Pick-up slots can be booked until 3 hours before they start.',
    );
    expect(cutoffHint('SELF_DROP', { cutoffMinutes: 0, pickupCutoffMinutes: 120 })).toBeNull();
  });

  it('says what choosing does: a hold before paying, a booking once paid, a move when rescheduling', () => {
    expect(choiceHint('choose', 'CREATED', 15)).toBe('We hold the slot for 15 minutes while you add your details and pay the booking fee.');
    expect(choiceHint('choose', 'PAYMENT_FAILED', 60)).toBe(
      'We hold the slot for 1 hour while you add your details and pay the booking fee.',
    );
    expect(choiceHint('choose', 'PAYMENT_CONFIRMED', 15)).toBe('Your booking fee is paid: choosing a slot confirms your booking.');
    expect(choiceHint('reschedule', 'SCHEDULED', 15)).toBe(
      'Your booking moves only once the new slot is confirmed; until then your current slot stays yours.',
    );
  });

  it('introduces the slots by handover type', () => {
    expect(slotIntro('PICK_AND_DROP', 'Service Centre Kudlu Gate')).toBe(
      'Choose when our driver should pick up your car. We bring it back to the same address after the service.',
    );
    expect(slotIntro('SELF_DROP', 'Service Centre Kudlu Gate')).toBe('Choose when you will drop your car at Service Centre Kudlu Gate.');
    expect(slotIntro('SLOT_BOOKING', 'Service Centre Kudlu Gate')).toBe(
      'Choose when you will bring your car to Service Centre Kudlu Gate: a bay is kept for you and the work is done while you wait.',
    );
  });
});

describe('where the screen goes next', () => {
  const ids = { appointmentId: 'a1', garageId: GARAGE };

  it('goes on to the details and payment with a held slot, and to the confirmation with a booked one', () => {
    expect(afterBookingHref('HELD', ids)).toBe(`/service-centre/ad-services/details-capture?appointmentId=a1&garageId=${GARAGE}`);
    expect(afterBookingHref('CONFIRMED', ids)).toBe(
      `/service-centre/ad-services/appointment-confirmation?appointmentId=a1&garageId=${GARAGE}`,
    );
  });

  it('shows the confirmation of a rescheduled booking', () => {
    expect(afterRescheduleHref(ids)).toBe(
      `/service-centre/ad-services/appointment-confirmation?appointmentId=a1&garageId=${GARAGE}&rescheduled=1`,
    );
  });
});

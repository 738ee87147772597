import { describe, expect, it } from 'vitest';
import { bookingLinks, istToday, splitBookings, STATUS_TEXT, type LinkedBooking } from '@/lib/my-bookings';

describe('My bookings', () => {
  const b = (
    id: string,
    status:
      | 'SCHEDULED'
      | 'CANCELLED'
      | 'COMPLETED'
      | 'CREATED'
      | 'PICKUP_ADDRESS_ADDED'
      | 'PAYMENT_CREATED'
      | 'PAYMENT_FAILED'
      | 'PAYMENT_IN_PROGRESS'
      | 'PAYMENT_CONFIRMED',
    appointmentDate: string | null,
  ) => ({ id, status, appointmentDate });

  it('upcoming: today (IST) or later, or no day yet, unless cancelled or delivered; the rest is past, order kept', () => {
    const list = [
      b('a', 'SCHEDULED', '2026-11-24'),
      b('b', 'SCHEDULED', '2026-11-23'),
      b('c', 'SCHEDULED', '2026-11-22'),
      b('d', 'PAYMENT_CONFIRMED', null),
      b('e', 'CANCELLED', '2026-11-30'),
      b('f', 'CANCELLED', null),
      b('g', 'COMPLETED', '2026-11-23'),
    ];
    const { drafts, upcoming, past } = splitBookings(list, '2026-11-23');
    expect(drafts).toEqual([]);
    expect(upcoming.map((x) => x.id)).toEqual(['a', 'b', 'd']);
    expect(past.map((x) => x.id)).toEqual(['c', 'e', 'f', 'g']);
  });

  it('started and never paid for: apart, not booked yet, whatever day a lapsed hold left on it; paid or being paid: booked', () => {
    const list = [
      b('a', 'CREATED', null),
      b('b', 'SCHEDULED', '2026-11-24'),
      b('c', 'PICKUP_ADDRESS_ADDED', null),
      b('d', 'PAYMENT_CREATED', '2026-11-24'),
      b('e', 'PAYMENT_FAILED', '2026-11-20'),
      b('f', 'PAYMENT_IN_PROGRESS', '2026-11-24'),
      b('g', 'PAYMENT_CONFIRMED', null),
      b('h', 'CANCELLED', null),
    ];
    const { drafts, upcoming, past } = splitBookings(list, '2026-11-23');
    expect(drafts.map((x) => x.id)).toEqual(['a', 'c', 'd', 'e']);
    expect(upcoming.map((x) => x.id)).toEqual(['b', 'f', 'g']);
    expect(past.map((x) => x.id)).toEqual(['h']);
  });

  it('an empty list has nothing anywhere', () => {
    expect(splitBookings([], '2026-11-23')).toEqual({ drafts: [], upcoming: [], past: [] });
  });

  it('today is the calendar day in India: 18:29 UTC is still the 23rd there, 18:30 UTC the 24th', () => {
    expect(istToday(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(istToday(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('reads each state in words', () => {
    expect(STATUS_TEXT.SCHEDULED).toBe('Confirmed');
    expect(STATUS_TEXT.PAYMENT_CONFIRMED).toBe('Paid, slot to be chosen');
    expect(STATUS_TEXT.CANCELLED).toBe('Cancelled');
    expect(STATUS_TEXT.COMPLETED).toBe('Delivered');
    expect(Object.keys(STATUS_TEXT)).toHaveLength(10);
  });
});

describe("My bookings' links", () => {
  const ID = '7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01';
  const G = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
  const booking = (more: Partial<LinkedBooking>): LinkedBooking => ({
    id: ID,
    garageId: G,
    status: 'SCHEDULED',
    fulfillmentType: 'PICK_AND_DROP',
    pincode: '560102',
    bookingStatus: 'CONFIRMED',
    appointmentDate: '2026-11-25',
    receipt: true,
    ...more,
  });
  const TODAY = '2026-11-24';

  it('a confirmed booking ahead: its page and its receipt, not booked again yet', () => {
    expect(bookingLinks(booking({}), TODAY)).toEqual({
      open: `/service-centre/ad-services/appointment-confirmation?appointmentId=${ID}&garageId=${G}`,
      receipt: `/service-centre/bookings/${ID}/receipt`,
      bookAgain: null,
      discard: null,
    });
  });

  it('a confirmed booking whose day is today is not over; one of yesterday is, and can be booked again', () => {
    expect(bookingLinks(booking({ appointmentDate: '2026-11-24' }), TODAY).bookAgain).toBeNull();
    expect(bookingLinks(booking({ status: 'RESCHEDULED', appointmentDate: '2026-11-23' }), TODAY).bookAgain).toBe(
      `/service-centre/repeat-booking?appointmentId=${ID}`,
    );
  });

  it('a cancelled booking: the cancelled page, its receipt when it was paid, and book again', () => {
    expect(bookingLinks(booking({ status: 'CANCELLED', bookingStatus: null, appointmentDate: null }), TODAY)).toEqual({
      open: `/service-centre/ad-services/appointment-cancelled?appointmentId=${ID}&garageId=${G}`,
      receipt: `/service-centre/bookings/${ID}/receipt`,
      bookAgain: `/service-centre/repeat-booking?appointmentId=${ID}`,
      discard: null,
    });
    expect(bookingLinks(booking({ status: 'CANCELLED', receipt: false }), TODAY).receipt).toBeNull();
  });

  it('a delivered car: its tracking screen (timeline, bill, survey), its receipt, and book again the same day', () => {
    const ORDER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(bookingLinks(booking({ status: 'COMPLETED', appointmentDate: '2026-11-24', orderId: ORDER }), TODAY)).toEqual({
      open: `/service-centre/tracking?orderId=${ORDER}`,
      receipt: `/service-centre/bookings/${ID}/receipt`,
      bookAgain: `/service-centre/repeat-booking?appointmentId=${ID}`,
      discard: null,
    });
    // No order known (never the case for a delivered car): My bookings itself, never a page that sends it back.
    expect(bookingLinks(booking({ status: 'COMPLETED', orderId: null }), TODAY).open).toBe('/service-centre/bookings');
  });

  it('a checked-in car not yet delivered: still its booking page, which links its tracking screen', () => {
    expect(bookingLinks(booking({ orderId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }), TODAY).open).toBe(
      `/service-centre/ad-services/appointment-confirmation?appointmentId=${ID}&garageId=${G}`,
    );
  });

  it('a booking not paid for: where it continues (the address, the held slot), no receipt, not over, discarded on the cancel screen', () => {
    expect(bookingLinks(booking({ status: 'CREATED', bookingStatus: null, appointmentDate: null, receipt: false }), TODAY)).toEqual({
      open: `/service-centre/ad-services/address-selection?appointmentId=${ID}&garageId=${G}`,
      receipt: null,
      bookAgain: null,
      discard: `/service-centre/ad-services/appointment-cancelled?appointmentId=${ID}&garageId=${G}`,
    });
    expect(bookingLinks(booking({ status: 'PAYMENT_FAILED', receipt: false }), TODAY).discard).toBe(
      `/service-centre/ad-services/appointment-cancelled?appointmentId=${ID}&garageId=${G}`,
    );
    expect(bookingLinks(booking({ status: 'PICKUP_ADDRESS_ADDED', bookingStatus: 'HELD', receipt: false }), TODAY).open).toBe(
      `/service-centre/ad-services/details-capture?appointmentId=${ID}&garageId=${G}`,
    );
    expect(bookingLinks(booking({ status: 'PAYMENT_FAILED', bookingStatus: null, receipt: false }), TODAY).open).toBe(
      `/service-centre/ad-services/slot-selection?appointmentId=${ID}&garageId=${G}&slot_type=PICK_AND_DROP&pincode=560102`,
    );
  });

  it('nothing to discard once paid, being paid, or over: those are cancelled from their own page', () => {
    expect(bookingLinks(booking({ status: 'PAYMENT_IN_PROGRESS', receipt: false }), TODAY).discard).toBeNull();
    expect(bookingLinks(booking({ status: 'PAYMENT_CONFIRMED', appointmentDate: null }), TODAY).discard).toBeNull();
    expect(bookingLinks(booking({}), TODAY).discard).toBeNull();
    expect(bookingLinks(booking({ status: 'CANCELLED', receipt: false }), TODAY).discard).toBeNull();
  });

  it('paid with the slot still to choose: the slot screen of its handover', () => {
    expect(
      bookingLinks(
        booking({ status: 'PAYMENT_CONFIRMED', fulfillmentType: 'SELF_DROP', bookingStatus: null, appointmentDate: null }),
        TODAY,
      ).open,
    ).toBe(`/service-centre/ad-services/slot-selection?appointmentId=${ID}&garageId=${G}&slot_type=SELF_DROP`);
  });
});

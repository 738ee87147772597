import { describe, expect, it } from 'vitest';
import { bookingCalendar, bookingEvent, offersCalendarFile, type CalendarBooking } from '@/lib/booking-calendar';
import { escapeText, foldLine, utcStamp } from '@/lib/icalendar';

// The booking's "Add to calendar" file (docs/decisions/047, RFC 5545). The booking: a pick-up for a
// Swift at Kudlu Gate, Monday 30 Nov 2026 10:00 AM - 12:00 PM IST, the file made on Saturday 28 Nov at 9:01:05 PM IST.
const BOOKING: CalendarBooking = {
  appointment_id: '3d9ddf80-1234-4abc-8def-0123456789ab',
  garage_id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
  status: 'SCHEDULED',
  garage: {
    name: 'Service Centre Kudlu Gate',
    address: 'Plot 14, Hosur Main Road, near Kudlu Gate Junction, Garvebhavi Palya, Bengaluru, Karnataka 560068',
    phone: '+91 80 4125 6780',
  },
  vehicle_details: { make: 'Maruti Suzuki', model: 'Swift', variant_name: 'VXi', registration_number: 'KA05MN1234' },
  booking_details: {
    appointment_fulfillment_type: 'PICK_AND_DROP',
    slot_details: { start_time: '2026-11-30T10:00:00+05:30', end_time: '2026-11-30T12:00:00+05:30' },
  },
};
const NOW = new Date('2026-11-28T21:01:05+05:30');
const ORIGIN = 'https://www.example.in';

describe("a booking's calendar file", () => {
  it('is one confirmed event in UTC, its text escaped, every line ended with CRLF and folded at 75 octets', () => {
    expect(bookingCalendar(BOOKING, ORIGIN, NOW)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Service Centre//Car service booking//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:3d9ddf80-1234-4abc-8def-0123456789ab@www.example.in',
        'DTSTAMP:20261128T153105Z',
        'DTSTART:20261130T043000Z',
        'DTEND:20261130T063000Z',
        'SUMMARY:Car pick-up for service\\, Service Centre Kudlu Gate',
        'LOCATION:Plot 14\\, Hosur Main Road\\, near Kudlu Gate Junction\\, Garvebhavi ',
        ' Palya\\, Bengaluru\\, Karnataka 560068',
        'DESCRIPTION:Booking reference 3D9DDF80\\nPick-up and drop: Maruti Suzuki Swi',
        ' ft VXi\\, KA 05 MN 1234\\nService Centre Kudlu Gate: +91 80 4125 6780\\nYour ',
        ' booking: https://www.example.in/service-centre/ad-services/appointment-con',
        ' firmation?appointmentId=3d9ddf80-1234-4abc-8def-0123456789ab&garageId=4b1d',
        ' 7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
        'URL:https://www.example.in/service-centre/ad-services/appointment-confirmat',
        ' ion?appointmentId=3d9ddf80-1234-4abc-8def-0123456789ab&garageId=4b1d7c2e-5',
        ' a1e-4c39-9f0a-1e0d6a5b1001',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('names the event by how the car is handed over', () => {
    const summary = (type: CalendarBooking['booking_details']['appointment_fulfillment_type']) =>
      bookingEvent({ ...BOOKING, booking_details: { ...BOOKING.booking_details, appointment_fulfillment_type: type } }, ORIGIN, NOW)
        ?.summary;
    expect(summary('PICK_AND_DROP')).toBe('Car pick-up for service, Service Centre Kudlu Gate');
    expect(summary('SELF_DROP')).toBe('Drop the car for service at Service Centre Kudlu Gate');
    expect(summary('SLOT_BOOKING')).toBe('Car service at Service Centre Kudlu Gate');
  });

  it('a rescheduled booking keeps its UID; one with no slot booked, or cancelled, has no event', () => {
    expect(bookingEvent({ ...BOOKING, status: 'RESCHEDULED' }, ORIGIN, NOW)?.uid).toBe(
      '3d9ddf80-1234-4abc-8def-0123456789ab@www.example.in',
    );
    expect(bookingEvent({ ...BOOKING, status: 'CANCELLED' }, ORIGIN, NOW)).toBeNull();
    expect(bookingEvent({ ...BOOKING, status: 'PAYMENT_CONFIRMED' }, ORIGIN, NOW)).toBeNull();
    expect(bookingEvent({ ...BOOKING, booking_details: { ...BOOKING.booking_details, slot_details: null } }, ORIGIN, NOW)).toBeNull();
  });

  it('leaves the plate out when the car has none yet', () => {
    const event = bookingEvent({ ...BOOKING, vehicle_details: { ...BOOKING.vehicle_details, registration_number: null } }, ORIGIN, NOW);
    expect(event?.description.split('\n')[1]).toBe('Pick-up and drop: Maruti Suzuki Swift VXi');
  });
});

describe('iCalendar text', () => {
  it('writes an instant in UTC whatever its offset', () => {
    expect(utcStamp(new Date('2026-11-30T10:00:00+05:30'))).toBe('20261130T043000Z');
    expect(utcStamp(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('leaves a line of 75 octets whole and folds the 76th onto a line that starts with a space', () => {
    const seventyFive = 'DESCRIPTION:123456789012345678901234567890123456789012345678901234567890123';
    expect(seventyFive).toHaveLength(75);
    expect(foldLine(seventyFive)).toBe(seventyFive);
    expect(foldLine(`${seventyFive}4`)).toBe(`${seventyFive}\r\n 4`);
  });

  it('never splits a character: ₹ (three octets) that would pass the 75th octet goes to the next line', () => {
    const seventyFour = `SUMMARY:${'x'.repeat(66)}`;
    expect(foldLine(`${seventyFour}₹199`)).toBe(`${seventyFour}\r\n ₹199`);
    const seventyTwo = `SUMMARY:${'x'.repeat(64)}`;
    expect(foldLine(`${seventyTwo}₹199`)).toBe(`${seventyTwo}₹\r\n 199`);
  });

  it('fills each further line to 74 octets after its space', () => {
    const folded = foldLine(`X:${'a'.repeat(73 + 74 + 10)}`).split('\r\n');
    expect(folded.map((line) => line.length)).toEqual([75, 75, 11]);
  });
});

describe('whether a booking page offers the calendar file', () => {
  const SLOT = { end_time: '2026-11-30T12:00:00+05:30' };
  const booked = { status: 'SCHEDULED' as const, order_id: null };
  it('offers it to the customer of a booked slot still ahead, the car not yet at the garage', () => {
    expect(offersCalendarFile(booked, SLOT, true, NOW)).toBe(true);
    expect(offersCalendarFile({ ...booked, status: 'RESCHEDULED' }, SLOT, true, NOW)).toBe(true);
  });
  it('until the last millisecond of the slot, not at its end', () => {
    expect(offersCalendarFile(booked, SLOT, true, new Date('2026-11-30T11:59:59.999+05:30'))).toBe(true);
    expect(offersCalendarFile(booked, SLOT, true, new Date('2026-11-30T12:00:00+05:30'))).toBe(false);
  });
  it('not to staff, not without a slot, not once the car is checked in, not for a booking not booked', () => {
    expect(offersCalendarFile(booked, SLOT, false, NOW)).toBe(false);
    expect(offersCalendarFile(booked, null, true, NOW)).toBe(false);
    expect(offersCalendarFile({ ...booked, order_id: 'ORD-1' }, SLOT, true, NOW)).toBe(false);
    expect(offersCalendarFile({ ...booked, status: 'CANCELLED' }, SLOT, true, NOW)).toBe(false);
    expect(offersCalendarFile({ ...booked, status: 'COMPLETED' }, SLOT, true, NOW)).toBe(false);
    expect(offersCalendarFile({ ...booked, status: 'PAYMENT_IN_PROGRESS' }, SLOT, true, NOW)).toBe(false);
  });
});

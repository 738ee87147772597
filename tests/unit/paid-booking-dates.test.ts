import { describe, expect, it } from 'vitest';
import { bookingRows, paidRows, slotParts, slotText, type SummarisedBooking } from '@/lib/paid-booking';

const booking = (patch: Partial<SummarisedBooking> = {}): SummarisedBooking => ({
  service_type_id: 'periodic_service',
  estimate: { lines: [{ name: 'Basic plan' }] },
  vehicle_details: { make: 'Maruti Suzuki', model: 'Swift', variant_name: 'VXi', fuel_type: 'PETROL', registration_number: 'KA05MN1234' },
  garage: { name: 'Service Centre Kudlu Gate', display_address: 'Kudlu Gate, Bengaluru 560068' },
  booking_details: { appointment_fulfillment_type: 'SELF_DROP' },
  pickup_details: { address: null },
  ...patch,
});
const SLOT = { start_time: '2026-11-25T10:00:00+05:30', end_time: '2026-11-25T12:00:00+05:30' };

describe('a slot as the booking screens write it', () => {
  it("uses spec §9's 'ccc do MMM, h:mm a' and 'h:mm a' in IST", () => {
    expect(slotText(SLOT)).toBe('Wed 25th Nov, 10:00 AM - 12:00 PM');
  });

  it('shows an instant written in UTC at its IST time', () => {
    expect(slotText({ start_time: '2026-12-01T04:30:00Z', end_time: '2026-12-01T06:30:00Z' })).toBe('Tue 1st Dec, 10:00 AM - 12:00 PM');
  });

  it('is nothing without a slot', () => {
    expect(slotText(null)).toBeNull();
  });

  it("splits into its day and its times for the confirmation's headline, in IST", () => {
    expect(slotParts(SLOT)).toEqual({ day: 'Wed 25th Nov', times: '10:00 AM - 12:00 PM' });
    expect(slotParts({ start_time: '2026-11-30T18:30:00Z', end_time: '2026-11-30T20:30:00Z' })).toEqual({
      day: 'Tue 1st Dec',
      times: '12:00 AM - 2:00 AM',
    });
  });
});

describe("a booking's rows", () => {
  it('name the service and what was chosen, the car, the centre, the slot and the handover', () => {
    expect(bookingRows(booking(), 'Periodic service', SLOT)).toEqual([
      { label: 'Service', value: 'Periodic service', detail: 'Basic plan' },
      { label: 'Car', value: 'Maruti Suzuki Swift VXi · Petrol · KA 05 MN 1234' },
      { label: 'Service centre', value: 'Service Centre Kudlu Gate', detail: 'Kudlu Gate, Bengaluru 560068' },
      { label: 'When', value: 'Wed 25th Nov, 10:00 AM - 12:00 PM' },
      { label: 'Handover', value: 'Self-drop' },
    ]);
  });

  it('add the pick-up address for pick-and-drop, and leave out the slot and number when not known', () => {
    const rows = bookingRows(
      booking({
        estimate: null,
        vehicle_details: { make: 'Tata', model: 'Nexon', variant_name: null, fuel_type: 'EV', registration_number: null },
        booking_details: { appointment_fulfillment_type: 'PICK_AND_DROP' },
        pickup_details: {
          address: { house_number: '12', line: '4th Cross, HSR Layout', locality: 'Sector 2', city: 'Bengaluru', pincode: '560102' },
        },
      }),
      'Car spa and cleaning',
      null,
    );
    expect(rows).toEqual([
      { label: 'Service', value: 'Car spa and cleaning' },
      { label: 'Car', value: 'Tata Nexon · Electric' },
      { label: 'Service centre', value: 'Service Centre Kudlu Gate', detail: 'Kudlu Gate, Bengaluru 560068' },
      { label: 'Handover', value: 'Pick-up and drop', detail: 'Pick-up from 12, 4th Cross, HSR Layout, Sector 2, Bengaluru 560102' },
    ]);
  });

  it('list every repair chosen, and show no pick-up address for a car the customer drops', () => {
    const rows = bookingRows(
      booking({
        service_type_id: 'repair',
        estimate: { lines: [{ name: 'Brake pads' }, { name: 'Wheel alignment' }] },
        pickup_details: {
          address: { house_number: null, line: '4th Cross, HSR Layout', locality: null, city: 'Bengaluru', pincode: '560102' },
        },
      }),
      'Repairs',
      SLOT,
    );
    expect(rows[0]).toEqual({ label: 'Service', value: 'Repairs', detail: 'Brake pads, Wheel alignment' });
    expect(rows[4]).toEqual({ label: 'Handover', value: 'Self-drop' });
  });
});

describe('what was paid', () => {
  const payment = {
    status: 'CONFIRMED',
    amount: 9_900,
    fee_paise: 19_900,
    discount_paise: 10_000,
    coupon: { code: 'SAVE100', applied: true },
    service_discount_paise: 0,
  };

  it('shows the fee paid and the coupon it was paid with', () => {
    expect(paidRows(payment)).toEqual([{ label: 'Booking fee paid', value: '₹99', detail: '₹199 less ₹100 with SAVE100' }]);
  });

  it('says "a coupon" when a discount was given with no coupon code to show', () => {
    expect(paidRows({ ...payment, coupon: null, service_discount_paise: 50_000 })).toEqual([
      { label: 'Booking fee paid', value: '₹99', detail: '₹199 less ₹100 with a coupon' },
      { label: 'Off your service bill', value: '₹500', detail: 'With a coupon, taken off the final bill at the service centre' },
    ]);
  });

  it('shows the full fee without a coupon, and a service coupon kept for the bill', () => {
    expect(paidRows({ ...payment, amount: 19_900, discount_paise: 0, coupon: null })).toEqual([
      { label: 'Booking fee paid', value: '₹199' },
    ]);
    expect(
      paidRows({
        ...payment,
        amount: 19_900,
        discount_paise: 0,
        coupon: { code: 'SERVICE500', applied: true },
        service_discount_paise: 50_000,
      }),
    ).toEqual([
      { label: 'Booking fee paid', value: '₹199' },
      { label: 'Off your service bill', value: '₹500', detail: 'With SERVICE500, taken off the final bill at the service centre' },
    ]);
  });

  it('shows nothing until the payment is confirmed', () => {
    expect(paidRows({ ...payment, status: 'FAILED' })).toEqual([]);
    expect(paidRows(null)).toEqual([]);
  });
});

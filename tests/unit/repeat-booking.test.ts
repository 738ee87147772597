import { describe, expect, it } from 'vitest';
import { repeatBookingHref, repeatRequest, repeatSummary } from '@/lib/repeat-booking';
import { bookingFacts } from '@/lib/booking-facts';
import { appointmentView } from '../support/appointment-view';

const NAMES = { periodic_service: 'Periodic service', car_spa_and_cleaning: 'Car spa and cleaning' };

describe('booking again from an earlier appointment', () => {
  it("spec §7's fields from the earlier booking, with the handover chosen now", () => {
    expect(repeatRequest(appointmentView(), 'SELF_DROP')).toEqual({
      appointment_id: '7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01',
      garage_id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
      vehicle_registration_number: 'KA05MN1234',
      service_type: 'periodic_service',
      booking_details: { appointment_fulfillment_type: 'SELF_DROP' },
      vehicle_details: { registration_number: 'KA05MN1234', make: 'Maruti Suzuki', model: 'Swift', model_id: 101, fuel_type: 'PETROL' },
    });
  });

  it('a car without a number is sent without one; its colour when known', () => {
    const a = appointmentView({ vehicle_details: { registration_number: null, color: 'Red' }, service_type_id: 'car_spa_and_cleaning' });
    expect(repeatRequest(a, 'PICK_AND_DROP')).toEqual({
      appointment_id: '7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01',
      garage_id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
      service_type: 'car_spa_and_cleaning',
      booking_details: { appointment_fulfillment_type: 'PICK_AND_DROP' },
      vehicle_details: { make: 'Maruti Suzuki', model: 'Swift', model_id: 101, fuel_type: 'PETROL', color: 'Red' },
    });
  });

  it('shows the car, the centre and the service as booked before', () => {
    expect(repeatSummary(appointmentView(), NAMES)).toEqual({
      car: 'Maruti Suzuki Swift VXi',
      carDetail: 'Petrol · KA 05 MN 1234',
      garage: 'Kudlu Gate',
      garageAddress: 'Hosur Road, Kudlu Gate',
      service: 'Periodic service: Basic periodic service',
    });
  });

  it('without a quote, the plan; without a number or variant, just the rest', () => {
    const a = appointmentView({ estimate: null, vehicle_details: { registration_number: null, variant_name: null, fuel_type: 'EV' } });
    expect(repeatSummary(a, NAMES)).toMatchObject({
      car: 'Maruti Suzuki Swift',
      carDetail: 'Electric',
      service: 'Periodic service: Basic plan',
    });
  });

  it('several quoted lines are listed; an unknown service type shows its id; a blank display address falls back to the address', () => {
    const a = appointmentView({
      service_type_id: 'specific_repair',
      selection: {},
      garage: { ...appointmentView().garage, display_address: '' },
      estimate: {
        lines: [
          { id: 'brake-pads', name: 'Brake pads', amount_paise: 250_000 },
          { id: 'clutch', name: 'Clutch overhaul', amount_paise: 900_000 },
        ],
        total_paise: 1_150_000,
        label: 'Total',
      },
    });
    expect(repeatSummary(a, NAMES)).toMatchObject({
      service: 'specific_repair: Brake pads, Clutch overhaul',
      garageAddress: '12, Hosur Road, Kudlu Gate, Bengaluru 560068',
    });
  });

  it('the screen is /service-centre/repeat-booking with the earlier appointment', () => {
    expect(repeatBookingHref('7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01')).toBe(
      '/service-centre/repeat-booking?appointmentId=7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01',
    );
  });
});

describe('a booking in rows', () => {
  const TUESDAY_10AM = new Date('2026-11-24T10:00:00+05:30');

  it('a paid pick-up booking: when, where, the car, the service, the pick-up address and the fee', () => {
    expect(bookingFacts(appointmentView(), NAMES, TUESDAY_10AM)).toEqual([
      { label: 'When', value: 'Tomorrow, 11:30 AM - 1:30 PM' },
      { label: 'Service centre', value: 'Kudlu Gate', sub: 'Hosur Road, Kudlu Gate' },
      { label: 'Car', value: 'Maruti Suzuki Swift VXi', sub: 'Petrol · KA 05 MN 1234' },
      { label: 'Service', value: 'Periodic service: Basic periodic service' },
      { label: 'Handover', value: 'Pick-up and drop', sub: 'From 14, 3rd Cross, 560102' },
      { label: 'Booking fee paid', value: '₹199' },
    ]);
  });

  it('not paid, no slot, self-drop: no time, no fee, no address', () => {
    const a = appointmentView({
      status: 'CREATED',
      payment_details: null,
      booking_details: {
        appointment_fulfillment_type: 'SELF_DROP',
        slot_details: null,
        appointment_date: null,
        booking_id: null,
        booking_status: null,
        slot_id: null,
      },
    });
    expect(bookingFacts(a, NAMES, TUESDAY_10AM).map((f) => [f.label, f.value, f.sub])).toEqual([
      ['Service centre', 'Kudlu Gate', 'Hosur Road, Kudlu Gate'],
      ['Car', 'Maruti Suzuki Swift VXi', 'Petrol · KA 05 MN 1234'],
      ['Service', 'Periodic service: Basic periodic service', undefined],
      ['Handover', 'Self-drop', undefined],
    ]);
  });

  it('a wait-at-the-centre booking; a fee attempt not yet captured is not shown as paid', () => {
    const a = appointmentView({
      booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
      payment_details: { ...appointmentView().payment_details!, status: 'FAILED' },
    });
    const facts = bookingFacts(a, NAMES, TUESDAY_10AM);
    expect(facts.find((f) => f.label === 'Handover')).toEqual({ label: 'Handover', value: 'Wait at the centre' });
    expect(facts.find((f) => f.label === 'Booking fee paid')).toBeUndefined();
  });
});

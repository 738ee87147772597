import { describe, expect, it } from 'vitest';
import { repeatBookingHref, repeatRequest, repeatSummary } from '@/lib/repeat-booking';
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
      car: 'Maruti Suzuki Swift VXi', carDetail: 'Petrol · KA05MN1234', garage: 'Kudlu Gate', garageAddress: 'Hosur Road, Kudlu Gate',
      service: 'Periodic service: Basic periodic service',
    });
  });

  it('without a quote, the plan; without a number or variant, just the rest', () => {
    const a = appointmentView({ estimate: null, vehicle_details: { registration_number: null, variant_name: null, fuel_type: 'EV' } });
    expect(repeatSummary(a, NAMES)).toMatchObject({ car: 'Maruti Suzuki Swift', carDetail: 'Electric', service: 'Periodic service: Basic plan' });
  });

  it('several quoted lines are listed; an unknown service type shows its id; a blank display address falls back to the address', () => {
    const a = appointmentView({
      service_type_id: 'specific_repair', selection: {}, garage: { ...appointmentView().garage, display_address: '' },
      estimate: { lines: [{ id: 'brake-pads', name: 'Brake pads', amount_paise: 250_000 }, { id: 'clutch', name: 'Clutch overhaul', amount_paise: 900_000 }], total_paise: 1_150_000, label: 'Total' },
    });
    expect(repeatSummary(a, NAMES)).toMatchObject({ service: 'specific_repair: Brake pads, Clutch overhaul', garageAddress: '12, Hosur Road, Kudlu Gate, Bengaluru 560068' });
  });

  it('the screen is /service-centre/repeat-booking with the earlier appointment', () => {
    expect(repeatBookingHref('7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01')).toBe('/service-centre/repeat-booking?appointmentId=7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01');
  });
});

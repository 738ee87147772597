import { describe, expect, it } from 'vitest';
import {
  appointmentServiceType,
  bookingReference,
  bookingSource,
  fulfillmentTypeOf,
  ONLINE_BOOKING_SOURCE,
  vehicleKey,
} from '@/lib/booking-rules';

describe("an appointment's service type on creation (spec §4)", () => {
  it.each([
    ['periodic_service', 'PERIODIC_MAINTENANCE'],
    ['specific_repair', 'YET_TO_BE_DECIDED'],
    ['not_sure_about_issue', 'YET_TO_BE_DECIDED'],
    ['car_spa_and_cleaning', 'YET_TO_BE_DECIDED'],
  ] as const)('%s → %s', (id, type) => expect(appointmentServiceType(id)).toBe(type));
});

describe('the fulfilment type on creation (spec §4)', () => {
  it.each([
    [undefined, 'PICK_AND_DROP'],
    ['SELF_DROP', 'SELF_DROP'],
    ['SLOT_BOOKING', 'SLOT_BOOKING'],
    ['PICK_AND_DROP', 'PICK_AND_DROP'],
  ] as const)('chosen %s → %s', (chosen, type) => expect(fulfillmentTypeOf(chosen)).toBe(type));
});

describe('the source of a booking (spec §7)', () => {
  it.each([
    [undefined, 'ONLINE_BOOKING'],
    ['', 'ONLINE_BOOKING'],
    ['   ', 'ONLINE_BOOKING'],
    ['qr_online_campaign', 'qr_online_campaign'],
    [' newsletter ', 'newsletter'],
  ])('utm_medium %j → %s', (utm, source) => expect(bookingSource(utm)).toBe(source));

  it('is ONLINE_BOOKING without a campaign', () => expect(ONLINE_BOOKING_SOURCE).toBe('ONLINE_BOOKING'));
});

describe('which car an appointment is for', () => {
  it('is the registration number once known, else the model and fuel', () => {
    expect(vehicleKey({ registrationNumber: 'KA01AB1234', modelId: 101, fuelType: 'PETROL' })).toBe('reg:KA01AB1234');
    expect(vehicleKey({ registrationNumber: null, modelId: 101, fuelType: 'PETROL' })).toBe('model:101:PETROL');
    expect(vehicleKey({ registrationNumber: '', modelId: 7, fuelType: 'EV' })).toBe('model:7:EV');
  });
});

describe('the booking reference a customer reads out', () => {
  it.each([
    ['3f2a9c1e-7b4d-4e8a-9c21-0a1b2c3d4e5f', '3F2A9C1E'],
    ['00000000-0000-4000-8000-000000000001', '00000000'],
    ['ab-cd-ef-gh-ij', 'ABCDEFGH'], // hyphens never count
    ['abc', 'ABC'],
  ])('%s → %s', (id, reference) => expect(bookingReference(id)).toBe(reference));
});

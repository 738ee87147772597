import { describe, expect, it } from 'vitest';
import { $ZodError as ZodError } from 'zod/v4/core';
import { MmvRecordSchema, VehiclePayloadSchema, buildVehiclePayload, toMmvRecord } from '@/lib/vehicle-payload';

// 5 March 2024, 14:30 IST
const now = new Date('2024-03-05T09:00:00Z');
const swift = { make: 'Maruti Suzuki', model: 'Swift', modelId: 101, fuelType: 'Petrol' };
const payload = { model_id: 101, model: 'Swift', make: 'Maruti Suzuki', fuel_type: 'PETROL', car_age: 5 };

describe('building the vehicle payload', () => {
  it('maps a full choice to the snake_case payload', () => {
    expect(
      buildVehiclePayload(
        { ...swift, variantId: 7, variantName: 'VXI', registrationYear: 2019, color: 'Red', registrationNumber: 'KA01AB1234' },
        now,
      ),
    ).toEqual({
      model_id: 101,
      model: 'Swift',
      make: 'Maruti Suzuki',
      fuel_type: 'PETROL',
      car_age: 5,
      color: 'Red',
      variant_id: 7,
      variant_name: 'VXI',
      variant: 'VXI',
    });
  });

  it('does not send the registration number', () => {
    expect(buildVehiclePayload({ ...swift, registrationNumber: 'KA01AB1234' }, now)).not.toHaveProperty('registration_number');
    expect(buildVehiclePayload({ ...swift, registrationNumber: 'KA01AB1234' }, now)).not.toHaveProperty('registrationNumber');
  });

  it('leaves out optional fields the user did not pick, and has car_age 0 without a registration year', () => {
    expect(buildVehiclePayload(swift, now)).toEqual({
      model_id: 101,
      model: 'Swift',
      make: 'Maruti Suzuki',
      fuel_type: 'PETROL',
      car_age: 0,
    });
  });

  it('leaves out a colour or variant name that is empty or only spaces', () => {
    expect(buildVehiclePayload({ ...swift, color: '  ', variantName: '' }, now)).toEqual({
      model_id: 101,
      model: 'Swift',
      make: 'Maruti Suzuki',
      fuel_type: 'PETROL',
      car_age: 0,
    });
  });

  it('trims the names it sends', () => {
    expect(buildVehiclePayload({ ...swift, make: ' Maruti Suzuki ', model: ' Swift ', variantName: ' VXI ', color: ' Red ' }, now)).toEqual(
      {
        model_id: 101,
        model: 'Swift',
        make: 'Maruti Suzuki',
        fuel_type: 'PETROL',
        car_age: 0,
        color: 'Red',
        variant_name: 'VXI',
        variant: 'VXI',
      },
    );
  });

  it('upper-cases the fuel type and reads the ELECTRIC label as EV', () => {
    expect(buildVehiclePayload({ ...swift, fuelType: 'cng' }, now).fuel_type).toBe('CNG');
    expect(buildVehiclePayload({ ...swift, fuelType: ' lpg ' }, now).fuel_type).toBe('LPG');
    expect(buildVehiclePayload({ ...swift, fuelType: 'ev' }, now).fuel_type).toBe('EV');
    expect(buildVehiclePayload({ ...swift, fuelType: 'Electric' }, now).fuel_type).toBe('EV');
    expect(buildVehiclePayload({ ...swift, fuelType: 'ELECTRIC' }, now).fuel_type).toBe('EV');
  });

  it('computes car_age in IST: a year more from IST midnight on 1 January', () => {
    expect(buildVehiclePayload({ ...swift, registrationYear: 2020 }, new Date('2024-12-31T23:00:00Z')).car_age).toBe(5); // 1 Jan 2025, 04:30 IST
    expect(buildVehiclePayload({ ...swift, registrationYear: 2020 }, new Date('2024-12-31T18:29:00Z')).car_age).toBe(4); // 31 Dec 2024, 23:59 IST
  });

  it('never sends a negative car_age', () => {
    expect(buildVehiclePayload({ ...swift, registrationYear: 2025 }, now).car_age).toBe(0);
  });

  it('refuses an unknown fuel type, an empty make or model, or a bad id', () => {
    expect(() => buildVehiclePayload({ ...swift, fuelType: 'steam' }, now)).toThrow(ZodError);
    expect(() => buildVehiclePayload({ ...swift, make: ' ' }, now)).toThrow(ZodError);
    expect(() => buildVehiclePayload({ ...swift, model: '' }, now)).toThrow(ZodError);
    expect(() => buildVehiclePayload({ ...swift, modelId: 0 }, now)).toThrow(ZodError);
    expect(() => buildVehiclePayload({ ...swift, modelId: -3 }, now)).toThrow(ZodError);
    expect(() => buildVehiclePayload({ ...swift, modelId: 1.5 }, now)).toThrow(ZodError);
    expect(() => buildVehiclePayload({ ...swift, variantId: 0 }, now)).toThrow(ZodError);
  });

  it('accepts the smallest ids, 1', () => {
    expect(buildVehiclePayload({ ...swift, modelId: 1, variantId: 1 }, now)).toMatchObject({ model_id: 1, variant_id: 1 });
  });
});

describe('the vehicle payload schema', () => {
  it.each(['PETROL', 'DIESEL', 'CNG', 'LPG', 'EV'])('accepts the fuel id %s', (fuel) => {
    expect(VehiclePayloadSchema.safeParse({ ...payload, fuel_type: fuel }).success).toBe(true);
  });

  it.each(['Petrol', 'ELECTRIC', 'HYDROGEN', ''])('refuses %j as a fuel id', (fuel) => {
    expect(VehiclePayloadSchema.safeParse({ ...payload, fuel_type: fuel }).success).toBe(false);
  });

  it('accepts a car_age of 0 and refuses a negative or fractional one', () => {
    expect(VehiclePayloadSchema.safeParse({ ...payload, car_age: 0 }).success).toBe(true);
    expect(VehiclePayloadSchema.safeParse({ ...payload, car_age: -1 }).success).toBe(false);
    expect(VehiclePayloadSchema.safeParse({ ...payload, car_age: 1.5 }).success).toBe(false);
  });
});

describe('the stored mmv record', () => {
  it('keeps make, model, model_id, fuel_type and car_age only', () => {
    const built = buildVehiclePayload({ ...swift, variantId: 7, variantName: 'VXI', registrationYear: 2019, color: 'Red' }, now);
    expect(toMmvRecord(built)).toEqual({ make: 'Maruti Suzuki', model: 'Swift', model_id: 101, fuel_type: 'PETROL', car_age: 5 });
  });

  it('validates what comes back from storage', () => {
    expect(MmvRecordSchema.safeParse({ make: 'Hyundai', model: 'i20', model_id: 5, fuel_type: 'DIESEL', car_age: 2 }).success).toBe(true);
    expect(MmvRecordSchema.safeParse({ make: 'Hyundai', model: 'i20', model_id: 5, fuel_type: 'Diesel', car_age: 2 }).success).toBe(false);
    expect(MmvRecordSchema.safeParse({ make: 'Hyundai', model: 'i20', model_id: '5', fuel_type: 'DIESEL', car_age: 2 }).success).toBe(
      false,
    );
    expect(MmvRecordSchema.safeParse({ make: 'Hyundai', model: 'i20', model_id: 5, fuel_type: 'DIESEL' }).success).toBe(false);
    expect(MmvRecordSchema.safeParse({ make: '', model: 'i20', model_id: 5, fuel_type: 'DIESEL', car_age: 2 }).success).toBe(false);
  });

  it('drops fields a stored record should not have', () => {
    expect(
      MmvRecordSchema.parse({ make: 'Hyundai', model: 'i20', model_id: 5, fuel_type: 'DIESEL', car_age: 2, color: 'Red', variant: 'Asta' }),
    ).toEqual({ make: 'Hyundai', model: 'i20', model_id: 5, fuel_type: 'DIESEL', car_age: 2 });
  });
});

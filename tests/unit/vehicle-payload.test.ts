import { describe, expect, it } from 'vitest';
import { $ZodError as ZodError } from 'zod/v4/core';
import { BODY_TYPES, FUEL_TYPES } from '@/contracts/vocabulary';
import {
  ALLOWED_VEHICLE_TYPES,
  MmvRecordSchema,
  VehiclePayloadSchema,
  buildVehiclePayload,
  mapSavedVehicle,
  toMmvRecord,
} from '@/lib/vehicle-payload';
import { bodyLabel, fuelLabel, vehicleLine, vehicleName } from '@/lib/vehicle-names';

// 5 March 2024, 14:30 IST
const now = new Date('2024-03-05T09:00:00Z');
const swift = { make: 'Maruti Suzuki', model: 'Swift', modelId: 101, fuelType: 'Petrol' };

describe('fuel and body types', () => {
  it('has the five fuel types with upper-case ids', () => {
    expect(FUEL_TYPES).toEqual(['PETROL', 'DIESEL', 'CNG', 'LPG', 'EV']);
  });

  it.each([
    ['PETROL', 'Petrol'],
    ['DIESEL', 'Diesel'],
    ['CNG', 'CNG'],
    ['LPG', 'LPG'],
    ['EV', 'Electric'],
    ['petrol', 'Petrol'],
    ['HYDROGEN', 'HYDROGEN'],
  ])('labels %s as %s', (id, label) => expect(fuelLabel(id)).toBe(label));

  it('has hatchback, sedan and SUV body types', () => {
    expect(BODY_TYPES).toEqual(['HATCHBACK', 'SEDAN', 'SUV']);
  });

  it.each([
    ['HATCHBACK', 'Hatchback'],
    ['SEDAN', 'Sedan'],
    ['SUV', 'SUV'],
    ['VAN', 'VAN'],
  ])('labels the body type %s as %s', (id, label) => expect(bodyLabel(id)).toBe(label));
});

describe('naming a car', () => {
  const car = { make: 'Maruti Suzuki', model: 'Swift', fuel_type: 'PETROL' };

  it('names it by make, model and variant when known', () => {
    expect(vehicleName({ ...car, variant_name: 'VXi' })).toBe('Maruti Suzuki Swift VXi');
    expect(vehicleName(car)).toBe('Maruti Suzuki Swift');
    expect(vehicleName({ ...car, variant_name: null })).toBe('Maruti Suzuki Swift');
  });

  it('describes it in one line with its fuel and, when known, its formatted number', () => {
    expect(vehicleLine({ ...car, variant_name: 'VXi', registration_number: 'KA05MN1234' })).toBe('Maruti Suzuki Swift VXi · Petrol · KA 05 MN 1234');
    expect(vehicleLine({ ...car, fuel_type: 'EV' })).toBe('Maruti Suzuki Swift · Electric');
  });
});

describe('building the vehicle payload', () => {
  it('maps a full choice to the snake_case payload', () => {
    const payload = buildVehiclePayload(
      { ...swift, variantId: 7, variantName: 'VXI', registrationYear: 2019, color: 'Red', registrationNumber: 'KA01AB1234' },
      now,
    );
    expect(payload).toEqual({
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

  it('leaves out optional fields the user did not pick, and has car_age 0 without a registration year', () => {
    expect(buildVehiclePayload(swift, now)).toEqual({ model_id: 101, model: 'Swift', make: 'Maruti Suzuki', fuel_type: 'PETROL', car_age: 0 });
    expect(buildVehiclePayload({ ...swift, color: '  ', variantName: '' }, now)).not.toHaveProperty('color');
  });

  it('upper-cases the fuel type and reads the ELECTRIC label as EV', () => {
    expect(buildVehiclePayload({ ...swift, fuelType: 'cng' }, now).fuel_type).toBe('CNG');
    expect(buildVehiclePayload({ ...swift, fuelType: 'ev' }, now).fuel_type).toBe('EV');
    expect(buildVehiclePayload({ ...swift, fuelType: 'Electric' }, now).fuel_type).toBe('EV');
  });

  it('computes car_age in IST and never below zero', () => {
    expect(buildVehiclePayload({ ...swift, registrationYear: 2020 }, new Date('2024-12-31T23:00:00Z')).car_age).toBe(5);
    expect(buildVehiclePayload({ ...swift, registrationYear: 2025 }, now).car_age).toBe(0);
  });

  it('refuses an unknown fuel type, an empty make or a bad model id', () => {
    expect(() => buildVehiclePayload({ ...swift, fuelType: 'steam' }, now)).toThrow(ZodError);
    expect(() => buildVehiclePayload({ ...swift, make: ' ' }, now)).toThrow(ZodError);
    expect(() => buildVehiclePayload({ ...swift, modelId: 0 }, now)).toThrow(ZodError);
  });

  it('produces payloads the schema accepts', () => {
    const payload = buildVehiclePayload({ ...swift, variantId: 3, variantName: 'ZXI' }, now);
    expect(VehiclePayloadSchema.parse(payload)).toEqual(payload);
  });
});

describe('the stored mmv record', () => {
  it('keeps make, model, model_id, fuel_type and car_age only', () => {
    const payload = buildVehiclePayload({ ...swift, variantId: 7, variantName: 'VXI', registrationYear: 2019, color: 'Red' }, now);
    expect(toMmvRecord(payload)).toEqual({ make: 'Maruti Suzuki', model: 'Swift', model_id: 101, fuel_type: 'PETROL', car_age: 5 });
  });

  it('validates what comes back from storage', () => {
    expect(MmvRecordSchema.safeParse({ make: 'Hyundai', model: 'i20', model_id: 5, fuel_type: 'DIESEL', car_age: 2 }).success).toBe(true);
    expect(MmvRecordSchema.safeParse({ make: 'Hyundai', model: 'i20', model_id: 5, fuel_type: 'Diesel', car_age: 2 }).success).toBe(false);
    expect(MmvRecordSchema.safeParse({ make: 'Hyundai', model: 'i20', model_id: '5', fuel_type: 'DIESEL', car_age: 2 }).success).toBe(false);
    expect(MmvRecordSchema.safeParse({ make: 'Hyundai', model: 'i20', model_id: 5, fuel_type: 'DIESEL' }).success).toBe(false);
  });
});

describe('saved vehicles', () => {
  it('maps a saved car', () => {
    expect(
      mapSavedVehicle({ asset_number: 'KA01AB1234', make_name: 'Hyundai', make_model: 'Hyundai Creta', vehicle_name: 'My Creta', vehicle_type: 'PRIVATE_CAR' }),
    ).toEqual({ vehicle_make: 'Hyundai', vehicle_model: 'Creta', vehicle_name: 'My Creta', vehicle_number: 'KA01AB1234' });
  });

  it('uses make_name to split a make of several words', () => {
    expect(mapSavedVehicle({ make_name: 'Maruti Suzuki', make_model: 'Maruti Suzuki Swift Dzire', vehicle_type: 'car' })).toEqual({
      vehicle_make: 'Maruti Suzuki', vehicle_model: 'Swift Dzire', vehicle_name: 'Maruti Suzuki Swift Dzire', vehicle_number: '',
    });
  });

  it('splits make_model at its first word when there is no make_name', () => {
    expect(mapSavedVehicle({ make_model: 'Tata Nexon EV', asset_number: 'MH12XY9876', vehicle_type: 'PCV' })).toEqual({
      vehicle_make: 'Tata', vehicle_model: 'Nexon EV', vehicle_name: 'Tata Nexon EV', vehicle_number: 'MH12XY9876',
    });
  });

  it("counts a make_model of 'null null' as empty", () => {
    expect(mapSavedVehicle({ make_model: 'null null', asset_number: 'KA01AB1234', vehicle_type: 'car' })).toEqual({
      vehicle_make: '', vehicle_model: '', vehicle_name: '', vehicle_number: 'KA01AB1234',
    });
    expect(mapSavedVehicle({ make_model: 'null null', vehicle_type: 'car' })).toBeNull();
  });

  it('keeps only allowed vehicle types', () => {
    expect(ALLOWED_VEHICLE_TYPES).toEqual(['PRIVATE_CAR', 'PCV', 'car']);
    const bike = { make_model: 'Honda Activa', asset_number: 'KA01AB1234' };
    expect(mapSavedVehicle({ ...bike, vehicle_type: 'TWO_WHEELER' })).toBeNull();
    expect(mapSavedVehicle({ ...bike, vehicle_type: 'CAR' })).toBeNull();
    expect(mapSavedVehicle(bike)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bodyLabel, fuelLabel, vehicleLine, vehicleName } from '@/lib/vehicle-names';

describe('fuel labels', () => {
  it.each([
    ['PETROL', 'Petrol'],
    ['DIESEL', 'Diesel'],
    ['CNG', 'CNG'],
    ['LPG', 'LPG'],
    ['EV', 'Electric'],
    ['ELECTRIC', 'Electric'],
  ])('labels the fuel %s as %s', (id, label) => expect(fuelLabel(id)).toBe(label));

  it('reads the id whatever its case and spaces around it', () => {
    expect(fuelLabel('petrol')).toBe('Petrol');
    expect(fuelLabel('Diesel')).toBe('Diesel');
    expect(fuelLabel(' ev ')).toBe('Electric');
    expect(fuelLabel('electric')).toBe('Electric');
  });

  it('returns an unknown id exactly as given', () => {
    expect(fuelLabel('HYDROGEN')).toBe('HYDROGEN');
    expect(fuelLabel('hydrogen')).toBe('hydrogen');
    expect(fuelLabel('')).toBe('');
  });

  it('does not take object keys for fuels', () => {
    expect(fuelLabel('toString')).toBe('toString');
    expect(fuelLabel('constructor')).toBe('constructor');
  });
});

describe('body type labels', () => {
  it.each([
    ['HATCHBACK', 'Hatchback'],
    ['SEDAN', 'Sedan'],
    ['SUV', 'SUV'],
  ])('labels the body type %s as %s', (id, label) => expect(bodyLabel(id)).toBe(label));

  it('returns an unknown id exactly as given', () => {
    expect(bodyLabel('VAN')).toBe('VAN');
    expect(bodyLabel('toString')).toBe('toString');
  });
});

describe('naming a car', () => {
  const car = { make: 'Maruti Suzuki', model: 'Swift', fuel_type: 'PETROL' };

  it('names it by make, model and variant when known', () => {
    expect(vehicleName({ ...car, variant_name: 'VXi' })).toBe('Maruti Suzuki Swift VXi');
  });

  it('names it by make and model alone when the variant is not known', () => {
    expect(vehicleName(car)).toBe('Maruti Suzuki Swift');
    expect(vehicleName({ ...car, variant_name: null })).toBe('Maruti Suzuki Swift');
    expect(vehicleName({ ...car, variant_name: '' })).toBe('Maruti Suzuki Swift');
  });

  it('describes it in one line with its fuel and its number in display form', () => {
    expect(vehicleLine({ ...car, variant_name: 'VXi', registration_number: 'KA05MN1234' })).toBe(
      'Maruti Suzuki Swift VXi · Petrol · KA 05 MN 1234',
    );
    expect(vehicleLine({ ...car, fuel_type: 'DIESEL', registration_number: '22bh1234aa' })).toBe(
      'Maruti Suzuki Swift · Diesel · 22 BH 1234 AA',
    );
    expect(vehicleLine({ ...car, registration_number: 'dl3cab1234' })).toBe('Maruti Suzuki Swift · Petrol · DL 3C AB 1234');
  });

  it('leaves the number out when it is not known', () => {
    expect(vehicleLine({ ...car, fuel_type: 'EV' })).toBe('Maruti Suzuki Swift · Electric');
    expect(vehicleLine({ ...car, registration_number: '' })).toBe('Maruti Suzuki Swift · Petrol');
  });

  it('shows a number it cannot read as typed, only cleaned up', () => {
    expect(vehicleLine({ ...car, registration_number: 'xx-01 ab 1234' })).toBe('Maruti Suzuki Swift · Petrol · XX01AB1234');
  });
});

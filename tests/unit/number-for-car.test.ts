import { describe, expect, it } from 'vitest';
import { numberForChosenCar } from '@/lib/number-for-car';

// Seed cars (known-vehicles.json, vehicles.json): 22BH1234AA is a Kia Seltos HTX diesel; the Swift is
// model 1. The Seltos's model id here is only an input.
const SELTOS = 71;
const SWIFT = 1;
const seltosNumber = { number: '22BH1234AA', registryCar: { modelId: SELTOS, fuelType: 'DIESEL' } };

describe('the registration number saved with a car chosen from the catalogue', () => {
  it('is none when no number was looked up', () => {
    expect(numberForChosenCar(undefined, { modelId: SWIFT, fuelType: 'PETROL' })).toBeUndefined();
  });

  it('is a number the registry does not know, whatever car is chosen', () => {
    const unknown = { number: '24BH9876CD', registryCar: null };
    expect(numberForChosenCar(unknown, { modelId: SWIFT, fuelType: 'CNG' })).toBe('24BH9876CD');
    expect(numberForChosenCar(unknown, { modelId: SELTOS, fuelType: 'DIESEL' })).toBe('24BH9876CD');
  });

  it('is never the number of a car the visitor said is not theirs', () => {
    const rejected = { ...seltosNumber, rejected: true };
    expect(numberForChosenCar(rejected, { modelId: SWIFT, fuelType: 'PETROL' })).toBeUndefined();
    expect(numberForChosenCar(rejected, { modelId: SELTOS, fuelType: 'DIESEL' })).toBeUndefined();
  });

  it("goes with the registry's own car chosen from the catalogue, and with no other car", () => {
    const found = { ...seltosNumber, rejected: false };
    expect(numberForChosenCar(found, { modelId: SELTOS, fuelType: 'DIESEL' })).toBe('22BH1234AA');
    expect(numberForChosenCar(found, { modelId: SELTOS, fuelType: 'diesel' })).toBe('22BH1234AA');
    expect(numberForChosenCar(found, { modelId: SELTOS, fuelType: 'PETROL' })).toBeUndefined();
    expect(numberForChosenCar(found, { modelId: SWIFT, fuelType: 'DIESEL' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { FUEL_CHIPS, NO_FILTERS, filterMakes, filterModels, monogramColour, toggle } from '@/lib/catalogue-filters';
import { monogram } from '@/lib/landing-text';

const makes = [
  { name: 'Maruti Suzuki', body_types: ['HATCHBACK', 'SEDAN'], fuel_types: ['PETROL', 'CNG'] },
  { name: 'Mercedes-Benz', body_types: ['SEDAN', 'SUV'], fuel_types: ['PETROL', 'DIESEL'] },
  { name: 'Tata', body_types: ['HATCHBACK', 'SUV'], fuel_types: ['PETROL', 'DIESEL', 'EV'] },
];
const models = [
  { name: 'Wagon R', body_type: 'HATCHBACK', fuel_types: ['PETROL', 'CNG'] },
  { name: 'Ciaz', body_type: 'SEDAN', fuel_types: ['PETROL'] },
  { name: 'Brezza', body_type: 'SUV', fuel_types: ['PETROL', 'CNG'] },
];
const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

describe('narrowing the car catalogue', () => {
  it('keeps every make, in its given order, when nothing is chosen', () => {
    expect(names(filterMakes(makes, NO_FILTERS))).toEqual(['Maruti Suzuki', 'Mercedes-Benz', 'Tata']);
  });

  it('finds a make by its name whatever the case, spaces or hyphens', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: 'mercedes benz' }))).toEqual(['Mercedes-Benz']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: ' TATA ' }))).toEqual(['Tata']);
    expect(filterMakes(makes, { ...NO_FILTERS, query: 'Ferrari' })).toEqual([]);
  });

  it('keeps makes with any chosen body type and any chosen fuel', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, bodyTypes: ['SUV'] }))).toEqual(['Mercedes-Benz', 'Tata']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, fuels: ['EV', 'CNG'] }))).toEqual(['Maruti Suzuki', 'Tata']);
    expect(names(filterMakes(makes, { query: '', bodyTypes: ['SUV'], fuels: ['CNG'] }))).toEqual([]);
  });

  it('narrows models by name, their one body type and their fuels', () => {
    expect(names(filterModels(models, { ...NO_FILTERS, query: 'wagonr' }))).toEqual(['Wagon R']);
    expect(names(filterModels(models, { ...NO_FILTERS, bodyTypes: ['HATCHBACK', 'SUV'] }))).toEqual(['Wagon R', 'Brezza']);
    expect(names(filterModels(models, { ...NO_FILTERS, fuels: ['CNG'] }))).toEqual(['Wagon R', 'Brezza']);
  });

  it('offers Electric as the chip for the EV fuel', () => {
    expect(FUEL_CHIPS.find((chip) => chip.id === 'EV')?.label).toBe('Electric');
  });

  it('turns a chip on and off', () => {
    expect(toggle(['SUV'], 'SEDAN')).toEqual(['SUV', 'SEDAN']);
    expect(toggle(['SUV', 'SEDAN'], 'SUV')).toEqual(['SEDAN']);
  });
});

describe('make marks in the picker', () => {
  it('gives a make the same colour every time, from a fixed set of dark colours', () => {
    expect(monogramColour('tata')).toBe(monogramColour('tata'));
    expect(monogramColour('tata')).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(['tata', 'kia', 'hyundai', 'maruti-suzuki', 'mahindra', 'honda'].map(monogramColour)).size).toBeGreaterThan(1);
  });

  it('uses the landing pages\' text mark, so a make looks the same everywhere', () => {
    expect(monogram('Maruti Suzuki')).toBe('MS');
    expect(monogram('Kia')).toBe('KI');
  });
});

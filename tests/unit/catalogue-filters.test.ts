import { describe, expect, it } from 'vitest';
import { FUEL_CHIPS, NO_FILTERS, filterMakes, filterModels, toggle } from '@/lib/catalogue-filters';

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
    expect(NO_FILTERS).toEqual({ query: '', bodyTypes: [], fuels: [] });
  });

  it('finds a make by its name whatever the case, spaces or hyphens', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: 'mercedes benz' }))).toEqual(['Mercedes-Benz']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: 'MercedesBenz' }))).toEqual(['Mercedes-Benz']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: ' TATA ' }))).toEqual(['Tata']);
    expect(filterMakes(makes, { ...NO_FILTERS, query: 'Ferrari' })).toEqual([]);
  });

  it('finds a make by any part of its name, not only its start', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: 'suzu' }))).toEqual(['Maruti Suzuki']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: 'm' }))).toEqual(['Maruti Suzuki', 'Mercedes-Benz']);
  });

  it('ignores a query of only spaces and punctuation', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: ' - ' }))).toEqual(['Maruti Suzuki', 'Mercedes-Benz', 'Tata']);
  });

  it('keeps makes with any chosen body type and any chosen fuel', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, bodyTypes: ['SUV'] }))).toEqual(['Mercedes-Benz', 'Tata']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, bodyTypes: ['HATCHBACK', 'SEDAN'] }))).toEqual([
      'Maruti Suzuki',
      'Mercedes-Benz',
      'Tata',
    ]);
    expect(names(filterMakes(makes, { ...NO_FILTERS, fuels: ['EV', 'CNG'] }))).toEqual(['Maruti Suzuki', 'Tata']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, fuels: ['LPG'] }))).toEqual([]);
  });

  it('needs a make to pass every group that is chosen: body type and fuel and name', () => {
    expect(names(filterMakes(makes, { query: '', bodyTypes: ['SUV'], fuels: ['CNG'] }))).toEqual([]);
    expect(names(filterMakes(makes, { query: '', bodyTypes: ['SUV'], fuels: ['DIESEL'] }))).toEqual(['Mercedes-Benz', 'Tata']);
    expect(names(filterMakes(makes, { query: 'tata', bodyTypes: ['SEDAN'], fuels: [] }))).toEqual([]);
  });

  it('narrows models by name, their one body type and their fuels', () => {
    expect(names(filterModels(models, { ...NO_FILTERS, query: 'wagonr' }))).toEqual(['Wagon R']);
    expect(names(filterModels(models, { ...NO_FILTERS, bodyTypes: ['HATCHBACK', 'SUV'] }))).toEqual(['Wagon R', 'Brezza']);
    expect(names(filterModels(models, { ...NO_FILTERS, bodyTypes: ['SEDAN'] }))).toEqual(['Ciaz']);
    expect(names(filterModels(models, { ...NO_FILTERS, fuels: ['CNG'] }))).toEqual(['Wagon R', 'Brezza']);
    expect(names(filterModels(models, { query: 'ciaz', bodyTypes: ['SEDAN'], fuels: ['CNG'] }))).toEqual([]);
  });

  it('offers the fuel chips of the spec, Electric first, with Electric as the label of the EV fuel', () => {
    expect(FUEL_CHIPS).toEqual([
      { id: 'EV', label: 'Electric' },
      { id: 'PETROL', label: 'Petrol' },
      { id: 'CNG', label: 'CNG' },
      { id: 'DIESEL', label: 'Diesel' },
    ]);
  });

  it('turns a chip on and off', () => {
    expect(toggle(['SUV'], 'SEDAN')).toEqual(['SUV', 'SEDAN']);
    expect(toggle(['SUV', 'SEDAN'], 'SUV')).toEqual(['SEDAN']);
    expect(toggle([], 'SUV')).toEqual(['SUV']);
    expect(toggle(['SUV'], 'SUV')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const chosen = ['SUV'];
    toggle(chosen, 'SEDAN');
    toggle(chosen, 'SUV');
    expect(chosen).toEqual(['SUV']);
  });
});

// toModels folds model-and-variant rows into models: one entry per model in the rows' order, every
// variant kept, and each model's fuels once each in the vocabulary's order (PETROL, DIESEL, CNG, LPG, EV)
// whatever order the rows come in.
import { describe, expect, it } from 'vitest';
import { toModels } from '@/backend/vehicles/catalogue-service';

const nexon = { id: 7, slug: 'nexon', name: 'Nexon', bodyType: 'SUV' as const };
const tiago = { id: 3, slug: 'tiago', name: 'Tiago', bodyType: 'HATCHBACK' as const };

describe('models from catalogue rows', () => {
  it("keeps the rows' model order, every variant, and each fuel once in the vocabulary's order", () => {
    const models = toModels([
      { model: nexon, variant: { id: 71, name: 'Pure', fuelType: 'CNG' } },
      { model: tiago, variant: { id: 31, name: 'XE', fuelType: 'PETROL' } },
      { model: nexon, variant: { id: 72, name: 'Smart', fuelType: 'PETROL' } },
      { model: nexon, variant: { id: 73, name: 'Creative', fuelType: 'DIESEL' } },
      { model: nexon, variant: { id: 74, name: 'Creative', fuelType: 'PETROL' } },
      { model: tiago, variant: { id: 32, name: 'XZ', fuelType: 'CNG' } },
    ]);
    expect(models).toEqual([
      {
        id: 7,
        slug: 'nexon',
        name: 'Nexon',
        body_type: 'SUV',
        fuel_types: ['PETROL', 'DIESEL', 'CNG'],
        variants: [
          { id: 71, name: 'Pure', fuel_type: 'CNG' },
          { id: 72, name: 'Smart', fuel_type: 'PETROL' },
          { id: 73, name: 'Creative', fuel_type: 'DIESEL' },
          { id: 74, name: 'Creative', fuel_type: 'PETROL' },
        ],
      },
      {
        id: 3,
        slug: 'tiago',
        name: 'Tiago',
        body_type: 'HATCHBACK',
        fuel_types: ['PETROL', 'CNG'],
        variants: [
          { id: 31, name: 'XE', fuel_type: 'PETROL' },
          { id: 32, name: 'XZ', fuel_type: 'CNG' },
        ],
      },
    ]);
  });

  it('gives no models for no rows', () => {
    expect(toModels([])).toEqual([]);
  });
});

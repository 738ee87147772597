import { describe, expect, it } from 'vitest';
import { toSavedVehicle, toSavedVehicles } from '@/lib/saved-vehicles';

const source = (over = {}) => ({
  asset_number: 'KA05MN1234',
  make_name: 'Maruti Suzuki',
  make_model: 'Maruti Suzuki Swift',
  vehicle_name: 'VXi',
  vehicle_type: 'PRIVATE_CAR',
  ...over,
});

describe('a saved vehicle as the screens use it (spec §3)', () => {
  it('maps the asset service fields to the screens’ fields', () => {
    expect(toSavedVehicle(source())).toEqual({
      vehicle_make: 'Maruti Suzuki',
      vehicle_model: 'Maruti Suzuki Swift',
      vehicle_name: 'VXi',
      vehicle_number: 'KA05MN1234',
    });
  });

  it("counts a make_model of 'null null' as empty, and nothing else", () => {
    expect(toSavedVehicle(source({ make_name: null, make_model: 'null null', vehicle_name: null }))).toEqual({
      vehicle_make: '',
      vehicle_model: '',
      vehicle_name: '',
      vehicle_number: 'KA05MN1234',
    });
    expect(toSavedVehicle(source({ make_model: 'null Swift' }))!.vehicle_model).toBe('null Swift');
    expect(toSavedVehicle(source({ make_model: null }))!.vehicle_model).toBe('');
  });

  it('trims the names the asset service sends', () => {
    expect(toSavedVehicle(source({ make_name: ' Tata ', make_model: ' Tata Nexon ', vehicle_name: ' XZ+ ' }))).toEqual({
      vehicle_make: 'Tata',
      vehicle_model: 'Tata Nexon',
      vehicle_name: 'XZ+',
      vehicle_number: 'KA05MN1234',
    });
    expect(toSavedVehicle(source({ make_model: ' null null ' }))!.vehicle_model).toBe('');
  });

  it('keeps PRIVATE_CAR, PCV and car only', () => {
    const kinds = ['PRIVATE_CAR', 'PCV', 'car', 'TWO_WHEELER', 'Car', '', null];
    expect(
      toSavedVehicles(kinds.map((vehicle_type, i) => source({ vehicle_type, asset_number: `N${i}` }))).map((v) => v.vehicle_number),
    ).toEqual(['N0', 'N1', 'N2']);
  });
});

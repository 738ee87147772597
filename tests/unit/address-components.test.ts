import { describe, expect, it } from 'vitest';
import { readAddressComponents } from '@/lib/address-components';

// Shapes as Google answers them: Place Details (New) with longText/shortText, the Geocoding API with
// long_name/short_name (the components of Koramangala, Bengaluru and of a village in Tumakuru district).
const KORAMANGALA_NEW = [
  { longText: '80 Feet Road', shortText: '80 Feet Rd', types: ['route'] },
  { longText: '4th Block', shortText: '4th Block', types: ['sublocality_level_2', 'sublocality', 'political'] },
  { longText: 'Koramangala', shortText: 'Koramangala', types: ['sublocality_level_1', 'sublocality', 'political'] },
  { longText: 'Bengaluru', shortText: 'Bengaluru', types: ['locality', 'political'] },
  { longText: 'Bangalore Division', shortText: 'Bangalore Division', types: ['administrative_area_level_2', 'political'] },
  { longText: 'Karnataka', shortText: 'KA', types: ['administrative_area_level_1', 'political'] },
  { longText: 'India', shortText: 'IN', types: ['country', 'political'] },
  { longText: '560034', shortText: '560034', types: ['postal_code'] },
];

describe("reading Google's address components", () => {
  it('takes the sublocality as the locality, the locality as the city, the state and the pincode', () => {
    expect(readAddressComponents(KORAMANGALA_NEW)).toEqual({
      locality: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560034',
    });
  });

  it('reads the Geocoding API’s long names the same way', () => {
    const geocoded = KORAMANGALA_NEW.map(({ longText, shortText, types }) => ({ long_name: longText, short_name: shortText, types }));
    expect(readAddressComponents(geocoded)).toEqual({ locality: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', pincode: '560034' });
  });

  it('falls back to the neighbourhood, and to the taluk or district for a place outside a city', () => {
    expect(
      readAddressComponents([
        { long_name: 'Kora', types: ['neighborhood', 'political'] },
        { long_name: 'Tumakuru', types: ['administrative_area_level_3', 'political'] },
        { long_name: 'Tumakuru', types: ['administrative_area_level_2', 'political'] },
        { long_name: 'Karnataka', types: ['administrative_area_level_1', 'political'] },
        { long_name: '572128', types: ['postal_code'] },
      ]),
    ).toEqual({ locality: 'Kora', city: 'Tumakuru', state: 'Karnataka', pincode: '572128' });
    expect(
      readAddressComponents([
        { long_name: 'Jalore', types: ['administrative_area_level_2'] },
        { long_name: 'Rajasthan', types: ['administrative_area_level_1'] },
      ]),
    ).toEqual({ locality: null, city: 'Jalore', state: 'Rajasthan', pincode: null });
  });

  it('never repeats the city as the locality', () => {
    expect(
      readAddressComponents([
        { longText: 'Bengaluru', types: ['sublocality_level_1', 'sublocality'] },
        { longText: 'Bengaluru', types: ['locality'] },
      ]),
    ).toEqual({ locality: null, city: 'Bengaluru', state: '', pincode: null });
  });

  it('keeps only a 6-digit Indian pincode', () => {
    const withPostal = (postal: string) => readAddressComponents([{ longText: postal, types: ['postal_code'] }]).pincode;
    expect(withPostal('560 034')).toBe('560034');
    expect(withPostal('SW1A 1AA')).toBeNull();
    expect(withPostal('056003')).toBeNull();
    expect(withPostal('5600341')).toBeNull();
  });

  it('answers empty fields for a place with no components', () => {
    expect(readAddressComponents([])).toEqual({ locality: null, city: '', state: '', pincode: null });
    expect(readAddressComponents([{ types: ['locality'] }, { longText: '  ', types: ['administrative_area_level_1'] }])).toEqual({
      locality: null,
      city: '',
      state: '',
      pincode: null,
    });
  });
});

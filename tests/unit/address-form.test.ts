import { describe, expect, it } from 'vitest';
import { addressErrors, addressLine, addressOf, EMPTY_ADDRESS, type AddressDraft } from '@/lib/address-form';

const GOOD: AddressDraft = {
  houseNumber: '14',
  line: '3rd Cross, Kudlu Main Road',
  locality: 'Kudlu Gate',
  landmark: 'Opposite the temple',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560068',
};

describe('what the address form asks for', () => {
  it('names every missing field of an empty form', () => {
    expect(addressErrors(EMPTY_ADDRESS)).toEqual({
      line: 'Enter the street and building',
      city: 'Enter the city',
      state: 'Enter the state',
      pincode: 'Enter a valid 6-digit pincode',
    });
  });

  it('is satisfied by a full address, and by one without its optional fields', () => {
    expect(addressErrors(GOOD)).toEqual({});
    expect(addressErrors({ ...GOOD, houseNumber: '', locality: '', landmark: '' })).toEqual({});
  });

  it.each([
    ['line', 'MG', 'Enter the street and building'],
    ['line', '  MG  ', 'Enter the street and building'], // spaces do not count
    ['line', 'MG ', 'Enter the street and building'],
    ['line', 'MGR', undefined],
    ['city', 'B', 'Enter the city'],
    ['city', ' B ', 'Enter the city'],
    ['city', 'Ba', undefined],
    ['state', ' K ', 'Enter the state'],
    ['state', 'KA', undefined],
    ['pincode', '56006', 'Enter a valid 6-digit pincode'],
    ['pincode', '5600681', 'Enter a valid 6-digit pincode'],
    ['pincode', '060068', 'Enter a valid 6-digit pincode'],
    ['pincode', '56OO68', 'Enter a valid 6-digit pincode'],
    ['pincode', '560 068', 'Enter a valid 6-digit pincode'],
    ['pincode', ' 560068 ', undefined],
    ['pincode', '110001', undefined],
  ] as const)('%s %j: %s', (field, value, error) => {
    expect(addressErrors({ ...GOOD, [field]: value })[field]).toBe(error);
  });
});

describe('the address the form makes (spec §3)', () => {
  it('trims every field and makes the landmark the description', () => {
    const padded = { ...GOOD, houseNumber: ' 14 ', line: ' 3rd Cross ', city: ' Bengaluru ', state: ' Karnataka ', pincode: ' 560068 ' };
    expect(addressOf(padded)).toEqual({
      line: '3rd Cross',
      house_number: '14',
      locality: 'Kudlu Gate',
      description: 'Opposite the temple',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560068',
    });
  });

  it('leaves out empty optional fields', () => {
    const bare = addressOf({ ...GOOD, houseNumber: '', locality: '   ', landmark: '' });
    expect(JSON.parse(JSON.stringify(bare))).toEqual({
      line: '3rd Cross, Kudlu Main Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560068',
    });
  });

  it('carries the map point only when both coordinates are known', () => {
    expect(addressOf({ ...GOOD, latitude: 12.8852, longitude: 77.6604 }).location_coords).toEqual({
      latitude: 12.8852,
      longitude: 77.6604,
    });
    expect(addressOf({ ...GOOD, latitude: 12.8852 })).not.toHaveProperty('location_coords');
    expect(addressOf({ ...GOOD, longitude: 77.6604 })).not.toHaveProperty('location_coords');
    expect(addressOf({ ...GOOD, latitude: 0, longitude: 0 }).location_coords).toEqual({ latitude: 0, longitude: 0 });
  });
});

describe('one line for an address', () => {
  it.each([
    [
      { house_number: '14', line: '3rd Cross', locality: 'Kudlu Gate', city: 'Bengaluru', pincode: '560068' },
      '14, 3rd Cross, Kudlu Gate, Bengaluru 560068',
    ],
    [{ house_number: null, line: '3rd Cross', locality: null, city: 'Bengaluru', pincode: '560068' }, '3rd Cross, Bengaluru 560068'],
    [{ house_number: ' ', line: 'Plot 7, Gota', locality: '', city: 'Ahmedabad', pincode: '382481' }, 'Plot 7, Gota, Ahmedabad 382481'],
    [{ line: 'Hafeezpet Main Road', city: 'Hyderabad', pincode: '500049' }, 'Hafeezpet Main Road, Hyderabad 500049'],
  ])('%j reads %j', (address, line) => expect(addressLine(address)).toBe(line));
});

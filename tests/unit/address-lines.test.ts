import { describe, expect, it } from 'vitest';
import { addressLines, landmarkLine } from '@/lib/address-lines';

describe("a saved address's landmark line", () => {
  it('says "Near" before a landmark that does not start with it', () => {
    expect(landmarkLine('Kudlu Gate metro')).toBe('Near Kudlu Gate metro');
    expect(landmarkLine('Opposite the BDA complex')).toBe('Near Opposite the BDA complex');
    expect(landmarkLine('Kudlu Gate metro, near the bus stop')).toBe('Near Kudlu Gate metro, near the bus stop');
    expect(landmarkLine('Ne')).toBe('Near Ne');
  });

  it('keeps a landmark that already starts with "near", in any case, as typed: never "Near Near"', () => {
    expect(landmarkLine('Near Kudlu Gate metro')).toBe('Near Kudlu Gate metro');
    expect(landmarkLine('near kudlu gate metro')).toBe('near kudlu gate metro');
    expect(landmarkLine('NEAR KUDLU GATE METRO')).toBe('NEAR KUDLU GATE METRO');
    expect(landmarkLine('Nearby the Ganesha temple')).toBe('Nearby the Ganesha temple');
    expect(landmarkLine('  Near Forum Mall  ')).toBe('Near Forum Mall');
  });

  it('no landmark, or only spaces: no line', () => {
    expect(landmarkLine(undefined)).toBeNull();
    expect(landmarkLine(null)).toBeNull();
    expect(landmarkLine('')).toBeNull();
    expect(landmarkLine('   ')).toBeNull();
  });
});

describe("a saved address's card lines", () => {
  it('the street with the house number, the area with city and pincode, then the landmark', () => {
    expect(
      addressLines({
        house_number: '14',
        line: '3rd Cross, Kudlu Main Road',
        locality: 'Kudlu Gate',
        description: 'Near Kudlu Gate metro',
        city: 'Bengaluru',
        pincode: '560068',
      }),
    ).toEqual({ street: '14, 3rd Cross, Kudlu Main Road', area: 'Kudlu Gate, Bengaluru 560068', landmark: 'Near Kudlu Gate metro' });
  });

  it('leaves out what was not given: no house number, no locality, no landmark', () => {
    expect(addressLines({ line: 'Flat 402, Lake View Apartments', city: 'Bengaluru', pincode: '560102' })).toEqual({
      street: 'Flat 402, Lake View Apartments',
      area: 'Bengaluru 560102',
      landmark: null,
    });
    expect(
      addressLines({ house_number: ' ', line: '27th Main Road', locality: null, description: '', city: 'Bengaluru', pincode: '560102' }),
    ).toEqual({ street: '27th Main Road', area: 'Bengaluru 560102', landmark: null });
  });
});

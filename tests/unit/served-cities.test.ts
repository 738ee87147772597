import { describe, expect, it } from 'vitest';
import { groupByCity, joinNames, servedCityNames } from '@/lib/served-cities';

const page = (city: string, locality: string) => ({ city, locality, path: `/${city}/${locality}`.toLowerCase() });

describe('service centres by city', () => {
  it('groups places under their city, cities and localities sorted', () => {
    expect(
      groupByCity([
        page('Bangalore', 'Thanisandra'),
        page('Delhi', 'Patparganj'),
        page('Bangalore', 'Kudlu Gate'),
        page('Ahmedabad', 'Gota'),
      ]),
    ).toEqual([
      { city: 'Ahmedabad', places: [{ city: 'Ahmedabad', locality: 'Gota', path: '/ahmedabad/gota' }] },
      {
        city: 'Bangalore',
        places: [
          { city: 'Bangalore', locality: 'Kudlu Gate', path: '/bangalore/kudlu gate' },
          { city: 'Bangalore', locality: 'Thanisandra', path: '/bangalore/thanisandra' },
        ],
      },
      { city: 'Delhi', places: [{ city: 'Delhi', locality: 'Patparganj', path: '/delhi/patparganj' }] },
    ]);
  });

  it('gives no groups for no places', () => {
    expect(groupByCity([])).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const input = [page('Delhi', 'Patparganj'), page('Ahmedabad', 'Gota')];
    groupByCity(input);
    expect(input.map((p) => p.city)).toEqual(['Delhi', 'Ahmedabad']);
  });
});

describe('names as an English list', () => {
  it.each([
    [[], ''],
    [['Delhi'], 'Delhi'],
    [['Delhi', 'Gota'], 'Delhi and Gota'],
    [['Ahmedabad', 'Bangalore', 'Delhi'], 'Ahmedabad, Bangalore and Delhi'],
    [['Ahmedabad', 'Bangalore', 'Delhi', 'Hyderabad'], 'Ahmedabad, Bangalore, Delhi and Hyderabad'],
  ])('%j reads "%s"', (names, expected) => expect(joinNames(names)).toBe(expected));
});

describe('the served cities line', () => {
  it('lists the cities of the garages once each, sorted', () => {
    expect(
      servedCityNames([
        { city: 'Delhi', locality: 'Patparganj' },
        { city: 'Bangalore', locality: 'Kudlu Gate' },
        { city: 'Bangalore', locality: 'Thanisandra' },
      ]),
    ).toBe('Bangalore and Delhi');
    expect(servedCityNames([{ city: 'Pune', locality: 'Baner' }])).toBe('Pune');
  });

  it('falls back to "our partner cities" when there are none', () => {
    expect(servedCityNames([])).toBe('our partner cities');
  });
});

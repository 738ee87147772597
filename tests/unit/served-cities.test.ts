import { describe, expect, it } from 'vitest';
import { groupByCity, joinNames } from '@/lib/served-cities';

const page = (city: string, locality: string) => ({ city, locality, path: `/${city}/${locality}`.toLowerCase() });

describe('service centres by city', () => {
  it('groups places under their city, cities and localities sorted', () => {
    const groups = groupByCity([page('Bangalore', 'Thanisandra'), page('Delhi', 'Patparganj'), page('Bangalore', 'Kudlu Gate'), page('Ahmedabad', 'Gota')]);
    expect(groups.map((g) => g.city)).toEqual(['Ahmedabad', 'Bangalore', 'Delhi']);
    expect(groups[1]?.places.map((p) => p.locality)).toEqual(['Kudlu Gate', 'Thanisandra']);
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
    [['Ahmedabad', 'Bangalore', 'Delhi', 'Hyderabad'], 'Ahmedabad, Bangalore, Delhi and Hyderabad'],
  ])('%j reads "%s"', (names, expected) => expect(joinNames(names)).toBe(expected));
});

describe('the served cities line', async () => {
  const { servedCityNames } = await import('@/lib/served-cities');
  it('lists the cities of the garages, and falls back when there are none', () => {
    expect(servedCityNames([{ city: 'Delhi', locality: 'Patparganj' }, { city: 'Bangalore', locality: 'Kudlu Gate' }, { city: 'Bangalore', locality: 'Thanisandra' }])).toBe('Bangalore and Delhi');
    expect(servedCityNames([])).toBe('our partner cities');
  });
});

import { describe, expect, it } from 'vitest';
import { NEAREST_CENTRES_LIMIT, pickupReaches, rankNearestCentres } from '@/lib/nearest-centres';

// Positions typed from the seed garages; distances worked out by hand (haversine, R = 6371 km)
// from the middle of pincode 560001's post offices (12.9811389, 77.594183).
const BANGALORE_GPO = { lat: 12.9811389, lng: 77.594183 };
const kudluGate = { id: 'kdg', latitude: 12.8913, longitude: 77.6394, serviceRadiusKm: 50 }; // 11.13 km
const thanisandra = { id: 'tns', latitude: 13.0546, longitude: 77.6336, serviceRadiusKm: 50 }; // 9.22 km
const hafeezpet = { id: 'hfz', latitude: 17.4843, longitude: 78.3559, serviceRadiusKm: 50 }; // 507 km
const names = (ranked: { centre: { id: string } }[]) => ranked.map((r) => r.centre.id);

describe('the nearest centres to a place', () => {
  it('come nearest first, with their distances', () => {
    const ranked = rankNearestCentres(BANGALORE_GPO, [kudluGate, hafeezpet, thanisandra]);
    expect(names(ranked)).toEqual(['tns', 'kdg']);
    expect(ranked[0]!.distanceKm).toBeGreaterThan(9.1);
    expect(ranked[0]!.distanceKm).toBeLessThan(9.3);
    expect(ranked[1]!.distanceKm).toBeGreaterThan(11.0);
    expect(ranked[1]!.distanceKm).toBeLessThan(11.2);
  });

  it('leave out a centre farther than the distance it serves, and keep one just inside it', () => {
    expect(names(rankNearestCentres(BANGALORE_GPO, [{ ...kudluGate, serviceRadiusKm: 11 }, thanisandra]))).toEqual(['tns']);
    expect(names(rankNearestCentres(BANGALORE_GPO, [{ ...kudluGate, serviceRadiusKm: 12 }, thanisandra]))).toEqual(['tns', 'kdg']);
    expect(names(rankNearestCentres(BANGALORE_GPO, [hafeezpet]))).toEqual([]);
  });

  it('at the same distance, come in the order of their ids, whatever the order given', () => {
    const twins = ['m', 'b', 'x'].map((id) => ({ ...thanisandra, id }));
    expect(names(rankNearestCentres(BANGALORE_GPO, twins))).toEqual(['b', 'm', 'x']);
    expect(names(rankNearestCentres(BANGALORE_GPO, [...twins].reverse()))).toEqual(['b', 'm', 'x']);
    expect(names(rankNearestCentres(BANGALORE_GPO, [twins[0]!, twins[0]!]))).toEqual(['m', 'm']);
  });

  it('are at most three unless told otherwise', () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ ...thanisandra, id, latitude: thanisandra.latitude + i / 100 }));
    expect(NEAREST_CENTRES_LIMIT).toBe(3);
    expect(names(rankNearestCentres(BANGALORE_GPO, many))).toEqual(['a', 'b', 'c']);
    expect(names(rankNearestCentres(BANGALORE_GPO, many, { limit: 1 }))).toEqual(['a']);
    expect(rankNearestCentres(BANGALORE_GPO, many, { limit: 0 })).toEqual([]);
  });

  it('keeps a centre exactly at its radius, and one at distance 0 with a radius of 0', () => {
    const here = { id: 'here', latitude: BANGALORE_GPO.lat, longitude: BANGALORE_GPO.lng, serviceRadiusKm: 0 };
    expect(names(rankNearestCentres(BANGALORE_GPO, [here]))).toEqual(['here']);
  });

  it('orders three centres at one spot by id, whatever order they come in', () => {
    const at = (id: string) => ({ ...thanisandra, id });
    for (const order of [
      ['tns', 'abc', 'xyz'],
      ['xyz', 'tns', 'abc'],
      ['abc', 'xyz', 'tns'],
    ]) {
      expect(names(rankNearestCentres(BANGALORE_GPO, order.map(at)))).toEqual(['abc', 'tns', 'xyz']);
    }
  });

  it('at the same distance keep one order, by id', () => {
    const twin = { ...thanisandra, id: 'abc' };
    expect(names(rankNearestCentres(BANGALORE_GPO, [thanisandra, twin]))).toEqual(['abc', 'tns']);
    expect(names(rankNearestCentres(BANGALORE_GPO, [twin, thanisandra]))).toEqual(['abc', 'tns']);
  });
});

describe('whether pick-up and drop reaches a pincode', () => {
  it('reaches it only from the centre whose served pincodes hold it', () => {
    expect(pickupReaches('kdg', 'kdg')).toBe(true);
    expect(pickupReaches('tns', 'kdg')).toBe(false);
    expect(pickupReaches('kdg', undefined)).toBe(false);
  });

  it('is false from a centre that is near but does not serve the pincode', () => {
    const ranked = rankNearestCentres(BANGALORE_GPO, [kudluGate, thanisandra], { servingCentreId: 'kdg' });
    expect(ranked.map((r) => [r.centre.id, r.pickupReaches])).toEqual([
      ['tns', false],
      ['kdg', true],
    ]);
    expect(rankNearestCentres(BANGALORE_GPO, [kudluGate, thanisandra]).map((r) => r.pickupReaches)).toEqual([false, false]);
  });
});

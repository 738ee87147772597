import { describe, expect, it } from 'vitest';
import { CHOICE_ROUTES, isServiceTypeId, nextStep, nextStepFor, SERVICE_ROUTES } from '@/lib/journey-steps';
import { mapGarage, DEFAULT_GARAGE_RATING, DEFAULT_PINCODE } from '@/lib/garage-mapping';
import { distanceKm } from '@/lib/geo';
import { canonicalCity } from '@/lib/cities';

describe('the next step of the journey', () => {
  it('asks for the service type first, then the car, then the garage', () => {
    expect(nextStep({ hasVehicle: true, hasGarage: true })).toBe('home');
    expect(nextStep({ serviceType: 'periodic_service', hasVehicle: false, hasGarage: true })).toBe('mmv');
    expect(nextStep({ serviceType: 'periodic_service', hasVehicle: true, hasGarage: false })).toBe('location-vehicle-check');
  });

  it('skips what is known and lands on the page where the service type is chosen', () => {
    expect(nextStep({ serviceType: 'periodic_service', hasVehicle: true, hasGarage: true })).toBe('pricing-plans');
    expect(nextStep({ serviceType: 'specific_repair', hasVehicle: true, hasGarage: true })).toBe('specific-repair');
    expect(nextStep({ serviceType: 'not_sure_about_issue', hasVehicle: true, hasGarage: true })).toBe('unknown-issue');
    expect(nextStep({ serviceType: 'car_spa_and_cleaning', hasVehicle: true, hasGarage: true })).toBe('car-spa');
  });

  it('reads what a stored journey already knows', () => {
    const car = { make: 'Hyundai' };
    const garage = { garageId: 'g1' };
    expect(nextStepFor({})).toBe('home');
    expect(nextStepFor({ serviceType: 'car_spa_and_cleaning', garage })).toBe('mmv');
    expect(nextStepFor({ serviceType: 'car_spa_and_cleaning', vehicle: car })).toBe('location-vehicle-check');
    expect(nextStepFor({ serviceType: 'car_spa_and_cleaning', vehicle: car, garage })).toBe('car-spa');
  });

  it('knows each service type by its id only', () => {
    expect(Object.keys(SERVICE_ROUTES)).toEqual(Object.keys(CHOICE_ROUTES));
    expect(isServiceTypeId('car_spa_and_cleaning')).toBe(true);
    expect(isServiceTypeId('toString')).toBe(false);
    expect(isServiceTypeId(undefined)).toBe(false);
  });
});

describe('garage mapping', () => {
  const source = { id: 'g1', code: 'KDG', name: 'Kudlu', address: 'Road 1', city: 'Bangalore', locality: 'Kudlu Gate', phone: '1', latitude: 1, longitude: 2, workshop_code: 'W' };
  it('maps source fields to the screens\' names', () => {
    expect(mapGarage({ ...source, rating: 4.6, pincode: '560068', display_address: 'Kudlu' })).toMatchObject({ garageId: 'g1', garageName: 'Kudlu', garageAddress: 'Road 1', garageRating: 4.6, pincode: '560068', garageDisplayAddress: 'Kudlu' });
  });
  it('falls back to rating 4 and pincode 560002', () => {
    expect(mapGarage({ ...source, rating: null, pincode: null })).toMatchObject({ garageRating: DEFAULT_GARAGE_RATING, pincode: DEFAULT_PINCODE });
    expect(DEFAULT_GARAGE_RATING).toBe(4);
    expect(DEFAULT_PINCODE).toBe('560002');
  });
});

describe('places', () => {
  it('measures the distance between Kudlu Gate and Thanisandra as about 20 km', () => {
    const d = distanceKm({ lat: 12.8893, lng: 77.6387 }, { lat: 13.0545, lng: 77.6331 });
    expect(d).toBeGreaterThan(17);
    expect(d).toBeLessThan(20);
  });
  it('reads the other names of our cities', () => {
    expect(canonicalCity(' Bengaluru ')).toBe('Bangalore');
    expect(canonicalCity('New  Delhi')).toBe('Delhi');
    expect(canonicalCity('Pune')).toBe('Pune');
  });
});

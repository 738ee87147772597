import { describe, expect, it } from 'vitest';
import {
  CHOICE_ROUTES,
  choosingRoutes,
  completedSteps,
  FLOW_TAGS,
  isServiceTypeId,
  nextStep,
  nextStepFor,
  SERVICE_ROUTES,
} from '@/lib/journey-steps';
import { mapGarage } from '@/lib/garage-mapping';
import { distanceKm } from '@/lib/geo';
import { canonicalCity } from '@/lib/cities';

describe('the next step of the journey', () => {
  it('asks for the service type first, then the car, then the garage', () => {
    expect(nextStep({ hasVehicle: true, hasGarage: true })).toBe('home');
    expect(nextStep({ hasVehicle: false, hasGarage: false })).toBe('home');
    expect(nextStep({ serviceType: 'periodic_service', hasVehicle: false, hasGarage: true })).toBe('mmv');
    expect(nextStep({ serviceType: 'periodic_service', hasVehicle: true, hasGarage: false })).toBe('location-vehicle-check');
  });

  it('asks for the car before the garage when neither is known', () => {
    expect(nextStep({ serviceType: 'periodic_service', hasVehicle: false, hasGarage: false })).toBe('mmv');
    expect(nextStep({ serviceType: 'specific_repair', hasVehicle: false, hasGarage: false })).toBe('mmv');
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
    expect(nextStepFor({ vehicle: car, garage })).toBe('home');
    expect(nextStepFor({ serviceType: 'car_spa_and_cleaning' })).toBe('mmv');
    expect(nextStepFor({ serviceType: 'car_spa_and_cleaning', garage })).toBe('mmv');
    expect(nextStepFor({ serviceType: 'car_spa_and_cleaning', vehicle: car })).toBe('location-vehicle-check');
    expect(nextStepFor({ serviceType: 'car_spa_and_cleaning', vehicle: car, garage })).toBe('car-spa');
    expect(nextStepFor({ serviceType: 'periodic_service', vehicle: car, garage })).toBe('pricing-plans');
  });

  it('counts an empty stored car or garage as not known', () => {
    expect(nextStepFor({ serviceType: 'specific_repair', vehicle: undefined, garage: null })).toBe('mmv');
    expect(nextStepFor({ serviceType: 'specific_repair', vehicle: { make: 'Kia' }, garage: undefined })).toBe('location-vehicle-check');
  });
});

describe('the pages of each service type (spec §2, §3)', () => {
  it('sends a periodic service to the periodic-service page, its choice to the pricing plans, tagged periodic', () => {
    expect(SERVICE_ROUTES.periodic_service).toBe('periodic-service');
    expect(CHOICE_ROUTES.periodic_service).toBe('pricing-plans');
    expect(FLOW_TAGS.periodic_service).toBe('periodic');
  });

  it('sends specific repairs to the specific-repair page for both', () => {
    expect(SERVICE_ROUTES.specific_repair).toBe('specific-repair');
    expect(CHOICE_ROUTES.specific_repair).toBe('specific-repair');
    expect(FLOW_TAGS.specific_repair).toBe('specific-repair');
  });

  it('sends a customer who is not sure of the issue to the unknown-issue page for both', () => {
    expect(SERVICE_ROUTES.not_sure_about_issue).toBe('unknown-issue');
    expect(CHOICE_ROUTES.not_sure_about_issue).toBe('unknown-issue');
    expect(FLOW_TAGS.not_sure_about_issue).toBe('not-sure-about-issue');
  });

  it('sends car spa and cleaning to the car-spa page for both', () => {
    expect(SERVICE_ROUTES.car_spa_and_cleaning).toBe('car-spa');
    expect(CHOICE_ROUTES.car_spa_and_cleaning).toBe('car-spa');
    expect(FLOW_TAGS.car_spa_and_cleaning).toBe('car-spa');
  });

  it('knows exactly the four service types', () => {
    expect(Object.keys(SERVICE_ROUTES).sort()).toEqual([
      'car_spa_and_cleaning',
      'not_sure_about_issue',
      'periodic_service',
      'specific_repair',
    ]);
    expect(Object.keys(CHOICE_ROUTES).sort()).toEqual([
      'car_spa_and_cleaning',
      'not_sure_about_issue',
      'periodic_service',
      'specific_repair',
    ]);
  });
});

describe('recognising a service type id', () => {
  it.each(['periodic_service', 'specific_repair', 'not_sure_about_issue', 'car_spa_and_cleaning'])('accepts %j', (id) => {
    expect(isServiceTypeId(id)).toBe(true);
  });

  it.each([
    ['an inherited object key', 'toString'],
    ['a page name rather than an id', 'periodic-service'],
    ['an id in the wrong case', 'Periodic_Service'],
    ['an empty string', ''],
    ['undefined', undefined],
    ['a number', 1],
  ])('refuses %s', (_label, value) => {
    expect(isServiceTypeId(value)).toBe(false);
  });
});

describe('garage mapping', () => {
  const source = {
    id: 'g1',
    code: 'KDG',
    name: 'Kudlu',
    address: 'Road 1',
    city: 'Bangalore',
    locality: 'Kudlu Gate',
    phone: '1',
    latitude: 1,
    longitude: 2,
    workshop_code: 'W',
  };

  it("maps source fields to the screens' names", () => {
    expect(
      mapGarage({
        ...source,
        rating: 4.6,
        pincode: '560068',
        display_address: 'Kudlu',
        map_link: 'https://maps.example/1',
        garage_landing_path: '/bangalore/kudlu-gate',
        distance_km: 3.2,
        photo: { src: '/images/garages/kudlu-gate/gallery-1.svg', alt: 'Service bay' },
      }),
    ).toEqual({
      garageId: 'g1',
      garageName: 'Kudlu',
      garageAddress: 'Road 1',
      garageRating: 4.6,
      city: 'Bangalore',
      pincode: '560068',
      garageDisplayAddress: 'Kudlu',
      garageMapLink: 'https://maps.example/1',
      garageLandingPath: '/bangalore/kudlu-gate',
      locality: 'Kudlu Gate',
      phone: '1',
      workshopCode: 'W',
      distanceKm: 3.2,
      garagePhoto: { src: '/images/garages/kudlu-gate/gallery-1.svg', alt: 'Service bay' },
    });
  });

  it('falls back to rating 4 and pincode 560002 when they are missing', () => {
    expect(mapGarage({ ...source, rating: null, pincode: null })).toMatchObject({ garageRating: 4, pincode: '560002' });
    expect(mapGarage(source)).toMatchObject({ garageRating: 4, pincode: '560002' });
  });

  it('falls back to pincode 560002 for an empty pincode', () => {
    expect(mapGarage({ ...source, pincode: '' }).pincode).toBe('560002');
  });

  it('keeps a rating that is given, even a low one', () => {
    expect(mapGarage({ ...source, rating: 3.1 }).garageRating).toBe(3.1);
    expect(mapGarage({ ...source, rating: 5 }).garageRating).toBe(5);
  });
});

describe('places', () => {
  it('measures the distance between Kudlu Gate and Thanisandra as about 18.4 km', () => {
    // 0.1652° of latitude ≈ 18.37 km; 0.0056° of longitude at 13° N ≈ 0.61 km; together ≈ 18.38 km.
    const d = distanceKm({ lat: 12.8893, lng: 77.6387 }, { lat: 13.0545, lng: 77.6331 });
    expect(d).toBeCloseTo(18.38, 1);
  });

  it('measures one degree of longitude on the equator as about 111.2 km, and nothing between a point and itself', () => {
    // 2π · 6371 km / 360 = 111.19 km
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.19, 2);
    expect(distanceKm({ lat: 12.9, lng: 77.6 }, { lat: 12.9, lng: 77.6 })).toBe(0);
  });

  it('measures Delhi to Mumbai as about 1,147 km, whichever end it starts from', () => {
    expect(distanceKm({ lat: 28.6, lng: 77.2 }, { lat: 19.07, lng: 72.88 })).toBeCloseTo(1146.86, 1);
    expect(distanceKm({ lat: 19.07, lng: 72.88 }, { lat: 28.6, lng: 77.2 })).toBeCloseTo(1146.86, 1);
  });

  it('reads the other names of our cities', () => {
    expect(canonicalCity(' Bengaluru ')).toBe('Bangalore');
    expect(canonicalCity('BLR')).toBe('Bangalore');
    expect(canonicalCity('New  Delhi')).toBe('Delhi');
    expect(canonicalCity('Secunderabad')).toBe('Hyderabad');
    expect(canonicalCity('amdavad')).toBe('Ahmedabad');
  });

  it.each([
    ['bengaluru', 'Bangalore'],
    ['bangaluru', 'Bangalore'],
    ['blr', 'Bangalore'],
    ['new delhi', 'Delhi'],
    ['ncr', 'Delhi'],
    ['delhi ncr', 'Delhi'],
    ['hyd', 'Hyderabad'],
    ['secunderabad', 'Hyderabad'],
    ['cyberabad', 'Hyderabad'],
    ['amdavad', 'Ahmedabad'],
    ['ahmadabad', 'Ahmedabad'],
  ])('reads %s as %s', (typed, city) => expect(canonicalCity(typed)).toBe(city));

  it('keeps a city it has no other name for, trimmed and as typed', () => {
    expect(canonicalCity('Pune')).toBe('Pune');
    expect(canonicalCity('  pune ')).toBe('pune');
  });
});

describe('the steps the tracker ticks', () => {
  const car = { make: 'Tata', model: 'Nexon' };
  const garage = { garageId: 'g1' };

  it('ticks nothing for a visitor who has chosen nothing, even on a late page', () => {
    expect(completedSteps({})).toEqual([]);
    expect(completedSteps({ repairs: [] })).toEqual([]);
  });

  it('ticks the service alone when only the service type is known', () => {
    expect(completedSteps({ serviceType: 'specific_repair', repairs: [] })).toEqual(['service']);
    expect(completedSteps({ serviceType: 'specific_repair' })).toEqual(['service']);
  });

  it('ticks car and garage only when each is in the journey', () => {
    expect(completedSteps({ serviceType: 'periodic_service', vehicle: car })).toEqual(['service', 'vehicle']);
    expect(completedSteps({ serviceType: 'periodic_service', garage })).toEqual(['service', 'garage']);
    expect(completedSteps({ serviceType: 'periodic_service', vehicle: car, garage })).toEqual(['service', 'vehicle', 'garage']);
  });

  it('ticks the plan only for a choice of the journey’s own service type', () => {
    const base = { vehicle: car, garage };
    expect(completedSteps({ ...base, serviceType: 'periodic_service', plan: 'ESSENTIAL' })).toContain('choice');
    expect(completedSteps({ ...base, serviceType: 'periodic_service', repairs: ['clutch'] })).not.toContain('choice');
    expect(completedSteps({ ...base, serviceType: 'specific_repair', repairs: ['clutch'] })).toContain('choice');
    expect(completedSteps({ ...base, serviceType: 'specific_repair', repairs: [], plan: 'ESSENTIAL' })).not.toContain('choice');
    expect(completedSteps({ ...base, serviceType: 'car_spa_and_cleaning', spaPackage: 'foam-wash' })).toContain('choice');
    expect(completedSteps({ ...base, serviceType: 'not_sure_about_issue', issue: { symptoms: ['noise'], note: '' } })).toContain('choice');
    expect(completedSteps({ ...base, serviceType: 'not_sure_about_issue', issue: { symptoms: [], note: 'Squeaks' } })).toContain('choice');
    expect(completedSteps({ ...base, serviceType: 'not_sure_about_issue', issue: { symptoms: [], note: '  ' } })).not.toContain('choice');
  });

  it('never ticks the handover while choosing', () => {
    expect(completedSteps({ serviceType: 'periodic_service', vehicle: car, garage, plan: 'ADVANCED' })).toEqual([
      'service',
      'vehicle',
      'garage',
      'choice',
    ]);
  });

  it('links each choosing step back to its page, the choice once the service is known', () => {
    expect(choosingRoutes()).toEqual({ service: 'home', vehicle: 'mmv', garage: 'location-vehicle-check' });
    expect(choosingRoutes('periodic_service')).toEqual({
      service: 'home',
      vehicle: 'mmv',
      garage: 'location-vehicle-check',
      choice: 'pricing-plans',
    });
    expect(choosingRoutes('not_sure_about_issue').choice).toBe('unknown-issue');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { $journey, chooseGarage, chooseServiceType, chooseVehicle, updateChoice, type JourneyVehicle } from '@/stores/journey';
import type { GarageSummary } from '@/lib/garage-mapping';

const garage = (garageId: string, pincode: string): GarageSummary => ({
  garageId,
  garageName: `Garage ${garageId}`,
  garageAddress: 'Road 1',
  garageRating: 4,
  city: 'Bangalore',
  pincode,
  locality: 'Kudlu Gate',
  phone: '1',
  workshopCode: 'W',
});
const swift: JourneyVehicle = {
  model_id: 101,
  model: 'Swift',
  make: 'Maruti Suzuki',
  fuel_type: 'PETROL',
  car_age: 3,
  make_slug: 'maruti-suzuki',
  body_type: 'HATCHBACK',
};
const CHOICES = { plan: 'ENHANCED' as const, repairs: ['brake-pads'], spaPackage: 'foam-wash' };

beforeEach(() => $journey.set({ repairs: [] }));

describe('choosing a service type', () => {
  it('stores the service type with its flow tag', () => {
    chooseServiceType('periodic_service');
    expect($journey.get()).toEqual({ serviceType: 'periodic_service', flowTag: 'periodic', repairs: [] });
    chooseServiceType('not_sure_about_issue');
    expect($journey.get()).toEqual({ serviceType: 'not_sure_about_issue', flowTag: 'not-sure-about-issue', repairs: [] });
  });
});

describe("a choice made on a service type's page", () => {
  it('switches the journey to that service type and its flow tag in the same write', () => {
    chooseServiceType('periodic_service');
    const writes: unknown[] = [];
    const stop = $journey.listen((journey) => writes.push(journey));
    updateChoice('car_spa_and_cleaning', { spaPackage: 'foam-wash' });
    stop();
    expect(writes).toHaveLength(1);
    expect($journey.get()).toEqual({ serviceType: 'car_spa_and_cleaning', flowTag: 'car-spa', spaPackage: 'foam-wash', repairs: [] });
  });

  it('keeps the rest of the journey', () => {
    updateChoice('specific_repair', { repairs: ['brake-pads'] });
    updateChoice('specific_repair', { repairs: ['brake-pads', 'wheel-alignment'] });
    expect($journey.get()).toEqual({
      serviceType: 'specific_repair',
      flowTag: 'specific-repair',
      repairs: ['brake-pads', 'wheel-alignment'],
    });
  });
});

describe('choosing a garage', () => {
  it("keeps the pincode searched for, or else takes the garage's own", () => {
    chooseGarage(garage('g1', '560068'), '560100');
    expect($journey.get().pincode).toBe('560100');
    $journey.set({ repairs: [] });
    chooseGarage(garage('g1', '560068'));
    expect($journey.get().pincode).toBe('560068');
  });

  it('clears the priced choices when the garage changes, because prices belong to a garage', () => {
    $journey.set({ serviceType: 'specific_repair', garage: garage('g1', '560068'), ...CHOICES });
    chooseGarage(garage('g2', '560001'));
    expect($journey.get()).toMatchObject({ serviceType: 'specific_repair', repairs: [], plan: undefined, spaPackage: undefined });
    expect($journey.get().garage?.garageId).toBe('g2');
  });

  it('keeps the choices when the same garage is chosen again', () => {
    $journey.set({ serviceType: 'specific_repair', garage: garage('g1', '560068'), ...CHOICES });
    chooseGarage(garage('g1', '560068'));
    expect($journey.get()).toMatchObject({ plan: 'ENHANCED', repairs: ['brake-pads'], spaPackage: 'foam-wash' });
  });
});

describe('choosing a car', () => {
  it('clears the priced choices, because prices belong to a car', () => {
    $journey.set({ serviceType: 'car_spa_and_cleaning', garage: garage('g1', '560068'), ...CHOICES });
    chooseVehicle(swift);
    expect($journey.get()).toMatchObject({
      serviceType: 'car_spa_and_cleaning',
      vehicle: swift,
      repairs: [],
      plan: undefined,
      spaPackage: undefined,
    });
    expect($journey.get().garage?.garageId).toBe('g1');
  });
});

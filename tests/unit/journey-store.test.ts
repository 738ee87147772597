import { beforeEach, describe, expect, it } from 'vitest';
import { $journey, chooseServiceType, updateChoice } from '@/stores/journey';

describe('a choice made on a service type\'s page', () => {
  beforeEach(() => $journey.set({ repairs: [] }));

  it('switches the journey to that service type and its flow tag in the same write', () => {
    chooseServiceType('periodic_service');
    const writes: unknown[] = [];
    const stop = $journey.listen((journey) => writes.push(journey));
    updateChoice('car_spa_and_cleaning', { spaPackage: 'foam-wash' });
    stop();
    expect(writes).toHaveLength(1);
    expect($journey.get()).toMatchObject({ serviceType: 'car_spa_and_cleaning', flowTag: 'car-spa', spaPackage: 'foam-wash' });
  });

  it('keeps the rest of the journey', () => {
    updateChoice('specific_repair', { repairs: ['brake-pads'] });
    updateChoice('specific_repair', { repairs: ['brake-pads', 'wheel-alignment'] });
    expect($journey.get()).toEqual({ serviceType: 'specific_repair', flowTag: 'specific-repair', repairs: ['brake-pads', 'wheel-alignment'] });
  });
});

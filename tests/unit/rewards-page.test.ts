import { describe, expect, it } from 'vitest';
import { groupRewards } from '@/lib/rewards-page';
import { BANNER_HEADING, BANNER_TEXT, forgetReward, rewardForBooking, storeReward, storedReward } from '@/lib/reward-session';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
};

describe('the rewards page', () => {
  it('groups rewards by spec §3’s service types in their order; a reward for every type shows under each', () => {
    // The catalogue's service types with their reward labels (spec §3's words, as seeded), in its order.
    const catalogue = [
      { id: 'periodic_service' as const, rewardLabel: 'Periodic service' },
      { id: 'specific_repair' as const, rewardLabel: 'Specific repairs and replacements' },
      { id: 'not_sure_about_issue' as const, rewardLabel: 'Not sure about the issue?' },
      { id: 'car_spa_and_cleaning' as const, rewardLabel: 'Car Spa And Cleaning' },
    ];
    const all = { id: 'a', meta: { service_type: [] } };
    const spa = { id: 's', meta: { service_type: ['car_spa_and_cleaning' as const] } };
    expect(groupRewards([all, spa], catalogue).map((g) => [g.label, g.rewards.map((r) => r.id)])).toEqual([
      ['Periodic service', ['a']],
      ['Specific repairs and replacements', ['a']],
      ['Not sure about the issue?', ['a']],
      ['Car Spa And Cleaning', ['a', 's']],
    ]);
    expect(groupRewards([spa], catalogue).map((g) => g.type)).toEqual(['car_spa_and_cleaning']);
  });
});

describe('what the scan keeps in session storage', () => {
  it('keeps spec §9’s keys for display, and gives a booking at the same centre the claim only', () => {
    const store = memory();
    storeReward(store, {
      claimId: 'c-1',
      registrationNumber: 'KA05MN1234',
      garageId: 'g-1',
      value: '20%',
      rule: '20% off the booking fee',
      title: 'Poster',
      utmMedium: 'qr_online_campaign',
    });
    expect([
      store.getItem('rewardValue'),
      store.getItem('rewardRule'),
      store.getItem('rewardTitle'),
      store.getItem('bannerShown'),
      store.getItem('utm_medium'),
      store.getItem('garage_id'),
    ]).toEqual(['20%', '20% off the booking fee', 'Poster', 'true', 'qr_online_campaign', 'g-1']);
    expect(rewardForBooking(storedReward(store), 'g-1')).toEqual({ claimId: 'c-1', registrationNumber: 'KA05MN1234' });
    expect(rewardForBooking(storedReward(store), 'g-2')).toBeNull();
    forgetReward(store);
    expect(storedReward(store)).toBeNull();
    expect(store.getItem('utm_medium')).toBe('qr_online_campaign');
  });
  it('says spec §9’s banner word for word', () => {
    expect([BANNER_HEADING, BANNER_TEXT]).toEqual(['Special discount unlocked', "You've unlocked an exclusive discount!"]);
  });
});

// The rewards page (spec §3 Reward: its four service types): the customer's rewards grouped by the
// service type they are for, under the catalogue's reward labels and in its order; a reward for every
// type shows under each.
import type { RewardState, ServiceTypeId } from '@/contracts/vocabulary';

/** A service type as the catalogue gives it: its id and the words a reward for it is listed under (spec §3). */
export interface RewardServiceType {
  id: ServiceTypeId;
  rewardLabel: string;
}

/** The groups with at least one reward, each with its label and rewards (newest first, as given), in the catalogue's order. */
export function groupRewards<R extends { meta: { service_type: readonly ServiceTypeId[] } }>(
  rewards: readonly R[],
  serviceTypes: readonly RewardServiceType[],
): { type: ServiceTypeId; label: string; rewards: R[] }[] {
  return serviceTypes
    .map((t) => ({
      type: t.id,
      label: t.rewardLabel,
      rewards: rewards.filter((r) => r.meta.service_type.length === 0 || r.meta.service_type.includes(t.id)),
    }))
    .filter((g) => g.rewards.length > 0);
}

export const REWARD_STATE_TEXT: Readonly<Record<RewardState, string>> = { AVAILABLE: 'Available', USED: 'Used', EXPIRED: 'Expired' };

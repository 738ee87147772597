// The rewards page (spec §3 Reward: its four service types): the customer's rewards grouped by the
// service type they are for, in the catalogue's order; a reward for every type shows under each.
import { SERVICE_TYPE_IDS, type RewardState, type ServiceTypeId } from '@/contracts/vocabulary';

/** Spec §3's reward service types, word for word. */
export const REWARD_TYPE_LABELS: Readonly<Record<ServiceTypeId, string>> = {
  periodic_service: 'Periodic service',
  specific_repair: 'Specific repairs and replacements',
  not_sure_about_issue: 'Not sure about the issue?',
  car_spa_and_cleaning: 'Car Spa And Cleaning',
};

/** The groups with at least one reward, each with its label and rewards (newest first, as given). */
export function groupRewards<R extends { meta: { service_type: readonly ServiceTypeId[] } }>(
  rewards: readonly R[],
): { type: ServiceTypeId; label: string; rewards: R[] }[] {
  return SERVICE_TYPE_IDS.map((type) => ({
    type,
    label: REWARD_TYPE_LABELS[type],
    rewards: rewards.filter((r) => r.meta.service_type.length === 0 || r.meta.service_type.includes(type)),
  })).filter((g) => g.rewards.length > 0);
}

export const REWARD_STATE_TEXT: Readonly<Record<RewardState, string>> = { AVAILABLE: 'Available', USED: 'Used', EXPIRED: 'Expired' };

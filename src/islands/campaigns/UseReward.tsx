import { navigate } from '@/islands/navigation';
import type { Reward } from '@/contracts/campaigns';
import { carryOver } from '@/lib/carry-over';
import { withBase } from '@/lib/paths';
import { storeReward } from '@/lib/reward-session';
import type { ServiceTypeId } from '@/contracts/vocabulary';

/** Books with a reward: keeps it for the booking's screens (the booking sends only its claim) and opens the booking at its centre for this service type. */
export default function UseReward({ reward, type }: { reward: Reward; type: ServiceTypeId }) {
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        storeReward(sessionStorage, {
          claimId: reward.claim_id,
          registrationNumber: reward.registration_number,
          garageId: reward.garage_id,
          value: reward.reward_rule,
          rule: reward.reward_rule,
          title: reward.title,
          utmMedium: reward.source,
        });
        navigate(
          carryOver(
            window.location.search,
            `${withBase('/ad-services/car-garage')}?garageId=${reward.garage_id}&utm_medium=${reward.source}&category=${type}`,
          ),
        );
      }}
    >
      Book with this reward
    </button>
  );
}

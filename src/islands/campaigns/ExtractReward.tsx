import { useEffect } from 'react';
import { apiPost } from '@/islands/api-client';

/**
 * A reward claimed before signing in (its claim kept by the scan in session storage) becomes the
 * customer's (extract-reward-details); the page is read again once to show it. Spec §8: a failure
 * here is only logged.
 */
export default function ExtractReward({ listed }: { listed: string[] }) {
  useEffect(() => {
    const claimId = sessionStorage.getItem('rewardClaimId');
    if (!claimId || listed.includes(claimId)) return;
    apiPost('extract-reward-details', { claim_id: claimId })
      .then(() => window.location.reload())
      .catch((error: unknown) => console.error('reward extract failed', error));
  }, []);
  return null;
}

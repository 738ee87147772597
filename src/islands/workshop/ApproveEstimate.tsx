import { useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { withBase } from '@/lib/paths';

/** Approves the estimate as decided (spec §4), then follows the tracking link to the order's new screen. */
export default function ApproveEstimate({ orderId }: { orderId: string }) {
  const ready = useHydrated();
  const [state, setState] = useState<'idle' | 'pending' | 'fulfilled' | 'rejected'>('idle');
  const [error, setError] = useState<string | null>(null);
  const approve = async () => {
    setState('pending');
    setError(null);
    try {
      await apiPost('line-item-approve', { order_id: orderId });
      setState('fulfilled');
      window.location.assign(withBase(`/stage-redirect?${new URLSearchParams({ orderId })}`));
    } catch (failure) {
      setError(failureMessage(failure));
      setState('rejected');
    }
  };
  return (
    <div>
      <button
        type="button"
        className="button"
        disabled={!ready || state === 'pending'}
        aria-describedby="approve-error"
        onClick={() => void approve()}
      >
        {state === 'pending' ? 'Approving…' : 'Approve estimate'}
      </button>
      <FieldError id="approve-error" error={error} />
    </div>
  );
}

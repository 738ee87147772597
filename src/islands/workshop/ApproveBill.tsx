import { useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { BILL_APPROVE_ID } from '@/lib/tracking-action';

/** The customer approves a final cost over the estimate's variable cost (spec §4); the bill is then issued. */
export default function ApproveBill({ orderId }: { orderId: string }) {
  const ready = useHydrated();
  const [state, setState] = useState<'idle' | 'pending' | 'rejected'>('idle');
  const [error, setError] = useState<string | null>(null);
  const approve = async () => {
    setState('pending');
    setError(null);
    try {
      await apiPost('garage-timeline/{id}/bill/approve', { id: orderId, approve: true });
      window.location.reload();
    } catch (failure) {
      setError(failureMessage(failure));
      setState('rejected');
    }
  };
  return (
    <div className="bill-approve" id={BILL_APPROVE_ID}>
      <button
        type="button"
        className="button"
        disabled={!ready || state === 'pending'}
        aria-describedby="bill-approve-error"
        onClick={() => void approve()}
      >
        {state === 'pending' ? 'Approving…' : 'Approve the final cost'}
      </button>
      <p className="choice-hint">Questions first? Call the service centre: the bill is issued only once you approve.</p>
      <FieldError id="bill-approve-error" error={error} />
    </div>
  );
}

import { useState } from 'react';
import { apiPost, ApiError } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { BILL_PAY_ID } from '@/lib/tracking-action';
import { formatInr } from '@/lib/money';

/**
 * The customer pays the issued bill's amount due online (docs/decisions/034): the server makes (or
 * reuses) the bill's payment and its gateway order, then the customer goes to the gateway's page,
 * which brings them back to this tracking screen.
 */
export default function PayBill({ orderId, duePaise, again }: { orderId: string; duePaise: number; again: boolean }) {
  const ready = useHydrated();
  // One key for this page's taps: a retry after a dropped connection gets the first answer.
  const [key] = useState(() => `bill-${orderId}-${crypto.randomUUID()}`);
  const [state, setState] = useState<'idle' | 'pending' | 'rejected'>('idle');
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setState('pending');
    setError(null);
    try {
      const payment = await apiPost('garage-timeline/{id}/bill/pay', { id: orderId }, { idempotencyKey: key });
      if (!payment.payin_url)
        throw new ApiError(502, 'PAYMENT_PROVIDER_FAILED', 'Our payment partner did not answer; nothing was charged. Please try again.');
      window.location.assign(payment.payin_url);
    } catch (failure) {
      setError(failureMessage(failure));
      setState('rejected');
    }
  };
  return (
    <div className="bill-pay" id={BILL_PAY_ID}>
      <button
        type="button"
        className="button"
        disabled={!ready || state === 'pending'}
        aria-describedby="bill-pay-error"
        onClick={() => void pay()}
      >
        {state === 'pending' ? 'Opening the payment page…' : `${again ? 'Pay again' : 'Pay'} ${formatInr(duePaise)} online`}
      </button>
      <FieldError id="bill-pay-error" error={error} />
    </div>
  );
}

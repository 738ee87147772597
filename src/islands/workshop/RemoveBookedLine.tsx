import { useId, useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';

/**
 * Takes a booked line off the estimate on the console: only with a reason, which the customer is told
 * by SMS and reads on their job card; the page reloads after.
 */
export default function RemoveBookedLine({ orderId, lineId, partName }: { orderId: string; lineId: string; partName: string }) {
  const ready = useHydrated();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiPost('garage-timeline/{id}/lines/{line_id}/remove', { id: orderId, line_id: lineId, reason: reason.trim() });
      window.location.reload();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost"
        disabled={!ready}
        onClick={() => setOpen(true)}
        aria-label={`Remove ${partName}`}
      >
        Remove
      </button>
    );
  }
  const errorId = `${id}-error`;
  return (
    <form className="remove-line" onSubmit={(e) => void remove(e)} aria-describedby={errorId}>
      <label htmlFor={`${id}-reason`}>Why can '{partName}' not be done? The customer is told this.</label>
      <div className="remove-line__row">
        <input
          id={`${id}-reason`}
          required
          minLength={5}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={busy}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Removing…' : 'Remove and tell'}
        </button>
      </div>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => setOpen(false)}>
        Keep it
      </button>
      <FieldError id={errorId} error={error} />
    </form>
  );
}

import { useId, useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';

/** The console's progress line for the customer during the repair: 'Old oil drained', 'New pads fitted'. */
export default function PostUpdate({ orderId }: { orderId: string }) {
  const ready = useHydrated();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [posted, setPosted] = useState<string | null>(null);
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (text.trim().length < 3) {
      setError('Write what was done, like "Old oil drained"');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiPost('garage-timeline/{id}/updates', { id: orderId, text: text.trim() });
      setPosted(text.trim());
      setText('');
    } catch (failure) {
      setError(failureMessage(failure));
    }
    setBusy(false);
  };
  return (
    <form className="post-update" onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-text`}>Progress update for the customer</label>
      <div className="post-update__row">
        <input
          id={`${id}-text`}
          type="text"
          maxLength={200}
          value={text}
          disabled={busy || !ready}
          placeholder="New brake pads fitted"
          aria-describedby={`${id}-error`}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--ghost" disabled={busy || !ready}>
          {busy ? 'Posting…' : 'Post'}
        </button>
      </div>
      {posted && (
        <p className="post-update__done" role="status">
          Sent to the customer: “{posted}”
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </form>
  );
}

import { useId, useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { rupeesToPaise } from '@/lib/money-input';
import { formatInr } from '@/lib/money';
import './workshop.css';

interface Limit {
  line_limit: number;
  total_limit: number | null;
}

const describe = (limit: Limit | null) =>
  limit === null
    ? 'Every part waits for your answer.'
    : `Parts up to ${formatInr(limit.line_limit)} each${limit.total_limit === null ? '' : ` (up to ${formatInr(limit.total_limit)} in all)`} are approved when the estimate is sent; the rest wait for your answer.`;

/**
 * The customer's auto-approval limit (docs/decisions/031), before the estimate is sent: small parts
 * are approved at once instead of waiting for a tap or a call; the customer may still change them.
 */
export default function AutoApprovalLimit({ orderId, initial }: { orderId: string; initial: Limit | null }) {
  const ready = useHydrated();
  const id = useId();
  const [limit, setLimit] = useState(initial);
  const [line, setLine] = useState(initial ? String(initial.line_limit / 100) : '');
  const [total, setTotal] = useState(initial?.total_limit ? String(initial.total_limit / 100) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const send = async (body: { line_limit: number | null; total_limit?: number | null }) => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const timeline = await apiPost('garage-timeline/{id}/auto-approval', { id: orderId, ...body });
      setLimit(timeline.auto_approval);
      setSaved(timeline.auto_approval ? 'Saved.' : 'Turned off.');
    } catch (failure) {
      setError(failureMessage(failure));
    }
    setBusy(false);
  };
  const save = () => {
    const linePaise = rupeesToPaise(line);
    const totalPaise = total.trim() === '' ? null : rupeesToPaise(total);
    if (linePaise === null || (total.trim() !== '' && totalPaise === null)) {
      setError('Enter amounts in rupees, like 1000 or 2500');
      return;
    }
    void send({ line_limit: linePaise, total_limit: totalPaise });
  };
  const errorId = `${id}-error`;
  return (
    <section className="card auto-limit" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Approve small jobs without waiting</h2>
      <p className="auto-limit__now" role="status">
        {describe(limit)}
        {saved ? ` ${saved}` : ''}
      </p>
      <fieldset disabled={!ready || busy} aria-describedby={errorId}>
        <div className="auto-limit__fields">
          <label>
            Up to ₹ a part
            <input inputMode="decimal" value={line} onChange={(e) => setLine(e.target.value)} placeholder="1000" />
          </label>
          <label>
            Up to ₹ in all (optional)
            <input inputMode="decimal" value={total} onChange={(e) => setTotal(e.target.value)} placeholder="3000" />
          </label>
        </div>
        <div className="auto-limit__actions">
          <button type="button" className="button" onClick={save}>
            {busy ? 'Saving…' : 'Save my limit'}
          </button>
          {limit ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setLine('');
                setTotal('');
                void send({ line_limit: null });
              }}
            >
              Turn off
            </button>
          ) : null}
        </div>
      </fieldset>
      <FieldError id={errorId} error={error} />
    </section>
  );
}

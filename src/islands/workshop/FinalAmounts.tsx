import { useId, useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { rupeesToPaise } from '@/lib/money-input';
import { formatInr } from '@/lib/money';

interface Part {
  id: string;
  part_name: string;
  amount: number;
  final_amount: number | null;
}

/**
 * The console's final amounts, during the repair and the quality check: what each approved part
 * finally cost, in rupees (the estimate's amount until changed), each saved at once.
 */
export default function FinalAmounts({ orderId, parts }: { orderId: string; parts: Part[] }) {
  const ready = useHydrated();
  const id = useId();
  const [values, setValues] = useState(() => Object.fromEntries(parts.map((p) => [p.id, String((p.final_amount ?? p.amount) / 100)])));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = async (part: Part) => {
    const paise = rupeesToPaise(values[part.id] ?? '');
    if (paise === null) {
      setError(`Enter the final cost of '${part.part_name}' in rupees, like 2400 or 2400.50`);
      return;
    }
    setBusy(part.id);
    setError(null);
    setSaved(null);
    try {
      await apiPost('garage-timeline/{id}/final-amount', { id: orderId, line_id: part.id, final_amount: paise });
      setSaved(`Saved: ${part.part_name} at ${formatInr(paise)}`);
    } catch (failure) {
      setError(failureMessage(failure));
    }
    setBusy(null);
  };
  const errorId = `${id}-error`;
  return (
    <fieldset className="final-amounts" disabled={busy !== null || !ready} aria-describedby={errorId}>
      <legend>Final cost of each approved part</legend>
      {parts.map((part) => (
        <div className="final-amounts__row" key={part.id}>
          <label htmlFor={`${id}-${part.id}`}>
            {part.part_name} <span className="final-amounts__was">(estimate {formatInr(part.amount)})</span>
          </label>
          <div className="final-amounts__edit">
            <input
              id={`${id}-${part.id}`}
              inputMode="decimal"
              value={values[part.id] ?? ''}
              aria-label={`Final cost of ${part.part_name} (₹)`}
              onChange={(e) => setValues({ ...values, [part.id]: e.target.value })}
            />
            <button type="button" className="button button--ghost" aria-label={`Save: ${part.part_name}`} onClick={() => void save(part)}>
              {busy === part.id ? 'Saving…' : 'Save'}
            </button>
          </div>
        </div>
      ))}
      {saved && (
        <p className="post-update__done" role="status">
          {saved}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

import { useEffect, useId, useState } from 'react';
import { apiGet, apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import type { ApiData } from '@/contracts/endpoints';

type Items = ApiData<'qc-updates/{id}'>['items'];

/**
 * The console's quality check: each item of the list passed, or not with a note of what needs
 * work. The bill is drawn up only once every item has passed. Each answer is saved at once.
 */
export default function QualityCheck({ orderId }: { orderId: string }) {
  const ready = useHydrated();
  const id = useId();
  const [items, setItems] = useState<Items | null>(null);
  const [failing, setFailing] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiGet('qc-updates/{id}', { id: orderId }).then(
      (answer) => setItems(answer.items),
      (failure: unknown) => setError(failureMessage(failure)),
    );
  }, [orderId]);
  const record = async (item: string, passed: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const timeline = await apiPost('garage-timeline/{id}/qc', {
        id: orderId,
        item,
        passed,
        ...(!passed && note.trim() ? { note: note.trim() } : {}),
      });
      setItems(timeline.quality_check);
      setFailing(null);
      setNote('');
    } catch (failure) {
      setError(failureMessage(failure));
    }
    setBusy(false);
  };
  const errorId = `${id}-error`;
  return (
    <fieldset className="quality-check" disabled={busy || !ready} aria-describedby={errorId}>
      <legend>Quality check</legend>
      {!items && !error && (
        <p className="choice-hint" role="status">
          Loading the checklist…
        </p>
      )}
      {items?.map((i) => (
        <div key={i.item} className={`quality-check__row quality-check__row--${i.passed === null ? 'open' : i.passed ? 'pass' : 'fail'}`}>
          <p className="quality-check__text">
            {i.text}
            <span className="quality-check__state">
              {i.passed === null ? '' : i.passed ? ' · Passed' : ` · Needs work${i.note ? `: ${i.note}` : ''}`}
            </span>
          </p>
          {failing === i.item ? (
            <div className="quality-check__fail">
              <label htmlFor={`${id}-${i.item}-note`}>What needs work</label>
              <input id={`${id}-${i.item}-note`} type="text" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
              <div className="quality-check__buttons">
                <button type="button" className="button" onClick={() => void record(i.item, false)}>
                  Save: needs work
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    setFailing(null);
                    setNote('');
                  }}
                >
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <div className="quality-check__buttons" role="group" aria-label={i.text}>
              <button
                type="button"
                className="button button--ghost"
                aria-pressed={i.passed === true}
                onClick={() => void record(i.item, true)}
              >
                Pass
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-pressed={i.passed === false}
                onClick={() => {
                  setFailing(i.item);
                  setNote('');
                }}
              >
                Needs work
              </button>
            </div>
          )}
        </div>
      ))}
      {items?.every((i) => i.passed === true) && (
        <p className="quality-check__done" role="status">
          Every check passed: the bill can be drawn up.
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

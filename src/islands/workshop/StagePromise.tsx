import { useId, useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { istDay, istClockTime } from '@/lib/ist-calendar';
import { whenLabel } from '@/lib/stage-promise';
import './workshop.css';

interface Promise {
  stage: string;
  by: string;
}

/** '2026-11-25T16:30' (a datetime-local value, read as IST) → '2026-11-25T16:30:00+05:30'. */
const asIst = (value: string) => `${value}:00+05:30`;
const localValue = (iso: string) => {
  const at = new Date(iso);
  return `${istDay(at)}T${istClockTime(at)}`;
};

/**
 * The console's promised time for the car's current stage (docs/decisions/032): the customer is told at
 * once, and again with the earlier time when it moves; a passed promise shows as late.
 */
export default function StagePromise({ orderId, heading, initial }: { orderId: string; heading: string; initial: Promise | null }) {
  const ready = useHydrated();
  const id = useId();
  const [promise, setPromise] = useState(initial);
  const [value, setValue] = useState(initial ? localValue(initial.by) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = new Date();
  const late = promise !== null && new Date(promise.by).getTime() < now.getTime();
  const save = async () => {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) {
      setError('Choose the day and time the stage will be done');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const timeline = await apiPost('garage-timeline/{id}/promise', { id: orderId, promised_at: asIst(value) });
      setPromise(timeline.promise);
    } catch (failure) {
      setError(failureMessage(failure));
    }
    setBusy(false);
  };
  const errorId = `${id}-error`;
  return (
    <fieldset className="stage-promise" disabled={!ready || busy} aria-describedby={errorId}>
      <legend>Promise the customer a time</legend>
      <p className={`stage-promise__now${late ? ' stage-promise__now--late' : ''}`} role="status">
        {promise === null
          ? 'No time promised yet.'
          : late
            ? `Late: promised ${whenLabel(new Date(promise.by), now)}; the customer was told. Give a new time.`
            : `${heading}: promised by ${whenLabel(new Date(promise.by), now)}.`}
      </p>
      <div className="stage-promise__edit">
        <label htmlFor={`${id}-at`}>Done by (IST)</label>
        <input id={`${id}-at`} type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
        <button type="button" className="button button--ghost" onClick={() => void save()}>
          {busy ? 'Saving…' : promise ? 'Change the time' : 'Promise this time'}
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

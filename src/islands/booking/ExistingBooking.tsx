import { formatRegistration } from '@/lib/value-formats';
import { useState } from 'react';
import { apiGet, apiSend } from '@/islands/api-client';
import { useLoad } from '@/islands/use-load';
import { STATUS_TEXT } from '@/lib/status-text';
import { continueHref, continuableOf } from '@/lib/booking-steps';
import { failureMessage } from '@/islands/account/fields';

interface Props {
  appointmentId: string;
  /** Cancels the other booking was done: book this one instead. */
  onReplaced: () => void;
}

/** A second booking for a car is offered the one it already has: continue that, or cancel it and book this. */
export default function ExistingBooking({ appointmentId, onReplaced }: Props) {
  const existing = useLoad(appointmentId, () => apiGet('appointment/{id}', { id: appointmentId }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (existing.status === 'loading')
    return (
      <p className="choice-loading" role="status">
        Finding your other booking…
      </p>
    );
  if (existing.status === 'error')
    return (
      <p className="choice-notice choice-notice--error card" role="alert">
        {existing.error.message}
      </p>
    );
  const a = existing.data;
  const car = a.vehicle_details.registration_number
    ? formatRegistration(a.vehicle_details.registration_number)
    : `${a.vehicle_details.make} ${a.vehicle_details.model}`;
  const href = continueHref(continuableOf(a));
  const replace = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiSend('DELETE appointment/{id}', { id: a.appointment_id, reason: 'replaced by a new booking' });
      onReplaced();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  return (
    <section className="card choice-notice" aria-labelledby="existing-booking-heading" role="alert">
      <h2 id="existing-booking-heading">{car} already has a booking</h2>
      <p>
        At {a.garage.name}: {STATUS_TEXT[a.status].toLowerCase()}. A car can have one booking in progress at a time.
      </p>
      <div className="choice-notice__actions">
        <a className="button" href={href}>
          Continue that booking
        </a>
        {a.actions.cancel && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void replace()}>
            {busy ? 'Cancelling…' : 'Cancel it and book this one'}
          </button>
        )}
      </div>
      {error && (
        <p className="issue-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

import { useState } from 'react';
import { failureMessage } from '@/islands/account/fields';
import { bookAgain } from '@/islands/booking/book-again';
import { useHydrated } from '@/islands/use-hydrated';
import type { AppointmentView } from '@/contracts/appointments';
import '@/islands/booking/after.css';

interface Props {
  /** The delivered booking the reminder follows: its car, centre, service and handover are booked again. */
  appointment: AppointmentView;
}

/**
 * One tap books the reminder's service: the repeat-booking call with everything of the last service
 * (car, centre, service, handover), then on to the new booking's next step (the slot), as /repeat-booking does.
 */
export default function BookFromReminder({ appointment }: Props) {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handover = appointment.booking_details.appointment_fulfillment_type;

  const book = async () => {
    setBusy(true);
    setError(null);
    try {
      await bookAgain(appointment, handover);
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <div className="reminder-book">
      <div className="after-actions">
        <button type="button" className="button" disabled={!ready || busy} onClick={() => void book()}>
          {busy ? 'Starting your booking…' : 'Book this service'}
        </button>
      </div>
      <p className="after-muted">Same car, centre and service; you choose a slot next.</p>
      {error && (
        <p className="after-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

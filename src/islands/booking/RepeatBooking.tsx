import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import HandoverOptions from '@/islands/choices/HandoverOptions';
import { ApiError } from '@/islands/api-client';
import { failureMessage } from '@/islands/account/fields';
import { bookAgain } from '@/islands/booking/book-again';
import { useHydrated } from '@/islands/use-hydrated';
import { $booking, updateBooking } from '@/stores/booking';
import type { AppointmentView } from '@/contracts/appointments';
import type { SlotType } from '@/contracts/vocabulary';
import { telHref } from '@/lib/phone';
import '@/islands/choices/choices.css';
import './after.css';

// The other booking of the car is shown only when there is one.
const ExistingBooking = lazy(() => import('./ExistingBooking'));

interface Props {
  appointment: AppointmentView;
}

/** Book again: the handover (the earlier one to start with), then POST repeat-appointment and on to the new booking's next step. */
export default function RepeatBooking({ appointment }: Props) {
  const ready = useHydrated();
  const draft = useStore($booking);
  const earlier = appointment.booking_details.appointment_fulfillment_type;
  const handover: SlotType = ready && draft.repeat?.from === appointment.appointment_id ? draft.repeat.handover : earlier;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const choose = (value: SlotType) => {
    const current = $booking.get().repeat;
    // Another handover is another request: it gets its own key when it is sent.
    updateBooking({
      repeat: {
        from: appointment.appointment_id,
        handover: value,
        ...(current?.from === appointment.appointment_id && current.handover === value ? { key: current.key } : {}),
      },
    });
  };

  const book = async () => {
    setBusy(true);
    setError(null);
    setConflict(null);
    try {
      await bookAgain(appointment, handover);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'ACTIVE_APPOINTMENT_EXISTS' && failure.details.appointment_id)
        setConflict(failure.details.appointment_id);
      else setError(failureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <section className="card after-card" aria-labelledby="repeat-handover-heading">
      <h2 id="repeat-handover-heading">How would you like to hand over your car?</h2>
      <HandoverOptions value={handover} onChange={choose} disabled={!ready || busy} />
      {conflict === appointment.appointment_id && (
        <p className="after-note" role="alert">
          Your earlier booking of this car is still open with {appointment.garage.name}, and a car can have one booking at a time. If its
          service is done, call {appointment.garage.name} on{' '}
          <a className="after-phone" href={telHref(appointment.garage.phone)}>
            {appointment.garage.phone}
          </a>{' '}
          to close it.
        </p>
      )}
      {conflict && conflict !== appointment.appointment_id && (
        <Suspense
          fallback={
            <p className="choice-loading" role="status">
              Finding your other booking…
            </p>
          }
        >
          <ExistingBooking
            appointmentId={conflict}
            onReplaced={() => {
              updateBooking({ repeat: { from: appointment.appointment_id, handover } });
              void book();
            }}
          />
        </Suspense>
      )}
      {error && (
        <p className="after-error" role="alert">
          {error}
        </p>
      )}
      <div className="after-actions">
        <button type="button" className="button" disabled={!ready || busy} onClick={() => void book()}>
          {busy ? 'Starting your booking…' : 'Book again'}
        </button>
      </div>
      <p className="after-muted">
        Next you choose a slot{handover === earlier ? '' : ' for the new handover'}; the booking fee is paid as before.
      </p>
    </section>
  );
}

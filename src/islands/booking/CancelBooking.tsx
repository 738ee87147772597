import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiSend } from '@/islands/api-client';
import { failureMessage } from '@/islands/account/fields';
import { useHydrated } from '@/islands/use-hydrated';
import { $booking, updateBooking } from '@/stores/booking';
import { cancelWords, refundPreview } from '@/lib/cancel-screen';
import './after.css';

interface Props {
  appointmentId: string;
  /** The fee paid online (paise), 0 when nothing was. */
  paidPaise: number;
  /** The booked slot's start (an instant), or null before a slot is booked. */
  slotStartsAt: string | null;
  /** The server's clock when the page was made (ms): the refund shown follows it, not the phone's clock. */
  serverNow: number;
  /** Where "Keep my booking" goes: the booking's own page (for a booking never paid for, the step it stopped at). */
  keepHref: string;
  /** Started and never paid for: it is discarded, not cancelled. */
  neverPaid: boolean;
}

const REASON_MAX = 200;

/** The cancel screen's confirmation step: the refund by the rule, an optional reason, then DELETE appointment. */
export default function CancelBooking({ appointmentId, paidPaise, slotStartsAt, serverNow, keepHref, neverPaid }: Props) {
  const words = cancelWords(neverPaid);
  const draft = useStore($booking);
  // The reason typed before a reload lives in session storage, which the server cannot see.
  const ready = useHydrated();
  const [now, setNow] = useState(serverNow);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reason = ready && draft.cancelReason?.appointmentId === appointmentId ? draft.cancelReason.text : '';

  // The refund changes at two hours before the slot: keep it true while the page stays open.
  useEffect(() => {
    const skew = serverNow - Date.now();
    const tick = () => setNow(Date.now() + skew);
    tick();
    const timer = window.setInterval(tick, 15_000);
    return () => window.clearInterval(timer);
  }, [serverNow]);

  const preview = refundPreview({ paidPaise, slotStartsAt: slotStartsAt ? new Date(slotStartsAt) : null, now: new Date(now) });

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiSend('DELETE appointment/{id}', { id: appointmentId, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      const current = $booking.get();
      updateBooking({ cancelReason: undefined, ...(current.appointmentId === appointmentId ? { appointmentId: undefined } : {}) });
      // The page itself shows the cancelled state, with the refund as the server recorded it.
      window.location.replace(window.location.href);
    } catch (failure) {
      // A refusal (the pick-up started meanwhile) names the garage and its number in its message.
      setError(failureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <section className="card after-card" aria-labelledby="cancel-refund-heading">
      <h2 id="cancel-refund-heading">{words.feeHeading}</h2>
      <p className="after-note" aria-live="polite">
        {preview.text}
      </p>
      <div className="after-field">
        <label htmlFor="cancel-reason">
          {words.reasonLabel} <span className="after-field__optional">(optional)</span>
        </label>
        <textarea
          id="cancel-reason"
          name="reason"
          maxLength={REASON_MAX}
          value={reason}
          disabled={!ready || busy}
          aria-describedby="cancel-reason-count"
          onChange={(e) => updateBooking({ cancelReason: { appointmentId, text: e.target.value } })}
        />
        <span id="cancel-reason-count" className="after-field__count">
          {reason.length}/{REASON_MAX}
        </span>
      </div>
      {error && (
        <p className="after-error" role="alert">
          {error}
        </p>
      )}
      <div className="after-actions">
        <button type="button" className="button button--danger" disabled={!ready || busy} onClick={() => void cancel()}>
          {busy ? words.busy : words.confirm}
        </button>
        <a className="button button--ghost" href={keepHref}>
          {words.keep}
        </a>
      </div>
    </section>
  );
}

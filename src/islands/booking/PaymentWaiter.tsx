import { useEffect, useState } from 'react';
import { apiGet } from '@/islands/api-client';
import { Appointment } from '@/contracts/vocabulary';
import { CONFIRM_POLL_INTERVAL_MS, CONFIRMATION_COPY, pollStep } from '@/lib/payment-outcome';
import { telHref } from '@/lib/phone';
import './pay.css';

interface Props {
  appointmentId: string;
  /** details-capture with ?payment=failed, where a failed payment is tried again. */
  failedHref: string;
  /** The service advisor's number (spec §4: a payment still in progress dials it). */
  advisorPhone: string;
}

/**
 * confirmation-page while the payment partner decides: asks how the appointment stands every 2 s for
 * up to a minute, then shows the outcome (the page draws it) or says what to do.
 */
export default function PaymentWaiter({ appointmentId, failedHref, advisorPhone }: Props) {
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const started = Date.now();
    let timer = 0;
    let stopped = false;
    const ask = async () => {
      // A failed look-up (offline for a moment) counts as no news: the next round asks again.
      const status = await apiGet('appointment/{id}', { id: appointmentId }).then(
        (a) => a.status,
        () => Appointment.PAYMENT_IN_PROGRESS,
      );
      if (stopped) return;
      const step = pollStep(status, Date.now() - started);
      if (step === 'show') window.location.reload();
      else if (step === 'failed') window.location.replace(failedHref);
      else if (step === 'give-up') setGaveUp(true);
      else timer = window.setTimeout(() => void ask(), CONFIRM_POLL_INTERVAL_MS);
    };
    setGaveUp(false);
    timer = window.setTimeout(() => void ask(), CONFIRM_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [round]);

  if (gaveUp) {
    return (
      <div className="card pay-wait" role="alert">
        <h2>{CONFIRMATION_COPY.slow.heading}</h2>
        <p>{CONFIRMATION_COPY.slow.body}</p>
        <div className="pay-wait__actions">
          <button type="button" className="button" onClick={() => setRound((n) => n + 1)}>
            Check again
          </button>
          <a className="button button--ghost" href={telHref(advisorPhone)}>
            Call {advisorPhone}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="card pay-wait" role="status">
      <span className="pay-wait__spinner" aria-hidden="true"></span>
      <p>{CONFIRMATION_COPY.confirming.body}</p>
    </div>
  );
}

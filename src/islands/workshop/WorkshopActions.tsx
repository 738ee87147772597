import { type InputHTMLAttributes, useId, useRef, useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { readOdometer } from '@/lib/odometer';
import { readPlate } from '@/lib/check-in-plate';
import { COUNTER_METHODS, Stage, type CounterMethod, type WorkshopStage } from '@/contracts/vocabulary';
import './workshop.css';

interface Props {
  appointmentId: string;
  orderId: string | null;
  nextStages: { stage: WorkshopStage; heading: string }[];
  /** The issued bill waits for payment at the counter. */
  billToPay: boolean;
  /** Before check-in: the pick-up driver may set off; the customer may be marked as not come (src/lib/arrival-rules.ts). */
  canStartPickup: boolean;
  canMarkNoShow: boolean;
}

/** 'Cash', 'Card', 'UPI' as the counter's buttons say them. */
const methodLabel = (m: CounterMethod) => (m.length <= 3 ? m : `${m[0]}${m.slice(1).toLowerCase()}`); // an acronym (UPI) stays as it is

/** A fresh id for one check-in: kept across retries of the same tap, so a retry opens no second job card. */
const newRequestId = () => `check-in-${crypto.randomUUID()}`;

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  disabled: boolean;
  describedBy: string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoCapitalize' | 'maxLength'>;
}

/** One optional box of the check-in (the odometer, the plate), its error said once below the buttons. */
function CheckInField({ id, label, value, onChange, invalid, disabled, describedBy, input }: FieldProps) {
  return (
    <label className="workshop-actions__note" htmlFor={id}>
      {label}
      <input
        id={id}
        type="text"
        autoComplete="off"
        {...input}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/**
 * The console's actions for one appointment: check the car in, or move it to a stage that may
 * follow, with a note for the customer. The page is reloaded after each, so every card shows the
 * server's state.
 */
export default function WorkshopActions({ appointmentId, orderId, nextStages, billToPay, canStartPickup, canMarkNoShow }: Props) {
  const ready = useHydrated();
  const id = useId();
  const requestId = useRef(newRequestId());
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [odometer, setOdometer] = useState('');
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmNoShow, setConfirmNoShow] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      window.location.reload();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  const errorId = `${id}-error`;
  const checkIn = () => {
    const reading = readOdometer(odometer);
    if (!reading.ok) {
      setError(reading.message);
      return;
    }
    const seen = readPlate(plate);
    if (!seen.ok) {
      setError(seen.message);
      return;
    }
    const odometerKm = reading.km === undefined ? {} : { odometer_km: reading.km };
    const registration = seen.registration === undefined ? {} : { registration_number: seen.registration };
    void run(() =>
      apiPost('garage-timeline', { request_id: requestId.current, appointment_id: appointmentId, ...odometerKm, ...registration }),
    );
  };
  if (!orderId) {
    return (
      <div className="workshop-actions">
        <CheckInField
          id={`${id}-odometer`}
          label="Odometer, km (optional)"
          value={odometer}
          onChange={setOdometer}
          invalid={error !== null && !readOdometer(odometer).ok}
          disabled={busy || !ready}
          describedBy={errorId}
          input={{ inputMode: 'numeric', maxLength: 12 }}
        />
        <CheckInField
          id={`${id}-plate`}
          label="Number on the plate (optional)"
          value={plate}
          onChange={setPlate}
          invalid={error !== null && !readPlate(plate).ok}
          disabled={busy || !ready}
          describedBy={errorId}
          input={{ autoCapitalize: 'characters', maxLength: 20 }}
        />
        <div className="workshop-actions__buttons">
          <button type="button" className="button" disabled={busy || !ready} aria-describedby={errorId} onClick={checkIn}>
            Check in
          </button>
          {canStartPickup && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy || !ready}
              aria-describedby={errorId}
              onClick={() => void run(() => apiPost('console-appointments/{id}/pickup-started', { id: appointmentId }))}
            >
              Driver on the way
            </button>
          )}
          {canMarkNoShow && !confirmNoShow && (
            <button type="button" className="button button--ghost" disabled={busy || !ready} onClick={() => setConfirmNoShow(true)}>
              Not handed over
            </button>
          )}
        </div>
        {confirmNoShow && (
          <div className="workshop-actions__confirm" role="group" aria-label="Close as not handed over">
            <p>Close this booking as not handed over? Its slot is given back and the booking fee is kept. The customer is told by SMS.</p>
            <div className="workshop-actions__buttons">
              <button
                type="button"
                className="button"
                disabled={busy || !ready}
                aria-describedby={errorId}
                onClick={() => void run(() => apiPost('console-appointments/{id}/no-show', { id: appointmentId }))}
              >
                Close the booking
              </button>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => setConfirmNoShow(false)}>
                Keep it
              </button>
            </div>
          </div>
        )}
        <FieldError id={errorId} error={error} />
      </div>
    );
  }
  // Payment received is recorded on the bill; drawing up the bill is the move to payment.
  const moves = nextStages.filter((next) => next.stage !== Stage.PAYMENT_COMPLETED);
  if (moves.length === 0 && !billToPay) return null;
  return (
    <div className="workshop-actions">
      {moves.length > 0 && (
        <label className="workshop-actions__note" htmlFor={`${id}-note`}>
          Note for the customer (optional)
          <input
            id={`${id}-note`}
            type="text"
            maxLength={300}
            value={note}
            disabled={busy || !ready}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
      )}
      <div className="workshop-actions__buttons">
        {moves.map((next) => (
          <button
            key={next.stage}
            type="button"
            className="button"
            disabled={busy || !ready}
            aria-describedby={errorId}
            onClick={() =>
              void run(() =>
                apiPost('garage-timeline/{id}/stage', { id: orderId, stage: next.stage, ...(note.trim() ? { note: note.trim() } : {}) }),
              )
            }
          >
            {next.stage === Stage.PAYMENT_PENDING ? 'Draw up the bill' : `Move to: ${next.heading}`}
          </button>
        ))}
      </div>
      {billToPay && (
        <fieldset className="workshop-actions__counter">
          <legend>Paid at the counter</legend>
          <div className="workshop-actions__buttons">
            {COUNTER_METHODS.map((method) => (
              <button
                key={method}
                type="button"
                className="button"
                disabled={busy || !ready}
                aria-describedby={errorId}
                onClick={() => void run(() => apiPost('garage-timeline/{id}/bill/paid', { id: orderId, method }))}
              >
                {methodLabel(method)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

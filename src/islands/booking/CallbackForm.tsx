import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, apiPost } from '@/islands/api-client';
import { failureMessage, PhoneField } from '@/islands/account/fields';
import { useHydrated } from '@/islands/use-hydrated';
import { $booking, updateBooking, type CallbackDraft } from '@/stores/booking';
import { $journey } from '@/stores/journey';
import type { ApiData } from '@/contracts/endpoints';
import { normaliseIndianMobile } from '@/contracts/input-patterns';
import type { OpeningHours } from '@/lib/callback-times';
import { callbackBookedText, callbackChoices, callbackPhoneError } from '@/lib/callback-form';
import { formatMobile } from '@/lib/value-formats';
import { telHref } from '@/lib/phone';
import '@/islands/account/account.css';
import '@/islands/choices/pick.css';
import './after.css';

export interface CallbackGarage {
  id: string;
  name: string;
  phone: string;
  hours: OpeningHours[];
}

interface Props {
  /** The centres that may call: the one of the booking or the address, or every centre to choose from. */
  garages: CallbackGarage[];
  /** The centre named by the booking or the address, if any (then no choice is offered). */
  garageId: string | null;
  /** The booking the call is about, when the signed-in customer's own. */
  appointmentId: string | null;
  /** The signed-in customer's number, to start with. */
  phone: string | null;
  /** The server's clock when the page was made (ms): the times on offer follow it, not the phone's clock. */
  serverNow: number;
}

const NOTE_MAX = 300;
type Errors = Partial<Record<'garage' | 'time' | 'phone', string>>;

/** The help screen: a day and half hour, a number and a note; POST schedule-callback; the time confirmed. */
export default function CallbackForm({ garages, garageId, appointmentId, phone, serverNow }: Props) {
  const id = useId();
  const ready = useHydrated();
  const stored = useStore($booking).callback;
  const journey = useStore($journey);
  const [now, setNow] = useState(serverNow);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<{ answer: ApiData<'schedule-callback'>; text: string } | null>(null);

  useEffect(() => {
    const skew = serverNow - Date.now();
    const tick = () => setNow(Date.now() + skew);
    tick();
    const timer = window.setInterval(tick, 30_000);
    return () => window.clearInterval(timer);
  }, [serverNow]);

  // What was filled in before a reload lives in session storage, which the server cannot see.
  const draft: CallbackDraft = ready ? (stored ?? {}) : {};
  const known = (gid: string | undefined) => (gid && garages.some((g) => g.id === gid) ? gid : undefined);
  const chosenGarageId =
    garageId ??
    known(draft.garageId) ??
    (ready ? known(journey.garage?.garageId) : undefined) ??
    (garages.length === 1 ? garages[0]!.id : '');
  const garage = garages.find((g) => g.id === chosenGarageId);
  const days = garage ? callbackChoices(new Date(now), garage.hours) : [];
  const day = days.find((d) => d.date === draft.day) ?? days[0];
  const time = day?.times.some((t) => t.value === draft.time) ? draft.time! : '';
  const phoneValue = draft.phone ?? phone ?? '';
  const note = draft.note ?? '';
  // A field changed answers its own message: a centre chosen clears "choose the centre" (and the time, which is chosen again).
  const change = (patch: CallbackDraft) => {
    updateBooking({ callback: { ...($booking.get().callback ?? {}), ...patch } });
    setErrors((all) => {
      const left = { ...all };
      if ('garageId' in patch) delete left.garage;
      if ('time' in patch) delete left.time;
      if ('phone' in patch) delete left.phone;
      return left;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!garage) found.garage = 'Choose the service centre that should call you';
    if (!time) found.time = 'Choose a time for the call';
    const phoneError = callbackPhoneError(phoneValue);
    if (phoneError) found.phone = phoneError;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length || !garage) return;
    setBusy(true);
    try {
      const answer = await apiPost('schedule-callback', {
        phone_number: normaliseIndianMobile(phoneValue) ?? phoneValue,
        preferred_at: time,
        garage_id: garage.id,
        ...(appointmentId ? { appointment_id: appointmentId } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      setBooked({ answer, text: callbackBookedText(answer, phoneValue, new Date(now)) });
      updateBooking({ callback: { garageId: garage.id, phone: phoneValue } });
    } catch (error) {
      // The half hour ran out while the form was open (the server checks it against its own clock).
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.message.startsWith('preferred_at'))
        setErrors({ time: 'That time is no longer on offer. Choose another time for the call.' });
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (booked) {
    return (
      <section className="card after-card after-card--done" role="status" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>Call back booked</h2>
        <p>{booked.text}</p>
        <p className="after-muted">
          Need us sooner? Call our service advisor on{' '}
          <a className="after-phone" href={telHref(booked.answer.advisor_phone)}>
            {booked.answer.advisor_phone}
          </a>
          .
        </p>
      </section>
    );
  }

  const described = (field: keyof Errors) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
  const fieldError = (field: keyof Errors) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="after-error">
        {errors[field]}
      </p>
    );

  return (
    <form className="card after-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>When should we call?</h2>
      {!garageId && garages.length > 1 && (
        <div className="after-field">
          <label htmlFor={`${id}-garage`}>Service centre</label>
          <select
            id={`${id}-garage`}
            value={chosenGarageId}
            disabled={!ready || busy}
            onChange={(e) => change({ garageId: e.target.value, time: undefined })}
            {...described('garage')}
          >
            <option value="">Choose a service centre</option>
            {garages.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          {fieldError('garage')}
        </div>
      )}
      {garage && days.length === 0 && (
        <p className="after-note">
          {garage.name} takes no calls in the next three days. Please call {garage.phone}.
        </p>
      )}
      {days.length > 0 && (
        <fieldset className="after-field" disabled={!ready || busy}>
          <legend>Day</legend>
          <div className="chips">
            {days.map((d) => (
              <label key={d.date} className="chip">
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={d.date}
                  checked={d.date === day?.date}
                  onChange={() => change({ day: d.date, time: undefined })}
                />
                {d.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {day && (
        <div className="after-field">
          <label htmlFor={`${id}-time`}>Time</label>
          <select
            id={`${id}-time`}
            value={time}
            disabled={!ready || busy}
            onChange={(e) => change({ day: day.date, time: e.target.value })}
            {...described('time')}
          >
            <option value="">Choose a time</option>
            {day.times.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          {fieldError('time')}
        </div>
      )}
      <div className="after-field">
        <PhoneField
          id={`${id}-phone`}
          label="Mobile number"
          value={phoneValue}
          onChange={(value) => change({ phone: value })}
          disabled={!ready || busy}
          errorId={errors.phone ? `${id}-phone-error` : undefined}
          placeholder="10-digit number"
        />
        {fieldError('phone')}
      </div>
      <div className="after-field">
        <label htmlFor={`${id}-note`}>
          What would you like to talk about? <span className="after-field__optional">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          maxLength={NOTE_MAX}
          value={note}
          disabled={!ready || busy}
          onChange={(e) => change({ note: e.target.value })}
          aria-describedby={`${id}-note-count`}
        />
        <span id={`${id}-note-count`} className="after-field__count">
          {note.length}/{NOTE_MAX}
        </span>
      </div>
      {failure && (
        <p className="after-error" role="alert">
          {failure}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p className="visually-hidden" role="alert">
          Please check the form: {Object.values(errors).join('. ')}
        </p>
      )}
      <button type="submit" className="button" disabled={!ready || busy}>
        {busy ? 'Booking your call…' : 'Request a call back'}
      </button>
      {phone && phoneValue === phone && (
        <p className="after-muted">
          We'll call {formatMobile(phone)}, the number you signed in with. Change it above if you prefer another.
        </p>
      )}
    </form>
  );
}

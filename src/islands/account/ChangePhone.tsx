import { formatMobile } from '@/lib/value-formats';
import { useState, type FormEvent } from 'react';
import { ApiError, apiPost } from '../api-client';
import { CodeField, failureMessage, FieldError, PhoneField } from './fields';
import { normaliseIndianMobile } from '@/contracts/input-patterns';
import { useHydrated } from '../use-hydrated';
import './account.css';

type Step =
  | { kind: 'closed' }
  | { kind: 'phone' }
  | { kind: 'code'; attemptId: string; maskedPhone: string }
  | { kind: 'done'; phoneNumber: string };
const ERROR_ID = 'change-phone-error';

/** Moves the account to a new mobile number, proved with a code sent to it. */
export default function ChangePhone() {
  const ready = useHydrated();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const number = normaliseIndianMobile(phone);
    if (!number) {
      setError('Enter a valid 10-digit mobile number');
      return;
    }
    void run(async () => {
      const started = await apiPost('change-phone/start', { phoneNumber: number });
      setCode('');
      setStep({ kind: 'code', attemptId: started.attemptId, maskedPhone: started.maskedPhone });
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6-digit code');
      return;
    }
    void run(async () => {
      try {
        const changed = await apiPost('change-phone/verify', { attemptId: step.attemptId, code });
        setStep({ kind: 'done', phoneNumber: changed.phoneNumber });
      } catch (failure) {
        // The code was right, but the number has its own account (told only now, to whoever proved
        // it): that code is spent, so the form goes back to the number, the message saying why.
        if (failure instanceof ApiError && failure.code === 'PHONE_TAKEN') {
          setPhone('');
          setStep({ kind: 'phone' });
        }
        throw failure;
      }
    });
  };

  if (step.kind === 'closed') {
    return (
      <button type="button" className="button button--ghost" disabled={!ready} onClick={() => setStep({ kind: 'phone' })}>
        Change mobile number
      </button>
    );
  }
  if (step.kind === 'done') {
    return (
      <p className="account-settings__done" role="status">
        Your account now uses {formatMobile(step.phoneNumber)}. You were signed out on your other devices.
      </p>
    );
  }
  return (
    <form className="account-settings card" onSubmit={step.kind === 'phone' ? sendCode : confirm} noValidate>
      <h3>Change mobile number</h3>
      {step.kind === 'phone' ? (
        <PhoneField id="new-phone" label="New mobile number" value={phone} onChange={setPhone} errorId={error ? ERROR_ID : undefined} />
      ) : (
        <>
          <p className="sign-in__hint">We sent a 6-digit code to {formatMobile(step.maskedPhone)}.</p>
          <CodeField id="new-phone-code" label="6-digit code" value={code} onChange={setCode} errorId={error ? ERROR_ID : undefined} />
        </>
      )}
      <FieldError id={ERROR_ID} error={error} />
      <div className="account-actions">
        <button className="button" type="submit" disabled={busy}>
          {step.kind === 'phone' ? 'Send code' : 'Confirm new number'}
        </button>
        <button
          className="button button--ghost"
          type="button"
          disabled={busy}
          onClick={() => {
            setError(null);
            setStep({ kind: 'closed' });
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

import { formatMobile } from '@/lib/value-formats';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiPost } from '../api-client';
import { CodeField, failureMessage, FieldError, PhoneField } from './fields';
import { identify, track } from '../analytics';
import { normaliseIndianMobile } from '@/contracts/input-patterns';
import { useHydrated } from '../use-hydrated';
import './account.css';

interface Props {
  /** Where to go once signed in (a safe path of this product). */
  next: string;
  /** Shown above the form, e.g. "Sign in to book your service". */
  heading?: string;
}

const ERROR_ID = 'sign-in-error';

type Step = { kind: 'phone' } | { kind: 'code'; attemptId: string; maskedPhone: string; phone: string };

/** Spec §1's phone-number and one-time-code entry: a number, then the 6-digit code sent to it. */
export default function SignIn({ next, heading = 'Sign in with your mobile number' }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A new code was asked for and sent: said so, as the SMS may take a moment. */
  const [resent, setResent] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // Until React has taken over, typing would be lost and a click would submit the bare form.
  const ready = useHydrated();

  useEffect(() => {
    if (step.kind === 'code') codeInput.current?.focus();
  }, [step]);

  const sendCode = async (number: string, again = false) => {
    setBusy(true);
    setError(null);
    setResent(false);
    try {
      const started = await apiPost('sign-in/start', { phoneNumber: number });
      setCode('');
      setStep({ kind: 'code', attemptId: started.attemptId, maskedPhone: started.maskedPhone, phone: number });
      setResent(again);
      if (again) codeInput.current?.focus();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const number = normaliseIndianMobile(phone);
    if (!number) {
      setError('Enter a valid 10-digit mobile number');
      return;
    }
    track('phone_number_entered');
    void sendCode(number);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code');
      return;
    }
    track('otp_entered');
    setBusy(true);
    setError(null);
    try {
      await apiPost('sign-in/verify', { attemptId: step.attemptId, code: code.trim() });
      track('sign_in_completed');
      identify();
      window.location.assign(next);
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };

  if (step.kind === 'phone') {
    return (
      <form className="sign-in card" onSubmit={submitPhone} noValidate>
        <h2 className="sign-in__title">{heading}</h2>
        <p className="sign-in__hint">We'll send a 6-digit code to this number by SMS.</p>
        <PhoneField
          id="sign-in-phone"
          label="Mobile number"
          placeholder="98765 43210"
          value={phone}
          onChange={setPhone}
          disabled={!ready}
          errorId={error ? ERROR_ID : undefined}
        />
        <FieldError id={ERROR_ID} error={error} />
        <button className="button sign-in__submit" type="submit" disabled={busy || !ready}>
          {busy ? 'Sending code…' : 'Get code'}
        </button>
      </form>
    );
  }

  return (
    <form className="sign-in card" onSubmit={submitCode} noValidate>
      <h2 className="sign-in__title">Enter the code</h2>
      <p className="sign-in__hint">
        We sent a 6-digit code to <strong>{formatMobile(step.maskedPhone)}</strong>. It is valid for 5 minutes.
      </p>
      <CodeField
        id="sign-in-code"
        label="6-digit code"
        inputRef={codeInput}
        value={code}
        onChange={setCode}
        errorId={error ? ERROR_ID : undefined}
      />
      <FieldError id={ERROR_ID} error={error} />
      <p className="sign-in__sent" role="status">
        {resent ? `A new code is on its way to ${formatMobile(step.maskedPhone)}: use the newest one.` : ''}
      </p>
      <button className="button sign-in__submit" type="submit" disabled={busy}>
        {busy ? 'Checking…' : 'Sign in'}
      </button>
      <div className="sign-in__actions">
        <button type="button" className="sign-in__link" disabled={busy} onClick={() => void sendCode(step.phone, true)}>
          Send a new code
        </button>
        <button
          type="button"
          className="sign-in__link"
          disabled={busy}
          onClick={() => {
            setError(null);
            setResent(false);
            setStep({ kind: 'phone' });
          }}
        >
          Change number
        </button>
      </div>
    </form>
  );
}

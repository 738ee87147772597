import { useState, type FormEvent } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from './fields';
import { normaliseIndianMobile } from '@/contracts/input-patterns';
import { flowPath } from '@/lib/paths';
import { useHydrated } from '../use-hydrated';
import './account.css';

/** Deletes the account and its data (DPDP Act 2023), confirmed by typing the account's own number. */
export default function DeleteAccount() {
  const ready = useHydrated();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = normaliseIndianMobile(phone);
    if (!number) {
      setError('Type your 10-digit mobile number to confirm');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiPost('delete-account', { phoneNumber: number });
      window.location.assign(flowPath('home'));
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };

  if (!open)
    return (
      <button type="button" className="button button--ghost account-settings__danger" disabled={!ready} onClick={() => setOpen(true)}>
        Delete my account
      </button>
    );
  return (
    <form className="account-settings card" onSubmit={submit} noValidate>
      <h3>Delete my account</h3>
      <p className="sign-in__hint">
        Your account, sessions, saved addresses and messages are erased now and cannot be brought back. Bookings you paid for are kept
        without your name, number or address, because tax law asks us to keep invoices.
      </p>
      <label className="sign-in__label" htmlFor="delete-phone">
        Type your mobile number to confirm
      </label>
      <input
        id="delete-phone"
        className="sign-in__code account-settings__confirm"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'delete-error' : undefined}
      />
      <FieldError id="delete-error" error={error} />
      <div className="account-actions">
        <button className="button account-settings__delete" type="submit" disabled={busy}>
          Delete my account
        </button>
        <button
          className="button button--ghost"
          type="button"
          disabled={busy}
          onClick={() => {
            setError(null);
            setOpen(false);
          }}
        >
          Keep my account
        </button>
      </div>
    </form>
  );
}

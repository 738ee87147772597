import { useState } from 'react';
import { failureMessage, FieldError } from './fields';
import { withBase } from '@/lib/paths';
import { useHydrated } from '../use-hydrated';
import { endSession } from './sign-out';
import './account.css';

/** Sign out here, or on every device (each ends the sessions on the server, not only the cookie). */
export default function AccountActions() {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await endSession(everywhere, withBase('/sign-in'));
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  return (
    <div className="account-actions">
      <button type="button" className="button button--ghost" disabled={busy || !ready} onClick={() => void signOut(false)}>
        Sign out
      </button>
      <button type="button" className="button button--ghost" disabled={busy || !ready} onClick={() => void signOut(true)}>
        Sign out on every device
      </button>
      <FieldError id="sign-out-error" error={error} />
    </div>
  );
}

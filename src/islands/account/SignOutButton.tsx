import { useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage } from './fields';
import { toast } from '../toasts/toast';
import { useHydrated } from '../use-hydrated';

/** A header's Sign out: ends this session on the server, then goes to `next` (the sign-in page). */
export default function SignOutButton({ next, className }: { next: string; className?: string }) {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await apiPost('sign-out', {});
      window.location.assign(next);
    } catch (failure) {
      toast.error(failureMessage(failure));
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy || !ready} onClick={() => void signOut()}>
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  );
}

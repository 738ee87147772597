import { useState } from 'react';
import { failureMessage } from './fields';
import { toast } from '../toasts/toast';
import { useHydrated } from '../use-hydrated';
import { endSession } from './sign-out';

/** A header's Sign out: ends this session on the server, then goes to `next` (the sign-in page). */
export default function SignOutButton({ next, className }: { next: string; className?: string }) {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await endSession(false, next);
    } catch (failure) {
      toast.error(failureMessage(failure), { reported: true });
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy || !ready} onClick={() => void signOut()}>
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  );
}

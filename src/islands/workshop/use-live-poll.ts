import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `seconds` while the page is visible (and once when it becomes visible again),
 * one call at a time. A failed poll is skipped quietly: the next one tries again.
 */
export function useLivePoll(poll: () => Promise<void>, seconds: number): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    let busy = false;
    const tick = async () => {
      if (busy || document.visibilityState !== 'visible') return;
      busy = true;
      try {
        await latest.current();
      } catch {
        /* offline or a hiccup: the next tick tries again */
      } finally {
        busy = false;
      }
    };
    const timer = window.setInterval(() => void tick(), seconds * 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [seconds]);
}

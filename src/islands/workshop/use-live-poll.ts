import { useEffect, useRef } from 'react';
import { serialRuns } from '@/lib/serial-runs';

/**
 * Calls `poll` every `seconds` while the page is visible (and once when it becomes visible again),
 * one call at a time: a call asked for while one is under way runs once that one ends, so a page
 * shown again never keeps the answer of a poll sent before it was. A failed poll is skipped quietly:
 * the next one tries again.
 */
export function useLivePoll(poll: () => Promise<void>, seconds: number): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    const run = serialRuns(async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        await latest.current();
      } catch {
        /* offline or a hiccup: the next tick tries again */
      }
    });
    const timer = window.setInterval(() => void run(), seconds * 1000);
    // The run itself skips a hidden page.
    const onVisible = () => void run();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [seconds]);
}

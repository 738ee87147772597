import { useEffect, useRef } from 'react';
import { serialRuns } from '@/lib/serial-runs';

/**
 * Calls `poll` every `seconds` while the page is visible (and once when it becomes visible again),
 * one call at a time: a call asked for while one is under way runs once that one ends, so a page
 * shown again never keeps the answer of a poll sent before it was. A failed poll is skipped quietly:
 * the next one tries again. With `atStart` it also polls as soon as the island runs: news that came
 * while the page was being rendered and loaded (a page reloaded for news, on a busy server) then shows
 * at once, not a whole interval later.
 */
export function useLivePoll(poll: () => Promise<void>, seconds: number, { atStart = false } = {}): void {
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
    if (atStart) void run();
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [seconds, atStart]);
}

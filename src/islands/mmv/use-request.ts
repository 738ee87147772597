import { useCallback, useEffect, useState } from 'react';

/** A request's state as a screen shows it. */
export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; message: string };

/**
 * Runs `load` when `key` changes (not at all while it is null) and offers `retry`. Answers that arrive after the key
 * changed are dropped, so a slow answer for an earlier make never shows under a later one.
 */
export function useRequest<T>(key: string | null, load: () => Promise<T>): RequestState<T> & { retry: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => { if (current) setState({ status: 'done', data }); },
      (error: unknown) => { if (current) setState({ status: 'failed', message: error instanceof Error ? error.message : 'Error fetching data' }); },
    );
    return () => { current = false; };
    // `load` is read fresh on each run; only the key and retries start a new request.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

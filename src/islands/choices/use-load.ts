import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/islands/api-client';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

/** Runs `load` whenever `key` changes (or on retry) and keeps only the latest answer. */
export function useLoad<T>(load: () => Promise<T>, key: string): LoadState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => { if (current) setState({ status: 'ready', data }); },
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'error', error: error instanceof ApiError ? error : new ApiError(0, 'UNKNOWN', 'An unknown error occurred') });
      },
    );
    return () => { current = false; };
    // `load` is a new function on every render; `key` names what it loads.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

import { useCallback, useEffect, useState } from 'react';
import { UNKNOWN_ERROR_MESSAGE } from '@/contracts/errors';
import { ApiError } from '@/islands/api-client';

/** A request's state as a screen shows it. */
export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

/** An answer, tagged with the request it answers. */
interface Settled<T> {
  key: string;
  attempt: number;
  state: LoadState<T>;
}

const LOADING = { status: 'loading' } as const;

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(0, 'BAD_ANSWER', UNKNOWN_ERROR_MESSAGE));

/**
 * Runs `load` whenever `key` changes (not at all while it is null) and offers `retry`. The answer carries the key and
 * attempt it belongs to, so a new key or a retry shows loading at once, and a slow answer for an earlier key never shows
 * under a later one.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): LoadState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const settle = (state: LoadState<T>) => {
      if (current) setSettled({ key, attempt, state });
    };
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error: asApiError(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; only the key and retries start a new request.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = settled && settled.key === key && settled.attempt === attempt ? settled.state : LOADING;
  return { ...state, retry };
}

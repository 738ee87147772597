import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. The journey lives in session storage,
 * which the server cannot see, so islands render a placeholder until this turns true instead of
 * hydrating markup that disagrees with what the browser knows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

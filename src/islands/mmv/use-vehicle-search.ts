import { useEffect, useRef, useState } from 'react';
import type { VehicleSearch } from '@/contracts/vehicles';
import { apiGet, type ApiError } from '@/islands/api-client';
import { useLoad } from '@/islands/use-load';

/** How long typing must pause before the search is sent (ms). */
export const SEARCH_DELAY_MS = 200;

export interface VehicleSearchState {
  /** Whether there is a query to search (the make grid gives way to the results). */
  active: boolean;
  /** The query the shown results answer, as typed. */
  query: string;
  /** The latest results; those of an earlier query while a newer one is on its way. */
  results: VehicleSearch | null;
  /** Whether a newer query is being typed or answered. */
  pending: boolean;
  error: ApiError | null;
  retry: () => void;
}

/**
 * Searches makes and models (on the server, which holds the catalogue) for what is typed, once typing pauses.
 * Earlier results stay on screen while a newer query is answered, so the list does not blink at every key.
 */
export function useVehicleSearch(typed: string): VehicleSearchState {
  const text = typed.trim().replace(/\s+/g, ' ');
  const [sent, setSent] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSent(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Lower-cased, so 'Nexon' and 'nexon' are one cached answer.
  const key = sent ? sent.toLowerCase() : null;
  const state = useLoad(key, () => apiGet('vehicle-search', { q: key ?? '' }));
  const last = useRef<{ query: string; results: VehicleSearch } | null>(null);
  if (state.status === 'ready' && key) last.current = { query: sent, results: state.data };
  if (!text) last.current = null;
  return {
    active: text !== '',
    query: last.current?.query ?? text,
    results: last.current?.results ?? null,
    pending: text !== sent || state.status === 'loading',
    error: state.status === 'error' ? state.error : null,
    retry: state.retry,
  };
}

import { useRef } from 'react';
import { apiGet, type ApiError } from '@/islands/api-client';
import { useLoad } from '@/islands/use-load';
import type { PackagePricing, ServicePricing } from '@/contracts/pricing';
import { selectionQuery, type SelectionQuery } from './selection';
import { pricingKey, type ReadyJourney } from './ready-journey';

export type Priced<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; data: T; quotePending: boolean; retry: () => void }
  | { status: 'error'; error: ApiError; retry: () => void };

/**
 * A price list for the journey's car and garage with the server's quote of a selection. A new
 * selection for the same car keeps the list on screen while its quote is fetched.
 */
function usePriced<T>(journey: ReadyJourney, selection: SelectionQuery, load: () => Promise<T>): Priced<T> {
  const car = pricingKey(journey);
  const state = useLoad(`${car}|${JSON.stringify(selection)}`, load);
  const last = useRef<{ car: string; data: T } | null>(null);
  if (state.status === 'ready') {
    last.current = { car, data: state.data };
    return { status: 'ready', data: state.data, quotePending: false, retry: state.retry };
  }
  if (state.status === 'loading' && last.current?.car === car)
    return { status: 'ready', data: last.current.data, quotePending: true, retry: state.retry };
  return state;
}

const carOf = (journey: ReadyJourney) => ({
  garage: journey.garage.garageId,
  model_id: journey.vehicle.model_id,
  fuel_type: journey.vehicle.fuel_type,
});

/** Plans, repairs, spa packages and the inspection, with the quote of the journey's selection for a service type. */
export function useServicePricing(journey: ReadyJourney, serviceType = journey.serviceType): Priced<ServicePricing> {
  const selection = selectionQuery({ ...journey, serviceType });
  return usePriced(journey, selection, () => apiGet('service-pricing', { ...carOf(journey), ...selection }));
}

/** The two periodic plans, with the quote of the chosen one. */
export function usePackagePricing(journey: ReadyJourney): Priced<PackagePricing> {
  const plan = journey.plan;
  return usePriced(journey, { plan }, () => apiGet('package-pricing', { ...carOf(journey), plan }));
}

import type { ServicePricing } from '@/contracts/pricing';
import type { SummaryPrices } from './selection';

/** The catalogue entry priced as the inspection fee when the visitor is not sure what is wrong. */
export const INSPECTION_ID = 'engine-diagnostics';

/** Everything the summary can price from a service-pricing answer. */
export function pricesFrom(pricing: ServicePricing | undefined): SummaryPrices {
  if (!pricing) return {};
  return {
    plans: pricing.packages?.plans ?? null,
    catalogue: [...pricing.repairs, ...pricing.spa],
    inspectionFee: pricing.repairs.find((r) => r.id === INSPECTION_ID)?.price,
  };
}

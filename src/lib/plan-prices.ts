/** "From" prices of the two periodic plans at a garage (null when a plan has no price yet). */
export interface PlansFrom {
  ESSENTIAL: { offer_price: number; amount: number } | null;
  ENHANCED: { offer_price: number; amount: number } | null;
}

/**
 * The number behind 'Car Services at ₹…' on a landing page and its structured data's price range:
 * the Basic plan's from-price (the lowest price a visitor can book); the Advanced plan's only when
 * Basic has no price. The backend gives from-prices for one powertrain among the serviced makes.
 */
export function headlinePrice(plans: PlansFrom): number | null {
  return (plans.ESSENTIAL ?? plans.ENHANCED)?.offer_price ?? null;
}

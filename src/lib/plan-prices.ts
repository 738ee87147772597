/** "From" prices of the two periodic plans at a garage (null when a plan has no price yet). */
export interface PlansFrom {
  ESSENTIAL: { offer_price: number; amount: number } | null;
  ENHANCED: { offer_price: number; amount: number } | null;
}

/** The lowest offer price across the plans: the number behind 'Car Services at ₹…'. */
export function lowestOfferPrice(plans: PlansFrom): number | null {
  const prices = [plans.ESSENTIAL, plans.ENHANCED].flatMap((p) => (p ? [p.offer_price] : []));
  return prices.length ? Math.min(...prices) : null;
}

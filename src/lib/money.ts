const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees in en-IN style without a trailing ".00": 2999 → '₹2,999', 123456.5 → '₹1,23,456.50'; throws RangeError on NaN/±Infinity. */
export function formatInr(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatInr: not a finite amount: ${amount}`);
  // Amounts that round to zero (including -0) would print as '-₹0.00'. Not using signDisplay: 'negative' for this,
  // because engines older than 2022 (old Android webviews) throw on that option.
  const safe = Math.round(amount * 100) === 0 ? 0 : amount;
  return INR.format(safe).replace(/\.00$/, '');
}

/** The text that starts every price heading; the amount follows without a second ₹. */
export const PRICE_HEADING_PREFIX = 'Car Services at ₹';

/** The price heading for an amount: 2999 → 'Car Services at ₹2,999'. */
export function priceHeading(amount: number): string {
  return `${PRICE_HEADING_PREFIX}${formatInr(amount).replace('₹', '')}`;
}

/** Whole percent saved going from `old` to `offer`, rounded down; 0 when there is no saving or the inputs are not usable. */
export function discountPercent(offer: number, old: number): number {
  if (!Number.isFinite(offer) || !Number.isFinite(old) || old <= 0 || old <= offer) return 0;
  // The tiny epsilon absorbs float noise such as 28.999999999999996 for what is really 29.
  const percent = Math.floor(((old - offer) * 100) / old + 1e-9);
  return Math.min(100, percent);
}

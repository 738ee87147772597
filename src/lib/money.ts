// Money is kept and computed in paise (whole numbers, ₹1 = 100 paise) and turned into rupees only
// here, for people to read (spec §9: INR in en-IN style, a trailing .00 dropped).
const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees as a number from paise: 279900 → 2799; for machine-read values such as structured data. */
export function rupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Paise as rupees in en-IN style without a trailing ".00": 299900 → '₹2,999', 12345650 → '₹1,23,456.50'; throws RangeError on NaN/±Infinity. */
export function formatInr(paise: number): string {
  if (!Number.isFinite(paise)) throw new RangeError(`formatInr: not a finite amount: ${paise}`);
  const amount = Math.round(paise) / 100;
  // Amounts that round to zero (including -0) would print as '-₹0.00'. Not using signDisplay: 'negative' for this,
  // because engines older than 2022 (old Android webviews) throw on that option.
  const safe = Math.round(amount * 100) === 0 ? 0 : amount;
  return INR.format(safe).replace(/\.00$/, '');
}

/** The text that starts every price heading; the amount follows without a second ₹. */
export const PRICE_HEADING_PREFIX = 'Car Services at ₹';

/** The price heading for an amount in paise: 299900 → 'Car Services at ₹2,999'. */
export function priceHeading(paise: number): string {
  return `${PRICE_HEADING_PREFIX}${formatInr(paise).replace('₹', '')}`;
}

/** Whole percent saved going from `old` to `offer` (same unit), rounded down; 0 when there is no saving or the inputs are not usable. */
export function discountPercent(offer: number, old: number): number {
  if (!Number.isFinite(offer) || !Number.isFinite(old) || old <= 0 || old <= offer) return 0;
  // The tiny epsilon absorbs float noise such as 28.999999999999996 for what is really 29.
  const percent = Math.floor(((old - offer) * 100) / old + 1e-9);
  return Math.min(100, percent);
}

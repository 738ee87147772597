// The zone every date of the product is read and shown in, and what the browser needs of it
// without a date library (islands build the vehicle payload, whose car age is an IST year).

/** India Standard Time: UTC+5:30 all year since 1945, no daylight saving. */
export const IST_ZONE = 'Asia/Kolkata';

let yearFormat: Intl.DateTimeFormat | undefined;

/** The calendar year in India at an instant. */
export function istYear(now: Date): number {
  yearFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: IST_ZONE, year: 'numeric' });
  return Number(yearFormat.format(now));
}

/** A car's age in years: the IST year of `now` minus the registration year, never negative (0 for a non-finite year); throws RangeError for an invalid `now`. */
export function carAge(registrationYear: number, now: Date): number {
  if (Number.isNaN(now.getTime())) throw new RangeError('carAge: invalid date');
  if (!Number.isFinite(registrationYear)) return 0;
  return Math.max(0, istYear(now) - Math.trunc(registrationYear));
}

// What a check-in may record, with no dependencies, so the console's check-in checks it before sending
// without shipping zod; `workshop.ts` builds the check-in schema from it.

/** The largest odometer reading taken at check-in, in kilometres (20 lakh). */
export const MAX_ODOMETER_KM = 2_000_000;

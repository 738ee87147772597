// What an extra part on the estimate may hold, with no dependencies, so the console's add-part form
// checks it before sending without shipping zod; `workshop.ts` builds AddLineInputSchema from it.

/** A typed-in part's name, trimmed: 2 to 80 characters. */
export const PART_NAME_LENGTH = { min: 2, max: 80 } as const;
/** The most one amount of a line may be, in paise: ₹10,00,000. */
export const MAX_LINE_PAISE = 100_000_000;
/** The advisor's note on a part: at most 300 characters. */
export const PART_NOTE_MAX = 300;

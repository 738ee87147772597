// The plain rules of what a person types, with no dependencies, so islands can check a field
// before asking the server without shipping zod: pincodes, city names, Indian mobile numbers, and
// which characters a text may hold. `input-rules.ts` builds the zod schemas from them.

/** Indian pincodes: six digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/**
 * A city name: letters of any script with their combining marks (the vowel signs of ಬೆಂಗಳೂರು or
 * बेंगलुरु are marks, not letters), spaces, dots, apostrophes and hyphens — with at least one letter.
 */
export const CITY_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .'-]+$/u;

export const PINCODE_MESSAGE = 'Enter a valid 6-digit pincode';

/** Why a pincode can't be searched, or null when it can. */
export function pincodeError(value: string): string | null {
  return PINCODE_PATTERN.test(value.trim()) ? null : PINCODE_MESSAGE;
}

/** Why a city can't be searched, or null when it can. */
export function cityError(value: string): string | null {
  const city = value.trim();
  if (city.length < 2) return 'Enter a city';
  if (city.length > 60 || !CITY_PATTERN.test(city)) return 'Enter a city name';
  return null;
}

/**
 * An Indian mobile number as 10 digits, or null. Accepts the usual ways people type it:
 * "+91 98450 12345", "098450-12345", "9845012345".
 */
export function normaliseIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(bare) ? bare : null;
}

const CONTROL = /\p{Cc}/u;
/** A control character other than a line feed or a tab. */
const CONTROL_BUT_LINES = /(?![\n\t])\p{Cc}/u;

/**
 * Whether a text has only characters a person could have typed: no control characters (NUL, \x01…,
 * DEL, the C1 range; with `lines`, \n and \t are allowed) and no lone surrogate (text that is not
 * well-formed UTF-16 cannot be stored or shown). PostgreSQL refuses NUL in text outright.
 */
export function noControlOrLoneSurrogate(value: string, options: { lines?: boolean } = {}): boolean {
  return value.isWellFormed() && !(options.lines ? CONTROL_BUT_LINES : CONTROL).test(value);
}

// The rules every text a person (or a probe) sends must follow, shared by the schemas, the backend
// and the islands. The plain functions and patterns have no dependencies, so islands can check a
// field before asking the server; `text()` and `wholeNumber()`/`coordinate()` build the zod
// schemas every input schema in src/contracts is made of (a bundle that imports only the plain
// functions leaves zod out).
import { z } from 'zod';

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

export interface TextOptions {
  /** Free text over several lines (notes, log messages): \n and \t are allowed, \r\n and \r become \n. */
  lines?: boolean;
  /** The message for a text that is too long, when the field has its own (default: '<label> is at most <max> characters'). */
  tooLong?: string;
  /** The message for a character that is not allowed, when the field has its own (default: '<label> has characters that are not allowed'). */
  notAllowed?: string;
}

/**
 * Every text input: trimmed, at most `max` characters (UTF-16 code units), and only characters a
 * person could have typed. Either failure stops the checks chained after it, so a field answers one
 * message. Parsing its output again gives the same output.
 */
export function text(max: number, label: string, options: TextOptions = {}) {
  const string = z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });
  const base = options.lines ? string.overwrite((value) => value.replace(/\r\n?/g, '\n')) : string;
  return base.trim()
    .max(max, { message: options.tooLong ?? `${label} is at most ${max} characters`, abort: true })
    .refine((value) => noControlOrLoneSurrogate(value, options), { message: options.notAllowed ?? `${label} has characters that are not allowed`, abort: true });
}

/** A whole number as decimal digits ('-' allowed, so a negative one is refused by its range, not its form). */
const WHOLE_TEXT = /^-?\d{1,9}$/;
/**
 * A coordinate as decimal digits: '12.9716', '-0.5'. Up to 17 decimals, because browsers write a
 * geolocation reading in full ('12.971598700000001'); it is kept to 6 decimals (about 11 cm).
 */
const COORDINATE_TEXT = /^-?\d{1,3}(\.\d{1,17})?$/;

/**
 * A whole number from a query string ('16') or a JSON number (16). Only plain decimal digits are
 * read: '', ' 1e3 ', '0x10', '1.0' and 'Infinity' are refused, never coerced.
 */
export function wholeNumber(label: string, range: { min: number; max: number; tooSmall?: string; tooBig?: string }) {
  const rangeMessage = `${label} must be from ${range.min} to ${range.max}`;
  const notWhole = `${label} must be a whole number`;
  return z.union([z.string().regex(WHOLE_TEXT, notWhole), z.number(notWhole)], { error: notWhole })
    .transform((value) => Number(value))
    .pipe(z.number().int(notWhole).min(range.min, range.tooSmall ?? rangeMessage).max(range.max, range.tooBig ?? rangeMessage));
}

/** Rounds to 6 decimals; -0 becomes 0 (so the number is written back as plain digits). */
const toMicro = (value: number) => Math.round(value * 1e6) / 1e6 || 0;

/** A latitude or longitude from a query string ('12.9716') or a JSON number, within ±limit, kept to 6 decimals. */
export function coordinate(label: string, limit: number) {
  const rangeMessage = `${label} must be from -${limit} to ${limit}`;
  return z.union([z.string().regex(COORDINATE_TEXT, `${label} must be a decimal number`), z.number(`${label} must be a decimal number`)], { error: `${label} must be a decimal number` })
    .transform((value) => Number(value))
    .pipe(z.number().min(-limit, rangeMessage).max(limit, rangeMessage))
    .transform(toMicro);
}

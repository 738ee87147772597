// The rules every text a person (or a probe) sends must follow, as the zod schemas every input
// schema in src/contracts is made of (`text()`, `wholeNumber()`, `coordinate()`). The plain rules
// they use live in `input-patterns.ts`, which islands import instead, so their bundles carry no zod.
import { z } from 'zod';
import { noControlOrLoneSurrogate } from './input-patterns';

export {
  PINCODE_PATTERN,
  CITY_PATTERN,
  PINCODE_MESSAGE,
  pincodeError,
  cityError,
  normaliseIndianMobile,
  noControlOrLoneSurrogate,
} from './input-patterns';

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
  return base
    .trim()
    .max(max, { message: options.tooLong ?? `${label} is at most ${max} characters`, abort: true })
    .refine((value) => noControlOrLoneSurrogate(value, options), {
      message: options.notAllowed ?? `${label} has characters that are not allowed`,
      abort: true,
    });
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
  return z
    .union([z.string().regex(WHOLE_TEXT, notWhole), z.number(notWhole)], { error: notWhole })
    .transform((value) => Number(value))
    .pipe(
      z
        .number()
        .int(notWhole)
        .min(range.min, range.tooSmall ?? rangeMessage)
        .max(range.max, range.tooBig ?? rangeMessage),
    );
}

/** Rounds to 6 decimals; -0 becomes 0 (so the number is written back as plain digits). */
const toMicro = (value: number) => Math.round(value * 1e6) / 1e6 || 0;

/** A latitude or longitude from a query string ('12.9716') or a JSON number, within ±limit, kept to 6 decimals. */
export function coordinate(label: string, limit: number) {
  const rangeMessage = `${label} must be from -${limit} to ${limit}`;
  return z
    .union([z.string().regex(COORDINATE_TEXT, `${label} must be a decimal number`), z.number(`${label} must be a decimal number`)], {
      error: `${label} must be a decimal number`,
    })
    .transform((value) => Number(value))
    .pipe(z.number().min(-limit, rangeMessage).max(limit, rangeMessage))
    .transform(toMicro);
}

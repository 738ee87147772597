/**
 * Indian vehicle registration numbers: validation, normalisation and display formatting.
 *
 * Decisions (see tests/unit/registration.test.ts for the cases):
 * - Series letters may include I and O: MoRTH advises against them, but real plates carry them.
 * - Bharat (BH) series follows the 2021 notification: year 21 onwards, 'BH', four digits,
 *   one or two letters without I or O.
 * - Delhi's category letter (C car, S two-wheeler, R rickshaw, P passenger, T tourist, V van…)
 *   belongs with the RTO digits: 'DL 3C AB 1234'.
 * - Not accepted: temporary ('T' + month/year) and trade-certificate plates, diplomatic plates and
 *   pre-1989 three-letter plates ('MRX 1234'); a booking is for a registered, road-going vehicle.
 */

/** Every state and union-territory code in use, plus superseded codes still seen on plates. */
/** What a number the registration rule refuses is told, wherever it is typed. */
export const INVALID_REGISTRATION_MESSAGE = 'Enter a valid registration number, like KA 05 MN 1234';

export const STATE_CODES: readonly string[] = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CG',
  'CH',
  'DD',
  'DL',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TN',
  'TR',
  'TS',
  'TG',
  'UK',
  'UP',
  'WB',
  // Superseded but still valid: DN (Dadra & Nagar Haveli, now DD), OR (Odisha, now OD),
  // UA (Uttarakhand, now UK). TS (Telangana, now TG) is listed above.
  'DN',
  'OR',
  'UA',
];

const STATE = `(?:${STATE_CODES.join('|')})`;
const SEP = '[ -]?';
/** RTO codes run 1-99, written with or without a leading zero; there is no RTO 0. */
const RTO = '(?:0?[1-9]|[1-9]\\d)';
/** State, RTO code, optional series of up to 3 letters, 1-4 digits. */
const STANDARD = `${STATE}${SEP}${RTO}(?:${SEP}[A-Z]{1,3})?${SEP}\\d{1,4}`;
/** Delhi with a category letter, optionally split from its series: 'DL 3C AB 1234'. */
const DELHI = `DL${SEP}${RTO}${SEP}[A-Z](?:${SEP}[A-Z]{1,2})?${SEP}\\d{1,4}`;
/** Bharat series: 'YY BH #### XX'. */
const BHARAT_LETTERS = '[A-HJ-NP-Z]{1,2}';
const BHARAT_YEAR = '(?:2[1-9]|[3-9]\\d)';
const BHARAT = `${BHARAT_YEAR}${SEP}BH${SEP}\\d{4}${SEP}${BHARAT_LETTERS}`;

/** The built-in pattern source, served by the regex service and used when it fails. */
export const DEFAULT_REGISTRATION_PATTERN = `^(?:${STANDARD}|${DELHI}|${BHARAT})$`;

const DEFAULT_REGEX = new RegExp(DEFAULT_REGISTRATION_PATTERN);
const COMPACT_STANDARD = new RegExp(`^(${STATE})(${RTO})([A-Z]{0,3})(\\d{1,4})$`);
const COMPACT_BHARAT = new RegExp(`^(${BHARAT_YEAR})BH(\\d{4})(${BHARAT_LETTERS})$`);

export interface RegistrationParts {
  state: string;
  rto: string;
  series: string;
  number: string;
  bharat: boolean;
}

function toRegex(pattern: string | RegExp | undefined): RegExp {
  if (pattern instanceof RegExp) return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  if (!pattern) return DEFAULT_REGEX;
  try {
    return new RegExp(pattern);
  } catch {
    return DEFAULT_REGEX;
  }
}

/** Whether the input (trimmed, any case) matches the pattern; a broken pattern string falls back to the default. */
export function isValidRegistrationNumber(input: string, pattern?: string | RegExp): boolean {
  return toRegex(pattern).test(input.trim().toUpperCase());
}

/** Upper-cases and strips dots, whitespace, commas, colons and hyphens: 'ka-05 mn.1234' → 'KA05MN1234'. */
export function normaliseRegistrationNumber(input: string): string {
  return input.toUpperCase().replace(/[.\s,:-]/g, '');
}

/** Splits a number into state, RTO, series and number, or null when it is not a registration number. */
export function parseRegistrationNumber(input: string): RegistrationParts | null {
  const compact = normaliseRegistrationNumber(input);
  const bharat = COMPACT_BHARAT.exec(compact);
  if (bharat) {
    const [, year = '', number = '', series = ''] = bharat;
    return { state: 'BH', rto: year, series, number, bharat: true };
  }
  const standard = COMPACT_STANDARD.exec(compact);
  if (!standard) return null;
  const [, state = '', rto = '', series = '', number = ''] = standard;
  if (state === 'DL' && series) {
    return { state, rto: rto + series.slice(0, 1), series: series.slice(1), number, bharat: false };
  }
  return { state, rto, series, number, bharat: false };
}

/** Display form: 'KA 05 MN 1234', 'DL 3C AB 1234', '22 BH 1234 AA'; unparseable input comes back normalised. */
export function formatRegistrationNumber(input: string): string {
  const parts = parseRegistrationNumber(input);
  if (!parts) return normaliseRegistrationNumber(input);
  const groups = parts.bharat ? [parts.rto, 'BH', parts.number, parts.series] : [parts.state, parts.rto, parts.series, parts.number];
  return groups.filter(Boolean).join(' ');
}

// Hostile values for the fuzz suite (tests/integration/fuzz.test.ts): strings a probe sends, JSON
// fragments of the wrong shape, and the two ways a value is put into an address (percent-encoded
// once, or raw so broken escapes such as `%zz` arrive as they are).
import fc from 'fast-check';

/** A generated value and the family it comes from (counted in the histogram, named in failures). */
export interface Hostile {
  family: string;
  text: string;
}
/** A JSON text fragment (not a JS value, so it can be malformed or nested 10,000 deep). */
export interface HostileJson {
  family: string;
  json: string;
}

/** Broken or tricky percent-encoding, meant to be sent raw. */
export const PERCENT_JUNK = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%%',
  '%2',
  '%u0041',
  '%00',
  '%5C',
  '%25',
  '%FF%FE',
  '%0D%0A',
  '%2F',
  '%2e%2e%2f',
  '%C0%80',
  '%F4%90%80%80',
  '%EF%BF%BE',
  '%ED%BF%BF',
  '%%25',
  '%25%32%35',
] as const;

export const SQL_META = [
  '%',
  '_',
  '\\',
  "'",
  '%%',
  '%_',
  '\\%',
  '\\_',
  '\\\\',
  "''",
  "' OR '1'='1",
  "'; DROP TABLE garages; --",
  'Bang%',
  'B_ngalore',
  '%a%',
  '$1',
  "E'\\x00'",
  '*',
  '?',
  '"',
  '`',
  ';',
  '--',
  '/*',
  '[',
  ']',
  '^',
  '$',
  '.*',
  '(?:',
  '\\u0000',
] as const;

export const UNICODE = [
  'ಬೆಂಗಳೂರು',
  'बेंगलुरु',
  'பெங்களூரு',
  'Bengaluru\u200d',
  '\u202eerolagnaB',
  '😀',
  '👩‍👩‍👧',
  'e\u0301',
  '\ufeffPune',
  'Pu\u2028ne',
  'ß',
  'İstanbul',
  'Ｂａｎｇａｌｏｒｅ',
  '\uffff',
  '\u{10ffff}',
  '\u00a0Pune\u00a0',
  'Pune\u200b',
  'ﷺ',
  'Z̤͔ͧ̑̓ä͖̭̈̇lg̮̤͂o̖̖͌',
  '\u0130',
  '٣٤٥٦٧٨',
] as const;

export const ODD_NUMBERS = [
  '0x10',
  '1e309',
  '-0',
  '',
  ' ',
  '1.0',
  'Infinity',
  '-Infinity',
  'NaN',
  '-1',
  '0',
  '9999999999',
  '1e3',
  '+1',
  '٣',
  '1_000',
  '0b11',
  '00001',
  '1,5',
  '12.9716.1',
  '.5',
  '5.',
  '0.0000001',
  '-90.0000001',
  '1e-7',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e-400',
  '0o17',
  '١٢',
  ' 12 ',
  '12\t',
  '1/2',
] as const;

export const STRUCTURAL = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../',
  '..',
  '.',
  '/',
  '//',
  '?',
  '#',
  '&',
  '=',
  'a=b&c=d',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '..\\..\\windows',
  'http://evil.example/',
  'javascript:alert(1)',
  '\\\\evil\\share',
] as const;

const LONG_UNITS = ['a', 'é', 'ಬ', '😀', '%', "'", '\u0000', 'ab%_\\', '\ud800', '[', '9'] as const;
const BASES = [
  '',
  'Pune',
  'Bangalore',
  '560068',
  'maruti-suzuki',
  'KA05MN1234',
  '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
  '9845012345',
  'a',
] as const;

const controlChar = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constantFrom(0x7f, 0x85, 0x9f)).map((c) => String.fromCharCode(c));
const inside = (family: string, inner: fc.Arbitrary<string>): fc.Arbitrary<Hostile> =>
  fc.tuple(fc.constantFrom(...BASES), inner, fc.constantFrom(...BASES)).map(([a, x, b]) => ({ family, text: a + x + b }));
const exactly = (family: string, values: readonly string[]): fc.Arbitrary<Hostile> =>
  fc.constantFrom(...values).map((text) => ({ family, text }));

/** 10–100 KB of one unit repeated (built, not generated char by char, so it stays cheap). */
export const longString: fc.Arbitrary<Hostile> = fc
  .tuple(fc.integer({ min: 10_000, max: 100_000 }), fc.constantFrom(...LONG_UNITS))
  .map(([n, unit]) => ({ family: 'long', text: unit.repeat(Math.ceil(n / unit.length)).slice(0, n) }));

/** Every kind of hostile string; `long` is weighted low because it mostly ends in 414 or 413. */
export const hostileString: fc.Arbitrary<Hostile> = fc.oneof(
  {
    weight: 3,
    arbitrary: inside(
      'control',
      fc.array(controlChar, { minLength: 1, maxLength: 3 }).map((a) => a.join('')),
    ),
  },
  { weight: 3, arbitrary: fc.oneof(exactly('percent', PERCENT_JUNK), inside('percent', fc.constantFrom(...PERCENT_JUNK))) },
  { weight: 2, arbitrary: inside('surrogate', fc.constantFrom('\ud800', '\udfff', '\udc00\ud800', '\ud83d', '\ude00')) },
  { weight: 1, arbitrary: longString },
  { weight: 3, arbitrary: fc.oneof(exactly('sql', SQL_META), inside('sql', fc.constantFrom(...SQL_META))) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      exactly('unicode', UNICODE),
      fc.string({ unit: 'grapheme', maxLength: 30 }).map((text) => ({ family: 'unicode', text })),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map((text) => ({ family: 'binary', text })) },
  { weight: 3, arbitrary: exactly('number', ODD_NUMBERS) },
  { weight: 2, arbitrary: exactly('structural', STRUCTURAL) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((text) => ({ family: 'string', text })) },
);

/** `'['.repeat(n) + ']'.repeat(n)` (or objects), up to 10,000 levels. */
export const deepJson: fc.Arbitrary<HostileJson> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 64, max: 10_000 }), fc.constant(10_000)),
    fc.constantFrom('array', 'object', 'unclosed'),
  )
  .map(([n, shape]) => ({
    family: `deep-${shape}`,
    json: shape === 'array' ? '['.repeat(n) + ']'.repeat(n) : shape === 'object' ? `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` : '['.repeat(n),
  }));

/** JSON fragments of the wrong type or form: where a string is expected they should all be refused. */
export const hostileJson: fc.Arbitrary<HostileJson> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('null', 'true', 'false', '0', '-0', '1e309', '-1e309', '1e-400', '12.5', '-1', '9007199254740993')
      .map((json) => ({ family: 'json-number-or-literal', json })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('0x10', '01', '1.', '.5', 'NaN', 'Infinity', 'undefined', "'x'", '"\\x41"', '"unterminated', '"a"b', '-', '+1')
      .map((json) => ({ family: 'json-invalid', json })),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        '[]',
        '{}',
        '{"a":1}',
        '[[["x"]]]',
        '["Pune"]',
        '["9845012345","Pune"]',
        '"\\ud800"',
        '"\\u0000"',
        '"\\udfff\\ud800"',
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
      )
      .map((json) => ({ family: 'json-wrong-type', json })),
  },
  { weight: 2, arbitrary: hostileString.map((h) => ({ family: `json-array-of-${h.family}`, json: `[${JSON.stringify(h.text)}]` })) },
  { weight: 2, arbitrary: deepJson },
);

const UNRESERVED = /^[A-Za-z0-9\-_.~]$/;
/** The UTF-8 (WTF-8 for a lone surrogate: \ud800 is %ED%A0%80) percent-encoding of one code point. */
function encodeCodePoint(cp: string): string {
  if (cp.length === 1 && UNRESERVED.test(cp)) return cp;
  const code = cp.codePointAt(0)!;
  if (code >= 0xd800 && code <= 0xdfff) {
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }
  return encodeURIComponent(cp);
}

/** Percent-encodes everything but unreserved characters; lone surrogates too (which encodeURIComponent refuses). */
export function encodeLoose(text: string): string {
  if (text.isWellFormed()) return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  let out = '';
  for (const cp of text) out += encodeCodePoint(cp);
  return out;
}

/**
 * The text as it stands, except what an HTTP request line cannot carry at all (spaces, control
 * characters, anything past U+00FF), which is percent-encoded. `%zz` stays `%zz`; é (U+00E9) goes
 * out as the raw byte 0xE9, which is not UTF-8.
 */
export function rawish(text: string): string {
  return text.replace(/[^\x21-\xff]/gu, (c) => encodeLoose(c));
}

export type UrlMode = 'encoded' | 'raw';
export const urlMode: fc.Arbitrary<UrlMode> = fc.constantFrom<UrlMode>('encoded', 'encoded', 'raw');
export const inUrl = (text: string, mode: UrlMode) => (mode === 'raw' ? rawish(text) : encodeLoose(text));

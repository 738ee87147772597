// The building blocks of every input schema: text() (length and character rule), wholeNumber() and
// coordinate() (decimal digits, never coercion). Every expected value is typed out by hand.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cityError, coordinate, noControlOrLoneSurrogate, text, wholeNumber } from '@/contracts/input-rules';

/** The messages a schema answers for an input, or 'ok'. */
const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : result.error.issues.map((issue) => issue.message);
};

describe('cityError', () => {
  it('accepts city names in Indian scripts, whose vowel signs are combining marks', () => {
    expect(cityError('ಬೆಂಗಳೂರು')).toBeNull();
    expect(cityError('बेंगलुरु')).toBeNull();
    expect(cityError('சென்னை')).toBeNull();
    expect(cityError("Navi Mumbai-St. John's")).toBeNull();
  });

  it('refuses digits, symbols and control characters', () => {
    expect(cityError('Pune 2')).toBe('Enter a city name');
    expect(cityError('Pune\u0000')).toBe('Enter a city name');
    expect(cityError('<b>')).toBe('Enter a city name');
    expect(cityError('P')).toBe('Enter a city');
  });
});

describe('noControlOrLoneSurrogate', () => {
  it.each([
    ['plain text', 'Maruti Suzuki', true],
    ['letters of any script', 'ಬೆಂಗಳೂರು', true],
    ['an emoji (a surrogate pair)', 'Pune 🚗', true],
    ['a backslash, quotes and percent signs', `\\ ' " % _`, true],
    ['NUL', 'Pune\u0000x', false],
    ['NUL alone', '\u0000', false],
    ['\\x01', '\u0001', false],
    ['escape', 'a\u001b[31m', false],
    ['DEL', 'a\u007f', false],
    ['a C1 control (U+0085)', 'a\u0085', false],
    ['a C1 control (U+009F)', 'a\u009f', false],
    ['a line feed', 'a\nb', false],
    ['a tab', 'a\tb', false],
    ['a carriage return', 'a\rb', false],
    ['a lone high surrogate', 'a\ud83d', false],
    ['a lone low surrogate', '\ude97b', false],
    ['surrogates in the wrong order', '\ude97\ud83d', false],
  ])('%s → %s', (_name, value, allowed) => {
    expect(noControlOrLoneSurrogate(value)).toBe(allowed);
  });

  it('allows line feeds and tabs in free text, and nothing else of the controls', () => {
    expect(noControlOrLoneSurrogate('line one\nline two\tindented', { lines: true })).toBe(true);
    expect(noControlOrLoneSurrogate('a\u0000b', { lines: true })).toBe(false);
    expect(noControlOrLoneSurrogate('a\rb', { lines: true })).toBe(false);
    expect(noControlOrLoneSurrogate('a\u000bb', { lines: true })).toBe(false);
    expect(noControlOrLoneSurrogate('a\ud800', { lines: true })).toBe(false);
  });
});

describe('text(max, label)', () => {
  const make = text(10, 'make');

  it('trims and keeps what a person types', () => {
    expect(make.parse('  Kia  ')).toBe('Kia');
    expect(make.parse('\\')).toBe('\\');
    expect(make.parse('')).toBe('');
  });

  it('allows exactly max characters, counted after trimming', () => {
    expect(make.parse(' abcdefghij ')).toBe('abcdefghij');
    expect(messages(make, 'abcdefghijk')).toEqual(['make is at most 10 characters']);
  });

  it('refuses control characters and lone surrogates with one message naming the field', () => {
    expect(messages(make, '%00')).toBe('ok');
    expect(messages(make, '\u0000')).toEqual(['make has characters that are not allowed']);
    expect(messages(make, 'Pune\u0000x')).toEqual(['make has characters that are not allowed']);
    expect(messages(make, 'a\ud800')).toEqual(['make has characters that are not allowed']);
    expect(messages(make, 'a\nb')).toEqual(['make has characters that are not allowed']);
  });

  it('stops at the first rule broken, so checks chained after it add no second message', () => {
    const code = text(6, 'code').regex(/^\d+$/, 'digits only');
    expect(messages(code, '12\u00003')).toEqual(['code has characters that are not allowed']);
    expect(messages(code, '1234567')).toEqual(['code is at most 6 characters']);
    expect(messages(code, '12a')).toEqual(['digits only']);
  });

  it('takes its own messages when the field has them', () => {
    const pincode = text(6, 'pincode', { tooLong: 'Enter a valid pincode', notAllowed: 'Enter a valid pincode' });
    expect(messages(pincode, '1234567')).toEqual(['Enter a valid pincode']);
    expect(messages(pincode, '\u0000')).toEqual(['Enter a valid pincode']);
  });

  it('names a missing or non-text value', () => {
    expect(messages(make, undefined)).toEqual(['make is required']);
    expect(messages(make, 42)).toEqual(['make must be text']);
    expect(messages(make, null)).toEqual(['make must be text']);
  });

  it('keeps lines in free text, with \\r\\n and \\r read as \\n', () => {
    const notes = text(20, 'notes', { lines: true });
    expect(notes.parse(' one\r\ntwo\rthree\tx ')).toBe('one\ntwo\nthree\tx');
    expect(messages(notes, 'one\u0000')).toEqual(['notes has characters that are not allowed']);
    expect(messages(notes, 'a'.repeat(21))).toEqual(['notes is at most 20 characters']);
  });

  it('gives back output that parses to itself', () => {
    const notes = text(20, 'notes', { lines: true });
    for (const input of ['  Kia ', '\\', 'ಕಿಯಾ']) expect(make.parse(make.parse(input))).toBe(make.parse(input));
    expect(notes.parse(notes.parse(' a\r\nb '))).toBe('a\nb');
  });
});

describe('wholeNumber', () => {
  const limit = wholeNumber('limit', { min: 1, max: 20 });

  it('reads plain decimal digits and JSON numbers', () => {
    expect(limit.parse('7')).toBe(7);
    expect(limit.parse('07')).toBe(7);
    expect(limit.parse(20)).toBe(20);
    expect(limit.parse('1')).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['spaces around', ' 3 '],
    ['hexadecimal', '0x10'],
    ['an exponent', '1e1'],
    ['a decimal point', '3.0'],
    ['Infinity', 'Infinity'],
    ['a plus sign', '+3'],
    ['ten digits', '1234567890'],
    ['NUL after digits', '3\u0000'],
  ])('refuses %s as not a whole number', (_name, value) => {
    expect(messages(limit, value)).toEqual(['limit must be a whole number']);
  });

  it('refuses numbers that are not whole or not finite', () => {
    expect(messages(limit, 2.5)).toEqual(['limit must be a whole number']);
    expect(messages(limit, Number.NaN)).toEqual(['limit must be a whole number']);
    expect(messages(limit, Number.POSITIVE_INFINITY)).toEqual(['limit must be a whole number']);
    expect(messages(limit, undefined)).toEqual(['limit must be a whole number']);
    expect(messages(limit, true)).toEqual(['limit must be a whole number']);
  });

  it('checks the range after reading the digits', () => {
    expect(messages(limit, '0')).toEqual(['limit must be from 1 to 20']);
    expect(messages(limit, '-3')).toEqual(['limit must be from 1 to 20']);
    expect(messages(limit, '21')).toEqual(['limit must be from 1 to 20']);
    expect(messages(limit, 21)).toEqual(['limit must be from 1 to 20']);
    const id = wholeNumber('model_id', { min: 1, max: 999_999_999, tooSmall: 'model_id must be positive' });
    expect(messages(id, '-3')).toEqual(['model_id must be positive']);
    expect(messages(id, 1_000_000_000)).toEqual(['model_id must be from 1 to 999999999']);
  });
});

describe('coordinate', () => {
  const lat = coordinate('lat', 90);

  it('reads decimal digits and JSON numbers', () => {
    expect(lat.parse('12.9716')).toBe(12.9716);
    expect(lat.parse('-33.5')).toBe(-33.5);
    expect(lat.parse('90')).toBe(90);
    expect(lat.parse('0')).toBe(0);
    expect(lat.parse(12.9279)).toBe(12.9279);
  });

  it('keeps six decimals (about 11 cm), so a geolocation reading written in full is accepted', () => {
    expect(lat.parse('12.971598700000001')).toBe(12.971599);
    expect(lat.parse(12.971598700000001)).toBe(12.971599);
    expect(lat.parse('0.00000001')).toBe(0);
    expect(lat.parse('-0.0000001')).toBe(0);
    expect(Object.is(lat.parse('-0'), 0)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['spaces around', ' 12.5 '],
    ['hexadecimal', '0x10'],
    ['an exponent', '1e1'],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['a comma', '12,5'],
    ['a trailing point', '12.'],
    ['a leading point', '.5'],
    ['four integer digits', '1000'],
    ['eighteen decimals', '1.123456789012345678'],
    ['NUL', '12\u0000'],
  ])('refuses %s as not a decimal number', (_name, value) => {
    expect(messages(lat, value)).toEqual(['lat must be a decimal number']);
  });

  it('checks the range before rounding', () => {
    expect(messages(lat, '90.0000001')).toEqual(['lat must be from -90 to 90']);
    expect(messages(lat, '-91')).toEqual(['lat must be from -90 to 90']);
    expect(messages(lat, 180)).toEqual(['lat must be from -90 to 90']);
    expect(messages(lat, Number.NaN)).toEqual(['lat must be a decimal number']);
    expect(messages(coordinate('lng', 180), '180.5')).toEqual(['lng must be from -180 to 180']);
  });

  it('gives back a number that is written back as plain digits and parses to itself', () => {
    for (const input of ['12.971598700000001', '-0.0000009', '77.5946', '0.000001']) {
      const once = lat.parse(input);
      expect(String(once)).toMatch(/^-?\d{1,3}(\.\d{1,6})?$/);
      expect(lat.parse(String(once))).toBe(once);
      expect(lat.parse(once)).toBe(once);
    }
    expect(lat.parse('-0.0000009')).toBe(-0.000001);
  });
});

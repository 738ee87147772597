import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGISTRATION_PATTERN,
  STATE_CODES,
  formatRegistrationNumber,
  isBharatSeries,
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
  parseRegistrationNumber,
} from '@/lib/registration';
import { INVALID_CASES, INVALID_GROUPS, VALID_CASES, VALID_GROUPS } from './registration-cases';

describe('the case lists', () => {
  it('hold at least 70 valid and 70 invalid numbers, none repeated', () => {
    expect(VALID_CASES.length).toBeGreaterThanOrEqual(70);
    expect(INVALID_CASES.length).toBeGreaterThanOrEqual(70);
    expect(new Set(VALID_CASES).size).toBe(VALID_CASES.length);
    expect(new Set(INVALID_CASES).size).toBe(INVALID_CASES.length);
  });

  it('include a valid number for every state and union-territory code', () => {
    const prefixes = new Set(VALID_CASES.map((c) => normaliseRegistrationNumber(c).slice(0, 2)));
    const missing = STATE_CODES.filter((code) => !prefixes.has(code));
    expect(missing).toEqual([]);
  });
});

describe('state codes', () => {
  it('list each code once, as two capital letters', () => {
    expect(new Set(STATE_CODES).size).toBe(STATE_CODES.length);
    for (const code of STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('include current and superseded codes but not the non-vehicle code CT', () => {
    expect(STATE_CODES).toEqual(expect.arrayContaining(['TG', 'TS', 'OD', 'OR', 'UK', 'UA', 'DD', 'DN', 'LA', 'CG']));
    expect(STATE_CODES).not.toContain('CT');
    expect(STATE_CODES).not.toContain('BH');
  });
});

describe('validation', () => {
  for (const group of VALID_GROUPS) {
    it.each(group.cases)(`${group.behaviour}: %j`, (input) => {
      expect(isValidRegistrationNumber(input)).toBe(true);
    });
  }

  for (const group of INVALID_GROUPS) {
    it.each(group.cases)(`${group.behaviour}: %j`, (input) => {
      expect(isValidRegistrationNumber(input)).toBe(false);
    });
  }

  it('the default pattern source gives the same answers when compiled on its own', () => {
    const served = new RegExp(DEFAULT_REGISTRATION_PATTERN);
    for (const input of VALID_CASES) expect(served.test(input.trim().toUpperCase())).toBe(true);
    for (const input of INVALID_CASES) expect(served.test(input.trim().toUpperCase())).toBe(false);
  });

  it.each(VALID_CASES)('a valid number parses and its display form is valid too: %j', (input) => {
    expect(parseRegistrationNumber(input)).not.toBeNull();
    expect(isValidRegistrationNumber(formatRegistrationNumber(input))).toBe(true);
  });
});

describe('a pattern from the regex service', () => {
  it('is used instead of the default when given', () => {
    const kaOnly = '^KA[ -]?\\d{2}[ -]?[A-Z]{2}[ -]?\\d{4}$';
    expect(isValidRegistrationNumber('ka 05 mn 1234', kaOnly)).toBe(true);
    expect(isValidRegistrationNumber('MH 12 DE 1433', kaOnly)).toBe(false);
    expect(isValidRegistrationNumber('TEMP123', '^TEMP\\d+$')).toBe(true);
  });

  it('may be a RegExp, and a global flag does not make repeated checks flip', () => {
    const pattern = new RegExp(DEFAULT_REGISTRATION_PATTERN, 'g');
    expect(isValidRegistrationNumber('KA 05 MN 1234', pattern)).toBe(true);
    expect(isValidRegistrationNumber('KA 05 MN 1234', pattern)).toBe(true);
    expect(isValidRegistrationNumber('XX 01 AB 1234', pattern)).toBe(false);
  });

  it.each(['^(KA', '[A-Z', '*', '(?<', ''])('that is malformed or empty falls back to the default without throwing: %j', (broken) => {
    expect(() => isValidRegistrationNumber('MH 12 DE 1433', broken)).not.toThrow();
    expect(isValidRegistrationNumber('MH 12 DE 1433', broken)).toBe(true);
    expect(isValidRegistrationNumber('22 BH 1234 AA', broken)).toBe(true);
    expect(isValidRegistrationNumber('XX 01 AB 1234', broken)).toBe(false);
  });
});

describe('normalisation', () => {
  it.each([
    ['ka-05 mn.1234', 'KA05MN1234'],
    ['K.A. 05, M.N.: 1234', 'KA05MN1234'],
    ['MH:12:DE:1433', 'MH12DE1433'],
    ['tn 22, cd 5678', 'TN22CD5678'],
    ['dl-3c-ab-1234', 'DL3CAB1234'],
    ['22 bh 1234 aa', '22BH1234AA'],
    ['  KA 05 MN 1234  ', 'KA05MN1234'],
    ['KA\t05\nMN 1234', 'KA05MN1234'],
    ['KA05MN1234', 'KA05MN1234'],
  ])('strips separators and upper-cases: %j becomes %j', (input, expected) => {
    expect(normaliseRegistrationNumber(input)).toBe(expected);
  });

  it('keeps other punctuation so a bad entry stays visibly bad', () => {
    expect(normaliseRegistrationNumber('ka@05 mn/1234')).toBe('KA@05MN/1234');
  });
});

describe('formatting', () => {
  it.each([
    ['KA05MN1234', 'KA 05 MN 1234'],
    ['ka-05 mn.1234', 'KA 05 MN 1234'],
    ['MH12A1', 'MH 12 A 1'],
    ['GJ-1-AB-1234', 'GJ 1 AB 1234'],
    ['BR1P1234', 'BR 1 P 1234'],
  ])('a standard number splits into state, RTO, series and number: %j becomes %j', (input, expected) => {
    expect(formatRegistrationNumber(input)).toBe(expected);
  });

  it.each([
    ['DL3CAB1234', 'DL 3C AB 1234'],
    ['dl 8s ab 1234', 'DL 8S AB 1234'],
    ['DL 1C 1234', 'DL 1C 1234'],
    ['DL-1-R-1234', 'DL 1R 1234'],
    ['DL 2 CAR 1234', 'DL 2C AR 1234'],
    ['DL 10 CA 1234', 'DL 10C A 1234'],
  ])('a Delhi number keeps its category letter with the RTO code: %j becomes %j', (input, expected) => {
    expect(formatRegistrationNumber(input)).toBe(expected);
  });

  it.each([
    ['KA011234', 'KA 01 1234'],
    ['BR 06 1234', 'BR 06 1234'],
  ])('a number without a series has three groups: %j becomes %j', (input, expected) => {
    expect(formatRegistrationNumber(input)).toBe(expected);
  });

  it.each([
    ['22BH1234AA', '22 BH 1234 AA'],
    ['22 bh 1234 aa', '22 BH 1234 AA'],
    ['21-BH-2345-A', '21 BH 2345 A'],
  ])('a Bharat-series number is year, BH, number, letters: %j becomes %j', (input, expected) => {
    expect(formatRegistrationNumber(input)).toBe(expected);
  });

  it.each([
    ['xx 01 ab 1234', 'XX01AB1234'],
    ['ka@05 mn 1234', 'KA@05MN1234'],
    ['22 bh 1234 io', '22BH1234IO'],
    ['', ''],
  ])('an entry that does not parse comes back normalised: %j becomes %j', (input, expected) => {
    expect(formatRegistrationNumber(input)).toBe(expected);
  });
});

describe('parsing', () => {
  it('splits a standard number into its parts', () => {
    expect(parseRegistrationNumber('ka-05-mn-1234')).toEqual({ state: 'KA', rto: '05', series: 'MN', number: '1234', bharat: false });
  });

  it('puts a Delhi category letter with the RTO code', () => {
    expect(parseRegistrationNumber('DL 3C AB 1234')).toEqual({ state: 'DL', rto: '3C', series: 'AB', number: '1234', bharat: false });
  });

  it('reads a Bharat-series number with its year in place of the RTO code', () => {
    expect(parseRegistrationNumber('22 BH 1234 AA')).toEqual({ state: 'BH', rto: '22', series: 'AA', number: '1234', bharat: true });
  });

  it('gives an empty series for a number without one', () => {
    expect(parseRegistrationNumber('KA 01 1234')).toEqual({ state: 'KA', rto: '01', series: '', number: '1234', bharat: false });
  });

  it.each(['XX 01 AB 1234', 'KA@05MN1234', '', '01 KA AB 1234'])('returns null for something that is not a number: %j', (input) => {
    expect(parseRegistrationNumber(input)).toBeNull();
  });
});

describe('Bharat series', () => {
  it.each(['21 BH 2345 AA', '22BH1234A', '22 bh 1234 aa'])('is recognised: %j', (input) => {
    expect(isBharatSeries(input)).toBe(true);
  });

  it.each(['GJ 18 BH 1234', 'KA 05 MN 1234', '22 BH 1234 IO', '20 BH 1234 AA', ''])('is not claimed for other entries: %j', (input) => {
    expect(isBharatSeries(input)).toBe(false);
  });
});

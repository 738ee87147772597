import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGISTRATION_PATTERN,
  formatRegistrationNumber,
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
  parseRegistrationNumber,
} from '@/lib/registration';
import { INVALID_CASES, INVALID_GROUPS, VALID_CASES, VALID_GROUPS } from './registration-cases';

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

  it('the pattern served to the browser gives the same answers when compiled on its own', () => {
    const served = new RegExp(DEFAULT_REGISTRATION_PATTERN);
    for (const input of VALID_CASES) expect(served.test(input.trim().toUpperCase()), input).toBe(true);
    for (const input of INVALID_CASES) expect(served.test(input.trim().toUpperCase()), input).toBe(false);
  });

  it.each(VALID_CASES)('a valid number parses and its display form is valid too: %j', (input) => {
    expect(parseRegistrationNumber(input)).not.toBeNull();
    expect(isValidRegistrationNumber(formatRegistrationNumber(input))).toBe(true);
  });
});

describe('the RTO code boundaries', () => {
  it('accepts RTO codes 1 to 99, with or without a leading zero', () => {
    expect(isValidRegistrationNumber('KA 1 AB 1234')).toBe(true);
    expect(isValidRegistrationNumber('KA 01 AB 1234')).toBe(true);
    expect(isValidRegistrationNumber('KA 09 AB 1234')).toBe(true);
    expect(isValidRegistrationNumber('KA 10 AB 1234')).toBe(true);
    expect(isValidRegistrationNumber('KA 99 AB 1234')).toBe(true);
  });

  it('refuses RTO code 0 and codes of three digits', () => {
    expect(isValidRegistrationNumber('KA 0 AB 1234')).toBe(false);
    expect(isValidRegistrationNumber('KA 00 AB 1234')).toBe(false);
    expect(isValidRegistrationNumber('KA 100 AB 1234')).toBe(false);
  });
});

describe('the Bharat-series year', () => {
  it('starts in 2021: year 21 is accepted, year 20 is not', () => {
    expect(isValidRegistrationNumber('21 BH 1234 AA')).toBe(true);
    expect(isValidRegistrationNumber('20 BH 1234 AA')).toBe(false);
  });

  it('accepts later years up to 99', () => {
    expect(isValidRegistrationNumber('29 BH 1234 AA')).toBe(true);
    expect(isValidRegistrationNumber('30 BH 1234 AA')).toBe(true);
    expect(isValidRegistrationNumber('99 BH 1234 AA')).toBe(true);
  });

  it('takes one or two letters, neither I nor O', () => {
    expect(isValidRegistrationNumber('22 BH 1234 A')).toBe(true);
    expect(isValidRegistrationNumber('22 BH 1234 HJ')).toBe(true);
    expect(isValidRegistrationNumber('22 BH 1234 NP')).toBe(true);
    expect(isValidRegistrationNumber('22 BH 1234 I')).toBe(false);
    expect(isValidRegistrationNumber('22 BH 1234 AO')).toBe(false);
  });
});

describe('as the number entry checks it: separators stripped first', () => {
  it.each([
    ['ka-05 mn.1234', 'KA05MN1234'],
    ['dl 3c ab 1234', 'DL3CAB1234'],
    ['22 bh 1234 aa', '22BH1234AA'],
    ['GJ 18 BH 1234', 'GJ18BH1234'],
  ])('%j is valid as %j', (typed, compact) => {
    expect(normaliseRegistrationNumber(typed)).toBe(compact);
    expect(isValidRegistrationNumber(compact)).toBe(true);
  });

  it.each([
    ['xx 01 ab 1234', 'XX01AB1234'],
    ['22 bh 1234 io', '22BH1234IO'],
    ['ka 05 mn 12345', 'KA05MN12345'],
  ])('%j is still invalid as %j', (typed, compact) => {
    expect(normaliseRegistrationNumber(typed)).toBe(compact);
    expect(isValidRegistrationNumber(compact)).toBe(false);
  });
});

describe('a pattern from the regex service', () => {
  it('is used instead of the default when given', () => {
    const kaOnly = '^KA[ -]?\\d{2}[ -]?[A-Z]{2}[ -]?\\d{4}$';
    expect(isValidRegistrationNumber('ka 05 mn 1234', kaOnly)).toBe(true);
    expect(isValidRegistrationNumber('MH 12 DE 1433', kaOnly)).toBe(false);
    expect(isValidRegistrationNumber('TEMP123', '^TEMP\\d+$')).toBe(true);
    expect(isValidRegistrationNumber('KA 05 MN 1234', '^TEMP\\d+$')).toBe(false);
  });

  it('may be a RegExp, and a global or sticky flag does not make repeated checks flip', () => {
    const global = /^KA \d{2} [A-Z]{2} \d{4}$/g;
    expect(isValidRegistrationNumber('KA 05 MN 1234', global)).toBe(true);
    expect(isValidRegistrationNumber('KA 05 MN 1234', global)).toBe(true);
    expect(isValidRegistrationNumber('MH 12 DE 1433', global)).toBe(false);
    const sticky = /^KA \d{2} [A-Z]{2} \d{4}$/y;
    expect(isValidRegistrationNumber('KA 05 MN 1234', sticky)).toBe(true);
    expect(isValidRegistrationNumber('KA 05 MN 1234', sticky)).toBe(true);
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
    ['', ''],
  ])('strips separators and upper-cases: %j becomes %j', (input, expected) => {
    expect(normaliseRegistrationNumber(input)).toBe(expected);
  });

  it('keeps other punctuation so a bad entry stays visibly bad', () => {
    expect(normaliseRegistrationNumber('ka@05 mn/1234')).toBe('KA@05MN/1234');
    expect(normaliseRegistrationNumber('ka_05;mn 1234')).toBe('KA_05;MN1234');
  });
});

describe('formatting', () => {
  it.each([
    ['KA05MN1234', 'KA 05 MN 1234'],
    ['ka-05 mn.1234', 'KA 05 MN 1234'],
    ['MH12A1', 'MH 12 A 1'],
    ['GJ-1-AB-1234', 'GJ 1 AB 1234'],
    ['BR1P1234', 'BR 1 P 1234'],
    ['UP16BTX4567', 'UP 16 BTX 4567'],
    ['GJ18BH1234', 'GJ 18 BH 1234'],
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

  it('a Delhi number without a series letter keeps its RTO code alone', () => {
    expect(formatRegistrationNumber('DL011234')).toBe('DL 01 1234');
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
    ['25BH0001Z', '25 BH 0001 Z'],
  ])('a Bharat-series number is year, BH, number, letters: %j becomes %j', (input, expected) => {
    expect(formatRegistrationNumber(input)).toBe(expected);
  });

  it.each([
    ['xx 01 ab 1234', 'XX01AB1234'],
    ['ka@05 mn 1234', 'KA@05MN1234'],
    ['22 bh 1234 io', '22BH1234IO'],
    ['20 bh 1234 aa', '20BH1234AA'],
    ['ka 05 mn 12345', 'KA05MN12345'],
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

  it('does not move a series letter onto the RTO code outside Delhi', () => {
    expect(parseRegistrationNumber('HR 26 DK 8337')).toEqual({ state: 'HR', rto: '26', series: 'DK', number: '8337', bharat: false });
  });

  it('reads a Bharat-series number with its year in place of the RTO code', () => {
    expect(parseRegistrationNumber('22 BH 1234 AA')).toEqual({ state: 'BH', rto: '22', series: 'AA', number: '1234', bharat: true });
    expect(parseRegistrationNumber('21bh2345a')).toEqual({ state: 'BH', rto: '21', series: 'A', number: '2345', bharat: true });
  });

  it('reads a Gujarat number whose series happens to be BH as a standard number', () => {
    expect(parseRegistrationNumber('GJ 18 BH 1234')).toEqual({ state: 'GJ', rto: '18', series: 'BH', number: '1234', bharat: false });
  });

  it('gives an empty series for a number without one', () => {
    expect(parseRegistrationNumber('KA 01 1234')).toEqual({ state: 'KA', rto: '01', series: '', number: '1234', bharat: false });
  });

  it.each([
    'XX 01 AB 1234',
    'KA@05MN1234',
    '',
    '01 KA AB 1234',
    '20 BH 1234 AA',
    '22 BH 1234 IO',
    '22 BH 123 AA',
    'KA 05 MN 12345',
    'KA 05 ABCD 1234',
  ])('returns null for something that is not a number: %j', (input) => {
    expect(parseRegistrationNumber(input)).toBeNull();
  });
});

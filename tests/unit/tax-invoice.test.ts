import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  FEE_SAC,
  financialYear,
  GST_RATE_PERCENT,
  GST_STATE_CODES,
  gstBreakup,
  gstinCheckCharacter,
  invoiceNumber,
  isValidGstin,
} from '@/lib/tax-invoice';

// Decision 020: the fee includes GST at 18 % (SAC 998714), split as CGST and SGST within the
// garage's state (IGST across states); numbered per garage and financial year, at most 16 characters.

describe('the GST in a fee', () => {
  it('is 18 % under SAC 998714', () => {
    expect(GST_RATE_PERCENT).toBe(18);
    expect(FEE_SAC).toBe('998714');
  });

  it.each([
    // total, taxable (total × 100/118, rounded to the paisa), CGST, SGST: the odd paisa goes to SGST
    [19_900, 16_864, 1_518, 1_518], // ₹199: 16864.41
    [11_800, 10_000, 900, 900], // exact
    [9_900, 8_390, 755, 755], // ₹99: 8389.83
    [10_000, 8_475, 762, 763], // 8474.58, tax 1525 is odd
    [100, 85, 7, 8],
    [1, 1, 0, 0],
    [0, 0, 0, 0],
  ])('splits %i paise within a state: taxable %i, CGST %i, SGST %i', (total, taxable, cgst, sgst) => {
    expect(gstBreakup(total)).toEqual({ taxablePaise: taxable, cgstPaise: cgst, sgstPaise: sgst, igstPaise: 0, totalPaise: total });
  });

  it.each([
    [19_900, 16_864, 3_036],
    [10_000, 8_475, 1_525],
  ])('charges %i paise across states as IGST: taxable %i, IGST %i', (total, taxable, igst) => {
    expect(gstBreakup(total, true)).toEqual({ taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: igst, totalPaise: total });
  });

  it.each([-1, 199.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s as an amount in paise', (total) => {
    expect(() => gstBreakup(total)).toThrow(new RangeError(`gstBreakup: not an amount in paise: ${total}`));
  });
});

describe('the financial year of an invoice (April to March)', () => {
  it.each([
    ['2026-03-31', '25-26'],
    ['2026-04-01', '26-27'],
    ['2026-11-24', '26-27'],
    ['2027-01-01', '26-27'],
    ['2027-03-31', '26-27'],
    ['2027-04-01', '27-28'],
    ['2099-04-01', '99-00'],
    ['2000-01-01', '99-00'],
    ['2009-04-01', '09-10'],
  ])('%s is in %s', (day, fy) => expect(financialYear(day)).toBe(fy));
});

describe('invoice numbers', () => {
  it.each([
    ['KDG', '26-27', 1, 'KDG/26-27/00001'],
    ['KDG', '26-27', 12_345, 'KDG/26-27/12345'],
    ['KDG', '26-27', 123_456, 'KDG/26-27/123456'], // 16 characters
    ['HFZP', '27-28', 42, 'HFZP/27-28/00042'], // 16 characters
  ])('%s, %s, number %i: %s', (code, fy, sequence, number) => expect(invoiceNumber(code, fy, sequence)).toBe(number));

  it('refuses a number longer than 16 characters', () => {
    expect(() => invoiceNumber('HFZP', '27-28', 123_456)).toThrow(
      new RangeError('document number longer than 16 characters: HFZP/27-28/123456'),
    );
    expect(() => invoiceNumber('PATPG', '26-27', 1)).toThrow(RangeError);
  });

  it('vouchers run in their own series: A for an advance received, R for a refund, with the year in four digits', () => {
    expect(documentNumber('KDG', 'RECEIPT_VOUCHER', '26-27', 1)).toBe('KDG/A2627/00001');
    expect(documentNumber('KDG', 'REFUND_VOUCHER', '26-27', 7)).toBe('KDG/R2627/00007');
    expect(documentNumber('KDG', 'TAX_INVOICE', '26-27', 7)).toBe('KDG/26-27/00007');
    // A four-letter centre code still fits 16 characters; a sixth digit of sequence does not.
    expect(documentNumber('HFZP', 'RECEIPT_VOUCHER', '27-28', 99_999)).toBe('HFZP/A2728/99999');
    expect(() => documentNumber('HFZP', 'REFUND_VOUCHER', '27-28', 100_000)).toThrow(
      new RangeError('document number longer than 16 characters: HFZP/R2728/100000'),
    );
  });
});

describe('GSTINs', () => {
  it('knows the state codes of the centres', () => {
    expect(GST_STATE_CODES).toEqual({
      Karnataka: '29',
      Telangana: '36',
      Delhi: '07',
      Gujarat: '24',
      Maharashtra: '27',
      'Tamil Nadu': '33',
    });
  });

  it.each([
    ['27AAPFU0939F1Z', 'V'], // GSTN's published example
    ['29AAPCS1234K1Z', 'Y'],
    ['36AAPCS1234K1Z', '3'],
  ])('the check character of %s is %s', (first14, check) => expect(gstinCheckCharacter(first14)).toBe(check));

  it.each(['27AAPFU0939F1ZV', '29AAPCS1234K1ZY', '07AAPCS1234K1Z4', '24AAPCS1234K1Z8'])('%s is valid', (gstin) =>
    expect(isValidGstin(gstin)).toBe(true),
  );

  it.each([
    ['27AAPFU0939F1ZW', 'a wrong check character'],
    ['28AAPFU0939F1ZV', 'another state with the same check character'],
    ['27aapfu0939f1zv', 'lower case'],
    ['27AAPFU0939F1YV', 'no Z'],
    ['27AAPFU0939F0ZV', 'entity number 0'],
    ['27AAPFU0939F1Z', 'too short'],
    ['27AAPFU0939F1ZVX', 'too long'],
    // A character in front whose first 14 characters happen to check: the whole string must be the GSTIN.
    ['T27AAPFU0939F1ZV', 'a character in front'],
  ])('%s is not valid: %s', (gstin) => expect(isValidGstin(gstin)).toBe(false));

  it('refuses a character a GSTIN cannot hold, and a first part that is not 14 characters', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1-')).toThrow(new RangeError('not a GSTIN: 27AAPFU0939F1-'));
    expect(() => gstinCheckCharacter('27AAPFU')).toThrow(new RangeError('not a GSTIN: 27AAPFU'));
    expect(() => gstinCheckCharacter('27AAPFU0939F1ZV')).toThrow(new RangeError('not a GSTIN: 27AAPFU0939F1ZV'));
  });
});

// GST on the garage's documents (docs/decisions/035): amounts include GST at 18 % (SAC 998714,
// maintenance and repair of motor vehicles); a service performed at the garage is supplied in the
// garage's state, so the tax is CGST and SGST in halves. Each kind of document (tax invoice, receipt
// voucher, refund voucher) is numbered in its own series per garage and financial year (April–March).
import { GstDoc, type GstDocument } from '@/contracts/vocabulary';

export const GST_RATE_PERCENT = 18;
export const FEE_SAC = '998714';

export interface GstBreakup {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** Splits a GST-inclusive amount: 19900 → taxable 16864, CGST 1518, SGST 1518. IGST when the supply crosses states. */
export function gstBreakup(totalPaise: number, interState = false): GstBreakup {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new RangeError(`gstBreakup: not an amount in paise: ${totalPaise}`);
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxablePaise;
  if (interState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise };
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise };
}

/** The Indian financial year of an IST day, as an invoice number writes it: '2026-11-24' → '26-27', '2027-03-31' → '26-27'. */
export function financialYear(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Each series' mark in a document's number: a tax invoice has none; a receipt voucher A (an advance
 * received), a refund voucher R. One letter each, so that a four-letter centre code still fits.
 */
const SERIES_MARK: Readonly<Record<GstDocument, string>> = {
  [GstDoc.TAX_INVOICE]: '',
  [GstDoc.RECEIPT_VOUCHER]: 'A',
  [GstDoc.REFUND_VOUCHER]: 'R',
};

/**
 * A document's number, unique per garage, series and financial year and at most 16 characters, as
 * GST rules allow: 'KDG/26-27/00001' (tax invoice), 'KDG/A2627/00001' (receipt voucher),
 * 'KDG/R2627/00001' (refund voucher).
 */
export function documentNumber(garageCode: string, series: GstDocument, fy: string, sequence: number): string {
  const mark = SERIES_MARK[series];
  const year = mark ? `${mark}${fy.replace('-', '')}` : fy;
  const number = `${garageCode}/${year}/${String(sequence).padStart(5, '0')}`;
  if (number.length > 16) throw new RangeError(`document number longer than 16 characters: ${number}`);
  return number;
}

/** A tax invoice's number: 'KDG/26-27/00001'. */
export const invoiceNumber = (garageCode: string, fy: string, sequence: number): string =>
  documentNumber(garageCode, GstDoc.TAX_INVOICE, fy, sequence);

/** GST state codes of the states the centres are in (the first two digits of a GSTIN). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  Karnataka: '29',
  Telangana: '36',
  Delhi: '07',
  Gujarat: '24',
  Maharashtra: '27',
  'Tamil Nadu': '33',
};

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError(`not a GSTIN: ${first14}`);
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Whether a GSTIN has the right form (state code, PAN, entity, Z, check) and check character. */
export function isValidGstin(gstin: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

// The odometer reading typed at check-in (the console): optional; whole kilometres, with or without
// the Indian grouping commas. Pure, so the console and its test read it the same way.
import { MAX_ODOMETER_KM } from '@/contracts/check-in-limits';

export type OdometerInput = { ok: true; km: number | undefined } | { ok: false; message: string };

export const ODOMETER_MESSAGE = `Enter the odometer reading in whole kilometres (0 to ${MAX_ODOMETER_KM.toLocaleString('en-IN')}), or leave it empty`;

/** '45,210' → 45210; '' → none; anything else (a decimal, a letter, past the largest reading) is refused in words. */
export function readOdometer(text: string): OdometerInput {
  const plain = text
    .trim()
    .replaceAll(',', '')
    .replace(/\s*km$/i, '');
  if (plain === '') return { ok: true, km: undefined };
  if (!/^\d{1,7}$/.test(plain)) return { ok: false, message: ODOMETER_MESSAGE };
  const km = Number(plain);
  return km <= MAX_ODOMETER_KM ? { ok: true, km } : { ok: false, message: ODOMETER_MESSAGE };
}

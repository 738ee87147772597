// The token of the product's own survey page: the work order's id and a keyed hash of it (HMAC-SHA-256,
// 128 bits kept), 32 bytes in base64url. Nothing is stored: the same order always gets the same
// link, and a token that was not made here (or was cut short) names no order.
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The survey links' own key, derived from the product's secret key so that it signs nothing else. */
export const surveyKeyFrom = (secret: Buffer): Buffer => createHmac('sha256', secret).update('satisfaction-survey-link').digest();

const macOf = (key: Buffer, id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, MAC_BYTES);

/** The token of a work order's survey page. */
export function surveyToken(key: Buffer, orderId: string): string {
  const id = Buffer.from(orderId.replace(/-/g, ''), 'hex');
  return Buffer.concat([id, macOf(key, id)]).toString('base64url');
}

/** The work order a token names, or null when it was not made with this key. */
export function orderIdOfSurveyToken(key: Buffer, token: string): string | null {
  if (!TOKEN.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  // One spelling per token: the last character's two spare bits must be zero (else 'A…B' and 'A…A' would both pass).
  if (raw.toString('base64url') !== token) return null;
  const id = raw.subarray(0, raw.length - MAC_BYTES);
  if (id.length !== 16 || !timingSafeEqual(macOf(key, id), raw.subarray(id.length))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Requests between the proxy and a backend on another machine are signed with
// INTERNAL_API_SECRET: an HMAC over the method, path, sorted query, a hash of the body, the actor,
// a timestamp and a nonce. The backend refuses a request that is unsigned, altered, older than a
// minute, or whose nonce it has seen. Digests are fixed-length hex, so the comparison leaks nothing.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNED_HEADERS = {
  actor: 'x-internal-actor',
  timestamp: 'x-internal-timestamp',
  nonce: 'x-internal-nonce',
  signature: 'x-internal-signature',
} as const;

/** How old a signed request may be (either way, for clocks slightly apart). */
export const SIGNATURE_MAX_AGE_MS = 60_000;

interface Signed {
  method: string;
  url: string;
  body: string | Uint8Array | undefined;
  actor: string;
}

function canonical(s: Signed, timestamp: string, nonce: string): string {
  const url = new URL(s.url);
  const query = [...url.searchParams]
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const bodyHash = createHash('sha256')
    .update(s.body ?? '')
    .digest('hex');
  return [s.method.toUpperCase(), url.pathname, query, bodyHash, s.actor, timestamp, nonce].join('\n');
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The headers that sign a request to the backend. */
export function signatureHeaders(s: Signed, secret: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  const nonce = randomBytes(16).toString('hex');
  return {
    [SIGNED_HEADERS.actor]: s.actor,
    [SIGNED_HEADERS.timestamp]: timestamp,
    [SIGNED_HEADERS.nonce]: nonce,
    [SIGNED_HEADERS.signature]: hmac(secret, canonical(s, timestamp, nonce)),
  };
}

export type SignatureCheck = { ok: true; actor: string; nonce: string } | { ok: false; reason: string };

/** Checks a request's signature and age; the caller still checks the nonce has not been seen. */
/** What the headers alone tell: unsigned, stale or malformed, or worth reading the body for. */
export function checkSignatureHeaders(headers: Headers, now = Date.now()): { ok: true } | { ok: false; reason: string } {
  const timestamp = headers.get(SIGNED_HEADERS.timestamp);
  const given = headers.get(SIGNED_HEADERS.signature);
  if (headers.get(SIGNED_HEADERS.actor) === null || !timestamp || !headers.get(SIGNED_HEADERS.nonce) || !given)
    return { ok: false, reason: 'unsigned' };
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  if (!/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'malformed' };
  return { ok: true };
}

export function checkSignature(s: Omit<Signed, 'actor'>, headers: Headers, secret: string, now = Date.now()): SignatureCheck {
  const early = checkSignatureHeaders(headers, now);
  if (!early.ok) return early;
  const actor = headers.get(SIGNED_HEADERS.actor)!;
  const timestamp = headers.get(SIGNED_HEADERS.timestamp)!;
  const nonce = headers.get(SIGNED_HEADERS.nonce)!;
  const given = headers.get(SIGNED_HEADERS.signature)!;
  const expected = hmac(secret, canonical({ ...s, actor }, timestamp, nonce));
  if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'))) return { ok: false, reason: 'bad signature' };
  return { ok: true, actor, nonce };
}

/** An actor as it travels in a header: base64url JSON. */
export const encodeActor = (actor: unknown) => Buffer.from(JSON.stringify(actor)).toString('base64url');
export const decodeActor = (text: string): unknown => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));

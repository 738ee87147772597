import { ActorSchema, type Actor } from '@/contracts/actor';
import { API_ENDPOINTS, type Endpoint } from '@/contracts/endpoints';
import { checkSignature, checkSignatureHeaders, decodeActor, SIGNATURE_MAX_AGE_MS } from '@/runtime/internal-signature';
import { MAX_BODY_BYTES, readBodyBytes } from '@/runtime/read-json-body';

/** The largest body any endpoint declares: a signed request's body is read up to this, never further. */
const MAX_SIGNED_BODY_BYTES = Math.max(
  MAX_BODY_BYTES,
  ...Object.values(API_ENDPOINTS as Record<string, Endpoint>).map((e) => e.maxBodyBytes ?? 0),
);

/**
 * Where nonces are remembered: `firstUse` answers true once per nonce, for at least `ttlMs`, across
 * every process that checks signatures (the database's internal_nonces, nonce-store.ts).
 */
export interface NonceStore {
  firstUse(nonce: string, ttlMs: number): Promise<boolean>;
}

/**
 * The actor of a request that came over the network, or the reason it is refused. Only a request
 * signed with the shared secret is believed; a nonce is accepted once by all the backend processes
 * together. Nonces are remembered for twice the signature's lifetime, which covers every request
 * any of them could accept.
 */
export function createSignedAccess(secret: string, nonces: NonceStore, now: () => number = Date.now) {
  return async function actorOfSignedRequest(request: Request): Promise<{ ok: true; actor: Actor } | { ok: false; reason: string }> {
    // Unsigned, stale or malformed is refused before a byte of the body is read; a signed body is read
    // no further than the largest any endpoint declares.
    const early = checkSignatureHeaders(request.headers, now());
    if (!early.ok) return early;
    let body: Uint8Array | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      try {
        body = await readBodyBytes(request.clone(), MAX_SIGNED_BODY_BYTES);
      } catch {
        return { ok: false, reason: 'body too large or unreadable' };
      }
    }
    const check = checkSignature({ method: request.method, url: request.url, body }, request.headers, secret, now());
    if (!check.ok) return check;
    if (!(await nonces.firstUse(check.nonce, 2 * SIGNATURE_MAX_AGE_MS))) return { ok: false, reason: 'replayed' };
    let actor: unknown;
    try {
      actor = decodeActor(check.actor);
    } catch {
      return { ok: false, reason: 'malformed actor' };
    }
    const parsed = ActorSchema.safeParse(actor);
    return parsed.success ? { ok: true, actor: parsed.data } : { ok: false, reason: 'malformed actor' };
  };
}

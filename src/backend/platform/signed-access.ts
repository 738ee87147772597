import { LRUCache } from 'lru-cache';
import { ActorSchema, type Actor } from '@/contracts/actor';
import { checkSignature, decodeActor, SIGNATURE_MAX_AGE_MS } from '@/runtime/internal-signature';

/**
 * The actor of a request that came over the network, or the reason it is refused. Only a request
 * signed with the shared secret is believed; a nonce is accepted once. Nonces are remembered by
 * this process for twice the signature's lifetime, which covers every request it could accept.
 */
export function createSignedAccess(secret: string, now: () => number = Date.now) {
  const seen = new LRUCache<string, true>({ max: 200_000, ttl: 2 * SIGNATURE_MAX_AGE_MS });
  return async function actorOfSignedRequest(request: Request): Promise<{ ok: true; actor: Actor } | { ok: false; reason: string }> {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await request.clone().arrayBuffer());
    const check = checkSignature({ method: request.method, url: request.url, body }, request.headers, secret, now());
    if (!check.ok) return check;
    if (seen.has(check.nonce)) return { ok: false, reason: 'replayed' };
    seen.set(check.nonce, true);
    let actor: unknown;
    try { actor = decodeActor(check.actor); } catch { return { ok: false, reason: 'malformed actor' }; }
    const parsed = ActorSchema.safeParse(actor);
    return parsed.success ? { ok: true, actor: parsed.data } : { ok: false, reason: 'malformed actor' };
  };
}

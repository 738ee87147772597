// Who a batch's session cookie belongs to, as the collector needs it: a customer, or nobody. Without
// this every batch of a signed-in visitor costs a session look-up beside its insert (a round trip and
// about as much database work again, bench/analytics.mjs). The answer is kept in the process for
// SESSION_CACHE_MS, so a session ended meanwhile (signed out elsewhere, expired) may still name its
// customer on events for that long: a delay in attribution, never in permission, since nothing but the
// collector reads it. The rest of the product resolves every request's session afresh.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../platform/db/client';
import { resolveSession } from '../accounts';

/** How long a session's answer is kept. */
export const SESSION_CACHE_MS = 30_000;
/** Answers kept at once, the least recently used dropped first (a few hundred bytes each). */
export const SESSION_CACHE_MAX = 10_000;

export type ResolveCustomer = (token: string, now: Date) => Promise<string | undefined>;

export interface SessionCustomers {
  /** The customer signed in with this session token at `now`; undefined for no live session or staff. */
  customerOf(token: string, now: Date): Promise<string | undefined>;
  /** Forgets a token's answer (its customer was erased since). */
  forget(token: string): void;
}

/** The customer of a session as the accounts feature resolves it; staff and dead sessions are nobody here. */
export const customerOfSession =
  (db: Db): ResolveCustomer =>
  async (token, now) => {
    const session = await resolveSession(db, token, now);
    return session?.actor.kind === 'customer' ? session.actor.id : undefined;
  };

/** `resolve`'s answers kept per token for `lifetimeMs` of the caller's clock, at most `max` of them. */
export function cachedSessionCustomers(
  resolve: ResolveCustomer,
  { lifetimeMs = SESSION_CACHE_MS, max = SESSION_CACHE_MAX } = {},
): SessionCustomers {
  // Keyed by the token's hash, as the sessions table is: the process holds no usable token for long.
  const cache = new LRUCache<string, { customerId: string | undefined; until: number }>({ max });
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
  return {
    async customerOf(token, now) {
      const key = keyOf(token);
      const kept = cache.get(key);
      if (kept && now.getTime() < kept.until) return kept.customerId;
      const customerId = await resolve(token, now);
      cache.set(key, { customerId, until: now.getTime() + lifetimeMs });
      return customerId;
    },
    forget(token) {
      cache.delete(keyOf(token));
    },
  };
}

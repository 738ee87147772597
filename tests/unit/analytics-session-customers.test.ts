// The collector's answer to "whose session is this" (src/backend/analytics/session-customers.ts): kept
// for its lifetime on the caller's clock and no longer, bounded in number, forgotten on demand.
import { describe, expect, it } from 'vitest';
import { cachedSessionCustomers, SESSION_CACHE_MS } from '@/backend/analytics';

const T0 = new Date('2026-03-15T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A session store by hand: which token names which customer now, and how often it was asked. */
function sessionsByHand(initial: Record<string, string>) {
  const live = new Map(Object.entries(initial));
  const asked: string[] = [];
  const resolve = async (token: string) => {
    asked.push(token);
    return live.get(token);
  };
  return { live, asked, resolve };
}

describe("the collector's session answers", () => {
  it('asks once per token within the lifetime, and keeps naming an ended session’s customer until the lifetime is over', async () => {
    const store = sessionsByHand({ 'token-a': 'customer-a' });
    const sessions = cachedSessionCustomers(store.resolve);
    expect(await sessions.customerOf('token-a', T0)).toBe('customer-a');
    store.live.delete('token-a'); // signed out on another device
    expect(await sessions.customerOf('token-a', at(SESSION_CACHE_MS - 1))).toBe('customer-a');
    expect(store.asked).toEqual(['token-a']);
    expect(await sessions.customerOf('token-a', at(SESSION_CACHE_MS))).toBeUndefined();
    expect(store.asked).toEqual(['token-a', 'token-a']);
  });

  it('keeps "nobody" for the lifetime too, then asks again', async () => {
    const store = sessionsByHand({});
    const sessions = cachedSessionCustomers(store.resolve, { lifetimeMs: 1000 });
    expect(await sessions.customerOf('token-b', T0)).toBeUndefined();
    expect(await sessions.customerOf('token-b', at(999))).toBeUndefined();
    expect(store.asked).toEqual(['token-b']);
    store.live.set('token-b', 'customer-b');
    expect(await sessions.customerOf('token-b', at(1000))).toBe('customer-b');
  });

  it('holds at most `max` answers, dropping the least recently used', async () => {
    const store = sessionsByHand({ a: 'customer-a', b: 'customer-b', c: 'customer-c' });
    const sessions = cachedSessionCustomers(store.resolve, { max: 2 });
    await sessions.customerOf('a', T0);
    await sessions.customerOf('b', T0);
    await sessions.customerOf('a', T0); // a is now the more recent of the two
    await sessions.customerOf('c', T0); // b goes
    expect(store.asked).toEqual(['a', 'b', 'c']);
    await sessions.customerOf('a', T0);
    expect(store.asked).toEqual(['a', 'b', 'c']);
    await sessions.customerOf('b', T0);
    expect(store.asked).toEqual(['a', 'b', 'c', 'b']);
  });

  it('asks again for a token it was told to forget', async () => {
    const store = sessionsByHand({ a: 'customer-a' });
    const sessions = cachedSessionCustomers(store.resolve);
    await sessions.customerOf('a', T0);
    sessions.forget('a');
    store.live.delete('a');
    expect(await sessions.customerOf('a', at(1))).toBeUndefined();
    expect(store.asked).toEqual(['a', 'a']);
  });
});

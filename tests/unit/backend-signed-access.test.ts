// The backend believes a request from the network only when it is signed with the shared secret,
// fresh, unaltered and not seen before. Signatures here are built by hand from ADR 008's canonical
// form: METHOD\npath\nsorted query\nsha256(body) hex\nactor\ntimestamp\nnonce, HMAC-SHA256 hex.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSignedAccess } from '@/backend/platform/signed-access';
import { checkSignature } from '@/runtime/internal-signature';

const SECRET = 'a-secret-of-thirty-two-characters';
const T = 1_750_000_000_000;
const NONCE = '0123456789abcdef0123456789abcdef';
const CUSTOMER = { kind: 'customer', id: '7d1c2f0e-3b4a-4c5d-8e6f-9a0b1c2d3e4f' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Parts {
  method: string;
  path: string;
  query: string;
  body: string;
  actor: string;
  timestamp: string;
  nonce: string;
  secret?: string;
}
function signedHeaders(p: Parts): Headers {
  const bodyHash = createHash('sha256').update(p.body).digest('hex');
  const text = [p.method, p.path, p.query, bodyHash, p.actor, p.timestamp, p.nonce].join('\n');
  return new Headers({
    'x-internal-actor': p.actor,
    'x-internal-timestamp': p.timestamp,
    'x-internal-nonce': p.nonce,
    'x-internal-signature': createHmac('sha256', p.secret ?? SECRET)
      .update(text)
      .digest('hex'),
  });
}
const GOOD: Parts = {
  method: 'GET',
  path: '/v1/garage/serviceable',
  query: 'garage_id=g1&make=maruti',
  body: '',
  actor: b64(CUSTOMER),
  timestamp: String(T),
  nonce: NONCE,
};
const URL_OF_GOOD = 'http://backend:4321/v1/garage/serviceable?make=maruti&garage_id=g1';
const check = (headers: Headers, s: { method?: string; url?: string; body?: string } = {}, now = T) =>
  checkSignature({ method: s.method ?? 'GET', url: s.url ?? URL_OF_GOOD, body: s.body }, headers, SECRET, now);

describe('checking a signature', () => {
  it('accepts a request signed by hand over the canonical form, whatever the query order', () => {
    expect(check(signedHeaders(GOOD))).toEqual({ ok: true, actor: b64(CUSTOMER), nonce: NONCE });
  });

  it('sorts a repeated parameter by its values: signed over a=1&a=2&b=3, asked in any order', () => {
    const repeated = signedHeaders({ ...GOOD, query: 'a=1&a=2&b=3' });
    for (const order of ['a=1&a=2&b=3', 'b=3&a=2&a=1', 'a=2&b=3&a=1']) {
      expect(check(repeated, { url: `http://backend:4321/v1/garage/serviceable?${order}` }).ok).toBe(true);
    }
    // Values that differ are not the same query.
    expect(check(repeated, { url: 'http://backend:4321/v1/garage/serviceable?a=1&a=3&b=3' })).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it.each(['x-internal-actor', 'x-internal-timestamp', 'x-internal-nonce', 'x-internal-signature'])(
    'refuses a request without %s as unsigned',
    (name) => {
      const headers = signedHeaders(GOOD);
      headers.delete(name);
      expect(check(headers)).toEqual({ ok: false, reason: 'unsigned' });
    },
  );

  it('accepts a timestamp exactly 60 s old or ahead, and refuses one 60.001 s off as stale', () => {
    const headers = signedHeaders(GOOD);
    expect(check(headers, {}, T + 60_000).ok).toBe(true);
    expect(check(headers, {}, T - 60_000).ok).toBe(true);
    expect(check(headers, {}, T + 60_001)).toEqual({ ok: false, reason: 'stale' });
    expect(check(headers, {}, T - 60_001)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a timestamp that is not a number as stale', () => {
    expect(check(signedHeaders({ ...GOOD, timestamp: '1750000000000.0' }))).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a signature that is not 64 lower-case hex digits as malformed', () => {
    const headers = signedHeaders(GOOD);
    const given = headers.get('x-internal-signature')!;
    for (const bad of [given.toUpperCase(), given.slice(2), `${given}00`, 'z'.repeat(64)]) {
      headers.set('x-internal-signature', bad);
      expect(check(headers)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a signature made with another secret', () => {
    expect(check(signedHeaders({ ...GOOD, secret: 'another-secret-of-32-characters!' }))).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('refuses a request whose method, path, query, body or actor changed after signing', () => {
    const post = { ...GOOD, method: 'POST', path: '/v1/garage/notify-requests', query: '', body: '{"city":"Pune"}' };
    const postUrl = 'http://backend:4321/v1/garage/notify-requests';
    expect(check(signedHeaders(post), { method: 'POST', url: postUrl, body: '{"city":"Pune"}' }).ok).toBe(true);
    const refused = { ok: false, reason: 'bad signature' };
    expect(check(signedHeaders(post), { method: 'PUT', url: postUrl, body: '{"city":"Pune"}' })).toEqual(refused);
    expect(check(signedHeaders(post), { method: 'POST', url: postUrl, body: '{"city":"Agra"}' })).toEqual(refused);
    expect(check(signedHeaders(GOOD), { url: 'http://backend:4321/v1/garage/serviceables?make=maruti&garage_id=g1' })).toEqual(refused);
    expect(check(signedHeaders(GOOD), { url: 'http://backend:4321/v1/garage/serviceable?make=tata&garage_id=g1' })).toEqual(refused);
    expect(check(signedHeaders(GOOD), { url: 'http://backend:4321/v1/garage/serviceable?make=maruti&garage_id=g1&x=1' })).toEqual(refused);
    const otherActor = signedHeaders(GOOD);
    otherActor.set('x-internal-actor', b64({ kind: 'admin', id: CUSTOMER.id }));
    expect(check(otherActor)).toEqual(refused);
  });
});

/** Nonces in memory, as one process would keep them (the product keeps them in the database). */
const memoryNonces = () => {
  const seen = new Set<string>();
  return { firstUse: async (nonce: string) => !seen.has(nonce) && Boolean(seen.add(nonce)) };
};

describe('signed access to the backend', () => {
  const request = (p: Parts, init: RequestInit = {}) =>
    new Request(`http://backend:4321${p.path}${p.query ? `?${p.query}` : ''}`, { method: p.method, headers: signedHeaders(p), ...init });

  it('accepts a good request once, with its actor, and refuses it replayed', async () => {
    const access = createSignedAccess(SECRET, memoryNonces(), () => T + 1000);
    expect(await access(request(GOOD))).toEqual({ ok: true, actor: CUSTOMER });
    expect(await access(request(GOOD))).toEqual({ ok: false, reason: 'replayed' });
    expect(await access(request({ ...GOOD, nonce: 'fedcba9876543210fedcba9876543210' }))).toEqual({ ok: true, actor: CUSTOMER });
  });

  it('still refuses a replayed nonce a moment later: nonces are remembered for minutes, not milliseconds', async () => {
    const access = createSignedAccess(SECRET, memoryNonces(), () => T);
    expect(await access(request(GOOD))).toEqual({ ok: true, actor: CUSTOMER });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await access(request(GOOD))).toEqual({ ok: false, reason: 'replayed' });
  });

  it('checks the body of a POST', async () => {
    const access = createSignedAccess(SECRET, memoryNonces(), () => T);
    const post = { ...GOOD, method: 'POST', path: '/v1/garage/notify-requests', query: '', body: '{"city":"Pune"}' };
    expect(await access(request(post, { body: '{"city":"Pune"}' }))).toEqual({ ok: true, actor: CUSTOMER });
    expect(await access(request({ ...post, nonce: 'ab'.repeat(16) }, { body: '{"city":"Agra"}' }))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('refuses an unsigned or stale request', async () => {
    const access = createSignedAccess(SECRET, memoryNonces(), () => T + 60_001);
    expect(await access(new Request('http://backend:4321/v1/garage/serviceable'))).toEqual({ ok: false, reason: 'unsigned' });
    expect(await access(request(GOOD))).toEqual({ ok: false, reason: 'stale' });
  });

  it.each([
    ['not base64url JSON', '%%%not-json'],
    ['JSON that is not an actor', b64({ kind: 'root' })],
    ['a customer without a valid id', b64({ kind: 'customer', id: 'me' })],
    ['a bare string', b64('admin')],
  ])('refuses a malformed actor: %s', async (_what, actor) => {
    const access = createSignedAccess(SECRET, memoryNonces(), () => T);
    expect(await access(request({ ...GOOD, actor }))).toEqual({ ok: false, reason: 'malformed actor' });
  });
});

describe('signed access reads the body only when it may', () => {
  /** A POST whose body stream counts the bytes pulled from it. */
  const counted = (bytes: number, headers: Record<string, string>) => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    // No chunk is pulled ahead: only what a reader asks for.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= bytes) return controller.close();
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    return {
      request: new Request('http://backend:4321/v1/garage/notify-requests', {
        method: 'POST',
        body,
        headers,
        duplex: 'half',
      } as RequestInit),
      pulled: () => pulled,
    };
  };

  it('an unsigned or stale request is refused before a byte of its body is read', async () => {
    const access = createSignedAccess(SECRET, memoryNonces(), () => T);
    const unsigned = counted(10 << 20, {});
    expect(await access(unsigned.request)).toEqual({ ok: false, reason: 'unsigned' });
    expect(unsigned.pulled()).toBe(0);
    const stale = counted(10 << 20, Object.fromEntries(signedHeaders({ ...GOOD, method: 'POST', timestamp: String(T - 120_000) })));
    expect(await access(stale.request)).toEqual({ ok: false, reason: 'stale' });
    expect(stale.pulled()).toBe(0);
  });

  it('a signed body is read no further than the largest body an endpoint declares (the estimate photo, about 8 MB)', async () => {
    const access = createSignedAccess(SECRET, memoryNonces(), () => T);
    const huge = counted(64 << 20, Object.fromEntries(signedHeaders({ ...GOOD, method: 'POST' })));
    expect(await access(huge.request)).toEqual({ ok: false, reason: 'body too large or unreadable' });
    // Stopped within a chunk of the limit (8,196 KB of base64 and JSON, plus one 64 KB chunk read ahead).
    expect(huge.pulled()).toBeLessThan(8_500 * 1024);
  });
});

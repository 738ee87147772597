// The server's lane for plain API writes (decision 060): which writes take it (held to the Astro pages
// that would otherwise answer them), and that it answers them as the middleware and the endpoint do:
// the JSON and cross-site checks, the session (a dead one cleared, an unreadable one a 503), the body's
// rules, the actor and Idempotency-Key passed on, and answers for one person never kept.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SETTINGS = ['APP_ENV', 'LOG_LEVEL', 'SITE_ORIGIN', 'REQUEST_TIMEOUT_MS'] as const;
const saved = Object.fromEntries(SETTINGS.map((k) => [k, process.env[k]]));
afterEach(async () => {
  (await import('@/proxy/upstream')).registerInProcessBackend(undefined);
  for (const k of SETTINGS)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  vi.resetModules();
});

const CUSTOMER = { kind: 'customer', id: '5f0c6a52-8d4e-4b7a-9c1e-2a3b4c5d6e7f' };
const NOTIFY = { contact: '9876543210', city: 'Mysuru' };
const NOTIFIED = { id: 'n1', contact: '9876543210', contactKind: 'PHONE', city: 'Mysuru', pincode: null, created: true };

type Seen = { path: string; actor: unknown; body: string; idempotencyKey: string | null };

/** The lane with a backend in this process that answers sessions by `sessions` and every other call with `reply`. */
async function lane(
  sessions: (token: string) => Response,
  reply: () => Response = () => Response.json({ data: NOTIFIED }, { status: 201 }),
) {
  for (const k of SETTINGS) delete process.env[k];
  Object.assign(process.env, { APP_ENV: 'test', LOG_LEVEL: 'silent', SITE_ORIGIN: 'http://service.example.in' });
  vi.resetModules();
  const seen: Seen[] = [];
  (await import('@/proxy/upstream')).registerInProcessBackend({
    async handle(request, actor) {
      const body = await request.text();
      const url = new URL(request.url);
      if (url.pathname === '/v1/garage/users/session') return sessions(JSON.parse(body).token);
      seen.push({ path: url.pathname, actor, body, idempotencyKey: request.headers.get('idempotency-key') });
      return reply();
    },
  });
  const mod = await import('@/proxy/write-lane');
  const write = (pathname: string, body: string, headers: Record<string, string> = {}, method = 'POST') => {
    const endpoint = mod.laneEndpoint(method, pathname);
    if (!endpoint) throw new Error(`the lane does not take ${method} ${pathname}`);
    const all: Record<string, string> = { 'content-type': 'application/json', host: 'service.example.in', ...headers };
    return mod.answerWrite(endpoint, { method, search: '', header: (name) => all[name] ?? null, body: Buffer.from(body) });
  };
  return { ...mod, seen, write };
}
const anonymous = () => Response.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } }, { status: 401 });
const live = () => Response.json({ data: { actor: CUSTOMER, userName: 'Asha' } });

describe('which writes take the lane', () => {
  it('is every write whose Astro page is the plain proxy endpoint of a path without segments, and no other', async () => {
    const pages = path.resolve('src/pages/api');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : [full];
      });
    const plain = files(pages).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const (POST|PUT|PATCH|DELETE) = proxyEndpoint\('([^']+)'\);/g)]
        .map((m) => m[2]!)
        .filter((key) => !key.includes('{') && !key.startsWith('sandbox-gateway')),
    );
    const { LANE_WRITES } = await lane(anonymous);
    expect([...LANE_WRITES].sort()).toEqual(plain.sort());
    expect(LANE_WRITES).toHaveLength(17);
  });

  it('takes a write only by its declared method and its address exactly as declared', async () => {
    const { laneEndpoint } = await lane(anonymous);
    expect(laneEndpoint('POST', '/service-centre/api/booking')?.upstream).toBe('/v1/garage/bookings');
    expect(laneEndpoint('PUT', '/service-centre/api/service-reminders')).toBeDefined();
    for (const [method, pathname] of [
      ['GET', '/service-centre/api/booking'],
      ['PUT', '/service-centre/api/booking'],
      ['POST', '/service-centre/api/booking/'],
      ['POST', '/service-centre/api/Booking'],
      ['POST', '/service-centre/api/sandbox-gateway/pay'],
      ['POST', '/service-centre/api/payments/webhook'],
      ['POST', '/service-centre/api/sign-in/verify'],
      ['PATCH', '/service-centre/api/appointment/5f0c6a52-8d4e-4b7a-9c1e-2a3b4c5d6e7f'],
    ])
      expect([method, pathname, laneEndpoint(method!, pathname!)]).toEqual([method, pathname, undefined]);
  });
});

describe('a write through the lane', () => {
  it('passes the body, the visitor and the Idempotency-Key to the backend, and relays its answer', async () => {
    const { write, seen } = await lane(anonymous);
    const answer = await write('/service-centre/api/notify-me', JSON.stringify(NOTIFY), { 'idempotency-key': 'k-1' });
    expect([answer.status, await answer.json()]).toEqual([201, { data: NOTIFIED }]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.headers.get('set-cookie')).toBeNull();
    // notify-me is not declared idempotent: the key is not passed on.
    expect(seen).toEqual([
      { path: '/v1/garage/notify-requests', actor: { kind: 'anonymous' }, body: JSON.stringify(NOTIFY), idempotencyKey: null },
    ]);
  });

  it("acts as the session's customer, and keeps their answer private", async () => {
    const { write, seen } = await lane(live);
    const answer = await write('/service-centre/api/notify-me', JSON.stringify(NOTIFY), { cookie: 'theme=dark; sc_session=tok-1' });
    expect(answer.status).toBe(201);
    expect(seen.map((s) => s.actor)).toEqual([CUSTOMER]);
    expect([answer.headers.get('cache-control'), answer.headers.get('vary')]).toEqual(['private, no-store', 'Cookie']);
  });

  it('clears a dead session cookie as Astro does, and goes on as a visitor', async () => {
    const { write, seen } = await lane(anonymous);
    const answer = await write('/service-centre/api/booking', JSON.stringify({}), { cookie: 'sc_session=gone' });
    expect([answer.status, (await answer.json()).error.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(answer.headers.getSetCookie()).toEqual([
      'sc_session=deleted; Path=/service-centre; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ]);
    expect(seen).toEqual([]);
  });

  it('answers 503 with Retry-After when the session cannot be checked, without calling the endpoint', async () => {
    const { write, seen } = await lane(() => {
      throw new Error('connection refused');
    });
    const answer = await write('/service-centre/api/notify-me', JSON.stringify(NOTIFY), { cookie: 'sc_session=tok-1' });
    expect([answer.status, answer.headers.get('retry-after'), await answer.json()]).toEqual([
      503,
      '5',
      { error: { code: 'UNAVAILABLE', message: 'We could not check your sign-in just now; please try again in a minute' } },
    ]);
    expect(seen).toEqual([]);
  });

  it('refuses a body not declared JSON (415) and a write from another site (403) before the session is read', async () => {
    const sessions = vi.fn(live);
    const { write } = await lane(sessions);
    const form = await write('/service-centre/api/notify-me', 'contact=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect([form.status, await form.json()]).toEqual([
      415,
      { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as JSON (Content-Type: application/json)' } },
    ]);
    const other = await write('/service-centre/api/notify-me', JSON.stringify(NOTIFY), {
      origin: 'https://evil.example',
      cookie: 'sc_session=t',
    });
    expect([other.status, await other.json()]).toEqual([
      403,
      { error: { code: 'FORBIDDEN', message: 'Cross-site requests are not accepted' } },
    ]);
    // From the product's own origin, or its public one, the same write goes through.
    const own = await write('/service-centre/api/notify-me', JSON.stringify(NOTIFY), { origin: 'http://service.example.in' });
    expect(own.status).toBe(201);
    expect(sessions).not.toHaveBeenCalled();
  });

  it('refuses an empty, malformed or too deeply nested body with the same texts as through Astro', async () => {
    const { write, seen } = await lane(anonymous);
    for (const [body, message] of [
      ['', 'The request body is empty'],
      ['{"contact":', 'The request body is not valid JSON'],
      [`${'['.repeat(33)}${']'.repeat(33)}`, 'The request body is nested too deeply'],
    ]) {
      const answer = await write('/service-centre/api/notify-me', body!);
      expect([answer.status, await answer.json()]).toEqual([400, { error: { code: 'BAD_REQUEST', message } }]);
    }
    const invalid = await write('/service-centre/api/notify-me', JSON.stringify({ contact: '12', city: 'Mysuru' }));
    expect([invalid.status, (await invalid.json()).error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(seen).toEqual([]);
  });
});

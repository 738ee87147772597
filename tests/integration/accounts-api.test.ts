import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startInProcessApp, type InProcessApp } from '../support/app-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { redisReachable, REDIS_URL } from '../support/redis';
import { createTestSession } from '../support/sessions';
import { latestCode } from '../support/sign-in';

// Sign-in, sessions and personal answers through the built server (proxy, middleware, byte cache).

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const cookieOf = (response: Response) => /sc_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

describe('accounts through the server', () => {
  let app: InProcessApp;
  const api = (path: string, init?: RequestInit) => fetch(`${app.base}/service-centre/api/${path}`, init);
  const signIn = async (phone: string, cookie?: string) => {
    const started = await (await api('sign-in/start', json({ phoneNumber: phone }, cookie ? { cookie } : {}))).json();
    const code = await latestCode(app.backend.deps.db, phone);
    return api('sign-in/verify', json({ attemptId: started.data.attemptId, code }, cookie ? { cookie } : {}));
  };
  beforeAll(async () => {
    app = await startInProcessApp('pglite');
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('a right code sets an HttpOnly, SameSite=Lax session cookie for /service-centre; the answer holds no token', async () => {
    const response = await signIn('9876543210');
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sc_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('Max-Age=7776000');
    expect(setCookie).toContain('Path=/service-centre');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const body = await response.json();
    expect(body).toEqual({
      data: { user: { userName: 'Asha Rao', phoneNumber: '9876543210', email: 'asha.rao@example.in', userType: 'PH', role: 'CUSTOMER' } },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('the token changes at sign-in and the old one is dead; after sign-out the new one is dead too', async () => {
    const first = cookieOf(await signIn('9345000001'))!;
    const second = await signIn('9345000001', `sc_session=${first}`);
    const renewed = cookieOf(second)!;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(first);
    expect((await api('get-user-details', { headers: { cookie: `sc_session=${first}` } })).status).toBe(401);
    expect((await api('get-user-details', { headers: { cookie: `sc_session=${renewed}` } })).status).toBe(200);
    const out = await api('sign-out', json({}, { cookie: `sc_session=${renewed}` }));
    expect(await out.json()).toEqual({ data: { ended: 1 } });
    expect(out.headers.get('set-cookie')).toMatch(/^sc_session=deleted; .*Expires=Thu, 01 Jan 1970/);
    expect((await api('get-user-details', { headers: { cookie: `sc_session=${renewed}` } })).status).toBe(401);
  });

  it('signed-in answers are private, no-store and never shared: two people in a row see their own names', async () => {
    const asha = await createTestSession(app.backend.deps.db, '9876543210');
    const priya = await createTestSession(app.backend.deps.db, '9345000002', { name: 'Priya Shah' });
    for (const [session, name, other] of [
      [asha, 'Asha Rao', 'Priya Shah'],
      [priya, 'Priya Shah', 'Asha Rao'],
    ] as const) {
      const page = await fetch(`${app.base}/service-centre/bookings`, { headers: { cookie: session.cookie } });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      const html = await page.text();
      expect(html).toContain(name);
      expect(html).not.toContain(other);
      const me = await api('get-user-details', { headers: { cookie: session.cookie } });
      expect(me.headers.get('cache-control')).toBe('private, no-store');
      expect((await me.json()).data.userName).toBe(name);
    }
  });

  it('a shared page asked with a session cookie is not served from, nor stored in, the byte cache', async () => {
    const url = `${app.base}/service-centre/ad-services/car-garage`;
    // The first answer is stored once its body has been sent in full: read it before asking again.
    await (await fetch(url)).text();
    const stored = await fetch(url);
    expect(stored.headers.get('x-cache')).toBe('HIT');
    const session = await createTestSession(app.backend.deps.db, '9345000003');
    const personal = await fetch(url, { headers: { cookie: session.cookie } });
    expect(personal.headers.get('x-cache')).toBeNull();
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a cross-site sign-in, and a body that is not JSON', async () => {
    const crossSite = await api(
      'sign-in/start',
      json({ phoneNumber: '9345000004' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe('FORBIDDEN');
    const form = await api('sign-in/start', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'phoneNumber=9345000004',
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the body as JSON (Content-Type: application/json)',
    });
    const plain = await api('sign-out', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(plain.status).toBe(415);
  });

  it('changing the number answers a number with an account as one without: the same status, headers and fields', async () => {
    const asker = await createTestSession(app.backend.deps.db, '9345000021');
    await createTestSession(app.backend.deps.db, '9345000022');
    const ask = async (phoneNumber: string) => {
      const response = await api('change-phone/start', json({ phoneNumber }, { cookie: asker.cookie }));
      const body = await response.json();
      return [
        response.status,
        response.headers.get('content-type'),
        response.headers.get('cache-control'),
        Object.keys(body.data ?? body).sort(),
        body.data?.expiresInSeconds,
      ];
    };
    const expected = [200, 'application/json; charset=utf-8', 'private, no-store', ['attemptId', 'expiresInSeconds', 'maskedPhone'], 300];
    expect(await ask('9345000022')).toEqual(expected);
    expect(await ask('9345000023')).toEqual(expected);
  });

  it('signs in inside the app webview too: the page is served, and the cookie works there', async () => {
    const page = await fetch(`${app.base}/service-centre/sign-in?hide_app_bar=true`, {
      headers: { cookie: 'platform=android_webview' },
      redirect: 'manual',
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign in');
    expect(html).not.toContain('class="site-header"');
    const session = await createTestSession(app.backend.deps.db, '9345000007');
    const me = await api('get-user-details', { headers: { cookie: `platform=android_webview; ${session.cookie}` } });
    expect((await me.json()).data.phoneNumber).toBe('9345000007');
  });

  it('answers 401 to get-user-details without a session, and with a made-up one (clearing it)', async () => {
    expect((await api('get-user-details')).status).toBe(401);
    const forged = await api('get-user-details', { headers: { cookie: `sc_session=${randomBytes(32).toString('base64url')}` } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('set-cookie')).toMatch(/^sc_session=deleted; .*Expires=Thu, 01 Jan 1970/);
  });

  it('staff pages: a visitor is sent to sign-in, a customer gets 403, an advisor the console', async () => {
    const visitor = await fetch(`${app.base}/service-centre/staff`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/service-centre/sign-in?next=%2Fservice-centre%2Fstaff');
    const customer = await createTestSession(app.backend.deps.db, '9345000005');
    const refused = await fetch(`${app.base}/service-centre/staff`, { headers: { cookie: customer.cookie }, redirect: 'manual' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Redirecting you to your account screen');
    const advisor = await createTestSession(app.backend.deps.db, '9345000006', {
      role: 'ADVISOR',
      name: 'Test Advisor',
      garageIds: ['4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002'],
    });
    const console = await fetch(`${app.base}/service-centre/staff`, { headers: { cookie: advisor.cookie } });
    expect(console.status).toBe(200);
    const html = await console.text();
    expect(html).toContain('Advisor console');
    expect(html).toContain('Thanisandra');
    expect(html).not.toContain('Kudlu Gate');
  });
});

const shared = (await postgresReachable()) && (await redisReachable());
describe.skipIf(!shared)('the code limit holds across two server processes sharing Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase('sc_accounts', { seeded: true });
    drop = database.drop;
    const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: `t${randomBytes(4).toString('hex')}`, RATE_LIMIT_FACTOR: '100' };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await drop?.();
  });

  it('three codes in 15 minutes for one number, wherever they are asked for', async () => {
    const ask = async (server: ServerProcess) =>
      (await fetch(`${server.url}/service-centre/api/sign-in/start`, json({ phoneNumber: '9345000010' }))).status;
    expect([await ask(a), await ask(b), await ask(a), await ask(b), await ask(a)]).toEqual([200, 200, 200, 429, 429]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS, backendEndpoints, type Endpoint } from '@/contracts/endpoints';
import { honoPath } from '@/backend/platform/http';
import type { Actor } from '@/contracts/actor';
import { startInProcessApp, type InProcessApp } from '../support/app-server';
import { createTestSession, type TestSession } from '../support/sessions';

// Every served route, on the backend and on the proxy, is checked against the access its declaration
// states (src/contracts/endpoints/define.ts, Access). The routes come from the served route tables, so a
// new route without a declared access, or one that does not keep to it, fails here.
//
// The matrix of the accounts issue: user A gets A's data; user B gets their own, never A's; a visitor
// gets 401; for a record's id (owner), B and an advisor of another garage get 404; a customer on a
// staff route gets 403.
const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';

/** Records that belong to someone, one fixture per owner route: none is served yet (bookings bring them). */
const OWNER_FIXTURES: Record<string, never> = {};

describe('every route keeps to its declared access', () => {
  let app: InProcessApp;
  let a: TestSession;
  let b: TestSession;
  let advisor: TestSession;
  /** A new session of the same person: sign-out routes end every session of the caller. */
  const fresh = (session: TestSession) => createTestSession(app.backend.deps.db, session.phoneNumber);
  const actorOf = async (session: TestSession): Promise<Actor> => {
    const r = await app.backend.call('/v1/garage/users/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: session.token }) });
    const body = (await r.json()) as { data?: { actor: Actor } };
    if (!body.data) throw new Error(`session of ${session.phoneNumber} did not resolve: ${r.status} ${JSON.stringify(body)}`);
    return body.data.actor;
  };
  beforeAll(async () => {
    app = await startInProcessApp('pglite');
    a = await createTestSession(app.backend.deps.db, '9345100001', { name: 'Anil Alpha' });
    b = await createTestSession(app.backend.deps.db, '9345100002', { name: 'Bina Beta' });
    advisor = await createTestSession(app.backend.deps.db, '9345100003', { role: 'ADVISOR', name: 'Other Garage Advisor', garageIds: [THANISANDRA] });
  });
  afterAll(async () => { await app?.stop(); });

  const backendCall = (endpoint: Endpoint, actor?: Actor) => {
    const path = endpoint.upstream!.replace(/\{(\w+)\}/g, 'x');
    const init: RequestInit = endpoint.method === 'GET' ? {} : { method: endpoint.method, headers: { 'content-type': 'application/json' }, body: '{}' };
    return app.backend.call(path, init, actor);
  };
  const proxyCall = (path: string, endpoint: Endpoint, cookie?: string) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const init: RequestInit = endpoint.method === 'GET' ? { headers } : { method: endpoint.method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' };
    return fetch(`${app.base}/service-centre/api/${path.replace(/\{(\w+)\}/g, 'x')}`, init);
  };

  it('every backend route is declared, with its access', () => {
    const declared = backendEndpoints();
    const undeclared = app.backend.backend.routes()
      .filter((r) => !declared.some((e) => e.method === r.method && honoPath(e.upstream!) === r.path))
      .map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
    expect(declared.filter((e) => !['public', 'signed-in', 'owner', 'staff', 'internal'].includes(e.access)).map((e) => e.upstream)).toEqual([]);
  });

  it('public and internal routes answer a visitor without asking for sign-in', async () => {
    const asked: string[] = [];
    for (const endpoint of backendEndpoints().filter((e) => e.access === 'public' || e.access === 'internal')) {
      const status = (await backendCall(endpoint)).status;
      if (status === 401 || status === 403) asked.push(`${endpoint.method} ${endpoint.upstream} → ${status}`);
    }
    expect(asked).toEqual([]);
  });

  it('signed-in routes: 401 for a visitor; A and B each get their own data, never the other’s (backend)', async () => {
    const routes = backendEndpoints().filter((e) => e.access === 'signed-in');
    expect(routes.map((e) => e.upstream).sort()).toEqual(['/v1/garage/users/appointments', '/v1/garage/users/me', '/v1/garage/users/sessions/end', '/v1/garage/users/sessions/end-all']);
    for (const endpoint of routes) {
      const anonymous = await backendCall(endpoint);
      expect([endpoint.upstream, anonymous.status]).toEqual([endpoint.upstream, 401]);
      const actorA = await actorOf(await fresh(a));
      const actorB = await actorOf(await fresh(b));
      const forA = await backendCall(endpoint, actorA);
      const forB = await backendCall(endpoint, actorB);
      expect([endpoint.upstream, forA.status, forB.status]).toEqual([endpoint.upstream, 200, 200]);
      const textB = await forB.text();
      expect(textB).not.toContain(a.phoneNumber);
      expect(textB).not.toContain('Anil Alpha');
    }
    const me = await backendCall(backendEndpoints().find((e) => e.upstream === '/v1/garage/users/me')!, await actorOf(await fresh(a)));
    expect((await me.json()).data).toMatchObject({ phoneNumber: '9345100001', userName: 'Anil Alpha' });
  });

  it('owner and staff routes each have a fixture (none is served yet)', () => {
    const owned = backendEndpoints().filter((e) => e.access === 'owner' || e.access === 'staff').map((e) => e.upstream!);
    expect(owned.filter((path) => !(path in OWNER_FIXTURES))).toEqual([]);
  });

  it('through the proxy: signed-in paths answer 401 to a visitor and each person their own', async () => {
    const routes = Object.entries(API_ENDPOINTS).filter(([, e]) => e.access === 'signed-in');
    expect(routes.map(([path]) => path)).toEqual(['get-user-details']);
    for (const [path, endpoint] of routes) {
      expect((await proxyCall(path, endpoint)).status).toBe(401);
      const forA = await proxyCall(path, endpoint, (await fresh(a)).cookie);
      const forB = await proxyCall(path, endpoint, (await fresh(b)).cookie);
      expect([forA.status, forB.status]).toEqual([200, 200]);
      expect(await forA.text()).toContain('Anil Alpha');
      const textB = await forB.text();
      expect(textB).toContain('Bina Beta');
      expect(textB).not.toContain('Anil Alpha');
    }
  });

  it('through the proxy: public paths never ask a visitor to sign in; internal ones have no path', async () => {
    const asked: string[] = [];
    for (const [path, endpoint] of Object.entries(API_ENDPOINTS)) {
      expect([path, endpoint.access]).not.toEqual([path, 'internal']);
      if (endpoint.access !== 'public') continue;
      const status = (await proxyCall(path, endpoint)).status;
      if (status === 401 || status === 403) asked.push(`${endpoint.method} /api/${path} → ${status}`);
    }
    expect(asked).toEqual([]);
  });

  it('the advisor of another garage and customers are kept to their own: a customer on a staff page gets 403', async () => {
    const refused = await fetch(`${app.base}/service-centre/staff`, { headers: { cookie: (await fresh(a)).cookie }, redirect: 'manual' });
    expect(refused.status).toBe(403);
    const own = await fetch(`${app.base}/service-centre/staff`, { headers: { cookie: advisor.cookie } });
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toContain('Thanisandra');
    expect(html).not.toContain('Kudlu Gate');
  });
});

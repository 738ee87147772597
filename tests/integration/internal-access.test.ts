import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { seededDataDir } from '../support/pglite-image';

// The signature is written out here by hand from docs/decisions/008, so a change to the format
// that the documentation does not follow fails this test.
const SECRET = 'split-deployment-secret-0123';
const ANONYMOUS = Buffer.from(JSON.stringify({ kind: 'anonymous' })).toString('base64url');

function signed(
  url: string,
  { method = 'GET', body = '', at = Date.now(), nonce = randomBytes(16).toString('hex'), actor = ANONYMOUS, secret = SECRET } = {},
) {
  const u = new URL(url);
  const query = [...u.searchParams]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const text = [method, u.pathname, query, createHash('sha256').update(body).digest('hex'), actor, String(at), nonce].join('\n');
  return {
    'x-internal-actor': actor,
    'x-internal-timestamp': String(at),
    'x-internal-nonce': nonce,
    'x-internal-signature': createHmac('sha256', secret).update(text).digest('hex'),
  };
}

describe('the backend on another machine', () => {
  const dirs: string[] = [];
  let backend: ServerProcess;
  let web: ServerProcess;
  beforeAll(async () => {
    const dir = await seededDataDir('sc-split-');
    dirs.push(dir);
    backend = await startServerProcess({ DATA_DIR: dir, INTERNAL_API_SECRET: SECRET });
    web = await startServerProcess({ DATA_DIR: dir, SERVE_BACKEND: 'false', UPSTREAM_URL: backend.url, INTERNAL_API_SECRET: SECRET });
  }, 120_000);
  afterAll(async () => {
    await web?.stop();
    await backend?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('refuses an unsigned request, even with identity headers', async () => {
    const res = await fetch(`${backend.url}/v1/health`, {
      headers: { 'x-user-id': '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001', 'x-internal-secret': SECRET },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('FORBIDDEN');
  });

  it('serves a signed request', async () => {
    const url = `${backend.url}/v1/garage/pincode/560068`;
    const res = await fetch(url, { headers: signed(url) });
    expect(res.status).toBe(200);
    expect((await res.json()).data.garage.code).toBe('KDG');
  });

  it('refuses a request signed more than a minute ago, or one minute ahead', async () => {
    const url = `${backend.url}/v1/health`;
    expect((await fetch(url, { headers: signed(url, { at: Date.now() - 61_000 }) })).status).toBe(403);
    expect((await fetch(url, { headers: signed(url, { at: Date.now() + 61_000 }) })).status).toBe(403);
    expect((await fetch(url, { headers: signed(url, { at: Date.now() - 50_000 }) })).status).toBe(200);
  });

  it('refuses a replayed nonce, a changed path, query or actor, and another secret', async () => {
    const url = `${backend.url}/v1/garage/pincode/560068`;
    const headers = signed(url);
    expect((await fetch(url, { headers })).status).toBe(200);
    expect((await fetch(url, { headers })).status).toBe(403);
    expect((await fetch(`${backend.url}/v1/garage/pincode/560102`, { headers: signed(url) })).status).toBe(403);
    const q = `${backend.url}/v1/garage/serviceable?garage_id=4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001&make=kia`;
    expect((await fetch(q.replace('kia', 'bmw'), { headers: signed(q) })).status).toBe(403);
    const admin = Buffer.from(JSON.stringify({ kind: 'admin', id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001' })).toString('base64url');
    expect((await fetch(url, { headers: { ...signed(url), 'x-internal-actor': admin } })).status).toBe(403);
    expect((await fetch(url, { headers: signed(url, { secret: 'another-secret-of-16+' }) })).status).toBe(403);
  });

  it('signs a POST over its body: a changed body is refused', async () => {
    const url = `${backend.url}/v1/garage/notify-requests`;
    const body = JSON.stringify({ contact: '9811122233', city: 'Pune' });
    const headers = { ...signed(url, { method: 'POST', body }), 'content-type': 'application/json' };
    expect((await fetch(url, { method: 'POST', headers, body: body.replace('Pune', 'Agra') })).status).toBe(403);
    expect(
      (
        await fetch(url, {
          method: 'POST',
          headers: { ...signed(url, { method: 'POST', body }), 'content-type': 'application/json' },
          body,
        })
      ).status,
    ).toBe(201);
  });

  it('a web process with UPSTREAM_URL serves the journey through it', async () => {
    const res = await fetch(`${web.url}/service-centre/api/pincode-mapping/560068`);
    expect(res.status).toBe(200);
    expect((await res.json()).data.garage.locality).toBe('Kudlu Gate');
    const page = await fetch(`${web.url}/service-centre/ad-services/home`);
    expect(await page.text()).toContain('Periodic service');
    // The web process itself holds no backend.
    expect((await fetch(`${web.url}/v1/health`)).status).toBe(404);
  });
});

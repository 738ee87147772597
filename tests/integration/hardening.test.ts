import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { seededDataDir } from '../support/pglite-image';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { relayTo, type TcpRelay } from '../support/tcp-relay';

const dirs: string[] = [];
const tempDataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'sc-hard-'));
  dirs.push(d);
  return d;
};
/** A DATA_DIR migrated and seeded already: these servers are started to be probed, not to prove seeding. */
const seededDir = async () => {
  const d = await seededDataDir('sc-hard-');
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

describe('the server on the internet', () => {
  let server: ServerProcess;
  let base = '';
  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: await seededDir(), SITE_ORIGIN: 'https://www.example.in', RATE_LIMIT_FACTOR: '1000' });
    base = `${server.url}/service-centre`;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('every answer says nosniff and strict-origin-when-cross-origin; pages carry a hash-based policy that forbids framing', async () => {
    for (const p of ['/bangalore/kudlu-gate', '/ad-services/home', '/api/vehicle-makes', '/favicon.svg', '/api/nope']) {
      const res = await fetch(`${base}${p}`);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), p).toBeNull();
    }
    const page = await fetch(`${base}/ad-services/home`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('an address over 8 KB answers 414 with the error body, even one too long for the parser', async () => {
    for (const length of [9_000, 70_000]) {
      const res = await fetch(`${base}/api/vehicle-makes?q=${'a'.repeat(length)}`);
      expect(res.status).toBe(414);
      expect((await res.json()).error.code).toBe('URI_TOO_LONG');
    }
  });

  it('a body over 64 KB is refused with 413 before it is read, declared or not', async () => {
    const big = JSON.stringify({ level: 'error', message: 'x'.repeat(70_000) });
    const declared = await fetch(`${base}/api/logger`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 40; i++) c.enqueue(new TextEncoder().encode('x'.repeat(4096)));
        c.close();
      },
    });
    const chunked = await fetch(`${base}/api/logger`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('an estimate photo may send up to 8,196 KB (6 MB in base64 and its JSON), no more; only on its own path', async () => {
    const path = `${base}/api/garage-timeline/00000000-0000-4000-8000-000000000000/lines/00000000-0000-4000-8000-000000000001/photos`;
    const photo = JSON.stringify({ kind: 'WORN', content_type: 'image/jpeg', data: 'A'.repeat(1_000_000) });
    // Past the body limit, to the sign-in check: a visitor is refused, not the size.
    const allowed = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://www.example.in' },
      body: photo,
    });
    expect([allowed.status, (await allowed.json()).error.code]).toEqual([401, 'UNAUTHORIZED']);
    const over = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://www.example.in' },
      body: 'x'.repeat(8_392_705),
    });
    expect([over.status, (await over.json()).error]).toEqual([
      413,
      { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 8196 KB' },
    ]);
    const elsewhere = await fetch(`${base}/api/garage-timeline/00000000-0000-4000-8000-000000000000/lines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://www.example.in' },
      body: photo,
    });
    expect([elsewhere.status, (await elsewhere.json()).error.message]).toEqual([413, 'The request body is larger than 64 KB']);
  });

  it('unknown API paths answer the JSON 404, wrong methods the JSON 405 with Allow', async () => {
    const missing = await fetch(`${base}/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect((await missing.json()).error.code).toBe('NOT_FOUND');
    const wrong = await fetch(`${base}/api/vehicle-makes`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect((await wrong.json()).error.code).toBe('METHOD_NOT_ALLOWED');
    const post = await fetch(`${base}/api/notify-me`, { method: 'GET' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('POST');
  });

  it('refuses a cross-site form post and JSON post, and accepts our own origin as a TLS reverse proxy reports it', async () => {
    const form = 'contact=9811122200&city=Pune';
    const evil = await fetch(`${base}/notify-me`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: form,
    });
    expect(evil.status).toBe(403);
    const evilJson = await fetch(`${base}/api/notify-me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ contact: '9811122200', city: 'Pune' }),
    });
    expect(evilJson.status).toBe(403);
    expect((await evilJson.json()).error.code).toBe('FORBIDDEN');
    // nginx on this machine (loopback is trusted) in front, forwarding https and the public host:
    const proxied = await fetch(`${base}/notify-me`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://shop.example.in',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'shop.example.in',
      },
      body: form,
    });
    expect(proxied.status).toBe(200);
    // SITE_ORIGIN is our own too.
    const site = await fetch(`${base}/notify-me`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.example.in' },
      body: 'contact=9811122201&city=Agra',
    });
    expect(site.status).toBe(200);
  });

  it('a page is cached once under its canonical address: an unknown parameter does not render it again', async () => {
    // The first answer is stored as it finishes; wait until the plain address is a hit.
    for (let i = 0; i < 20 && (await fetch(`${base}/hyderabad/hafeezpet`)).headers.get('x-cache') !== 'HIT'; i++)
      await new Promise((r) => setTimeout(r, 25));
    const busted = await fetch(`${base}/hyderabad/hafeezpet?x=${Math.random()}`);
    expect(busted.headers.get('x-cache')).toBe('HIT');
    expect(busted.headers.get('x-cache-key-params')).toBeNull();
  });

  it('an answer for the app webview (platform cookie) never comes from or goes into the cache', async () => {
    await fetch(`${base}/delhi/patparganj`);
    const webview = await fetch(`${base}/delhi/patparganj`, { headers: { cookie: 'platform=android_webview' } });
    expect(webview.headers.get('x-cache')).toBeNull();
  });

  it('shares a choosing page among anonymous visitors, keyed on the journey parameters only', async () => {
    const page = `${base}/ad-services/periodic-service`;
    for (let i = 0; i < 20 && (await fetch(page)).headers.get('x-cache') !== 'HIT'; i++) await new Promise((r) => setTimeout(r, 25));
    const busted = await fetch(`${page}?fbclid=${Math.random()}`);
    expect(busted.headers.get('x-cache')).toBe('HIT');
    expect(busted.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600');
    // A journey parameter is part of the key: its page carries it in the next-step links.
    const campaign = await fetch(`${page}?utm_source=sms${Math.random()}`);
    expect(campaign.headers.get('x-cache')).toBeNull();
    expect(await campaign.text()).toContain('utm_source=sms');
  });

  it('never shares a choosing page with a signed-in visitor or the app webview', async () => {
    const page = `${base}/ad-services/mmv`;
    for (let i = 0; i < 20 && (await fetch(page)).headers.get('x-cache') !== 'HIT'; i++) await new Promise((r) => setTimeout(r, 25));
    expect((await fetch(page, { headers: { cookie: 'sc_session=abc' } })).headers.get('x-cache')).toBeNull();
    expect((await fetch(page, { headers: { cookie: 'theme=dark; __Secure-sc_session=abc' } })).headers.get('x-cache')).toBeNull();
    expect((await fetch(page, { headers: { cookie: 'platform=android_webview' } })).headers.get('x-cache')).toBeNull();
    expect((await fetch(page, { headers: { cookie: 'theme=dark' } })).headers.get('x-cache')).toBe('HIT');
  });
});

describe('limits', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: await seededDir(), RATE_LIMIT_FACTOR: '0.1' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 429 RATE_LIMITED with Retry-After once an address passes its limit (30 a minute at a tenth)', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 31; i++) {
      // A different point each time: cached answers are free and do not count.
      const res = await fetch(`${server.url}/service-centre/api/get-nearby-garages?lat=${(12.9 + i / 1000).toFixed(3)}&lng=77.6`);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await limited!.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe.skipIf(!(await postgresReachable()))('honest failures on PostgreSQL', () => {
  let server: ServerProcess;
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  let relay: TcpRelay;
  beforeAll(async () => {
    pg = await createTestDatabase('sc_hard', { seeded: true });
    relay = await relayTo(5432);
    const url = new URL(pg.url);
    url.port = String(relay.port());
    server = await startServerProcess({
      DATABASE_URL: url.toString(),
      DATA_DIR: tempDataDir(),
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '3000',
      RATE_LIMIT_FACTOR: '1000',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    relay?.close();
    await pg?.drop();
  });

  it('a query stuck behind a lock is cancelled after the statement timeout and answered 503', async () => {
    const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe('begin');
      await admin.unsafe('lock table service_pincodes in access exclusive mode');
      // The lock is held until the rollback below, so any answer at all is the statement timeout (1 s here)
      // at work; how fast it comes is the machine's business, not a rule (no timed assertion).
      const res = await fetch(`${server.url}/service-centre/api/pincode-mapping/560068`);
      expect(res.status).toBe(503);
      expect((await res.json()).error.code).toBe('UNAVAILABLE');
    } finally {
      await admin.unsafe('rollback');
      await admin.end();
    }
    expect((await fetch(`${server.url}/service-centre/api/pincode-mapping/560068`)).status).toBe(200);
  });

  it('with the database gone, the API answers 503 UNAVAILABLE and pages the spec text with 503; both recover by themselves', async () => {
    const port = relay.cut();
    try {
      const api = await fetch(`${server.url}/service-centre/api/garage-details-from-id/${KUDLU_GATE}`);
      expect(api.status).toBe(503);
      expect((await api.json()).error.code).toBe('UNAVAILABLE');
      const page = await fetch(`${server.url}/service-centre/ad-services/home`);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('Oops! Something went wrong');
      expect(html).toMatch(/We(&#39;|')re sorry\. This usually never happens\./);
    } finally {
      await relay.restore(port);
    }
    expect((await fetch(`${server.url}/service-centre/api/garage-details-from-id/${KUDLU_GATE}`)).status).toBe(200);
    expect((await fetch(`${server.url}/service-centre/ad-services/home`)).status).toBe(200);
  }, 60_000);
});

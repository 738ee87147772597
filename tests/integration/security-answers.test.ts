// Security answers through one real start (issue "Trust before breadth", findings 7 and 9), with
// real rate limits (RATE_LIMIT_FACTOR 1) and Razorpay configured so that the test knows the webhook
// secret: Permissions-Policy and Cross-Origin-Opener-Policy on every answer; pages report CSP
// violations to the product, which takes both report formats, logs each violation, refuses what is
// not a report and limits each address; the gateway's genuine webhooks never meet the per-address
// write limit (30 a minute: the gateway sends from a handful of addresses), while an address sending
// badly signed ones waits after ten, and one event id is taken ten times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { seededDataDir } from '../support/pglite-image';

const WEBHOOK_SECRET = 'hook-secret-for-limits';
let dir = '';
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('security answers', () => {
  let server: ServerProcess;
  let base = '';
  beforeAll(async () => {
    dir = await seededDataDir('sc-sec-');
    server = await startServerProcess({
      DATA_DIR: dir,
      RATE_LIMIT_FACTOR: '1',
      RAZORPAY_KEY_ID: 'rzp_test_Limits123',
      RAZORPAY_KEY_SECRET: 'key-secret-for-limits',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    base = `${server.url}/service-centre`;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const report = (body: unknown, type: string) =>
    fetch(`${base}/api/csp-report`, { method: 'POST', headers: { 'content-type': type, origin: server.url }, body: JSON.stringify(body) });

  it('every answer limits the browser’s powers and keeps its window its own; pages report violations to the product', async () => {
    for (const p of ['/bangalore/kudlu-gate', '/ad-services/home', '/api/vehicle-makes', '/favicon.svg', '/api/nope']) {
      const res = await fetch(`${base}${p}`);
      expect(res.headers.get('permissions-policy'), p).toBe(
        'geolocation=(self), payment=(self), camera=(), microphone=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
      );
      expect(res.headers.get('cross-origin-opener-policy'), p).toBe('same-origin-allow-popups');
    }
    const csp = (await fetch(`${base}/ad-services/home`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('report-uri /service-centre/api/csp-report');
  });

  it('takes a violation in either format and logs it with its page and rule; refuses what is not a report', async () => {
    const legacy = await report(
      {
        'csp-report': {
          'document-uri': `${base}/ad-services/home`,
          'violated-directive': "script-src 'self'",
          'blocked-uri': 'https://evil.example/x.js',
          'line-number': 12,
        },
      },
      'application/csp-report',
    );
    expect(legacy.status).toBe(204);
    const modern = await report(
      [
        {
          type: 'csp-violation',
          body: { documentURL: `${base}/bookings`, effectiveDirective: 'img-src', blockedURL: 'https://tracker.example/p.gif' },
        },
      ],
      'application/reports+json',
    );
    expect(modern.status).toBe(204);
    const poll = async (needle: string) => {
      for (const deadline = Date.now() + 10_000; !server.output().includes(needle); ) {
        if (Date.now() > deadline) return false;
        await new Promise((r) => setTimeout(r, 20));
      }
      return true;
    };
    expect(await poll('"blocked":"https://evil.example/x.js"')).toBe(true);
    expect(await poll('"directive":"img-src"')).toBe(true);
    const notAReport = await report({ hello: 'world' }, 'application/csp-report');
    expect([notAReport.status, (await notAReport.json()).error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const form = await fetch(`${base}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: server.url },
      body: '{}',
    });
    expect(form.status).toBe(415);
  });

  it('an address sends at most thirty reports a minute', async () => {
    const statuses: number[] = [];
    // Four sent above (two taken, one refused for its body, one for its type): twenty-six more, then refused.
    for (let i = 0; i < 27; i++)
      statuses.push((await report({ 'csp-report': { 'blocked-uri': 'inline' } }, 'application/csp-report')).status);
    expect(statuses).toEqual([...Array(26).fill(204), 429]);
  });

  const send = (eventId: string, signature?: string) => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: `pay_${eventId}`, order_id: 'order_Elsewhere0001', amount: 19_900, status: 'captured' } } },
    });
    return fetch(`${server.url}/service-centre/api/payments/webhook`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': eventId,
        'x-razorpay-signature': signature ?? createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      },
    });
  };

  it('the gateway: forty genuine webhooks from one address in a minute are all taken', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await send(`evt_Genuine${i}`)).status);
    expect(statuses).toEqual(Array(40).fill(200));
  });

  it('the gateway: one event id is taken ten times, then waits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send('evt_Again')).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('the gateway: an address whose webhooks are badly signed waits after ten refusals', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(`evt_Forged${i}`, 'f'.repeat(64))).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});

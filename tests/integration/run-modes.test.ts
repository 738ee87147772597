// Modes said out loud (docs/decisions/038), through real starts of the built product: a bare start is
// a named demo with its /dev pages and a notice on every page; NODE_ENV=production without real
// providers or SITE_ORIGIN refuses to start, naming each; a production start with them serves no
// demo door. The whole table of the rule is tests/unit/run-mode.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runStart, startServerProcess } from '../support/server-process';

const dirs: string[] = [];
const tempDataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'sc-mode-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const NOTICE = 'Demo: messages and payments are simulated.';
/** The real providers' settings: nothing is sent at start-up, so placeholders serve. */
const REAL_PROVIDERS = {
  MSG91_AUTH_KEY: 'msg91-auth-key-for-tests',
  MSG91_SIGN_IN_TEMPLATE_ID: '65f1a2b3c4d5e6f708091a2b',
  RAZORPAY_KEY_ID: 'rzp_test_Mode123',
  RAZORPAY_KEY_SECRET: 'key-secret-for-tests',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret-for-tests',
};
const get = async (url: string) => {
  const r = await fetch(url, { redirect: 'manual' });
  return { status: r.status, text: await r.text(), type: r.headers.get('content-type') ?? '' };
};

describe('the mode a start runs in', () => {
  it('a bare start (neither APP_ENV nor NODE_ENV) is a named demo: the outbox and the sandbox page exist, and every page says so', async () => {
    const demo = await startServerProcess({ APP_ENV: '', NODE_ENV: '', DATA_DIR: tempDataDir() });
    try {
      expect(demo.output()).toContain('"mode":"demo"');
      const outbox = await get(`${demo.url}/service-centre/dev/outbox`);
      expect([outbox.status, outbox.text.includes('Demo outbox')]).toEqual([200, true]);
      // A choosing page and a garage landing page carry the notice too.
      for (const page of ['/service-centre/ad-services/home', '/service-centre/bangalore/kudlu-gate']) {
        expect((await get(`${demo.url}${page}`)).text, page).toContain(NOTICE);
      }
    } finally {
      expect(await demo.stop()).toBe(0);
    }
  }, 90_000);

  it('NODE_ENV=production with simulated SMS and payments and no SITE_ORIGIN does not start, and says each', async () => {
    const { code, output } = await runStart({ APP_ENV: '', NODE_ENV: 'production', PORT: '0', DATA_DIR: tempDataDir() });
    expect(code).toBe(78);
    expect(output).toContain(
      'APP_ENV: runs as production, but SMS would only be simulated: set MSG91_AUTH_KEY and MSG91_SIGN_IN_TEMPLATE_ID',
    );
    expect(output).toContain(
      'APP_ENV: runs as production, but booking fees would only be simulated: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
    expect(output).toContain('SITE_ORIGIN: is required when the product runs as production');
    expect(output).not.toContain('"msg":"listening"');
    // A test start cannot be slipped into production either.
    const mixed = await runStart({ APP_ENV: 'test', NODE_ENV: 'production', PORT: '0', DATA_DIR: tempDataDir() });
    expect([mixed.code, mixed.output.includes('APP_ENV=test cannot run with NODE_ENV=production')]).toEqual([78, true]);
  }, 60_000);

  it('APP_ENV=production with real providers and SITE_ORIGIN serves no demo door and no demo notice', async () => {
    // No demo data: a production start has its own (and starting without a seed is quicker).
    const production = await startServerProcess({
      APP_ENV: 'production',
      SITE_ORIGIN: 'https://service.example.in',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: tempDataDir(),
      ...REAL_PROVIDERS,
    });
    try {
      expect(production.output()).toContain('"mode":"production"');
      for (const page of ['/service-centre/dev/outbox', '/service-centre/dev/pay/order_Abcdefgh1234', '/service-centre/dev/toasts']) {
        const answer = await get(`${production.url}${page}`);
        expect([answer.status, answer.text.includes('Demo outbox') || answer.text.includes('Sandbox payment gateway')], page).toEqual([
          404,
          false,
        ]);
      }
      const sandbox = await fetch(`${production.url}/service-centre/api/sandbox-gateway/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: production.url },
        body: JSON.stringify({ order_id: 'order_Abcdefgh1234', outcome: 'success' }),
      });
      expect([sandbox.status, (await sandbox.json()).error.code]).toEqual([404, 'NOT_FOUND']);
      expect((await get(`${production.url}/service-centre/ad-services/home`)).text).not.toContain('Demo:');
    } finally {
      expect(await production.stop()).toBe(0);
    }
  }, 90_000);
});

import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4455);
/** Set to drive an already running server (e.g. `astro dev`) instead of starting the built one. */
const external = process.env.E2E_BASE_URL;
/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell, the same build as
 * /usr/bin/chromium without the desktop browser around it, as Playwright runs headless tests by
 * default) where installed: it took half the CPU of the full browser for the same tests (decision 064).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A stray test.only must never pass quietly in CI (Vitest refuses .only there by default).
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  timeout: 30_000,
  use: { baseURL: external ?? `http://127.0.0.1:${PORT}`, launchOptions: chromium, trace: 'off' },
  projects: [
    { name: 'phone', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${PORT}/service-centre/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        // Browser tests make many API calls from one address: limits are tested on their own.
        // No Web Vitals: their chunk loads after idle on a sample of views, and the landing pages' script test counts every script.
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          APP_ENV: 'test',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_FACTOR: '100',
          ANALYTICS_VITALS_SAMPLE: '0',
          // The pages send with the automation key, so the headless browser's events are kept (decision 052).
          ANALYTICS_WRITE_KEY: 'service-centre-automation',
        },
      },
});

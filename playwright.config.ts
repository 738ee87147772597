import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/e2e/support/browsers';

const PORT = Number(process.env.E2E_PORT ?? 4455);
/** Set to drive an already running server (e.g. `astro dev`) instead of starting the built one. */
const external = process.env.E2E_BASE_URL;
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A stray test.only must never pass quietly in CI (Vitest refuses .only there by default).
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  timeout: 30_000,
  use: { baseURL: external ?? `http://127.0.0.1:${PORT}`, launchOptions: chromiumLaunch(), trace: 'off' },
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

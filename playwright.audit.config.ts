import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run audit:app`: Lighthouse on the app's screens a visitor and a customer reach (tests/audit).
// Not part of `npm test`: it measures, it does not decide (docs/testing.md, "Lighthouse").
const PORT = Number(process.env.AUDIT_PORT ?? 4495);
export default defineConfig({
  ...base,
  testDir: 'tests/audit',
  workers: 1,
  reporter: 'list',
  timeout: 15 * 60_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: [{ name: 'audit', use: { viewport: { width: 390, height: 844 } } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/service-centre/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), HOST: '127.0.0.1', APP_ENV: 'demo', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '100' },
  },
});

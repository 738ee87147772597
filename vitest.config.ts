import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Dates are always shown in India Standard Time, whatever the machine's zone. The `unit` and
 * `integration` projects run with the machine in Asia/Kolkata (as in production); the `utc` project
 * runs the date and time tests again with the machine in UTC, so code that leans on the machine's
 * zone fails there.
 * Vitest passes a project's `env` to the forked worker process when it starts, so Node reads TZ from it.
 */
const DATE_TESTS = [
  'tests/unit/dates.test.ts',
  'tests/unit/opening-hours.test.ts',
  'tests/unit/landing-text.test.ts',
  'tests/unit/ist.test.ts',
  'tests/unit/ist-calendar.test.ts',
  'tests/unit/callback-times.test.ts',
  'tests/unit/*slot*.test.ts',
  'tests/unit/*date*.test.ts',
  'tests/unit/my-bookings.test.ts',
  'tests/unit/session-rules.test.ts',
  'tests/unit/resume-card.test.ts',
  'tests/unit/callback-times-days.test.ts',
  'tests/unit/cancel-screen.test.ts',
  'tests/unit/refund-and-cancel-rules.test.ts',
  'tests/unit/repeat-booking.test.ts',
  'tests/unit/survey-rules.test.ts',
  'tests/unit/console-board.test.ts',
  'tests/unit/board-flags.test.ts',
  'tests/unit/coupon-offers.test.ts',
  'tests/unit/promise-status.test.ts',
  'tests/unit/booking-calendar.test.ts',
  'tests/unit/insights-range.test.ts',
];

/**
 * Integration files that change process.env or mock a module: they run in a process of their own, so
 * what they change never reaches another file (tests/unit/vitest-projects.test.ts finds them).
 */
export const OWN_PROCESS = [
  'tests/integration/landing-pages.test.ts',
  'tests/integration/pages-from-database.test.ts',
  'tests/integration/payment-orders.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    // A stray it.only fails the run in CI instead of quietly skipping every other test.
    allowOnly: !process.env.CI,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Most integration files wait on a server or a database: two at a time keeps both cores busy.
    maxWorkers: 2,
    projects: [
      {
        // Pure rules: one module graph per worker is enough (isolation re-imported it for every
        // file, three quarters of their time); nothing in them keeps state between files.
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], env: { TZ: 'Asia/Kolkata' }, isolate: false },
      },
      {
        // One module graph per worker, as for the unit tests: each file's fresh process spent 10–13 s
        // importing the backend before its first test, half of the stage's time (decision 065).
        // Every file makes its own databases, servers and backends and stops them in afterAll.
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: OWN_PROCESS,
          env: { TZ: 'Asia/Kolkata' },
          isolate: false,
        },
      },
      {
        // The files that change the process's settings (process.env) or mock a module: a process each.
        extends: true,
        test: { name: 'integration-own-process', include: OWN_PROCESS, env: { TZ: 'Asia/Kolkata' } },
      },
      {
        extends: true,
        test: { name: 'utc', include: DATE_TESTS, env: { TZ: 'UTC' }, isolate: false },
      },
    ],
  },
});

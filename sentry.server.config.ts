import * as Sentry from '@sentry/astro';

// Error reporting runs only when SENTRY_DSN is set; without it nothing is initialised at all.
// ESM loader hooks stay off: they put every dynamic import of a page on a slow path, and
// errors are reported without them.
const dsn = process.env.SENTRY_DSN;
if (dsn) {
  Sentry.init({
    dsn,
    environment: process.env.APP_ENV ?? 'production',
    tracesSampleRate: Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? 0),
    registerEsmLoaderHooks: false,
  });
}

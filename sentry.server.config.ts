import * as Sentry from '@sentry/astro';

// Active only when SENTRY_DSN is set; without it the SDK stays off and sends nothing.
const dsn = process.env.SENTRY_DSN;
Sentry.init({
  dsn,
  enabled: Boolean(dsn),
  environment: process.env.APP_ENV ?? 'production',
  tracesSampleRate: Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? 0),
});

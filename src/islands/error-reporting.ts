/** Loads the browser error reporter only when the page carries a DSN; otherwise costs nothing. */
export function startErrorReporting(dsn: string | undefined, environment?: string): void {
  if (!dsn) return;
  void import('@sentry/astro').then((Sentry) => {
    Sentry.init({ dsn, environment, tracesSampleRate: 0 });
  });
}

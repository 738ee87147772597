/** Loads the browser error reporter only when the page carries a DSN; otherwise costs nothing. */
export function startErrorReporting(): void {
  const holder = document.querySelector<HTMLElement>('sc-error-reporting');
  const dsn = holder?.dataset.dsn;
  if (!dsn) return;
  void import('@sentry/astro').then((Sentry) => {
    Sentry.init({ dsn, environment: holder.dataset.env, tracesSampleRate: 0 });
  });
}

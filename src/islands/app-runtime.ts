import { startErrorReporting } from './error-reporting';

/**
 * Reads the settings src/components/AppRuntime.astro renders (the same script bytes, allowed by their
 * hash, in every environment): a quiet console in production, error reporting when a DSN is set.
 */
export function startAppRuntime(): void {
  const runtime = document.querySelector<HTMLElement>('sc-app-runtime');
  if (runtime?.dataset.env === 'production') for (const k of ['log', 'info', 'debug'] as const) console[k] = () => {};
  startErrorReporting(runtime?.dataset.dsn, runtime?.dataset.env);
}

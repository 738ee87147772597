// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sentry from '@sentry/astro';
import routeTable from './integrations/route-table.mjs';

// The browser part of error reporting is loaded by the app layout only (never on
// landing pages), so the integration's own client injection stays off.
export default defineConfig({
  output: 'server',
  base: '/service-centre',
  trailingSlash: 'ignore',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    routeTable(),
    sentry({
      enabled: { client: false, server: true },
      telemetry: false,
      sourcemaps: { disable: true },
    }),
  ],
  // Styles inline: one request fewer before first paint (landing pages are the fast path).
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  security: { checkOrigin: true },
  vite: { resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } } },
});

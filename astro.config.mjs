// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sentry from '@sentry/astro';
import routeTable from './integrations/route-table.mjs';
import sonnerForCsp from './integrations/sonner-for-csp.mjs';
import lazyChunk from './integrations/lazy-chunk.mjs';
import preloadHelper from './integrations/preload-helper.mjs';
import { chunkGroups } from './integrations/chunk-groups.mjs';
import { TOAST_FADE_OUT_MS } from './src/lib/toast-settings.ts';

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
  security: {
    // Origins are checked at run time against SITE_ORIGIN (src/proxy/origin-check.ts): Astro's own
    // check is fixed into the build and refuses forms behind a TLS reverse proxy.
    checkOrigin: false,
    // Scripts and styles are allowed by hash (hashes keep cached bytes valid; nonces would not).
    // frame-ancestors and provider sources are added per page from settings (BaseLayout).
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ],
    },
  },
  vite: {
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    plugins: [sonnerForCsp({ fadeOutMs: TOAST_FADE_OUT_MS }), lazyChunk(), preloadHelper()],
    // Pre-bundled dependencies skip plugins: sonner is left out so the dev server adapts it too.
    optimizeDeps: { exclude: ['sonner'] },
    // Bundled into the server build, not loaded from node_modules: Node resolving date-fns's
    // hundreds of modules one by one at start-up costs a heap that never shrinks back.
    ssr: { noExternal: ['date-fns', '@date-fns/tz'] },
    // The browser's shared code in a few files rather than many small ones (integrations/chunk-groups.mjs).
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } } },
  },
});

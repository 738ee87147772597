// Writes the routes Astro serves to dist/route-table.json at build time, so a test can hold the
// served routes against the endpoint declarations (a route without a declaration fails it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export default function routeTable() {
  let routes = [];
  return {
    name: 'route-table',
    hooks: {
      'astro:routes:resolved': ({ routes: resolved }) => {
        routes = resolved
          .filter((r) => r.origin === 'project')
          .map((r) => ({ pattern: r.pattern, type: r.type, entrypoint: r.entrypoint }));
      },
      'astro:build:done': ({ dir }) => {
        const out = fileURLToPath(new URL('../route-table.json', dir));
        mkdirSync(fileURLToPath(new URL('..', dir)), { recursive: true });
        writeFileSync(out, JSON.stringify(routes, null, 1));
      },
    },
  };
}

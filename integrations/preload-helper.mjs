// A smaller stand-in for Vite's preload helper, the function every import() in the browser's code
// goes through. Vite's (0.9 KB gzip) also falls back to rel=preload, reads a CSP nonce, looks through
// the page's <link>s and reports failures as a `vite:preloadError` event; this product needs none of
// it (scripts are allowed by hash, nothing listens for the event, and a browser without modulepreload
// ignores the link and fetches each chunk when the import reaches it). Kept: the chunks an import()
// needs are asked for at once rather than one level at a time, and a stylesheet among them is waited
// for. Every app page loads the helper with AppLayout's script, before its first interaction, so its
// bytes count against the booking pages' budget (ARCHITECTURE.md). If Vite renames the helper's
// module, the build stops here rather than ship both.

const HELPER_ID = '\0vite/preload-helper.js';

/** @param {string} base @returns {string} */
const helper = (base) => `const seen = {};
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || []).map((dep) => {
      const href = ${JSON.stringify(base)} + dep;
      if (!(href in seen)) {
        const link = document.createElement('link');
        const css = href.endsWith('.css');
        link.rel = css ? 'stylesheet' : 'modulepreload';
        // As import() asks for a module (CORS, same-origin credentials), so the preloaded answer is used.
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
        seen[href] = css && new Promise((loaded, failed) => {
          link.onload = loaded;
          link.onerror = failed;
        });
      }
      return seen[href];
    }),
  ).then(() => load());
`;

/** @returns {import('vite').Plugin} */
export default function preloadHelper() {
  let base = '/';
  let replaced = false;
  return {
    name: 'preload-helper',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== HELPER_ID) return null;
      replaced = true;
      return helper(base);
    },
    generateBundle(_, bundle) {
      const vitesOwn = Object.values(bundle).some((chunk) => chunk.type === 'chunk' && chunk.code.includes('vite:preloadError'));
      if (vitesOwn || (!replaced && Object.values(bundle).some((chunk) => chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps'))))
        this.error(`Vite's preload helper is no longer loaded as ${JSON.stringify(HELPER_ID)}: update integrations/preload-helper.mjs`);
    },
  };
}

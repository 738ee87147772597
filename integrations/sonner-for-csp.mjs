// Adapts sonner (the toaster) to this product at build time; see docs/decisions/014.
// 1. sonner injects its stylesheet from its script as an inline <style>, which the pages' policy
//    (styles allowed by hash) refuses: the injection is removed and the island imports
//    sonner/dist/styles.css, shipped as a file like any other stylesheet.
// 2. sonner removes a dismissed toast 200 ms after dismissal; spec §9 fades it out over 1000 ms, so
//    the removal waits for the fade-out.
// If sonner changes either piece, the build stops here rather than ship toasts that break quietly.

const SONNER = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const INJECTION = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;
const UNMOUNT_DELAY = /const TIME_BEFORE_UNMOUNT = \d+;/;

/** @param {{ fadeOutMs: number }} options @returns {import('vite').Plugin} */
export default function sonnerForCsp({ fadeOutMs }) {
  return {
    name: 'sonner-for-csp',
    enforce: 'pre',
    transform(code, id) {
      if (!SONNER.test(id.split('?')[0] ?? '')) return null;
      if (!INJECTION.test(code) || !UNMOUNT_DELAY.test(code)) {
        this.error('sonner no longer injects its styles or sets TIME_BEFORE_UNMOUNT as integrations/sonner-for-csp.mjs expects; check toasts still fade out over 1000 ms and load no inline style');
      }
      return { code: code.replace(INJECTION, '').replace(UNMOUNT_DELAY, `const TIME_BEFORE_UNMOUNT = ${fadeOutMs};`), map: null };
    },
  };
}

/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The path is outside the app prefixes, so search engines may index it. */
    indexable: boolean;
    /** The app webview (platform cookie ending in _webview). */
    webview: boolean;
    /** Drawn without our header: hide_app_bar=true, remembered for a webview's visit (src/proxy/app-bar.ts). */
    hideAppBar: boolean;
    /** A pincode in the address that no garage serves yet, with the centres nearest to it (null when they could not be read). */
    /** Who is asking (from the session cookie); anonymous without a live session. */
    actor?: import('./contracts/actor').Actor;
    /** The signed-in person's name, when known. */
    userName?: string | null;
    unserved?: { pincode: string; nearest: import('./contracts/garage').NearestCentres | null };
  }
}

/** The address of a module's own chunk, to import() later (integrations/lazy-chunk.mjs). */
declare module 'lazy-chunk:*' {
  const url: string;
  export default url;
}

// The analytics platform of a page view (spec §3, §9 and SPEC-NOTES "Platform"). Pure.

/** Spec §9's desktop breakpoint: a viewport this wide or wider is the web platform. */
export const DESKTOP_MIN_WIDTH = 1024;

export type Platform = 'app' | 'web' | 'mweb';

/** SPEC-NOTES "Platform": the webview cookie decides first (app), then the viewport (web at ≥ 1024 px, else mweb). */
export function platformOf(platformCookie: string | undefined, viewportWidth: number): Platform {
  // isWebview's rule (src/lib/platform.ts) written out, not imported: importing it would load a chunk
  // shared with the route loader on landing pages too (decision 053). A unit test holds the two equal.
  if (platformCookie?.endsWith('_webview')) return 'app';
  return viewportWidth >= DESKTOP_MIN_WIDTH ? 'web' : 'mweb';
}

/** Spec §9's platform code: the webview cookie's own value (`android_webview`), else 'w' or 'mW' with 'eb' appended. */
export function platformCode(platformCookie: string | undefined, viewportWidth: number): string {
  const platform = platformOf(platformCookie, viewportWidth);
  return platform === 'app' ? (platformCookie as string) : `${platform === 'web' ? 'w' : 'mW'}eb`;
}

/** The device class Web Vitals are grouped by: phone below 768 px, tablet below 1024 px, else desktop. */
export function deviceClass(viewportWidth: number): 'phone' | 'tablet' | 'desktop' {
  if (viewportWidth >= DESKTOP_MIN_WIDTH) return 'desktop';
  return viewportWidth >= 768 ? 'tablet' : 'phone';
}

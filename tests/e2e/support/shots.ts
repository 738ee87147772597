import type { Page } from '@playwright/test';

/**
 * Screenshots of a screen for people to look at, at 390×844 and 1280×800 (full page), when E2E_SHOTS
 * names a folder (E2E_SHOTS=/tmp/shots npx playwright test …); nothing otherwise. The page is put back
 * to its own size afterwards.
 */
export async function lookAt(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const own = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}

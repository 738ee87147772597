// The browser tests' analytics helpers: waiting for a page's SDK to start, and the choosing journey
// walked as a visitor walks it, each page's SDK started before the next step (so its view is sent).
import { expect, type Page } from '@playwright/test';
import { BASE, chooseKudluGateByPincode, pickSwiftZxiPetrol } from './booking';

/**
 * The page's analytics has started (it swaps the waiting array for its own): a visitor who leaves a page
 * before its scripts ran sends no view of it, and the tests hold what is kept for one who stays.
 */
export const analyticsStarted = (page: Page) =>
  expect.poll(() => page.evaluate(() => Boolean(window.scAnalytics) && !Array.isArray(window.scAnalytics))).toBe(true);

/**
 * From the service home opened with `search` (a campaign's parameters) to the handover page: a
 * periodic service, a petrol Swift ZXi, Kudlu Gate by pincode, and the Advanced plan.
 */
export async function choosePeriodicToHandover(page: Page, search: string): Promise<void> {
  await page.goto(`${BASE}/ad-services/home?${search}`);
  await analyticsStarted(page);
  await page.getByRole('link', { name: /Periodic service/ }).click();
  await expect(page).toHaveURL(/\/ad-services\/periodic-service/);
  await analyticsStarted(page);
  await page.getByRole('link', { name: 'Check prices for my car' }).first().click();
  await expect(page).toHaveURL(/\/ad-services\/mmv/);
  await analyticsStarted(page);
  await pickSwiftZxiPetrol(page);
  await expect(page).toHaveURL(/\/ad-services\/location-vehicle-check/);
  await analyticsStarted(page);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await chooseKudluGateByPincode(page);
  await expect(page).toHaveURL(/\/ad-services\/pricing-plans/);
  await analyticsStarted(page);
  await page.getByRole('button', { name: 'Choose Advanced' }).click();
  await page.getByRole('complementary', { name: 'Your booking' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ad-services\/pickup-drop/);
  await analyticsStarted(page);
}

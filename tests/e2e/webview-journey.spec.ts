import { expect, test, type Page } from '@playwright/test';
import { BASE, payInSandbox, phoneFor, pickSwiftZxiPetrol, signInHere } from './support/booking';

// The app webview (the `platform` cookie ends in `_webview`) opens the product with no garage in the
// link: the base page lets the customer choose a centre in place and goes on with it, to a paid
// booking (SPEC-NOTES "Webview base page"). The app's own bar stands in for the header.
const FLOW = `${BASE}/ad-services`;
const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

test.beforeEach(async ({ context }, info) => {
  test.skip(info.project.name !== 'phone', 'the app webview is a phone');
  await context.addCookies([{ name: 'platform', value: 'android_webview', domain: '127.0.0.1', path: '/' }]);
});

test('in the app webview a link with no garage leads to a paid booking: the centre is chosen on the base page', async ({
  page,
  context,
}, info) => {
  test.slow();
  await page.goto(`${FLOW}/home?utm_source=app&hide_app_bar=true`);
  await expect(page).toHaveURL(/\/ad-services\/car-garage\?utm_source=app&hide_app_bar=true$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Find a service centre' })).toHaveCount(0);
  const chooser = page.getByRole('region', { name: 'First, choose your service centre' });
  await expect(chooser).toBeVisible();
  await waitForIslands(page);

  // A service tapped first is kept for after the centre: the page stays, at the chooser.
  await page.getByRole('link', { name: /Periodic service/ }).click();
  await expect(page).toHaveURL(/\/ad-services\/car-garage\?.*category=periodic_service.*#choose-centre$/);
  await waitForIslands(page);
  await expect(page.getByRole('link', { name: /Periodic service/ })).toHaveAttribute('aria-current', 'true');
  await chooser.getByLabel('Pincode').fill('560068');
  await chooser.getByRole('button', { name: 'Find', exact: true }).click();
  await chooser
    .getByRole('article', { name: 'Service Centre Kudlu Gate' })
    .getByRole('button', { name: /Choose this service centre/ })
    .click();

  // On to the car, with the centre, the service and the app's parameters; no way back round to the base page.
  await expect(page).toHaveURL(/\/ad-services\/mmv\?.*garageId=[0-9a-f-]{36}/);
  const carried = new URL(page.url()).searchParams;
  expect([carried.get('category'), carried.get('hide_app_bar'), carried.get('utm_source')]).toEqual(['periodic_service', 'true', 'app']);
  await pickSwiftZxiPetrol(page);

  await expect(page).toHaveURL(/\/ad-services\/pricing-plans\?.*garageId=/);
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.getByRole('complementary', { name: 'Your booking' }).getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/ad-services\/pickup-drop\?/);
  await waitForIslands(page);
  await page.getByRole('radio', { name: /^Self-drop/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await signInHere(page, context, phoneFor(info, '9345811071'));
  await expect(page).toHaveURL(/\/ad-services\/self-drop\?appointmentId=/);
  await page.getByRole('link', { name: 'Choose a drop-off time' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a slot' })).toBeVisible();
  await waitForIslands(page);
  await page.getByRole('tabpanel').getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ad-services\/details-capture\?appointmentId=/);
  await waitForIslands(page);
  await page.getByLabel('Full name').fill('Farah Webview');
  await page.getByLabel('Registration number').fill('KA53MD4071');
  await page.getByRole('button', { name: 'Pay ₹199' }).click();
  await payInSandbox(page, 'Pay ₹199');
  await expect(page).toHaveURL(/\/ad-services\/confirmation-page\?appointmentId=/);
  await expect(page.getByRole('heading', { name: 'Your service is booked' })).toBeVisible({ timeout: 15_000 });
  // The gateway's return drops the app's parameters: the app's wish for its own bar is remembered.
  expect(new URL(page.url()).searchParams.get('hide_app_bar')).toBeNull();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a garage landing page honours hide_app_bar, and a web visitor never gets the webview copy from the cache', async ({
  page,
  browser,
}) => {
  await page.goto(`${BASE}/bangalore/kudlu-gate?hide_app_bar=true`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  // The app's pages are its own: a shared cache may keep the web's, never the webview's.
  const kudlu = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
  expect((await page.request.get(`${BASE}/ad-services/periodic-service?garageId=${kudlu}`)).headers()['cache-control']).toBe('no-store');
  expect((await page.request.get(`${BASE}/ad-services/car-garage`)).headers()['cache-control']).toBe('no-store');
  // The same page without the parameter, from a browser that is not the app: its header is there.
  const web = await browser.newContext();
  const other = await web.newPage();
  await other.goto(`${BASE}/bangalore/kudlu-gate`);
  await expect(other.getByRole('banner')).toHaveCount(1);
  const shared = await other.goto(`${BASE}/ad-services/periodic-service?garageId=${kudlu}`);
  expect(shared?.headers()['cache-control']).toMatch(/^public/);
  await other.goto(`${BASE}/ad-services/car-garage`);
  await expect(other.getByRole('link', { name: 'Find a service centre' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'First, choose your service centre' })).toHaveCount(0);
  await web.close();
});

import { expect, test, type Page } from '@playwright/test';
import { phoneOnlyExcept } from './support/sizes';

const SERVICE_TYPES = [
  ['Periodic service', 'periodic-service', 'periodic_service', 'periodic'],
  ['Specific repairs', 'specific-repair', 'specific_repair', 'specific-repair'],
  ['Not sure about the issue?', 'unknown-issue', 'not_sure_about_issue', 'not-sure-about-issue'],
  ['Car spa and cleaning', 'car-spa', 'car_spa_and_cleaning', 'car-spa'],
] as const;

phoneOnlyExcept(/^a visitor choosing /);

for (const [name, route, id, flowTag] of SERVICE_TYPES) {
  test(`a visitor choosing "${name}" reaches its flow page with the choice kept`, async ({ page }) => {
    await page.goto('/service-centre/ad-services/home?utm_source=google');
    await page.getByRole('link', { name: new RegExp(name.replace('?', '\\?')) }).click();
    await expect(page).toHaveURL(new RegExp(`/ad-services/${route}\\?.*category=${id}`));
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('google');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sc:journey') ?? '{}').serviceType)).toBe(id);
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sc:journey') ?? '{}').flowTag)).toBe(flowTag);
  });
}

test('a pincode in the address becomes its garage: garageId is added and stored locally', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/garage-details-from-id/')) lookups.push(r.url());
  });
  await page.goto('/service-centre/ad-services/home?pincode=560068&utm_campaign=monsoon');
  await expect(page).toHaveURL(/garageId=[0-9a-f-]{36}/);
  expect(new URL(page.url()).searchParams.get('utm_campaign')).toBe('monsoon');
  await expect(page.getByRole('region', { name: 'Your service centre' })).toContainText('Kudlu Gate');
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('pincode'), localStorage.getItem('garage_id')?.length]))
    .toEqual(['560068', 36]);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sc:journey') ?? '{}').garage?.locality))
    .toBe('Kudlu Gate');
  // The server already rendered the garage: the browser does not ask for it again.
  await page.waitForLoadState('networkidle');
  expect(lookups).toEqual([]);
});

test('a pincode no garage serves yet shows a clear state with a way to be notified', async ({ page }) => {
  await page.goto('/service-centre/ad-services/home?pincode=400001');
  await expect(page.getByRole('region', { name: "We don't serve 400001 yet" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tell me when pick-up reaches 400001' })).toHaveAttribute(
    'href',
    /\/service-centre\/notify-me\?pincode=400001/,
  );
});

test('an unserved pincode in a served city offers its nearest centre on the home page, and choosing it keeps the journey there', async ({
  page,
}) => {
  await page.goto('/service-centre/ad-services/home?pincode=110001');
  const unserved = page.getByRole('region', { name: 'Nearest service centre to 110001' });
  const card = unserved.getByRole('article', { name: 'Service Centre Patparganj' });
  await expect(card).toContainText('9.1 km away');
  await expect(card).toContainText('No pick-up & drop to 110001 yet');
  await expect(unserved.getByRole('link', { name: 'Tell me when pick-up reaches 110001' })).toBeVisible();
  await card.getByRole('link', { name: /Choose this service centre/ }).click();
  await expect(page.getByRole('region', { name: 'Your service centre' })).toContainText('Service Centre Patparganj');
  const params = new URL(page.url()).searchParams;
  expect(params.get('garageId')).toBe('4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1004');
  expect(params.get('pincode')).toBe('110001');
});

/** Records into session storage (which outlives the navigation) whether the loader became visible. */
async function watchRouteLoader(page: Page) {
  await page.evaluate(() => {
    const loader = document.getElementById('route-loader')!;
    new MutationObserver(() => {
      if (!loader.hidden && getComputedStyle(loader).display !== 'none') {
        const spinner = loader.querySelector('.route-loader__spinner')!.getBoundingClientRect();
        sessionStorage.setItem('loader-seen', JSON.stringify({ text: loader.textContent?.trim(), size: Math.round(spinner.width) }));
      }
    }).observe(loader, { attributes: true });
  });
}
const loaderSeen = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('loader-seen') ?? 'null'));

test('the route loader shows between pages on the web', async ({ page }) => {
  await page.goto('/service-centre/ad-services/home');
  await watchRouteLoader(page);
  await page.getByRole('link', { name: /Periodic service/ }).click();
  await expect(page).toHaveURL(/periodic-service/);
  expect(await loaderSeen(page)).toEqual({ text: 'Taking you to your next destination...', size: 160 });
});

test('in the app webview there is no route loader, no header with hide_app_bar, and no journey without garage context', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'platform', value: 'android_webview', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/service-centre/ad-services/mmv?utm_source=app');
  await expect(page).toHaveURL(/\/ad-services\/car-garage\?utm_source=app$/);
  await page.goto('/service-centre/ad-services/home?pincode=560068&hide_app_bar=true');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await watchRouteLoader(page);
  await page.getByRole('link', { name: /Periodic service/ }).click();
  await expect(page).toHaveURL(/periodic-service.*hide_app_bar=true/);
  expect(await loaderSeen(page)).toBeNull();
});

test('app pages tell search engines not to index them', async ({ page, request }) => {
  const res = await request.get('/service-centre/ad-services/car-garage');
  expect(res.headers()['x-robots-tag']).toBe('noindex');
  await page.goto('/service-centre/ad-services/car-garage');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

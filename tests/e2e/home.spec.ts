import { expect, test, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const HOME = '/service-centre/ad-services/home';

test('a visitor opening the product lands on the service home and sees the four service types', async ({ page }) => {
  await page.goto('/service-centre/');
  await expect(page).toHaveURL(/\/service-centre\/ad-services\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Car service with pick-up and drop' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What does your car need?' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Service types' });
  await expect(list.getByRole('link')).toHaveCount(4);
  for (const name of ['Periodic service', 'Specific repairs', 'Not sure about the issue?', 'Car spa and cleaning']) {
    await expect(list.getByRole('link', { name: new RegExp(name.replace('?', '\\?')) })).toBeVisible();
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the service home keeps campaign parameters on its links and uses the self-hosted Inter font', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fontRequests.push(r.url());
  });
  await page.goto('/service-centre/ad-services/home?utm_source=google&utm_campaign=monsoon');
  const href = await page.getByRole('link', { name: /Periodic service/ }).getAttribute('href');
  expect(href).toContain('utm_source=google');
  expect(href).toContain('utm_campaign=monsoon');
  expect(href).toContain('category=periodic_service');
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toContain('Inter');
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).host).toBe(new URL(page.url()).host);
});

test('the cards fill the width on a phone, all four near the top, and go two by two on a desktop', async ({ page }, info) => {
  await page.goto(HOME);
  const links = page.getByRole('list', { name: 'Service types' }).getByRole('link');
  const boxes = await links.evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), left: Math.round(r.left) })),
  );
  const rows = new Set(boxes.map((b) => b.top)).size;
  const columns = new Set(boxes.map((b) => b.left)).size;
  expect([rows, columns]).toEqual(info.project.name === 'phone' ? [4, 1] : [2, 2]);
  // On a phone the services start within the first screen, under the promise and the figures.
  await expect(links.first()).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test('without an error-reporting DSN the service home loads no reporter and little script', async ({ page }) => {
  // Sizes arrive asynchronously: keep the promises and wait for all of them before asserting.
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'script') pending.push(r.sizes().then((s) => ({ url: r.url(), bytes: s.responseBodySize })));
  });
  await page.goto('/service-centre/ad-services/home', { waitUntil: 'networkidle' });
  const scripts = await Promise.all(pending);
  expect(scripts.length).toBeGreaterThan(0);
  expect(await page.locator('sc-app-runtime[data-dsn]').count()).toBe(0);
  expect(scripts.filter((s) => /sentry|index\.client/i.test(s.url))).toEqual([]);
  expect(scripts.reduce((n, s) => n + s.bytes, 0)).toBeLessThan(15_000);
});

/** A test for one size only: the main path runs on the phone, the two-column layout on the desktop. */
const onlyOn = (size: 'phone' | 'desktop') =>
  test.beforeEach(({}, info) => test.skip(info.project.name !== size, `checked at ${size} size`));

test.describe('the first screen on a phone', () => {
  onlyOn('phone');

  // Figures typed out from the seed (docs/decisions/048): five centres in four cities rated 4.6, 4.4,
  // 4.5, 4.3 and 4.7 (mean 4.5) with 24 reviews; Bosch at all five, Castrol and NGK at four. The
  // lowest prices across the centres are Gota's (Ahmedabad prices are 0.9 of Bangalore's): Basic for
  // an electric hatchback ₹1,799, the engine scan ₹539 (a repair, and the inspection), the foam wash ₹449.
  test('a visitor reads what this is and where, the figures behind it, prices and an offer, and goes on to the service chosen', async ({
    page,
  }) => {
    await page.goto(`${HOME}?utm_source=google`);
    await expect(page.getByRole('heading', { level: 1, name: 'Car service with pick-up and drop' })).toBeVisible();
    await expect(page.getByText('at partner service centres in Ahmedabad, Bangalore, Delhi and Hyderabad')).toBeVisible();
    const art = page.locator('img[src$="/images/home/pick-up-and-drop.svg"]');
    await expect(art).toHaveAttribute('fetchpriority', 'high');
    await expect(art).toHaveJSProperty('complete', true);
    expect(
      await art.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.getAttribute('width'), img.getAttribute('height')]),
    ).toEqual([640, '640', '400']);

    const figures = page.getByRole('list', { name: 'Our service centres in figures' });
    await expect(figures).toBeVisible();
    await expect(figures.getByRole('listitem').filter({ hasText: '4.5 out of 5' })).toContainText('average centre rating, 24 reviews');
    await expect(figures.getByRole('listitem').filter({ hasText: '5 centres' })).toContainText('in 4 cities');
    await expect(figures.getByRole('listitem').filter({ hasText: 'Genuine parts' })).toContainText('Bosch, Castrol, NGK and more');
    // Cars serviced shows only once a car has been delivered: on a fresh demo there are none.
    for (const text of await figures.getByRole('listitem').allInnerTexts())
      if (/serviced/.test(text)) expect(text).toMatch(/^[\d,]+\s+cars? serviced$/);

    const services = page.getByRole('list', { name: 'Service types' });
    await expect(page.getByText('Lowest prices across our centres.')).toBeVisible();
    await expect(services.getByRole('link', { name: /Periodic service/ })).toContainText('from ₹1,799');
    await expect(services.getByRole('link', { name: /Specific repairs/ })).toContainText('from ₹539');
    await expect(services.getByRole('link', { name: /Not sure about the issue\?/ })).toContainText('from ₹539');
    await expect(services.getByRole('link', { name: /Car spa and cleaning/ })).toContainText('from ₹449');

    const offers = page.getByRole('region', { name: 'Offers' });
    await expect(offers).toContainText('Enter a code when you pay the booking fee.');
    await expect(offers.getByRole('listitem').filter({ hasText: 'FIRST50' })).toContainText('50% off your first booking fee');
    // Ended (MONSOON25), not begun (NEWYEAR27) or used up (LAUNCH10): not offered.
    await expect(offers).not.toContainText(/MONSOON25|NEWYEAR27|LAUNCH10/);

    await services.getByRole('link', { name: /Car spa and cleaning/ }).click();
    await expect(page).toHaveURL(/\/ad-services\/car-spa\?category=car_spa_and_cleaning&utm_source=google$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("with a centre known from the pincode, the prices are its city's and the centre keeps its place above", async ({ page }) => {
    // Bangalore's lowest: Basic for an electric hatchback ₹1,999, the engine scan ₹599, the foam wash ₹499.
    await page.goto(`${HOME}?pincode=560068`);
    await expect(page).toHaveURL(/garageId=/);
    const centre = page.getByRole('region', { name: 'Your service centre' });
    await expect(centre).toContainText('Service Centre Kudlu Gate');
    const heading = page.getByRole('heading', { level: 1 });
    expect((await centre.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
    await expect(page.getByText('Lowest prices in Bangalore.')).toBeVisible();
    const services = page.getByRole('list', { name: 'Service types' });
    await expect(services.getByRole('link', { name: /Periodic service/ })).toContainText('from ₹1,999');
    await expect(services.getByRole('link', { name: /Specific repairs/ })).toContainText('from ₹599');
    await expect(services.getByRole('link', { name: /Car spa and cleaning/ })).toContainText('from ₹499');
    await services.getByRole('link', { name: /Periodic service/ }).click();
    await expect(page).toHaveURL(/\/ad-services\/periodic-service\?category=periodic_service&garageId=[0-9a-f-]{36}&pincode=560068$/);
  });
});

test.describe('the first screen on a desktop', () => {
  onlyOn('desktop');

  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const sideBySide = (left: { x: number; y: number; width: number; height: number }, right: typeof left) =>
    right.x >= left.x + left.width && right.y < left.y + left.height && left.y < right.y + right.height;

  test('uses its width: the promise beside the illustration, the services beside the offers, both within the first screen', async ({
    page,
  }) => {
    await page.goto(HOME);
    const promise = await box(page.getByRole('heading', { level: 1 }));
    const art = await box(page.locator('img[src$="/images/home/pick-up-and-drop.svg"]'));
    const services = await box(page.getByRole('region', { name: 'What does your car need?' }));
    const offers = await box(page.getByRole('region', { name: 'Offers' }));
    expect(sideBySide(promise, art)).toBe(true);
    expect(sideBySide(services, offers)).toBe(true);
    // The right column reaches the right edge of the content: nothing on the page is left half empty.
    const main = await box(page.getByRole('main'));
    expect(main.x + main.width - (art.x + art.width)).toBeLessThan(80);
    expect(main.x + main.width - (offers.x + offers.width)).toBeLessThan(80);
    // The services and the offers start on the first screen of 1280×800.
    expect(Math.max(services.y, offers.y)).toBeLessThan(page.viewportSize()!.height - 200);
  });
});

test('the service home has nothing for axe to report', async ({ page }) => {
  await page.goto(HOME);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

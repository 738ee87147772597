import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The five seeded garages' pages (spec §2); each is checked against the garage API, not against copied text. */
const PAGES = [
  { path: '/service-centre/bangalore/kudlu-gate', locality: 'Kudlu Gate', city: 'Bangalore' },
  { path: '/service-centre/bangalore/thanisandra', locality: 'Thanisandra', city: 'Bangalore' },
  { path: '/service-centre/hyderabad/hafeezpet', locality: 'Hafeezpet', city: 'Hyderabad' },
  { path: '/service-centre/delhi/patparganj', locality: 'Patparganj', city: 'Delhi' },
  { path: '/service-centre/ahmedabad/gota', locality: 'Gota', city: 'Ahmedabad' },
] as const;

interface GarageRecord { id: string; name: string; address: string; phone: string; locality: string; city: string }

/** The hero's 'Book a service' link (the header outside <main> has its own). */
const bookLink = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true }).first();

/** The garage behind the page, read from the product's API with the id its Book link carries. */
async function garageOf(page: Page): Promise<GarageRecord> {
  const href = await bookLink(page).getAttribute('href');
  const id = new URL(href ?? '', page.url()).searchParams.get('garageId');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const answer = await page.request.get(`/service-centre/api/garage-details-from-id/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: GarageRecord }).data;
}

/** What only a dev server sends as scripts: its client, and stylesheets wrapped as modules (a build ships them as CSS). */
const DEV_TOOLING = /\/@vite\/client|\/@react-refresh|\.css$/;

for (const { path, locality, city } of PAGES) {
  test(`${locality}: a visitor sees the garage's name, address, phone and opening hours`, async ({ page }) => {
    await page.goto(path);
    const garage = await garageOf(page);
    expect([garage.locality, garage.city]).toEqual([locality, city]);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(garage.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main').getByText(garage.address)).toBeVisible();
    const call = page.getByRole('main').getByRole('link', { name: `Call ${garage.phone}` }).first();
    await expect(call).toHaveAttribute('href', `tel:${garage.phone.replace(/[^\d+]/g, '')}`);
    const directions = page.getByRole('link', { name: /^Directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', city, locality]);

    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours.getByRole('row', { name: 'Mon–Fri 10:00 am–08:00 pm' })).toBeVisible();
    await expect(hours.getByRole('row', { name: 'Sat and Sun 10:00 am–06:00 pm' })).toBeVisible();
    await expect(hours.getByText(/^(Open now · closes at \d\d:\d\d [ap]m|Closed · opens (at|tomorrow at|[A-Z][a-z]{2} at) \d\d:\d\d [ap]m)$/)).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain('"AutoRepair"');
  });

  test(`${locality}: 'Book a service' enters the booking flow for this garage and keeps the campaign`, async ({ page }) => {
    await page.goto(`${path}?utm_source=google`);
    const garage = await garageOf(page);
    const book = bookLink(page);
    await expect(book).toHaveAttribute('href', /utm_source=google/);
    await book.click();
    await expect(page).toHaveURL(/\/service-centre\/ad-services\/car-garage\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('garageId')).toBe(garage.id);
    expect(params.get('utm_source')).toBe('google');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(locality);
  });

  test(`${locality}: the page loads no framework script and has no accessibility violations`, async ({ page }) => {
    // Bodies arrive asynchronously: keep the promises and wait for all of them before asserting.
    const pending: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || DEV_TOOLING.test(response.url())) return;
      // Dev servers inline source maps; a built page has none, so they are not counted.
      pending.push(response.text().then((text) => ({ url: response.url(), bytes: Buffer.byteLength(text.replace(/\/\/# sourceMappingURL=data:\S+\s*$/, '')) })));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);

    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(scripts.filter((s) => /react|island|hydrat/i.test(s.url))).toEqual([]);
    expect(scripts.filter((s) => s.bytes > 3_000)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the open-now status follows the clock in India', async ({ page }) => {
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await page.clock.setFixedTime(new Date('2026-11-23T06:30:00Z')); // Monday 12:00 IST
  await page.goto(PAGES[0].path);
  await expect(hours.getByText('Open now · closes at 08:00 pm')).toBeVisible();

  await page.clock.setFixedTime(new Date('2026-11-28T13:30:00Z')); // Saturday 19:00 IST
  await page.reload();
  await expect(hours.getByText('Closed · opens tomorrow at 10:00 am')).toBeVisible();
});

test('the plans show their from-prices with the old price struck out, and the advanced-only services are marked', async ({ page }) => {
  await page.goto(PAGES[0].path);
  await expect(page.getByRole('heading', { level: 2, name: /^Car Services at ₹[\d,]+$/ })).toBeVisible();
  for (const plan of ['Basic', 'Advanced']) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: plan }) });
    await expect(card).toContainText(/from ₹[\d,]+/);
    await expect(card.locator('s')).toHaveText(/₹[\d,]+/);
  }
  const inclusions = page.getByRole('region', { name: 'What a service includes' }).getByRole('listitem');
  await expect(inclusions).toHaveCount(18);
  await expect(inclusions.filter({ hasText: 'Advanced plan only' })).toHaveCount(5);
  await expect(inclusions.filter({ hasText: 'Wheel alignment' })).toContainText('Advanced plan only');
  await expect(inclusions.filter({ hasText: 'Engine oil' })).not.toContainText('Advanced plan only');
});

test('on a phone the booking bar stays in reach; on a desktop it is not shown', async ({ page }, info) => {
  await page.goto(PAGES[0].path);
  await page.mouse.wheel(0, 3000);
  const bar = page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true }).last();
  if (info.project.name === 'phone') {
    await expect(bar).toBeInViewport();
    await expect(page.getByRole('main').getByRole('link', { name: /^Call/ }).last()).toHaveAttribute('href', /^tel:\+?\d+$/);
  } else {
    await expect(page.locator('.sticky-bar')).toBeHidden();
  }
});

test('an address with no garage answers 404 and is not cached', async ({ request }) => {
  const answer = await request.get('/service-centre/bangalore/no-such-locality');
  expect(answer.status()).toBe(404);
  expect(answer.headers()['cache-control'] ?? '').not.toContain('s-maxage');
});

import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { phoneOnlyExcept } from './support/sizes';

/** The five seeded garages' pages (spec §2), typed out from src/backend/platform/db/seed/data/garages.ts. */
const PAGES = [
  {
    path: '/service-centre/bangalore/kudlu-gate',
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
    name: 'Service Centre Kudlu Gate',
    locality: 'Kudlu Gate',
    city: 'Bangalore',
    address: 'Plot 14, Hosur Main Road, near Kudlu Gate Junction, Garvebhavi Palya, Bengaluru, Karnataka 560068',
    phone: '+91 80 4125 6780',
    tel: 'tel:+918041256780',
  },
  {
    path: '/service-centre/bangalore/thanisandra',
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002',
    name: 'Service Centre Thanisandra',
    locality: 'Thanisandra',
    city: 'Bangalore',
    address: 'No. 112, Thanisandra Main Road, near RK Hegde Nagar Bus Stop, Thanisandra, Bengaluru, Karnataka 560077',
    phone: '+91 80 4718 2245',
    tel: 'tel:+918047182245',
  },
  {
    path: '/service-centre/hyderabad/hafeezpet',
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1003',
    name: 'Service Centre Hafeezpet',
    locality: 'Hafeezpet',
    city: 'Hyderabad',
    address: 'Plot 23, Hafeezpet Main Road, near Hafeezpet Railway Station, Hafeezpet, Hyderabad, Telangana 500049',
    phone: '+91 40 4852 3190',
    tel: 'tel:+914048523190',
  },
  {
    path: '/service-centre/delhi/patparganj',
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1004',
    name: 'Service Centre Patparganj',
    locality: 'Patparganj',
    city: 'Delhi',
    address: 'Plot 27, Mother Dairy Road, Patparganj Industrial Area, Patparganj, Delhi 110092',
    phone: '+91 11 4309 7764',
    tel: 'tel:+911143097764',
  },
  {
    path: '/service-centre/ahmedabad/gota',
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1005',
    name: 'Service Centre Gota',
    locality: 'Gota',
    city: 'Ahmedabad',
    address: 'Shop 9-12, Ground Floor, near Gota Cross Roads, S.G. Highway, Gota, Ahmedabad, Gujarat 382481',
    phone: '+91 79 4890 5521',
    tel: 'tel:+917948905521',
  },
] as const;

/** The hero's 'Book a service' link (the header outside <main> has its own). */
const bookLink = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true }).first();

/** What only a dev server sends as scripts: its client, and stylesheets wrapped as modules (a build ships them as CSS). */
const DEV_TOOLING = /\/@vite\/client|\/@react-refresh|\.css$/;

// The desktop runs each page's facts, its script and accessibility check, and the booking bar's absence.
phoneOnlyExcept(
  /: a visitor sees the garage's name/,
  /: the page loads no framework script/,
  'on a phone the booking bar stays in reach; on a desktop it is not shown',
);

for (const garage of PAGES) {
  const { path, locality, city } = garage;
  test(`${locality}: a visitor sees the garage's name, address, phone and opening hours`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(garage.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main').getByText(garage.address)).toBeVisible();
    const call = page
      .getByRole('main')
      .getByRole('link', { name: `Call ${garage.phone}` })
      .first();
    await expect(call).toHaveAttribute('href', garage.tel);
    const directions = page.getByRole('link', { name: /^Directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', city, locality]);

    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours.getByRole('row', { name: 'Mon–Fri 10:00 am–08:00 pm' })).toBeVisible();
    await expect(hours.getByRole('row', { name: 'Sat and Sun 10:00 am–06:00 pm' })).toBeVisible();
    await expect(
      hours.getByText(/^(Open now · closes at \d\d:\d\d [ap]m|Closed · opens (at|tomorrow at|[A-Z][a-z]{2} at) \d\d:\d\d [ap]m)$/),
    ).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain('"AutoRepair"');
  });

  test(`${locality}: 'Book a service' enters the booking flow for this garage and keeps the campaign`, async ({ page }) => {
    await page.goto(`${path}?utm_source=google`);
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
      pending.push(
        response
          .text()
          .then((text) => ({ url: response.url(), bytes: Buffer.byteLength(text.replace(/\/\/# sourceMappingURL=data:\S+\s*$/, '')) })),
      );
    });
    // Every script of a page without islands has arrived by its load event; the network goes on with
    // the analytics batch, whose answer can be slow on a busy machine and is no script.
    await page.goto(path, { waitUntil: 'load' });
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
  // The headline is for petrol cars of the makes Kudlu Gate services: a petrol hatchback (seed/pricing.ts, Bangalore factor 1)
  // Basic ₹2,799, old price ×1.25 → ₹3,499; Advanced ×1.55 → ₹4,399, old ₹5,499 (each rounded up to a price ending in 99).
  // Not the small EV's ₹1,999.
  await page.goto(PAGES[0].path);
  await expect(page.getByRole('heading', { level: 2, name: 'Car Services at ₹2,799', exact: true })).toBeVisible();
  await expect(page.getByText('from-prices for petrol cars of the makes this centre services')).toBeVisible();
  for (const [plan, from, old] of [
    ['Basic', '₹2,799', '₹3,499'],
    ['Advanced', '₹4,399', '₹5,499'],
  ] as const) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: plan }) });
    await expect(card.locator('.plans__price > span').first()).toHaveText(`from ${from} for petrol cars`);
    await expect(card.locator('s')).toHaveText(`usual price ${old}`);
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
    await expect(page.getByRole('main').getByRole('link', { name: /^Call/ }).last()).toHaveAttribute('href', 'tel:+918041256780');
  } else {
    await expect(page.locator('.sticky-bar')).toBeHidden();
  }
});

test('an address with no garage answers 404 and is not cached', async ({ request }) => {
  const answer = await request.get('/service-centre/bangalore/no-such-locality');
  expect(answer.status()).toBe(404);
  expect(answer.headers()['cache-control'] ?? '').not.toContain('s-maxage');
});

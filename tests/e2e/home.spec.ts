import { expect, test } from '@playwright/test';

test('a visitor opening the product lands on the service home and sees the four service types', async ({ page }) => {
  await page.goto('/service-centre/');
  await expect(page).toHaveURL(/\/service-centre\/ad-services\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What does your car need?' })).toBeVisible();
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

test('the cards fill the width on a phone and sit side by side on a desktop', async ({ page }, info) => {
  await page.goto('/service-centre/ad-services/home');
  const boxes = await page
    .getByRole('list', { name: 'Service types' })
    .getByRole('link')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
  const rows = new Set(boxes.map((y) => Math.round(y))).size;
  expect(rows).toBe(info.project.name === 'phone' ? 4 : 1);
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

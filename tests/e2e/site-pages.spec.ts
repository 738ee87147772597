import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { phoneOnlyExcept } from './support/sizes';

const BASE = '/service-centre';
const UUID = /^[0-9a-f-]{36}$/;

/** A mobile number no earlier run has used, so a first request is new. */
function freshMobile(): { typed: string; shown: string } {
  const digits = `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return { typed: `+91 ${digits}`, shown: `${digits.slice(0, 5)} ${digits.slice(5)}` };
}

async function askToBeNotified(page: Page, contact: string, city: string) {
  await page.getByLabel('Mobile number or email').fill(contact);
  await page.getByLabel('City').fill(city);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/notify-me')),
    page.getByRole('button', { name: 'Notify me' }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return answer;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

phoneOnlyExcept('a visitor leaves a mobile number on notify-me and is told they are on the list, once', /accessibility violations/);

test('a visitor leaves a mobile number on notify-me and is told they are on the list, once', async ({ page }) => {
  const mobile = freshMobile();
  const first = await page.goto(`${BASE}/notify-me?pincode=411001`);
  expect(first?.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: "Pick-up and drop doesn't reach 411001 yet" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tell me when pick-up reaches 411001' })).toBeVisible();

  const stored = await askToBeNotified(page, mobile.typed, 'Pune');
  expect(stored.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`Thanks — we'll tell you at ${mobile.shown} when pick-up reaches 411001.`);

  await page.goto(`${BASE}/notify-me?pincode=411001`);
  await askToBeNotified(page, mobile.typed, 'Pune');
  await expect(page.getByRole('heading', { name: 'Already on the list' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `You're already on the list — we'll tell you at ${mobile.shown} when pick-up reaches 411001.`,
  );

  // Without a pincode the list is kept per city, whatever its case or punctuation.
  await page.goto(`${BASE}/notify-me`);
  await askToBeNotified(page, mobile.typed, 'Pune');
  await expect(page.getByRole('status')).toHaveText(`Thanks — we'll tell you at ${mobile.shown} when service starts in Pune.`);
  await page.goto(`${BASE}/notify-me`);
  await askToBeNotified(page, mobile.typed, 'pune.');
  await expect(page.getByRole('heading', { name: 'Already on the list' })).toBeVisible();
});

test('a malformed mobile number is refused with a clear message and the city is kept', async ({ page }) => {
  await page.goto(`${BASE}/notify-me`);
  const answer = await askToBeNotified(page, '12345', 'Mysuru');
  expect(answer.status()).toBe(422);
  expect(answer.headers()['cache-control']).toBe('no-store');

  await expect(page.getByRole('alert')).toContainText('Enter a valid 10-digit mobile number');
  const contact = page.getByLabel('Mobile number or email');
  await expect(contact).toHaveAttribute('aria-invalid', 'true');
  await expect(contact).toHaveAccessibleDescription(/Enter a valid 10-digit mobile number/);
  await expect(contact).toHaveValue('12345');
  await expect(page.getByLabel('City')).toHaveValue('Mysuru');
  await expect(page.getByLabel('City')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('an unknown garage code lands on coming-soon', async ({ page }) => {
  await page.goto(`${BASE}/garage/ZZZ?utm_source=qr`);
  await expect(page).toHaveURL(`${BASE}/coming-soon?utm_source=qr`);
  await expect(page.getByRole('heading', { level: 1, name: 'This service centre is coming soon' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Service Centre Kudlu Gate' }).first()).toHaveAttribute(
    'href',
    `${BASE}/bangalore/kudlu-gate`,
  );
});

test('a known garage code opens its service centre page', async ({ page }) => {
  await page.goto(`${BASE}/garage/KDG`);
  await expect(page).toHaveURL(`${BASE}/bangalore/kudlu-gate`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kudlu Gate');
});

test('the test garage code shows its test name outside production and is not indexed', async ({ page }) => {
  await page.goto(`${BASE}/garage/TST`);
  await expect(page).toHaveURL(`${BASE}/garage/TST`);
  await expect(page.getByRole('heading', { level: 1, name: 'Test Garage (staging)' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The seed points the test code TST at Kudlu Gate.
  await expect(page.getByRole('link', { name: "Open the service centre's page" })).toHaveAttribute('href', `${BASE}/bangalore/kudlu-gate`);
});

test('the footer links the main site: its seven pages, account pages and car collections', async ({ page }) => {
  await page.goto(`${BASE}/pick-and-drop`);
  const footer = page.getByRole('contentinfo');
  const expected = [
    ['About Us', '/about-us/'],
    ['Price Offer', '/price-offer/'],
    ['How It Works', '/how-it-works/'],
    ['Reviews', '/reviews/'],
    ['Contact Us', '/contact-us/'],
    ['Articles', '/articles/'],
    ['News', '/news/'],
    ['My bookings', '/my-booking/'],
    ['My quotes', '/my-quotes/'],
    ['Used car valuation', '/used/car-valuation/'],
    ['New cars', '/cars/'],
    ['Maruti Suzuki cars', '/collection/maruti-suzuki-cars/'],
    ['SUV cars', '/collection/suv-cars/'],
    ['CNG cars', '/collection/cng-cars/'],
  ] as const;
  const ours = new URL(page.url()).origin;
  for (const [name, path] of expected) {
    const href = await footer.getByRole('link', { name, exact: true }).getAttribute('href');
    const url = new URL(href ?? '', 'http://relative.invalid');
    expect(url.protocol, name).toMatch(/^https?:$/);
    expect(url.origin, name).not.toBe(ours);
    expect(url.origin, name).not.toBe('http://relative.invalid');
    expect(url.pathname.endsWith(path), `${name} → ${href}`).toBe(true);
  }
  await expect(footer.getByRole('link', { name: 'Kudlu Gate, Bangalore' })).toHaveAttribute('href', `${BASE}/bangalore/kudlu-gate`);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the pick-and-drop pincode form leads into the booking flow with the garage found', async ({ page }) => {
  await page.goto(`${BASE}/pick-and-drop?utm_source=google`);
  await page.getByLabel('Your pincode').fill('560068');
  await page.getByRole('button', { name: 'Find my service centre' }).click();
  await page.waitForURL(/\/ad-services\/car-garage\?.*garageId=/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('pincode')).toBe('560068');
  expect(params.get('garageId')).toMatch(UUID);
  expect(params.get('utm_source')).toBe('google');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a service at Kudlu Gate' })).toBeVisible();
});

test('the two pick-and-drop pages have their own titles, descriptions and headings', async ({ page }) => {
  const seen: { title: string; description: string | null; h1: string | null }[] = [];
  for (const path of ['/pick-and-drop', '/pick-and-drop-near-me']) {
    await page.goto(`${BASE}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${BASE}${path}$`));
    seen.push({
      title: await page.title(),
      description: await page.locator('meta[name="description"]').getAttribute('content'),
      h1: await page.getByRole('heading', { level: 1 }).textContent(),
    });
  }
  expect(seen[1]?.h1).toMatch(/nearest/i);
  expect(seen[1]?.title).toMatch(/near me/i);
  for (const key of ['title', 'description', 'h1'] as const) expect(seen[0]?.[key]).not.toBe(seen[1]?.[key]);
});

test.describe('a visitor who shares their location', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 12.9716, longitude: 77.5946 } });

  test('in Bangalore is taken to the nearest Bangalore service centre', async ({ page }) => {
    await page.goto(`${BASE}/pick-and-drop-near-me?utm_campaign=near`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.waitForURL(/\/service-centre\/bangalore\/(kudlu-gate|thanisandra)\?utm_campaign=near$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Kudlu Gate|Thanisandra/);
  });

  test('far from every centre is told none is near yet and offered notify-me', async ({ page, context }) => {
    await context.setGeolocation({ latitude: 19.076, longitude: 72.8777 }); // Mumbai
    await page.goto(`${BASE}/pick-and-drop`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('No service centre near you yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tell me when you start near me' })).toHaveAttribute('href', `${BASE}/notify-me`);
    await expect(page).toHaveURL(`${BASE}/pick-and-drop`);
  });
});

test('a page that does not exist answers 404 with the spec text and a way home', async ({ page }) => {
  const answer = await page.goto(`${BASE}/no-such-page`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Looks like the page does not exist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', `${BASE}/ad-services/home`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

for (const path of [
  '/notify-me?pincode=400001',
  '/coming-soon',
  '/pick-and-drop',
  '/pick-and-drop-near-me',
  '/garage/TST',
  '/no-such-page',
]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(`${BASE}${path}`);
    await expectNoAxeViolations(page);
  });
}

test('notify-me with field messages and with its confirmation has no accessibility violations', async ({ page }) => {
  test.slow();
  await page.goto(`${BASE}/notify-me`);
  await askToBeNotified(page, 'asha@', 'P');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
  await askToBeNotified(page, freshMobile().typed, 'Nashik');
  await expect(page.getByRole('status')).toBeVisible();
  await expectNoAxeViolations(page);
});

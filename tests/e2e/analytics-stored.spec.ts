import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE, payInSandbox, phoneFor } from './support/booking';
import { analyticsStarted, choosePeriodicToHandover } from './support/analytics';
import { holdSlotAsCustomer } from './support/pay';

// The analytics pipeline end to end (decisions 052 and 053): the pages' SDK sends to the embedded
// collector, which keeps the headless browser's events because the browser tests' pages send with the
// automation key (playwright.config.ts); the demo page of collected events shows what was stored.

interface Stored {
  type: string;
  name: string;
  pageType: string;
  source: string;
  platform: string;
  utmCampaign: string;
}

/** What the collector kept for this browser, oldest first, as the demo page lists it. */
async function storedEvents(page: Page, browser: Browser): Promise<Stored[]> {
  // Kept as JSON by the SDK's storage.
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('sc:anonymous_id') ?? 'null'));
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  // Read from another browser, whose own page views are its own and not in the list.
  const other = await browser.newContext();
  const viewer = await other.newPage();
  await viewer.goto(`${BASE}/dev/analytics?anonymous_id=${id}`);
  const items = viewer.locator('.collected__item');
  const stored = await items.evaluateAll((list) =>
    list.map((li) => ({
      type: li.getAttribute('data-event-type') ?? '',
      name: li.getAttribute('data-event-name') ?? '',
      pageType: li.querySelector('[data-property="page_type"]')?.textContent ?? '',
      source: li.querySelector('[data-property="source"]')?.textContent ?? '',
      platform: li.querySelector('[data-property="platform"]')?.textContent ?? '',
      utmCampaign: li.querySelector('[data-property="utm_campaign"]')?.textContent ?? '',
    })),
  );
  await other.close();
  return stored;
}

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'a journey: run once, at phone size');
});

test('the choosing journey is stored: each page viewed and each choice made, in order, with the campaign it came from', async ({
  page,
  browser,
}) => {
  test.slow();
  await choosePeriodicToHandover(page, 'utm_source=newsletter&utm_campaign=monsoon');
  // Hidden, the page sends what waits (by beacon); the handover's own page view is then stored too.
  await page.goto(`${BASE}/ad-services/home`);

  await expect
    .poll(async () => (await storedEvents(page, browser)).map((e) => (e.type === 'page' ? `page ${e.pageType}` : `track ${e.name}`)), {
      timeout: 15_000,
    })
    .toEqual([
      'page service_home',
      'page periodic_service',
      // The service page's call to action chooses its service.
      'track service_chosen',
      'page mmv',
      'track car_chosen',
      'page location_vehicle_check',
      'track centre_chosen',
      'page pricing_plans',
      'track plan_chosen',
      'page pickup_drop',
      'page service_home',
    ]);
  // Every event carries the campaign that brought the visitor (kept 24 hours as referrer_adsc) and the
  // phone's platform; the campaign's own parameters while the address carries them (every step of the
  // journey does), not on the last page, opened without them.
  const stored = await storedEvents(page, browser);
  expect(stored.every((e) => e.source === 'newsletter' && e.platform === 'mweb')).toBe(true);
  expect(stored.map((e) => e.utmCampaign)).toEqual([...Array(10).fill('monsoon'), 'null']);
});

test("paying is stored: the browser's details and payment started, then the server's payment and booking confirmed as the same visitor, signed in", async ({
  page,
  context,
  browser,
}, info) => {
  test.slow();
  // Signing in through the screens identifies this browser with the customer (the SDK's identify).
  const held = await holdSlotAsCustomer(page, context, phoneFor(info, '9345900091'));
  await page.goto(held.detailsHref);
  await analyticsStarted(page);
  // The form is the page's island: typed into before it hydrates, the text would be lost.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('E-mail').fill('meera@example.in');
  await page.getByLabel('Registration number').fill('KA 05 MN 4321');
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await page.getByRole('button', { name: 'Pay ₹199' }).click();
  await payInSandbox(page, 'Pay ₹199');
  await expect(page.getByRole('heading', { name: 'Your service is booked' })).toBeVisible();
  await analyticsStarted(page);
  await page.goto(`${BASE}/ad-services/home`);

  const line = (e: Stored) => (e.type === 'page' ? `page ${e.pageType}` : `track ${e.name}`);
  await expect
    .poll(async () => (await storedEvents(page, browser)).map(line).filter((l) => !l.startsWith('page service_home')), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        'page details_capture',
        'track details_entered',
        'track payment_started',
        'track payment_succeeded',
        'track booking_confirmed',
        'page confirmation_page',
      ]),
    );
  const order = (await storedEvents(page, browser)).map(line);
  // The browser's in the order they happened; the server's are recorded when the gateway's answer is taken.
  const at = (l: string) => order.indexOf(l);
  expect(at('page details_capture')).toBeLessThan(at('track details_entered'));
  expect(at('track details_entered')).toBeLessThan(at('track payment_started'));
  expect(at('track payment_started')).toBeLessThan(at('page confirmation_page'));
  expect(order.filter((l) => l === 'track payment_succeeded')).toHaveLength(1);
  expect(order.filter((l) => l === 'track booking_confirmed')).toHaveLength(1);
});

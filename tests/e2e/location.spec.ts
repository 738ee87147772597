import { expect, test, type Page } from '@playwright/test';
import { phoneOnlyExcept } from './support/sizes';

const PAGE = '/service-centre/ad-services/location-vehicle-check';
const UUID = /^[0-9a-f-]{36}$/;

const SWIFT = {
  model_id: 1,
  model: 'Swift',
  make: 'Maruti Suzuki',
  make_slug: 'maruti-suzuki',
  fuel_type: 'PETROL',
  car_age: 3,
  body_type: 'HATCHBACK',
};
const BMW = { model_id: 166, model: '3 Series', make: 'BMW', make_slug: 'bmw', fuel_type: 'PETROL', car_age: 2, body_type: 'SEDAN' };

/** Starts the visitor mid-journey: a service type and a car already chosen (kept if the page writes its own). */
async function startJourney(page: Page, vehicle: object = SWIFT) {
  const journey = { serviceType: 'periodic_service', flowTag: 'periodic', vehicle, repairs: [] };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('sc:journey')) sessionStorage.setItem('sc:journey', value);
  }, JSON.stringify(journey));
}

/** Opens the finder and waits until its island can take input. */
async function openFinder(page: Page, query = '') {
  await page.goto(`${PAGE}${query}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function searchPincode(page: Page, pincode: string) {
  await page.getByLabel('Pincode').fill(pincode);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

const BESIDE_THE_FORM =
  "the answer to a pincode comes into view with the reader's focus, and the out-of-area notice's two actions are one size: stacked on a phone, side by side on a desktop";
phoneOnlyExcept('a visitor finds the service centre for their pincode, and choosing it adds garageId and opens the plans', BESIDE_THE_FORM);

test('a visitor finds the service centre for their pincode, and choosing it adds garageId and opens the plans', async ({ page }) => {
  await startJourney(page);
  await openFinder(page, '?category=periodic_service');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a service centre near you' })).toBeVisible();
  await searchPincode(page, '560068');

  const card = page.getByRole('article', { name: 'Service Centre Kudlu Gate' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('4.6');
  await expect(card.getByRole('link', { name: /View on map/ })).toHaveAttribute('target', '_blank');
  await card.getByRole('button', { name: /Choose this service centre/ }).click();

  await page.waitForURL(/\/ad-services\/pricing-plans\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('garageId')).toMatch(UUID);
  expect(params.get('pincode')).toBe('560068');
  expect(params.get('category')).toBe('periodic_service');
});

test('a visitor finds service centres by city', async ({ page }) => {
  await startJourney(page);
  await openFinder(page);
  await page.getByRole('button', { name: 'Hyderabad', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Service centre in Hyderabad' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Service Centre Hafeezpet' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await card.getByRole('button', { name: /Choose this service centre/ }).click();
  await page.waitForURL(/\/ad-services\/pricing-plans\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('garageId')).toMatch(UUID);
  expect(params.get('pincode')).toBe('500049');
});

test("each centre's card shows its photo, loaded lazily into a box of fixed proportions", async ({ page }) => {
  await startJourney(page);
  await openFinder(page);
  await page.getByRole('button', { name: 'Bangalore', exact: true }).click();
  // The first photo of each centre's gallery (seed data/garages.ts), as its landing page shows it.
  const photo = page
    .getByRole('article', { name: 'Service Centre Thanisandra' })
    .getByRole('img', { name: 'Service bay with a car on the lift at Service Centre Thanisandra' });
  await expect(photo).toHaveAttribute('src', '/service-centre/images/garages/thanisandra/gallery-1.svg');
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('width', '800');
  await expect(photo).toHaveAttribute('height', '600');
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await photo.boundingBox();
  expect(Math.round((box?.width ?? 0) / (box?.height ?? 1))).toBe(2);
});

test('campaign parameters in the address survive the move to the next step', async ({ page }) => {
  await startJourney(page);
  await openFinder(page, '?utm_campaign=monsoon&utm_source=google');
  await searchPincode(page, '560077');
  await page
    .getByRole('article', { name: 'Service Centre Thanisandra' })
    .getByRole('button', { name: /Choose this service centre/ })
    .click();
  await page.waitForURL(/garageId=/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('utm_campaign')).toBe('monsoon');
  expect(params.get('utm_source')).toBe('google');
});

test('a pincode far from every centre says we are not there yet and offers news for that pincode', async ({ page }) => {
  await openFinder(page);
  await searchPincode(page, '400001');
  await expect(page.getByRole('heading', { name: "We don't serve 400001 yet" })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Tell me when pick-up reaches 400001' })).toHaveAttribute(
    'href',
    /\/service-centre\/notify-me\?pincode=400001/,
  );
  await page.getByRole('button', { name: 'Try another pincode' }).click();
  await expect(page.getByLabel('Pincode')).toBeFocused();
});

test('an unserved pincode in a served city offers the nearest centre, with its distance and a choice, before notify-me', async ({
  page,
}) => {
  await startJourney(page);
  await openFinder(page, '?category=periodic_service');
  await searchPincode(page, '110001');
  await expect(page.getByRole('heading', { name: 'Nearest service centre to 110001' })).toBeVisible();
  // New Delhi 110001 to Patparganj is 9.09 km (haversine from the directory's and the seed's positions, by hand).
  const card = page.getByRole('article', { name: 'Service Centre Patparganj' });
  await expect(card).toContainText('9.1 km away');
  await expect(card).toContainText('No pick-up & drop to 110001 yet: drop your car off at the centre');
  const choose = card.getByRole('button', { name: /Choose this service centre/ });
  const notify = page.getByRole('link', { name: 'Tell me when pick-up reaches 110001' });
  await expect(notify).toHaveAttribute('href', /\/service-centre\/notify-me\?pincode=110001/);
  // The centre comes first in the reading order, the notify-me offer after it.
  const order = await choose.evaluate(
    (button, link) => Boolean(button.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await notify.elementHandle(),
  );
  expect(order).toBe(true);
  await expect(page.getByText(/service starts in Delhi/)).toHaveCount(0);

  await choose.click();
  await page.waitForURL(/\/ad-services\/pricing-plans\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('garageId')).toBe('4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1004');
  expect(params.get('pincode')).toBe('110001');
});

test(BESIDE_THE_FORM, async ({ page }, info) => {
  const phone = info.project.name === 'phone';
  /** Whether the element's box lies wholly inside the browser's window. */
  const inView = async (locator: import('@playwright/test').Locator) => {
    const box = await locator.boundingBox();
    const { width, height } = page.viewportSize()!;
    return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
  };
  await openFinder(page);
  // On the phone the answer sits under the form, below the fold: each one is brought up to be seen,
  // a second search's too (the first answer's place is then already half on the screen).
  await searchPincode(page, '560068');
  await expect(page.getByRole('heading', { name: 'Service centre for 560068' })).toBeFocused();
  await expect.poll(() => inView(page.getByRole('article', { name: 'Service Centre Kudlu Gate' }))).toBe(true);
  await searchPincode(page, '110001');
  const heading = page.getByRole('heading', { name: 'Nearest service centre to 110001' });
  await expect(heading).toBeFocused();
  await expect.poll(() => inView(heading)).toBe(true);
  await expect.poll(() => inView(page.getByRole('article', { name: 'Service Centre Patparganj' }))).toBe(true);

  // Both boxes read at one moment: the page may still be scrolling.
  const [notify, again] = await page
    .getByRole('link', { name: 'Tell me when pick-up reaches 110001' })
    .evaluate(
      (link, button) => [link, button!].map((e) => e.getBoundingClientRect()).map(({ x, y, width, height }) => ({ x, y, width, height })),
      await page.getByRole('button', { name: 'Try another pincode' }).elementHandle(),
    );
  expect(Math.round(notify!.width)).toBe(Math.round(again!.width));
  expect(Math.round(notify!.height)).toBe(Math.round(again!.height));
  if (phone) {
    // Stacked, each as wide as the notice allows.
    expect(again!.y).toBeGreaterThan(notify!.y + notify!.height);
    expect(notify!.width).toBeGreaterThan(280);
  } else {
    expect(Math.round(again!.y)).toBe(Math.round(notify!.y));
    expect(again!.x).toBeGreaterThan(notify!.x + notify!.width);
  }
});

test('a pincode no directory knows gets the plain answer and notify-me, with no centre', async ({ page }) => {
  await openFinder(page);
  await searchPincode(page, '999999');
  await expect(page.getByRole('heading', { name: "We don't serve 999999 yet" })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Tell me when pick-up reaches 999999' })).toBeVisible();
});

test('editing the pincode clears the answer to the previous one', async ({ page }) => {
  await openFinder(page);
  await searchPincode(page, '400001');
  await expect(page.getByRole('heading', { name: "We don't serve 400001 yet" })).toBeVisible();
  await searchPincode(page, '12345');
  await expect(page.getByRole('alert')).toHaveText('Enter a valid 6-digit pincode');
  await expect(page.getByRole('heading', { name: "We don't serve 400001 yet" })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Tell me when pick-up reaches/ })).toHaveCount(0);

  // The same holds for a found centre: typing drops it before anything is searched.
  await searchPincode(page, '560068');
  await expect(page.getByRole('article', { name: 'Service Centre Kudlu Gate' })).toBeVisible();
  await page.getByLabel('Pincode').fill('5600');
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('coming back to the finder shows the chosen centre once, and no pincode the visitor did not type', async ({ page }) => {
  test.slow();
  await startJourney(page);
  await openFinder(page, '?category=periodic_service');
  await searchPincode(page, '560068');
  await page
    .getByRole('article', { name: 'Service Centre Kudlu Gate' })
    .getByRole('button', { name: /Choose this service centre/ })
    .click();
  await page.waitForURL(/\/ad-services\/pricing-plans\?/);
  await page.goBack();
  await expect(page).toHaveURL(/location-vehicle-check/);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Service Centre Kudlu Gate' })).toHaveCount(1);
  // Searching again for the chosen centre's pincode lists it, and still shows it once.
  await searchPincode(page, '560068');
  await expect(page.getByRole('heading', { name: 'Service centre for 560068' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Service Centre Kudlu Gate' })).toHaveCount(1);

  // Chosen by city, the centre's own pincode was never typed: it is not put in the box.
  await page.getByRole('button', { name: 'Hyderabad', exact: true }).click();
  await page
    .getByRole('article', { name: 'Service Centre Hafeezpet' })
    .getByRole('button', { name: /Choose this service centre/ })
    .click();
  await page.waitForURL(/\/ad-services\/pricing-plans\?.*pincode=500049/);
  await page.goBack();
  await expect(page).toHaveURL(/location-vehicle-check/);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Service Centre Hafeezpet' })).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByLabel('Pincode')).not.toHaveValue('500049');
});

test('a malformed pincode is explained without asking the server', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/pincode-mapping/')) lookups.push(r.url());
  });
  await openFinder(page);
  await searchPincode(page, '56006');
  await expect(page.getByRole('alert')).toHaveText('Enter a valid 6-digit pincode');
  await expect(page.getByLabel('Pincode')).toHaveAttribute('aria-invalid', 'true');
  await searchPincode(page, '56OO68');
  await expect(page.getByRole('alert')).toHaveText('Enter a valid 6-digit pincode');
  expect(lookups).toEqual([]);
});

test('a service centre that does not service the car says so and offers to change the car', async ({ page }) => {
  await startJourney(page, BMW);
  await openFinder(page);
  await searchPincode(page, '560068');
  const card = page.getByRole('article', { name: 'Service Centre Kudlu Gate' });
  await card.getByRole('button', { name: /Choose this service centre/ }).click();
  await expect(card.getByRole('alert')).toContainText('Service Centre Kudlu Gate does not service BMW cars yet');
  await expect(card.getByRole('link', { name: 'change your car' })).toHaveAttribute('href', /\/ad-services\/mmv$/);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
});

test('a visitor can use their location to see the nearest service centres', async ({ page }) => {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 12.9279, longitude: 77.6271 }); // Koramangala, Bangalore
  await startJourney(page);
  await openFinder(page);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('heading', { name: 'Service centres nearest to you' })).toBeVisible();
  // Koramangala to Kudlu Gate is 4.3 km, to Thanisandra 14 km (haversine, worked out by hand).
  await expect(page.getByRole('article')).toHaveCount(2);
  const first = page.getByRole('article').first();
  await expect(first).toHaveAccessibleName('Service Centre Kudlu Gate');
  await expect(first).toContainText('4.3 km away');
  await expect(page.getByRole('article').nth(1)).toContainText('14 km away');
});

test('a visitor far from every service centre is told none is near yet', async ({ page }) => {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 19.076, longitude: 72.8777 }); // Mumbai
  await openFinder(page);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('heading', { name: 'No service centre near you yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notify me when you start here' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a refused location request is explained', async ({ page }) => {
  await openFinder(page);
  await page.evaluate(() => {
    navigator.geolocation.getCurrentPosition = (_ok, fail) =>
      fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('alert')).toContainText('Location access is turned off');
});

test('a pincode in the address fills the search, and the journey keeps its service centre', async ({ page }) => {
  await startJourney(page);
  await openFinder(page, '?pincode=560102');
  await expect(page).toHaveURL(/garageId=/);
  await expect(page.getByLabel('Pincode')).toHaveValue('560102');
  const current = page.getByRole('region', { name: 'Your service centre' });
  await expect(current.getByRole('article', { name: 'Service Centre Kudlu Gate' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Service Centre Kudlu Gate' })).toHaveCount(1);
  await expect(current).toContainText('Service Centre Kudlu Gate');
  await current.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/ad-services\/pricing-plans\?/);
  expect(new URL(page.url()).searchParams.get('garageId')).toMatch(UUID);
});

test("continuing with the journey's service centre checks it services the car", async ({ page }) => {
  await startJourney(page, BMW);
  await openFinder(page, '?pincode=560102');
  const current = page.getByRole('region', { name: 'Your service centre' });
  await current.getByRole('button', { name: 'Continue' }).click();
  await expect(current.getByRole('alert')).toContainText('does not service BMW cars yet');
  await expect(current.getByRole('button', { name: 'Change' })).toBeVisible();
  await expect(page).toHaveURL(/location-vehicle-check/);
});

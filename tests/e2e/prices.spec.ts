import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatInr, priceHeading } from '@/lib/money';

const API = '/service-centre/api';
const FLOW = '/service-centre/ad-services';
const BASIC_EXCLUSIONS = ['Wheel balancing', 'Wheel alignment', 'Tyre rotation', 'Gear oil top up', 'Throttle body cleaning'];

interface Journey { [key: string]: unknown }

/** A journey with the Kudlu Gate garage and a petrol Maruti Suzuki Swift, read from the demo data. */
async function demoJourney(request: APIRequestContext, overrides: Journey = {}): Promise<Journey> {
  const mapping = await (await request.get(`${API}/pincode-mapping/560068`)).json();
  const catalogue = await (await request.get(`${API}/vehicle-models?make=maruti-suzuki`)).json();
  const g = mapping.data.garage;
  const car = catalogue.data.models.find((m: { slug: string }) => m.slug === 'swift') ?? catalogue.data.models[0];
  return {
    serviceType: 'periodic_service',
    flowTag: 'periodic',
    garage: {
      garageId: g.id, garageName: g.name, garageAddress: g.address, garageRating: g.rating ?? 4, city: g.city,
      pincode: g.pincode, locality: g.locality, phone: g.phone, workshopCode: g.workshop_code,
    },
    pincode: '560068',
    vehicle: {
      model_id: car.id, model: car.name, make: catalogue.data.make.name, fuel_type: 'PETROL', car_age: 3,
      make_slug: catalogue.data.make.slug, body_type: car.body_type, registration_number: 'KA05MN1234',
    },
    repairs: [],
    ...overrides,
  };
}

/** Starts the visit with this journey in session storage; later reloads keep what the page stored. */
async function startWith(page: Page, journey: Journey) {
  await page.addInitScript((json) => {
    if (!sessionStorage.getItem('sc:journey')) sessionStorage.setItem('sc:journey', json);
  }, JSON.stringify(journey));
}

async function servicePricing(request: APIRequestContext, journey: Journey) {
  const { garage, vehicle } = journey as { garage: { garageId: string }; vehicle: { model_id: number; fuel_type: string } };
  const answer = await request.get(`${API}/service-pricing?garage=${garage.garageId}&model_id=${vehicle.model_id}&fuel_type=${vehicle.fuel_type}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as { repairs: { id: string; name: string; price: number }[]; spa: { id: string; name: string; price: number }[] };
}

test('a visitor compares the Basic and Advanced plans with their prices and the 18 inclusions', async ({ page, request }) => {
  const journey = await demoJourney(request);
  const { garage, vehicle } = journey as { garage: { garageId: string }; vehicle: { model_id: number } };
  const answer = await request.get(`${API}/package-pricing?garage=${garage.garageId}&model_id=${vehicle.model_id}&fuel_type=petrol`);
  const { plans, inclusions } = (await answer.json()).data;
  await startWith(page, journey);
  await page.goto(`${FLOW}/pricing-plans`);

  const lowest = Math.min(plans.ESSENTIAL.offer_price, plans.ENHANCED.offer_price);
  await expect(page.getByRole('heading', { level: 2, name: priceHeading(lowest) })).toBeVisible();
  for (const [name, code] of [['Basic', 'ESSENTIAL'], ['Advanced', 'ENHANCED']] as const) {
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(formatInr(plans[code].offer_price));
    await expect(card.locator('s')).toHaveText(`Old price ${formatInr(plans[code].amount)}`);
    await expect(card).toContainText(`Other garages charge ${formatInr(plans[code].other_garage_amount)}`);
    await expect(card).toContainText(`You save ${formatInr(plans[code].standard_discount)}`);
    await expect(card.getByRole('button', { name: `Choose ${name}` })).toBeVisible();
  }

  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(18);
  expect(inclusions).toHaveLength(18);
  await expect(table.getByText('Not included')).toHaveCount(5);
  for (const name of BASIC_EXCLUSIONS) {
    await expect(table.getByRole('row', { name: new RegExp(`^${name}`) })).toContainText('Not included');
  }
  await expect(table.getByRole('row', { name: /^Engine oil/ })).not.toContainText('Not included');
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

test('choosing Advanced enables Continue, shows it in the summary and survives a reload', async ({ page, request }) => {
  await startWith(page, await demoJourney(request));
  await page.goto(`${FLOW}/pricing-plans`);
  const summary = page.getByRole('complementary', { name: 'Your booking' });
  const advanced = page.getByRole('article', { name: 'Advanced' });
  const price = (await advanced.locator('.plan__offer').textContent()) ?? '';

  await expect(summary.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await advanced.getByRole('button', { name: 'Choose Advanced' }).click();
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expect(summary).toContainText('Advanced plan');
  await expect(summary).toContainText(price);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose Advanced' })).toHaveAttribute('aria-pressed', 'true');
  await expect(summary).toContainText('Advanced plan');
  await summary.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ad-services\/pickup-drop\?(.*&)?category=periodic_service/);
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to hand over your car?' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call .+ to book: \+91/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
  await expect(page.getByRole('radio', { name: /Pick-up and drop/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Self-drop/ })).toBeDisabled();
});

test('a visitor picking two repairs sees their running total', async ({ page, request }) => {
  const journey = await demoJourney(request, { serviceType: 'specific_repair', flowTag: 'specific-repair' });
  const { repairs } = await servicePricing(request, journey);
  const [first, second] = [repairs[0]!, repairs[2]!];
  await startWith(page, journey);
  await page.goto(`${FLOW}/specific-repair`);

  const summary = page.getByRole('complementary', { name: 'Your booking' });
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('checkbox', { name: first.name }).check();
  await page.getByRole('checkbox', { name: second.name }).check();
  await expect(page.getByText(`2 repairs selected · Total ${formatInr(first.price + second.price)}`)).toBeVisible();
  await expect(summary).toContainText(formatInr(first.price + second.price));
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeEnabled();

  await page.getByRole('checkbox', { name: first.name }).uncheck();
  await expect(page.getByText(`1 repair selected · Total ${formatInr(second.price)}`)).toBeVisible();
});

test('continuing without describing the issue asks for at least one symptom', async ({ page, request }) => {
  await startWith(page, await demoJourney(request, { serviceType: 'not_sure_about_issue', flowTag: 'not-sure-about-issue' }));
  await page.goto(`${FLOW}/unknown-issue`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not sure about the issue?' })).toBeVisible();

  await page.getByRole('complementary', { name: 'Your booking' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tell us at least one symptom');
  await expect(page).toHaveURL(/\/unknown-issue/);

  await page.getByRole('checkbox', { name: 'Strange noise' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('complementary', { name: 'Your booking' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ad-services\/pickup-drop/);
  await expect(page.getByRole('complementary', { name: 'Your booking' })).toContainText('Strange noise');
});

test('a visitor chooses one car spa package', async ({ page, request }) => {
  const journey = await demoJourney(request, { serviceType: 'car_spa_and_cleaning', flowTag: 'car-spa' });
  const { spa } = await servicePricing(request, journey);
  const [a, b] = [spa[0]!, spa[1]!];
  await startWith(page, journey);
  await page.goto(`${FLOW}/car-spa`);

  const summary = page.getByRole('complementary', { name: 'Your booking' });
  await page.getByRole('radio', { name: a.name }).check();
  await page.getByRole('radio', { name: b.name }).check();
  await expect(page.getByRole('radio', { name: a.name })).not.toBeChecked();
  await expect(summary).toContainText(b.name);
  await expect(summary).toContainText(formatInr(b.price));
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('with no car in the journey the plans page offers to choose the car first', async ({ page, request }) => {
  await startWith(page, await demoJourney(request, { vehicle: undefined }));
  await page.goto(`${FLOW}/pricing-plans`);
  await expect(page.getByRole('heading', { name: 'Before we can show prices we need your car and service centre' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose your car' }).click();
  await expect(page).toHaveURL(/\/ad-services\/mmv/);
});

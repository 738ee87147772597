import { expect, test, type Page } from '@playwright/test';
import { phoneOnlyExcept } from './support/sizes';

const FLOW = '/service-centre/ad-services';
const BASIC_EXCLUSIONS = ['Wheel balancing', 'Wheel alignment', 'Tyre rotation', 'Gear oil top up', 'Throttle body cleaning'];

interface Journey {
  [key: string]: unknown;
}

/**
 * A journey with the Kudlu Gate garage and a petrol Maruti Suzuki Swift VXi, typed out from the seed
 * (src/backend/platform/db/seed/data/garages.ts and vehicles.json: the Swift is the first model, id 1).
 */
function demoJourney(overrides: Journey = {}): Journey {
  return {
    serviceType: 'periodic_service',
    flowTag: 'periodic',
    garage: {
      garageId: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
      garageName: 'Service Centre Kudlu Gate',
      garageAddress: 'Plot 14, Hosur Main Road, near Kudlu Gate Junction, Garvebhavi Palya, Bengaluru, Karnataka 560068',
      garageRating: 4.6,
      city: 'Bangalore',
      pincode: '560068',
      locality: 'Kudlu Gate',
      phone: '+91 80 4125 6780',
      workshopCode: 'SC-KDG',
    },
    pincode: '560068',
    vehicle: {
      model_id: 1,
      model: 'Swift',
      make: 'Maruti Suzuki',
      fuel_type: 'PETROL',
      car_age: 3,
      variant_name: 'VXi',
      make_slug: 'maruti-suzuki',
      body_type: 'HATCHBACK',
      registration_number: 'KA05MN1234',
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

/**
 * The plans of a petrol hatchback at a Bangalore garage (city factor 1), worked out by hand from the seed formula
 * (seed/pricing.ts): Basic ₹2,799; old price ×1.25 → ₹3,499; other garages ×1.6 → ₹4,499; saving ₹700 (20%).
 * Advanced ₹2,799 × 1.55 → ₹4,399; old ₹5,499; other garages ₹7,099; saving ₹1,100 (20%). Each rounded up to a price ending in 99.
 */
const SWIFT_AT_KUDLU_GATE = [
  { name: 'Basic', scope: '13 of 18 services', offer: '₹2,799', old: '₹3,499', others: '₹4,499', saving: 'You save ₹700 (20% off)' },
  { name: 'Advanced', scope: 'All 18 services', offer: '₹4,399', old: '₹5,499', others: '₹7,099', saving: 'You save ₹1,100 (20% off)' },
];

phoneOnlyExcept(
  'a visitor compares the Basic and Advanced plans with their prices and the 18 inclusions',
  'choosing Advanced enables Continue, shows it in the summary and survives a reload',
);

test('a visitor compares the Basic and Advanced plans with their prices and the 18 inclusions', async ({ page }) => {
  await startWith(page, demoJourney());
  await page.goto(`${FLOW}/pricing-plans`);

  await expect(page.getByRole('heading', { level: 2, name: 'Car Services at ₹2,799', exact: true })).toBeVisible();
  for (const plan of SWIFT_AT_KUDLU_GATE) {
    const card = page.getByRole('article', { name: plan.name });
    await expect(card.locator('.plan__scope')).toHaveText(plan.scope);
    await expect(card.locator('.plan__offer')).toHaveText(plan.offer);
    await expect(card.locator('s')).toHaveText(`Old price ${plan.old}`);
    await expect(card.locator('.plan__saving')).toHaveText(plan.saving);
    await expect(card.locator('.plan__others')).toHaveText(`Other garages charge ${plan.others}`);
    // What other garages charge is its own figure, not the struck-out old price.
    const shown = { old: await card.locator('s').innerText(), others: await card.locator('.plan__others').innerText() };
    expect(shown.others).not.toContain(plan.old);
    expect(shown.old).not.toContain(plan.others);
    await expect(card.getByRole('button', { name: `Choose ${plan.name}` })).toBeVisible();
  }

  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(18);
  await expect(table.getByText('Not included')).toHaveCount(5);
  for (const name of BASIC_EXCLUSIONS) {
    await expect(table.getByRole('row', { name: new RegExp(`^${name}`) })).toContainText('Not included');
  }
  await expect(table.getByRole('row', { name: /^Engine oil/ })).not.toContainText('Not included');
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

test('choosing Advanced enables Continue, shows it in the summary and survives a reload', async ({ page }) => {
  await startWith(page, demoJourney());
  await page.goto(`${FLOW}/pricing-plans`);
  const summary = page.getByRole('complementary', { name: 'Your booking' });
  const advanced = page.getByRole('article', { name: 'Advanced' });

  await expect(summary.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await advanced.getByRole('button', { name: 'Choose Advanced' }).click();
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expect(summary).toContainText('Advanced plan');
  await expect(summary).toContainText('₹4,399');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose Advanced' })).toHaveAttribute('aria-pressed', 'true');
  await expect(summary).toContainText('Advanced plan');
  await expect(summary).toContainText('₹4,399');
  await summary.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ad-services\/pickup-drop\?(.*&)?category=periodic_service/);
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to hand over your car?' })).toBeVisible();
  // The three handovers are booked online (pick-up and drop first); the centre's number stays for those who prefer to call.
  await expect(page.getByRole('radio', { name: /^Pick-up and drop/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Self-drop/ })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /^Wait at the centre/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await expect(page.getByText("You'll sign in with your mobile number next")).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 80 4125 6780', exact: true })).toHaveAttribute('href', 'tel:+918041256780');
  await expect(page.getByRole('link', { name: 'ask for a call back' })).toHaveAttribute(
    'href',
    '/service-centre/ad-services/schedule-callback',
  );
});

test('a visitor picking two repairs sees their running total', async ({ page }) => {
  // Hatchback repair prices at a Bangalore garage (catalogue.json, city factor 1): front brake pads ₹1,899, clutch set ₹6,999.
  await startWith(page, demoJourney({ serviceType: 'specific_repair', flowTag: 'specific-repair' }));
  await page.goto(`${FLOW}/specific-repair`);

  const summary = page.getByRole('complementary', { name: 'Your booking' });
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Front brake pads replacement' }).check();
  await page.getByRole('checkbox', { name: 'Clutch set replacement' }).check();
  await expect(page.getByText('2 repairs selected · Total ₹8,898')).toBeVisible();
  await expect(summary).toContainText('₹8,898');
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeEnabled();

  await page.getByRole('checkbox', { name: 'Front brake pads replacement' }).uncheck();
  await expect(page.getByText('1 repair selected · Total ₹6,999')).toBeVisible();
});

test('continuing without describing the issue asks for at least one symptom', async ({ page }) => {
  await startWith(page, demoJourney({ serviceType: 'not_sure_about_issue', flowTag: 'not-sure-about-issue' }));
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

test('a visitor chooses one car spa package', async ({ page }) => {
  // Hatchback spa prices at a Bangalore garage (catalogue.json): foam wash ₹499, interior deep cleaning ₹1,999.
  await startWith(page, demoJourney({ serviceType: 'car_spa_and_cleaning', flowTag: 'car-spa' }));
  await page.goto(`${FLOW}/car-spa`);

  const summary = page.getByRole('complementary', { name: 'Your booking' });
  await page.getByRole('radio', { name: 'Foam wash' }).check();
  await page.getByRole('radio', { name: 'Interior deep cleaning' }).check();
  await expect(page.getByRole('radio', { name: 'Foam wash' })).not.toBeChecked();
  await expect(summary).toContainText('Interior deep cleaning');
  await expect(summary).toContainText('₹1,999');
  await expect(summary).not.toContainText('Foam wash');
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('with no car in the journey the plans page offers to choose the car first', async ({ page }) => {
  await startWith(page, demoJourney({ vehicle: undefined }));
  await page.goto(`${FLOW}/pricing-plans`);
  await expect(page.getByRole('heading', { name: 'Before we can show prices we need your car and service centre' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose your car' }).click();
  await expect(page).toHaveURL(/\/ad-services\/mmv/);
});

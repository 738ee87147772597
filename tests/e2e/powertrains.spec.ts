import { expect, test, type Page } from '@playwright/test';
import { chooseKudluGateByPincode } from './support/booking';

// Journeys for an electric, a diesel and a CNG car: each is offered only what fits its powertrain
// (seed/data/catalogue.json, written out by hand here). Phone size only: the layout is the same.
test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'journeys run once, at phone size'));

const FLOW = '/service-centre/ad-services';
const KUDLU_GATE = {
  garageId: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
  garageName: 'Service Centre Kudlu Gate',
  garageAddress: 'Plot 14, Hosur Main Road, near Kudlu Gate Junction, Garvebhavi Palya, Bengaluru, Karnataka 560068',
  garageRating: 4.6,
  city: 'Bangalore',
  pincode: '560068',
  locality: 'Kudlu Gate',
  phone: '+91 80 4125 6780',
  workshopCode: 'SC-KDG',
};
// Model ids are the seed's order in vehicles.json: Swift 1, Nexon 38.
const NEXON_DIESEL = {
  model_id: 38,
  model: 'Nexon',
  make: 'Tata',
  fuel_type: 'DIESEL',
  car_age: 2,
  variant_name: 'Creative',
  make_slug: 'tata',
  body_type: 'SUV',
};
const SWIFT_CNG = {
  model_id: 1,
  model: 'Swift',
  make: 'Maruti Suzuki',
  fuel_type: 'CNG',
  car_age: 4,
  variant_name: 'VXi',
  make_slug: 'maruti-suzuki',
  body_type: 'HATCHBACK',
};

async function startWith(page: Page, journey: object) {
  await page.addInitScript((json) => {
    if (!sessionStorage.getItem('sc:journey')) sessionStorage.setItem('sc:journey', json);
  }, JSON.stringify(journey));
}
const waitForIslands = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

test('an electric car is offered battery and high-voltage work, never engine oil or spark plugs', async ({ page }) => {
  test.slow();
  await page.goto(`${FLOW}/home`);
  await page.getByRole('link', { name: /Periodic service/ }).click();
  await expect(page).toHaveURL(/\/periodic-service/);
  // Before a car is chosen the page opens on Petrol; the Electric tab shows the EV menu.
  await page.locator('label', { hasText: 'Electric' }).click();
  const evMenu = page.getByRole('list', { name: 'Electric car service' });
  await expect(evMenu).toBeVisible();
  await expect(evMenu.getByRole('listitem')).toHaveCount(14);
  await expect(evMenu).toContainText('Battery health report');
  await expect(evMenu).not.toContainText('Engine oil');
  await expect(page.getByText('For electric cars the basic plan covers 10 of these; the advanced plan covers all 14.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Petrol car service' })).toBeHidden();

  await page.getByRole('link', { name: 'Check prices for my car' }).first().click();
  const allMakes = page.getByRole('list', { name: 'All makes A–Z' });
  await expect(allMakes.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
  await allMakes.getByRole('button', { name: 'Tata', exact: true }).click();
  await page.getByRole('button', { name: 'Nexon EV SUV' }).click();
  // One fuel: the variants come straight away.
  await page.getByRole('button', { name: 'Empowered', exact: true }).click();
  await expect(page).toHaveURL(/\/location-vehicle-check/);
  await waitForIslands(page);
  await chooseKudluGateByPincode(page);

  await expect(page).toHaveURL(/\/pricing-plans\?.*garageId=/);
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(14);
  await expect(table).toContainText('High-voltage system and cable check');
  for (const engineWork of ['Engine oil', 'Oil filter', 'Spark plug check', 'Fuel filter check', 'Throttle body cleaning'])
    await expect(table).not.toContainText(engineWork);
  const summary = page.getByRole('complementary', { name: 'Your booking' });
  await expect(summary).toContainText('Tata Nexon EV Empowered · Electric');
  await expect(summary).not.toContainText('ELECTRIC');
  // The centre's name already says where it is: the locality is not repeated.
  await expect(summary).toContainText('Service Centre Kudlu Gate');
  await expect(summary).not.toContainText('Kudlu Gate, Kudlu Gate');

  // Back on the service page, the car's own menu is open.
  await page.goto(`${FLOW}/periodic-service`);
  await expect(page.getByRole('list', { name: 'Electric car service' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Electric' })).toBeChecked();

  await page.goto(`${FLOW}/specific-repair?garageId=${KUDLU_GATE.garageId}`);
  await expect(page.getByRole('checkbox', { name: 'Charging port and cable check' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Front brake pads replacement' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Spark plugs/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /Clutch/ })).toHaveCount(0);
});

test('a diesel car gets glow plugs and a fuel filter replacement, and no spark plugs', async ({ page }) => {
  await startWith(page, {
    serviceType: 'periodic_service',
    flowTag: 'periodic',
    garage: KUDLU_GATE,
    pincode: '560068',
    vehicle: NEXON_DIESEL,
    repairs: [],
  });
  await page.goto(`${FLOW}/periodic-service`);
  const menu = page.getByRole('list', { name: 'Diesel car service' });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('Glow plug check');
  await expect(menu).toContainText('Fuel filter replacement');
  await expect(menu).not.toContainText('Spark plug check');

  await page.goto(`${FLOW}/pricing-plans?garageId=${KUDLU_GATE.garageId}`);
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(18);
  await expect(table).toContainText('Glow plug check');
  await expect(table).not.toContainText('Spark plug');
  await expect(page.getByRole('complementary', { name: 'Your booking' })).toContainText('Tata Nexon Creative · Diesel');

  await page.goto(`${FLOW}/specific-repair?garageId=${KUDLU_GATE.garageId}`);
  await expect(page.getByRole('checkbox', { name: 'Glow plugs replacement' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Fuel filter replacement' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Clutch set replacement' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Spark plugs/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /Charging port/ })).toHaveCount(0);
});

test('a CNG car gets the CNG kit check and service on top of the petrol menu', async ({ page }) => {
  await startWith(page, {
    serviceType: 'periodic_service',
    flowTag: 'periodic',
    garage: KUDLU_GATE,
    pincode: '560068',
    vehicle: SWIFT_CNG,
    repairs: [],
  });
  await page.goto(`${FLOW}/pricing-plans?garageId=${KUDLU_GATE.garageId}`);
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(19);
  await expect(table).toContainText('CNG kit check');
  await expect(table).toContainText('Spark plug check');
  await expect(table).not.toContainText('Glow plug');

  await page.goto(`${FLOW}/periodic-service`);
  await expect(page.getByRole('list', { name: 'CNG car service' })).toContainText('CNG kit check');
  await expect(page.getByText('For CNG cars the basic plan covers 14 of these; the advanced plan covers all 19.')).toBeVisible();

  await page.goto(`${FLOW}/specific-repair?garageId=${KUDLU_GATE.garageId}`);
  await expect(page.getByRole('checkbox', { name: 'CNG kit service' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Spark plugs replacement' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Glow plugs/ })).toHaveCount(0);
});

test('the step tracker ticks only the choices made: on a repair page reached directly only the service, then each choice as it is made', async ({
  page,
}) => {
  const steps = page.getByRole('navigation', { name: 'Booking steps' }).getByRole('listitem');
  const done = (label: string) => steps.filter({ hasText: label }).locator('.stepper__dot');

  await page.goto(`${FLOW}/specific-repair`);
  await expect(steps.filter({ hasText: 'Plan' })).toHaveAttribute('aria-current', 'step');
  // The repair page is itself the choice of service; car and garage are still to come.
  await expect(done('Service')).toHaveText('✓');
  for (const label of ['Car', 'Centre']) await expect(done(label)).not.toHaveText('✓');
  await expect(done('Car')).toHaveText('2');
  await expect(done('Centre')).toHaveText('3');

  await page.goto(`${FLOW}/location-vehicle-check`);
  for (const label of ['Car', 'Centre', 'Plan']) await expect(done(label)).not.toHaveText('✓');

  await page.evaluate(
    (garage) =>
      sessionStorage.setItem(
        'sc:journey',
        JSON.stringify({
          serviceType: 'specific_repair',
          flowTag: 'specific-repair',
          vehicle: {
            model_id: 38,
            model: 'Nexon',
            make: 'Tata',
            fuel_type: 'DIESEL',
            car_age: 2,
            variant_name: 'Creative',
            make_slug: 'tata',
            body_type: 'SUV',
          },
          garage,
          repairs: [],
        }),
      ),
    KUDLU_GATE,
  );
  await page.goto(`${FLOW}/pickup-drop`);
  for (const label of ['Service', 'Car', 'Centre']) await expect(done(label)).toHaveText('✓');
  await expect(steps.filter({ hasText: 'Service' })).toContainText('(done)');
  // No repair chosen yet: the plan step is not done.
  await expect(done('Plan')).toHaveText('4');
});

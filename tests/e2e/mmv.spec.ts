import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { phoneOnlyExcept } from './support/sizes';

const MMV = '/service-centre/ad-services/mmv?category=periodic_service&utm_source=google';
const NEXT_STEP = /\/service-centre\/ad-services\/location-vehicle-check\?.*utm_source=google/;

interface StoredVehicle {
  make: string;
  model: string;
  model_id: number;
  fuel_type: string;
  car_age: number;
  variant_name?: string;
  make_slug: string;
  body_type: string;
  registration_number?: string;
  color?: string;
}

const journeyVehicle = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('sc:journey') ?? '{}') as { vehicle?: StoredVehicle }).vehicle);
const mmvRecord = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('mmv') ?? 'null') as unknown);

/** Every make, from A to Z (the popular ones are listed again above it). */
const makes = (page: Page) => page.getByRole('list', { name: 'All makes A–Z', exact: true }).getByRole('button');
/** Opens the car step once its island is awake (the makes arrive only after hydration). */
async function openCarStep(page: Page) {
  await page.goto(MMV);
  await expect(makes(page).first()).toBeVisible({ timeout: 15_000 });
}
const pickMake = (page: Page, name: string) =>
  page.getByRole('list', { name: 'All makes A–Z' }).getByRole('button', { name, exact: true }).click();
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by make or model' });
const foundModels = (page: Page) => page.getByRole('list', { name: 'Models', exact: true }).getByRole('button');
const foundMakes = (page: Page) => page.getByRole('list', { name: 'Makes', exact: true }).getByRole('button');

const registration = (page: Page) => page.getByRole('textbox', { name: 'Registration number' });

phoneOnlyExcept(
  'a visitor picks a car by make, model, fuel and variant and goes on to the location check',
  /accessibility check/,
  /fits the screen/,
  /badge of one size/,
  /keeps its size/,
);

test('a visitor picks a car by make, model, fuel and variant and goes on to the location check', async ({ page }) => {
  await openCarStep(page);
  await pickMake(page, 'Maruti Suzuki');
  await expect(page.getByRole('heading', { name: 'Choose your Maruti Suzuki model' })).toBeFocused();
  await page.getByRole('button', { name: 'Swift Hatchback' }).click();
  const fuels = page.getByRole('list', { name: 'Swift fuel types' });
  await expect(fuels.getByRole('button')).toHaveText(['Petrol', 'Diesel', 'CNG'], { useInnerText: true });
  await fuels.getByRole('button', { name: 'Petrol' }).click();
  await page.getByRole('list', { name: 'Swift Petrol variants' }).getByRole('button', { name: 'VXi', exact: true }).click();

  await expect(page).toHaveURL(NEXT_STEP);
  const vehicle = await journeyVehicle(page);
  // The Swift is the seed's first model (vehicles.json), id 1.
  expect(vehicle).toMatchObject({
    make: 'Maruti Suzuki',
    model: 'Swift',
    model_id: 1,
    fuel_type: 'PETROL',
    variant_name: 'VXi',
    make_slug: 'maruti-suzuki',
    body_type: 'HATCHBACK',
    car_age: 0,
  });
  expect(await mmvRecord(page)).toEqual({ make: 'Maruti Suzuki', model: 'Swift', model_id: 1, fuel_type: 'PETROL', car_age: 0 });
});

test('a fuel with only one variant skips the variant step', async ({ page }) => {
  await openCarStep(page);
  await pickMake(page, 'Maruti Suzuki');
  await page.getByRole('button', { name: 'Swift Hatchback' }).click();
  await page.getByRole('button', { name: 'CNG', exact: true }).click();
  await expect(page).toHaveURL(NEXT_STEP);
  expect(await journeyVehicle(page)).toMatchObject({ model: 'Swift', fuel_type: 'CNG', variant_name: 'VXi' });
});

test('the makes are listed under two headings: the popular ones, then all of them from A to Z', async ({ page }) => {
  await openCarStep(page);
  await expect(page.getByRole('heading', { name: 'Popular', exact: true, level: 4 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All makes A–Z', exact: true, level: 4 })).toBeVisible();
  // vehicles.json: 14 popular makes of 35.
  const popular = page.getByRole('list', { name: 'Popular', exact: true }).getByRole('button');
  await expect(popular).toHaveCount(14);
  await expect(popular.first()).toHaveAccessibleName('Citroen');
  await expect(makes(page)).toHaveCount(35);
  await expect(makes(page).first()).toHaveAccessibleName('Audi');
  await expect(makes(page).last()).toHaveAccessibleName('Volvo');
});

test("every make is a badge of one size, named once by the make's name", async ({ page }) => {
  await openCarStep(page);
  // Short and long names, one line and two: the badges never differ in size, so nothing shifts.
  const tiles = ['MG', 'Kia', 'Volkswagen', 'Maruti Suzuki', 'Mercedes-Benz', 'Rolls-Royce'].map((name) =>
    page.getByRole('list', { name: 'All makes A–Z' }).getByRole('button', { name, exact: true }),
  );
  const sizes = new Set<string>();
  for (const tile of tiles) {
    await expect(tile).toHaveText(/^\s*[\w -]+\s*$/);
    const box = await tile.boundingBox();
    sizes.add(`${box?.width}×${box?.height}`);
  }
  expect(sizes.size).toBe(1);
  await expect(tiles[3]!).toHaveAccessibleName('Maruti Suzuki');
  await expect(tiles[3]!).toHaveText('Maruti Suzuki');
});

test('searching finds makes, and an empty result says so and offers to clear the search', async ({ page }) => {
  await openCarStep(page);
  await search(page).fill('HYUN');
  await expect(foundMakes(page)).toHaveCount(1);
  await expect(foundMakes(page).first()).toHaveAccessibleName('Hyundai');
  await search(page).fill('mercedes benz');
  await expect(foundMakes(page)).toHaveCount(1);
  await expect(foundMakes(page).first()).toHaveAccessibleName('Mercedes-Benz');
  await search(page).fill('xyz123');
  await expect(page.getByText('No makes or models match “xyz123”.')).toBeVisible();
  await expect(foundMakes(page)).toHaveCount(0);
  await expect(foundModels(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(makes(page)).toHaveCount(35);
});

test('typing a model finds it across makes, and picking it goes straight to its fuel', async ({ page }) => {
  await openCarStep(page);
  await search(page).fill('Nexon');
  // vehicles.json: Tata's Nexon (petrol, diesel, CNG) and Nexon EV, both SUVs.
  await expect(foundModels(page)).toHaveText(['Tata Nexon SUV · Petrol, Diesel, CNG', 'Tata Nexon EV SUV · Electric'], {
    useInnerText: true,
  });
  await foundModels(page).first().click();
  await expect(page.getByRole('heading', { name: 'Which fuel does your Nexon use?' })).toBeFocused();
  await expect(page.getByText('Tata · Nexon')).toBeVisible();
  await page.getByRole('list', { name: 'Nexon fuel types' }).getByRole('button', { name: 'Diesel' }).click();
  // The Nexon's only diesel variant is Creative: chosen without a variant step.
  await expect(page).toHaveURL(NEXT_STEP);
  expect(await journeyVehicle(page)).toMatchObject({
    make: 'Tata',
    model: 'Nexon',
    fuel_type: 'DIESEL',
    variant_name: 'Creative',
    make_slug: 'tata',
    body_type: 'SUV',
  });
});

test('the make lists, the search results and the empty search pass an accessibility check', async ({ page }) => {
  // Three whole-page accessibility scans: more work than a plain test's time allows on a busy machine.
  test.slow();
  const violations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await openCarStep(page);
  expect(await violations()).toEqual([]);
  await search(page).fill('land rover');
  await expect(foundModels(page)).toHaveCount(4);
  expect(await violations()).toEqual([]);
  await search(page).fill('xyz123');
  await expect(page.getByText('No makes or models match “xyz123”.')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a misspelt model is still found', async ({ page }) => {
  await openCarStep(page);
  await search(page).fill('swfit');
  await expect(foundModels(page)).toHaveText(['Maruti Suzuki Swift Hatchback · Petrol, Diesel, CNG'], { useInnerText: true });
  await search(page).fill('marutu swift');
  await expect(foundModels(page)).toHaveText(['Maruti Suzuki Swift Hatchback · Petrol, Diesel, CNG'], { useInnerText: true });
  await foundModels(page).first().click();
  await expect(page.getByRole('list', { name: 'Swift fuel types' }).getByRole('button')).toHaveText(['Petrol', 'Diesel', 'CNG'], {
    useInnerText: true,
  });
  // Back to the model list, as if the Swift had been chosen from Maruti Suzuki's models.
  await page.getByRole('button', { name: 'Change model' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your Maruti Suzuki model' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Swift Hatchback' })).toBeVisible();
});

test('body-type and fuel filters narrow the makes and then the models', async ({ page }) => {
  await openCarStep(page);
  await page.getByRole('button', { name: 'Electric', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Electric', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(makes(page).filter({ hasText: 'Tesla' })).toHaveCount(1);
  await expect(makes(page).filter({ hasText: 'Honda' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Hatchback', exact: true }).click();
  await expect(makes(page).filter({ hasText: 'Tesla' })).toHaveCount(0);
  await expect(makes(page).filter({ hasText: 'Tata' })).toHaveCount(1);

  await pickMake(page, 'Tata');
  const models = page.getByRole('list', { name: 'Tata models' }).getByRole('button');
  await expect(models.first()).toBeVisible();
  for (const text of await models.allInnerTexts()) expect(text).toMatch(/Hatchback/);
  await expect(models.filter({ hasText: 'Tiago EV' })).toHaveCount(1);
  await expect(models.filter({ hasText: 'Nexon' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change make' }).click();
  await expect(page.getByRole('heading', { name: 'Choose the make' })).toBeVisible();
});

test('a known registration number finds its car and continues with it', async ({ page }) => {
  await openCarStep(page);
  await registration(page).fill('ka-05-mn-1234');
  await registration(page).blur();
  await expect(registration(page)).toHaveValue('KA 05 MN 1234');
  await page.getByRole('button', { name: 'Find my car' }).click();
  await expect(page.getByText('Maruti Suzuki Swift VXi')).toBeVisible();
  await expect(page.getByText(/Petrol · 2019/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue with this car' }).click();

  await expect(page).toHaveURL(NEXT_STEP);
  const vehicle = await journeyVehicle(page);
  // Registered in 2019 (known-vehicles.json): its age is this year in India less 2019.
  const age = Number(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date())) - 2019;
  expect(vehicle).toMatchObject({
    make: 'Maruti Suzuki',
    model: 'Swift',
    model_id: 1,
    fuel_type: 'PETROL',
    variant_name: 'VXi',
    registration_number: 'KA05MN1234',
    color: 'Pearl Arctic White',
    car_age: age,
  });
  expect(await mmvRecord(page)).toEqual({ make: 'Maruti Suzuki', model: 'Swift', model_id: 1, fuel_type: 'PETROL', car_age: age });
});

/** The card of the car found for KA 05 MN 1234 (known-vehicles.json: a Maruti Suzuki Swift, a hatchback). */
async function findSwift(page: Page) {
  await openCarStep(page);
  await registration(page).fill('KA05MN1234');
  await page.getByRole('button', { name: 'Find my car' }).click();
  const card = page.getByRole('status').filter({ hasText: 'We found your car' });
  await expect(card).toBeVisible();
  return card;
}

test('the found car is pictured, in a box that keeps its size while the picture arrives', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/service-centre/api/vehicle-image?*', async (route) => {
    await held;
    await route.continue();
  });
  const card = await findSwift(page);
  await expect(card.getByRole('img')).toHaveCount(0);
  const before = await card.boundingBox();
  release();
  const picture = card.getByRole('img', { name: 'Outline of a hatchback' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', '/service-centre/images/vehicles/hatchback.v1.svg');
  await expect(picture).toHaveAttribute('width', '320');
  await expect(picture).toHaveAttribute('height', '180');
  await expect(picture).toHaveAttribute('decoding', 'async');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await card.boundingBox()).toEqual(before);
  const shown = await picture.boundingBox();
  expect(Math.round(((shown?.width ?? 0) / (shown?.height ?? 1)) * 9)).toBe(16);
});

test("a car picture that does not load gives way to its body type's outline, and never to a broken image", async ({ page }) => {
  // The service names a photo that is not there: the outline of a hatchback is shown instead.
  await page.route('**/service-centre/api/vehicle-image?*', (route) =>
    route.fulfill({
      json: {
        data: { url: '/service-centre/images/vehicles/gone.v1.jpg', width: 640, height: 360, alt: 'Maruti Suzuki Swift', kind: 'PHOTO' },
      },
    }),
  );
  const card = await findSwift(page);
  await expect(card.getByRole('img', { name: 'Outline of a hatchback' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Maruti Suzuki Swift' })).toHaveCount(0);

  // Nothing loads at all: the box stays, empty, at its size.
  await page.route('**/service-centre/images/vehicles/**', (route) => route.abort());
  await page.getByRole('button', { name: 'Not my car' }).click();
  const again = await findSwift(page);
  await expect(again.getByRole('img')).toHaveCount(0);
  const box = await again.locator('.vehicle-picture').boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 9)).toBe(16);
});

test('the found car and its picture pass an accessibility check', async ({ page }) => {
  const card = await findSwift(page);
  await expect(card.getByRole('img', { name: 'Outline of a hatchback' })).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
});

test('a Bharat-series number is accepted and shown in its own format', async ({ page }) => {
  await openCarStep(page);
  await registration(page).fill('22bh1234aa');
  await registration(page).blur();
  await expect(registration(page)).toHaveValue('22 BH 1234 AA');
  await page.getByRole('button', { name: 'Find my car' }).click();
  await expect(page.getByText('Kia Seltos HTX')).toBeVisible();
  await page.getByRole('button', { name: 'Not my car' }).click();
  await expect(page.getByRole('heading', { name: 'Choose make and model' })).toBeFocused();
});

test('a car chosen after "Not my car" is saved without the number the registry gives another car', async ({ page }) => {
  await openCarStep(page);
  await registration(page).fill('22BH1234AA');
  await page.getByRole('button', { name: 'Find my car' }).click();
  // known-vehicles.json: 22BH1234AA is a Kia Seltos HTX.
  await expect(page.getByText('Kia Seltos HTX')).toBeVisible();
  await page.getByRole('button', { name: 'Not my car' }).click();
  await expect(page.getByText('Choose the make and model below instead.')).toBeVisible();
  await expect(page.getByText(/We will save/)).toHaveCount(0);
  await search(page).fill('swift');
  await foundModels(page).first().click();
  await page.getByRole('list', { name: 'Swift fuel types' }).getByRole('button', { name: 'Petrol' }).click();
  await page.getByRole('list', { name: 'Swift Petrol variants' }).getByRole('button', { name: 'VXi', exact: true }).click();

  await expect(page).toHaveURL(NEXT_STEP);
  const vehicle = await journeyVehicle(page);
  expect(vehicle).toMatchObject({ make: 'Maruti Suzuki', model: 'Swift', fuel_type: 'PETROL', variant_name: 'VXi' });
  expect(vehicle).not.toHaveProperty('registration_number');
  // Back on the car step, the car is offered without any number.
  await page.goto(MMV);
  await expect(page.getByRole('heading', { name: 'Your car: Maruti Suzuki Swift VXi · Petrol' })).toBeVisible();
  await expect(page.getByText('22 BH 1234 AA')).toHaveCount(0);
});

test('an invalid registration number shows a clear message', async ({ page }) => {
  await openCarStep(page);
  await registration(page).fill('HELLO 123');
  await page.getByRole('button', { name: 'Find my car' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid registration number, like KA 05 MN 1234');
  await expect(registration(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/mmv\?/);
});

test('an unknown but valid number falls back to the picker and is kept with the chosen car', async ({ page }) => {
  await openCarStep(page);
  await registration(page).fill('24BH9876CD');
  await registration(page).press('Enter');
  await expect(page.getByText('We could not find this vehicle; choose its make and model instead')).toBeVisible();
  await expect(page.getByText('We will save 24 BH 9876 CD with the car you choose.')).toBeVisible();
  await pickMake(page, 'Maruti Suzuki');
  await page.getByRole('button', { name: 'Swift Hatchback' }).click();
  await page.getByRole('button', { name: 'CNG', exact: true }).click();
  await expect(page).toHaveURL(NEXT_STEP);
  expect(await journeyVehicle(page)).toMatchObject({ model: 'Swift', fuel_type: 'CNG', registration_number: '24BH9876CD' });
});

test('a car already in the journey is offered first, to continue with or change', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('sc:journey')) return;
    const vehicle = {
      make: 'Maruti Suzuki',
      model: 'Swift',
      model_id: 1,
      fuel_type: 'PETROL',
      car_age: 3,
      variant_id: 2,
      variant_name: 'VXi',
      variant: 'VXi',
      make_slug: 'maruti-suzuki',
      body_type: 'HATCHBACK',
    };
    sessionStorage.setItem('sc:journey', JSON.stringify({ serviceType: 'periodic_service', repairs: [], vehicle }));
  });
  await page.goto(MMV);
  await expect(page.getByRole('heading', { name: 'Your car: Maruti Suzuki Swift VXi · Petrol' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Outline of a hatchback' })).toBeVisible();
  await expect(registration(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Change car' }).click();
  await expect(registration(page)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(NEXT_STEP);
});

test('the car step fits the screen without sideways scrolling', async ({ page }) => {
  await openCarStep(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

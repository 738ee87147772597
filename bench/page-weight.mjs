// The JavaScript each page ships, in KB gzip: node bench/page-weight.mjs http://127.0.0.1:4321
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROOT } from './support.mjs';

const origin = process.argv[2] ?? 'http://127.0.0.1:4321';
export const PAGES = [
  'home',
  'car-garage',
  'periodic-service',
  'mmv',
  'location-vehicle-check',
  'pricing-plans',
  'service-plans',
  'specific-repair',
  'unknown-issue',
  'car-spa',
  'pickup-drop',
].map((p) => `/service-centre/ad-services/${p}`);

export async function pageWeights(pages = PAGES, base = origin) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const garage = (await (await fetch(`${base}/service-centre/api/pincode-mapping/560068`)).json()).data.garage;
  const journey = {
    serviceType: 'periodic_service',
    flowTag: 'periodic',
    repairs: [],
    garage: {
      garageId: garage.id,
      garageName: garage.name,
      garageAddress: garage.address,
      garageRating: 4.5,
      city: garage.city,
      pincode: '560068',
      locality: garage.locality,
      phone: garage.phone,
      workshopCode: garage.workshop_code,
    },
    vehicle: {
      make: 'Maruti Suzuki',
      model: 'Swift',
      model_id: 1,
      fuel_type: 'PETROL',
      car_age: 3,
      make_slug: 'maruti-suzuki',
      body_type: 'HATCHBACK',
    },
  };
  const rows = [];
  for (const path of pages) {
    const page = await browser.newPage();
    await page.addInitScript((j) => sessionStorage.setItem('sc:journey', JSON.stringify(j)), journey);
    const files = new Set();
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && r.url().includes('/_astro/')) files.add(new URL(r.url()).pathname);
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join(''));
    let bytes = gzipSync(inline).length;
    for (const f of files) bytes += gzipSync(readFileSync(`${ROOT}dist/client${f.replace('/service-centre', '')}`)).length;
    rows.push([path, (bytes / 1024).toFixed(1)]);
    await page.close();
  }
  await browser.close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [path, kb] of await pageWeights()) console.log(`${path}: ${kb} KB gzip`);
}

/**
 * The booking pages' JavaScript, for a signed-in customer with a pick-and-drop booking at Kudlu Gate
 * whose slot is held: signs in through the demo outbox as a person does, then books through the API.
 */
export async function bookingPageWeights(base = origin) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  const phone = '9100000999';
  await page.goto(`${base}/service-centre/sign-in?next=%2Fservice-centre%2Fbookings`);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  const outbox = await context.newPage();
  await outbox.goto(`${base}/service-centre/dev/outbox`);
  const code = /\d{6}/.exec(await outbox.locator('.outbox__body').first().textContent())[0];
  await outbox.close();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/bookings/);
  const api = async (method, path, data) =>
    (await (await page.request.fetch(`${base}/service-centre/api/${path}`, { method, data })).json()).data;
  const garage = (await api('GET', 'pincode-mapping/560068')).garage;
  const swift = (await api('GET', 'vehicle-models?make=maruti-suzuki')).models.find((m) => m.slug === 'swift');
  const a = await api('POST', 'appointment', {
    garage_id: garage.id,
    service_type_id: 'periodic_service',
    selection: { plan: 'ESSENTIAL' },
    vehicle_details: { model_id: swift.id, fuel_type: 'PETROL', registration_number: 'KA05MN9999' },
  });
  await api('PATCH', `appointment/${a.appointment_id}`, {
    pickup_details: { address: { line: '14, 3rd Cross', city: 'Bengaluru', state: 'Karnataka', pincode: '560068' } },
  });
  const slot = (await api('GET', `get-slots?slot_type=PICK_AND_DROP&garage_id=${garage.id}`)).slots.find((s) => !s.disabled);
  await api('POST', 'booking', { appointment_id: a.appointment_id, slot_id: slot.id });
  const q = `appointmentId=${a.appointment_id}&garageId=${garage.id}`;
  const paths = [
    'address-selection',
    `slot-selection`,
    'details-capture',
    'confirmation-page',
    'appointment-confirmation',
    'schedule-callback',
  ].map((p) => `/service-centre/ad-services/${p}?${q}${p === 'slot-selection' ? '&slot_type=PICK_AND_DROP&pincode=560068' : ''}`);
  const rows = [];
  for (const path of paths) {
    const files = new Set();
    const onRequest = (r) => {
      if (r.resourceType() === 'script' && r.url().includes('/_astro/')) files.add(new URL(r.url()).pathname);
    };
    page.on('request', onRequest);
    const response = await page.goto(base + path, { waitUntil: 'networkidle' });
    const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join(''));
    let bytes = gzipSync(inline).length;
    for (const f of files) bytes += gzipSync(readFileSync(`${ROOT}dist/client${f.replace('/service-centre', '')}`)).length;
    page.off('request', onRequest);
    rows.push([path.split('?')[0], response?.status() === 200 ? (bytes / 1024).toFixed(1) : `HTTP ${response?.status()}`]);
  }
  await browser.close();
  return rows;
}

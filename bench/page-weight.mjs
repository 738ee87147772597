// The JavaScript each page ships, in KB gzip: node bench/page-weight.mjs http://127.0.0.1:4321
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROOT } from './support.mjs';

const origin = process.argv[2] ?? 'http://127.0.0.1:4321';
export const PAGES = ['home', 'car-garage', 'periodic-service', 'mmv', 'location-vehicle-check', 'pricing-plans', 'service-plans', 'specific-repair', 'unknown-issue', 'car-spa', 'pickup-drop']
  .map((p) => `/service-centre/ad-services/${p}`);

export async function pageWeights(pages = PAGES, base = origin) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const garage = (await (await fetch(`${base}/service-centre/api/pincode-mapping/560068`)).json()).data.garage;
  const journey = { serviceType: 'periodic_service', flowTag: 'periodic', repairs: [], garage: { garageId: garage.id, garageName: garage.name, garageAddress: garage.address, garageRating: 4.5, city: garage.city, pincode: '560068', locality: garage.locality, phone: garage.phone, workshopCode: garage.workshop_code },
    vehicle: { make: 'Maruti Suzuki', model: 'Swift', model_id: 1, fuel_type: 'PETROL', car_age: 3, make_slug: 'maruti-suzuki', body_type: 'HATCHBACK' } };
  const rows = [];
  for (const path of pages) {
    const page = await browser.newPage();
    await page.addInitScript((j) => sessionStorage.setItem('sc:journey', JSON.stringify(j)), journey);
    const files = new Set();
    page.on('request', (r) => { if (r.resourceType() === 'script' && r.url().includes('/_astro/')) files.add(new URL(r.url()).pathname); });
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

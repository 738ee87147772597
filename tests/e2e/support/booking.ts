// Steps the booking journeys share, done as a person does them: a journey chosen (service, car,
// garage, plan) kept in the tab's session storage, signing in with the code read from the demo
// outbox page, and the sandbox gateway's page.
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const BASE = '/service-centre';
export const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

const mask = (phone: string) => `${phone.slice(0, 2)}•••••${phone.slice(7)}`;

/** A phone number of this test and browser size (sign-in codes are limited per number). */
export const phoneFor = (info: { project: { name: string } }, phone: string) => (info.project.name === 'phone' ? phone : `8${phone.slice(1)}`);

/** The newest code sent to a number, from the demo outbox page. */
export async function codeFromOutbox(context: BrowserContext, phone: string): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto(`${BASE}/dev/outbox`);
  const text = await outbox.locator(`[data-recipient="${mask(phone)}"] .outbox__body`).first().textContent();
  await outbox.close();
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phone} in the outbox`);
  return code;
}

/** Fills the sign-in form shown on the page (full page or inline) and waits for the next page. */
export async function signInHere(page: Page, context: BrowserContext, phone: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.getByLabel('6-digit code').fill(await codeFromOutbox(context, phone));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('6-digit code')).toHaveCount(0, { timeout: 15_000 });
}

/** Signs in on the full sign-in page, then comes back to `next`. */
export async function signIn(page: Page, context: BrowserContext, phone: string, next = `${BASE}/bookings`): Promise<void> {
  await page.goto(`${BASE}/sign-in?${new URLSearchParams({ next })}`);
  await signInHere(page, context, phone);
  await expect(page).toHaveURL(new RegExp(next.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/**
 * A chosen journey, as the choosing pages leave it: a periodic service (Basic plan) for a petrol Maruti
 * Suzuki Swift at Kudlu Gate (pincode 560068). The catalogue ids are read from the API.
 */
export async function chooseSwiftAtKudluGate(page: Page, options: { registration?: string; serviceType?: string; plan?: string } = {}): Promise<void> {
  const models = await (await page.request.get(`${BASE}/api/vehicle-models?make=maruti-suzuki`)).json();
  const swift = models.data.models.find((m: { slug: string }) => m.slug === 'swift');
  const variant = swift.variants.find((v: { fuel_type: string }) => v.fuel_type === 'PETROL');
  const garage = (await (await page.request.get(`${BASE}/api/pincode-mapping/560068`)).json()).data.garage;
  const journey = {
    serviceType: options.serviceType ?? 'periodic_service', flowTag: 'periodic', repairs: [], plan: options.plan ?? 'ESSENTIAL', pincode: '560068',
    garage: { garageId: garage.id, garageName: garage.name, garageAddress: garage.address, garageRating: garage.rating, city: garage.city, pincode: '560068', locality: garage.locality, phone: garage.phone, workshopCode: garage.workshop_code },
    vehicle: {
      make: 'Maruti Suzuki', model: 'Swift', model_id: swift.id, fuel_type: 'PETROL', car_age: 3, make_slug: 'maruti-suzuki', body_type: 'HATCHBACK',
      variant_id: variant.id, variant_name: variant.name, ...(options.registration ? { registration_number: options.registration } : {}),
    },
  };
  await page.goto(`${BASE}/ad-services/home`);
  await page.evaluate((j) => sessionStorage.setItem('sc:journey', JSON.stringify(j)), journey);
}

/** Pays on the sandbox gateway's page: 'Pay ₹…', 'Make the payment fail' or 'Bank answers in 2 minutes'. */
export async function payInSandbox(page: Page, choice: RegExp | string): Promise<void> {
  await expect(page).toHaveURL(/\/dev\/pay\/order_/);
  await expect(page.getByText('Sandbox gateway · no money moves')).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
}

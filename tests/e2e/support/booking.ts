// Steps the booking journeys share, done as a person does them: a journey chosen (service, car,
// garage, plan) kept in the tab's session storage, signing in with the code read from the demo
// outbox page, and the sandbox gateway's page.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { lookAt } from './shots';

export const BASE = '/service-centre';
export const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

const mask = (phone: string) => `${phone.slice(0, 2)}•••••${phone.slice(7)}`;

/** A phone number of this test and browser size (sign-in codes are limited per number). */
export const phoneFor = (info: { project: { name: string } }, phone: string) =>
  info.project.name === 'phone' ? phone : `8${phone.slice(1)}`;

/** The newest code sent to a number, from the demo outbox page. */
export async function codeFromOutbox(context: BrowserContext, phone: string): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto(`${BASE}/dev/outbox`);
  const text = await outbox
    .locator(`[data-recipient="${mask(phone)}"] .outbox__body`)
    .first()
    .textContent();
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
export async function chooseSwiftAtKudluGate(
  page: Page,
  options: { registration?: string; serviceType?: string; plan?: string } = {},
): Promise<void> {
  const models = await (await page.request.get(`${BASE}/api/vehicle-models?make=maruti-suzuki`)).json();
  const swift = models.data.models.find((m: { slug: string }) => m.slug === 'swift');
  const variant = swift.variants.find((v: { fuel_type: string }) => v.fuel_type === 'PETROL');
  const garage = (await (await page.request.get(`${BASE}/api/pincode-mapping/560068`)).json()).data.garage;
  const journey = {
    serviceType: options.serviceType ?? 'periodic_service',
    flowTag: 'periodic',
    repairs: [],
    plan: options.plan ?? 'ESSENTIAL',
    pincode: '560068',
    garage: {
      garageId: garage.id,
      garageName: garage.name,
      garageAddress: garage.address,
      garageRating: garage.rating,
      city: garage.city,
      pincode: '560068',
      locality: garage.locality,
      phone: garage.phone,
      workshopCode: garage.workshop_code,
    },
    vehicle: {
      make: 'Maruti Suzuki',
      model: 'Swift',
      model_id: swift.id,
      fuel_type: 'PETROL',
      car_age: 3,
      make_slug: 'maruti-suzuki',
      body_type: 'HATCHBACK',
      variant_id: variant.id,
      variant_name: variant.name,
      ...(options.registration ? { registration_number: options.registration } : {}),
    },
  };
  await page.goto(`${BASE}/ad-services/home`);
  await page.evaluate((j) => sessionStorage.setItem('sc:journey', JSON.stringify(j)), journey);
}

/** On the car page, as a person picks it: Maruti Suzuki → Swift Hatchback → Petrol → ZXi. */
export async function pickSwiftZxiPetrol(page: Page): Promise<void> {
  const allMakes = page.getByRole('list', { name: 'All makes A–Z' });
  await expect(allMakes.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
  await allMakes.getByRole('button', { name: 'Maruti Suzuki', exact: true }).click();
  await page.getByRole('button', { name: 'Swift Hatchback' }).click();
  await page.getByRole('list', { name: 'Swift fuel types' }).getByRole('button', { name: 'Petrol' }).click();
  await page.getByRole('list', { name: 'Swift Petrol variants' }).getByRole('button', { name: 'ZXi', exact: true }).click();
}

/** On the centre step: finds the centre for pincode 560068 and chooses Service Centre Kudlu Gate. */
export async function chooseKudluGateByPincode(page: Page): Promise<void> {
  await page.getByLabel('Pincode').fill('560068');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page
    .getByRole('article', { name: 'Service Centre Kudlu Gate' })
    .getByRole('button', { name: /Choose this service centre/ })
    .click();
}

/** Pays on the sandbox gateway's page: 'Pay ₹…', 'Make the payment fail' or 'Bank answers in 2 minutes'. */
export async function payInSandbox(page: Page, choice: RegExp | string): Promise<void> {
  await expect(page).toHaveURL(/\/dev\/pay\/order_/);
  await expect(page.getByText('Sandbox gateway · no money moves')).toBeVisible();
  await lookAt(page, 'payment');
  await page.getByRole('button', { name: choice }).click();
}

// ── Appointments made through the API, as the screens before the slot screen make them ───────────

type Api = { get: Page['request']['get']; post: Page['request']['post']; patch: Page['request']['patch'] };

/** The answer's data, failing the test with the error body when the status is not the one expected. */
async function dataOf<T = any>(answer: Promise<import('@playwright/test').APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  const body = await response.json();
  if (response.status() !== status) throw new Error(`${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/**
 * A periodic service (Basic plan) for a petrol Maruti Suzuki Swift at Kudlu Gate, made by the signed-in
 * customer of `api` (a page's or a request context's): CREATED, of the handover type asked for.
 */
export async function createAppointment(
  api: Api,
  options: { type: 'PICK_AND_DROP' | 'SELF_DROP' | 'SLOT_BOOKING'; registration?: string; fullName?: string },
): Promise<any> {
  const models = await dataOf<{ models: { slug: string; id: number }[] }>(api.get(`${BASE}/api/vehicle-models?make=maruti-suzuki`));
  return dataOf(
    api.post(`${BASE}/api/appointment`, {
      data: {
        garage_id: KUDLU_GATE,
        pincode: '560068',
        service_type_id: 'periodic_service',
        selection: { plan: 'ESSENTIAL' },
        vehicle_details: {
          model_id: models.models.find((m) => m.slug === 'swift')!.id,
          fuel_type: 'PETROL',
          ...(options.registration ? { registration_number: options.registration } : {}),
        },
        ...(options.fullName ? { customer_details: { full_name: options.fullName } } : {}),
        booking_details: { appointment_fulfillment_type: options.type },
      },
    }),
    201,
  );
}

/** A pick-up address in Kudlu Gate (PICKUP_ADDRESS_ADDED). */
export function addPickupAddress(api: Api, appointmentId: string): Promise<any> {
  return dataOf(
    api.patch(`${BASE}/api/appointment/${appointmentId}`, {
      data: {
        pickup_details: {
          address: {
            line: '14, 3rd Cross, Kudlu Main Road',
            locality: 'Kudlu Gate',
            city: 'Bengaluru',
            state: 'Karnataka',
            pincode: '560068',
          },
        },
      },
    }),
  );
}

/** Holds a slot for the appointment (POST booking). */
export function holdSlot(api: Api, appointmentId: string, slotId: string): Promise<any> {
  return dataOf(api.post(`${BASE}/api/booking`, { data: { appointment_id: appointmentId, slot_id: slotId } }), 201);
}

/** Kudlu Gate's slots of a handover type, as get-slots answers them. */
export async function slotsOf(
  api: Api,
  type: string,
): Promise<{ id: string; date: string; startTime: string; count: number; left: number; disabled: boolean }[]> {
  return (await dataOf<{ slots: any[] }>(api.get(`${BASE}/api/get-slots?slot_type=${type}&garage_id=${KUDLU_GATE}`))).slots;
}

export function appointmentOf(api: Api, appointmentId: string): Promise<any> {
  return dataOf(api.get(`${BASE}/api/appointment/${appointmentId}`));
}

/** Holds the first open slot and pays the fee on the sandbox gateway's page: the appointment is SCHEDULED. */
export async function bookAndPay(page: Page, appointmentId: string): Promise<any> {
  const open = (
    await slotsOf(page.request, (await appointmentOf(page.request, appointmentId)).booking_details.appointment_fulfillment_type)
  ).find((s) => !s.disabled)!;
  await holdSlot(page.request, appointmentId, open.id);
  await dataOf(
    page.request.patch(`${BASE}/api/appointment/${appointmentId}`, { data: { customer_details: { full_name: 'Test Customer' } } }),
  );
  const payment = await dataOf<{ payin_url: string }>(page.request.post(`${BASE}/api/appointment/${appointmentId}/payment`, { data: {} }));
  await page.goto(payment.payin_url);
  await payInSandbox(page, /^Pay/);
  // The gateway sends the browser on to the confirmation page: waited for here, so the test's next
  // page.goto does not interrupt that navigation.
  await expect(page).toHaveURL(`${BASE}/ad-services/confirmation-page?appointmentId=${appointmentId}`, { timeout: 15_000 });
  await page.waitForLoadState('load');
  await expect.poll(async () => (await appointmentOf(page.request, appointmentId)).status, { timeout: 15_000 }).toBe('SCHEDULED');
  return appointmentOf(page.request, appointmentId);
}

/** A customer signed in through the API alone (a request context), for the other people a test needs. */
export async function signedInRequest(
  playwright: { request: { newContext: (o: { baseURL: string }) => Promise<import('@playwright/test').APIRequestContext> } },
  baseURL: string,
  context: BrowserContext,
  phone: string,
): Promise<import('@playwright/test').APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const started = await dataOf<{ attemptId: string }>(api.post(`${BASE}/api/sign-in/start`, { data: { phoneNumber: phone } }));
  await dataOf(
    api.post(`${BASE}/api/sign-in/verify`, { data: { attemptId: started.attemptId, code: await codeFromOutbox(context, phone) } }),
  );
  return api;
}

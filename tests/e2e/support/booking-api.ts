// Bookings made through the product's API with the signed-in page's cookies, as the booking screens
// make them: for journeys that start after a booking exists (resume, cancel, book again). The fee
// is paid on the sandbox gateway by API, as its page does (tests/integration/payments-api.test.ts).
import { expect, type Page } from '@playwright/test';
import { BASE, KUDLU_GATE, createAppointment as createAppointmentByApi } from './booking';

type Handover = 'PICK_AND_DROP' | 'SELF_DROP' | 'SLOT_BOOKING';

async function api(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  const response = await page.request.fetch(`${BASE}/api/${path}`, { method, ...(data === undefined ? {} : { data }) });
  const body = await response.json();
  expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** A registration number of this test and browser size (one active booking per car). */
export const registrationFor = (info: { project: { name: string } }, n: number) =>
  `KA${info.project.name === 'phone' ? 51 : 52}MC${1000 + n}`;

/** The same number as every screen shows it, in the plate's groups: 'KA 51 MC 1004'. */
export const plateFor = (info: { project: { name: string } }, n: number) => `KA ${info.project.name === 'phone' ? 51 : 52} MC ${1000 + n}`;

/** A periodic service (Basic plan) for a petrol Swift at Kudlu Gate (CREATED); pick-and-drop from 560102. */
export const createAppointment = (page: Page, registration: string, handover: Handover = 'SELF_DROP') =>
  createAppointmentByApi(page.request, { type: handover, registration });

/** Holds the first open slot that starts more than a day from now (so the whole fee would come back), then starts paying the fee. */
async function holdAndStartPayment(page: Page, a: { appointment_id: string; booking_details: { appointment_fulfillment_type: Handover } }) {
  const type = a.booking_details.appointment_fulfillment_type;
  if (type === 'PICK_AND_DROP') {
    await api(page, 'PATCH', `appointment/${a.appointment_id}`, {
      pickup_details: { address: { line: '14, 3rd Cross, HSR Layout', city: 'Bengaluru', state: 'Karnataka', pincode: '560102' } },
    });
  }
  const { slots } = await api(page, 'GET', `get-slots?slot_type=${type}&garage_id=${KUDLU_GATE}`);
  const slot = slots.find(
    (s: { disabled: boolean; startTime: string }) => !s.disabled && Date.parse(s.startTime) > Date.now() + 26 * 3_600_000,
  );
  await api(page, 'POST', 'booking', { appointment_id: a.appointment_id, slot_id: slot.id });
  await api(page, 'PATCH', `appointment/${a.appointment_id}`, { customer_details: { full_name: 'Test Customer' } });
  return api(page, 'POST', `appointment/${a.appointment_id}/payment`, {});
}

/** Pays (or fails to pay) the fee on the sandbox gateway, then posts its answer to the product's callback as the browser would. */
async function answerOnGateway(page: Page, orderId: string, outcome: 'success' | 'failure') {
  const paid = await api(page, 'POST', 'sandbox-gateway/pay', { order_id: orderId, outcome });
  const callback = await page.request.post(paid.callback_url, { form: paid.fields, maxRedirects: 0 });
  expect(callback.status()).toBe(303);
}

/** A booking whose fee was paid while its slot was held: SCHEDULED. */
export async function bookPaid(page: Page, registration: string, handover: Handover = 'SELF_DROP') {
  const a = await createAppointment(page, registration, handover);
  const payment = await holdAndStartPayment(page, a);
  await answerOnGateway(page, payment.provider_order_id, 'success');
  return api(page, 'GET', `appointment/${a.appointment_id}`);
}

/** A booking whose payment failed on the gateway: PAYMENT_FAILED, its payment link still open. */
export async function bookWithFailedPayment(page: Page, registration: string, handover: Handover = 'SELF_DROP') {
  const a = await createAppointment(page, registration, handover);
  const payment = await holdAndStartPayment(page, a);
  await answerOnGateway(page, payment.provider_order_id, 'failure');
  return api(page, 'GET', `appointment/${a.appointment_id}`);
}

export const cancelByApi = (page: Page, id: string) => api(page, 'DELETE', `appointment/${id}`, { reason: 'test' });

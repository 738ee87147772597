// A booking brought to the paying step through the API, as the screens before it leave it: signed in,
// an appointment for a petrol Swift at Kudlu Gate, and the first open slot held for it.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { BASE, KUDLU_GATE, signIn } from './booking';

export interface HeldBooking { appointmentId: string; garageId: string; detailsHref: string }

async function data<T>(response: import('@playwright/test').APIResponse, status: number): Promise<T> {
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(status);
  return body.data as T;
}

/**
 * Signs in as `phone`, creates a periodic service (Basic plan) with "wait at the centre" and holds
 * the first open slot; the registration number only when given.
 */
export async function holdSlotAsCustomer(page: Page, context: BrowserContext, phone: string, options: { registration?: string; fullName?: string } = {}): Promise<HeldBooking> {
  await signIn(page, context, phone);
  const models = await data<{ models: { slug: string; id: number }[] }>(await page.request.get(`${BASE}/api/vehicle-models?make=maruti-suzuki`), 200);
  const swift = models.models.find((m) => m.slug === 'swift')!;
  const created = await data<{ appointment_id: string }>(await page.request.post(`${BASE}/api/appointment`, {
    data: {
      garage_id: KUDLU_GATE, service_type_id: 'periodic_service', selection: { plan: 'ESSENTIAL' },
      vehicle_details: { model_id: swift.id, fuel_type: 'PETROL', ...(options.registration ? { registration_number: options.registration } : {}) },
      ...(options.fullName ? { customer_details: { full_name: options.fullName } } : {}),
      booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
    },
  }), 201);
  const slots = await data<{ slots: { id: string; disabled: boolean }[] }>(await page.request.get(`${BASE}/api/get-slots?slot_type=SLOT_BOOKING&garage_id=${KUDLU_GATE}`), 200);
  const open = slots.slots.find((s) => !s.disabled)!;
  await data(await page.request.post(`${BASE}/api/booking`, { data: { appointment_id: created.appointment_id, slot_id: open.id } }), 201);
  const query = new URLSearchParams({ appointmentId: created.appointment_id, garageId: KUDLU_GATE });
  return { appointmentId: created.appointment_id, garageId: KUDLU_GATE, detailsHref: `${BASE}/ad-services/details-capture?${query}` };
}

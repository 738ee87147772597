// A booking brought to the paying step through the API, as the screens before it leave it: signed in,
// an appointment for a petrol Swift at Kudlu Gate, and the first open slot held for it.
import type { BrowserContext, Page } from '@playwright/test';
import { BASE, KUDLU_GATE, createAppointment, holdSlot, signIn, slotsOf } from './booking';

export interface HeldBooking {
  appointmentId: string;
  garageId: string;
  detailsHref: string;
}

/**
 * Signs in as `phone`, creates a periodic service (Basic plan) with "wait at the centre" and holds
 * the first open slot; the registration number only when given.
 */
export async function holdSlotAsCustomer(
  page: Page,
  context: BrowserContext,
  phone: string,
  options: { registration?: string; fullName?: string } = {},
): Promise<HeldBooking> {
  await signIn(page, context, phone);
  const created = await createAppointment(page.request, {
    type: 'SLOT_BOOKING',
    registration: options.registration,
    fullName: options.fullName,
  });
  const open = (await slotsOf(page.request, 'SLOT_BOOKING')).find((s) => !s.disabled)!;
  await holdSlot(page.request, created.appointment_id, open.id);
  const query = new URLSearchParams({ appointmentId: created.appointment_id, garageId: KUDLU_GATE });
  return { appointmentId: created.appointment_id, garageId: KUDLU_GATE, detailsHref: `${BASE}/ad-services/details-capture?${query}` };
}

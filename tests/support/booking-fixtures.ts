// Bookings made through the backend's routes, as a customer's screens make them: for tests that need
// an appointment at some stage (held, paid) without walking the whole journey.
import type { Actor } from '@/contracts/actor';
import type { TestBackend } from './backend';
import type { appointments } from '@/backend/platform/db/schema';

export const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const ANONYMOUS: Actor = { kind: 'anonymous' };

/** A customer's address in HSR Layout, Bengaluru, as the address form sends it. */
export const HSR_ADDRESS = {
  line: '12, 4th Cross, HSR Layout',
  house_number: '12',
  locality: 'HSR Layout',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560102',
};

export const jsonInit = (method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

async function data<T = any>(response: Response, expected: number[]): Promise<T> {
  const body = (await response.json()) as { data?: T; error?: unknown };
  if (!expected.includes(response.status)) throw new Error(`answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data as T;
}

let swiftModelId: number | undefined;
export async function swiftId(backend: TestBackend): Promise<number> {
  swiftModelId ??= (
    await data<{ models: { slug: string; id: number }[] }>(await backend.call('/v1/garage/vehicles/models?make=maruti-suzuki'), [200])
  ).models.find((m) => m.slug === 'swift')!.id;
  return swiftModelId;
}

/** A periodic service (Basic plan) for a petrol Swift at Kudlu Gate: SLOT_BOOKING unless told. */
export async function makeAppointment(
  backend: TestBackend,
  actor: Actor,
  options: { type?: string; registration?: string } = {},
): Promise<any> {
  return data(
    await backend.call(
      '/v1/appointment',
      jsonInit('POST', {
        garage_id: KUDLU_GATE,
        service_type_id: 'periodic_service',
        selection: { plan: 'ESSENTIAL' },
        vehicle_details: {
          model_id: await swiftId(backend),
          fuel_type: 'PETROL',
          ...(options.registration ? { registration_number: options.registration } : {}),
        },
        booking_details: { appointment_fulfillment_type: options.type ?? 'SLOT_BOOKING' },
      }),
      actor,
    ),
    [201],
  );
}

/** The first slot of Kudlu Gate of a type that still takes bookings. */
export async function firstOpenSlot(backend: TestBackend, type = 'SLOT_BOOKING', skip = 0): Promise<string> {
  const list = await data<{ slots: { id: string; disabled: boolean }[] }>(
    await backend.call(`/v1/garage/slots?slot_type=${type}&garage_id=${KUDLU_GATE}`),
    [200],
  );
  return list.slots.filter((s) => !s.disabled)[skip]!.id;
}

export async function holdSlot(backend: TestBackend, actor: Actor, appointmentId: string, slotId?: string): Promise<any> {
  return data(
    await backend.call(
      '/v1/garage/bookings',
      jsonInit('POST', { appointment_id: appointmentId, slot_id: slotId ?? (await firstOpenSlot(backend)) }),
      actor,
    ),
    [201],
  );
}

/** Pays the held appointment's fee in the sandbox gateway and brings the callback back: SCHEDULED. */
export async function payFee(backend: TestBackend, actor: Actor, appointmentId: string): Promise<void> {
  await data(
    await backend.call(`/v1/appointment/${appointmentId}`, jsonInit('PATCH', { customer_details: { full_name: 'Test Customer' } }), actor),
    [200],
  );
  const payment = await data<{ provider_order_id: string }>(
    await backend.call(`/v1/appointment/${appointmentId}/payment`, jsonInit('POST', {}), actor),
    [200],
  );
  const paid = await data<{ fields: Record<string, string> }>(
    await backend.call('/v1/sandbox-gateway/pay', jsonInit('POST', { order_id: payment.provider_order_id, outcome: 'success' }), ANONYMOUS),
    [200],
  );
  await data(await backend.call('/v1/appointment/payments/callback', jsonInit('POST', paid.fields), ANONYMOUS), [200]);
}

/** An appointment booked and paid for (SCHEDULED), with its booking id. */
export async function bookedAppointment(
  backend: TestBackend,
  actor: Actor,
  registration?: string,
): Promise<{ id: string; bookingId: string }> {
  const a = await makeAppointment(backend, actor, registration ? { registration } : {});
  const held = await holdSlot(backend, actor, a.appointment_id);
  await payFee(backend, actor, a.appointment_id);
  return { id: a.appointment_id, bookingId: held.booking_id };
}

/**
 * A periodic service at Kudlu Gate waiting for its slot, as a row written straight into
 * `appointments` (for suites that need many customers at once, without the booking calls).
 */
export function periodicServiceRow(
  customer: { userId: string; phoneNumber: string },
  registration: string,
): typeof appointments.$inferInsert {
  return {
    garageId: KUDLU_GATE,
    userId: customer.userId,
    serviceType: 'PERIODIC_MAINTENANCE',
    serviceTypeId: 'periodic_service',
    fulfillmentType: 'SLOT_BOOKING',
    pincode: '560068',
    source: 'test',
    vehicleKey: `reg:${registration}`,
    customerDetails: { phone_number: customer.phoneNumber },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { bookedAppointment, firstOpenSlot, jsonInit, KUDLU_GATE, swiftId } from '../support/booking-fixtures';
import { workshopPeople, type WorkshopPeople } from '../support/workshop-people';
import type { Actor } from '@/contracts/actor';

// Whose booking it is, decided by the backend itself (the permissions-api suite holds every route of
// the built server to its declared access; this one runs in process, so the mutation run sees it):
// its customer sees and changes it; the advisors of its garage and admins see it but change it only
// from the console; another customer and another garage's advisor are told it does not exist.
const NOT_FOUND = { status: 404, code: 'APPOINTMENT_NOT_FOUND', message: 'We could not find this booking' };
const STAFF = { status: 403, code: 'FORBIDDEN', message: 'Garage staff change bookings from the console' };

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`whose booking it is (${target.name})`, () => {
    let backend: TestBackend;
    let people: WorkshopPeople;
    let admin: Actor;
    let booked: { id: string; bookingId: string };
    const call = async (path: string, init: RequestInit | undefined, as: Actor) => {
      const response = await backend.call(path, init, as);
      const body = (await response.json()) as { data?: any; error?: { code: string; message: string } };
      return { status: response.status, code: body.error?.code, message: body.error?.message, data: body.data };
    };
    const refusal = async (path: string, init: RequestInit | undefined, as: Actor) => {
      const { status, code, message } = await call(path, init, as);
      return { status, code, message };
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      people = await workshopPeople(backend.deps.db, 9_823_400_001, { customer: 'Asha Menon', advisor: 'Kudlu Advisor' });
      admin = {
        kind: 'admin',
        id: (await createTestSession(backend.deps.db, '9823400009', { role: 'ADMIN', name: 'Chain Admin' })).userId,
      };
      booked = await bookedAppointment(backend, people.customer, 'KA05OW1234');
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it("shows the booking to its customer, its garage's advisors and admins, and to nobody else", async () => {
      const path = `/v1/appointment/${booked.id}`;
      for (const viewer of [people.customer, people.advisor, admin]) {
        const seen = await call(path, undefined, viewer);
        expect([seen.status, seen.data.appointment_id, seen.data.status]).toEqual([200, booked.id, 'SCHEDULED']);
      }
      expect(await refusal(path, undefined, people.otherCustomer)).toEqual(NOT_FOUND);
      expect(await refusal(path, undefined, people.otherAdvisor)).toEqual(NOT_FOUND);
      expect(await refusal(path, undefined, { kind: 'anonymous' })).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Sign in to continue',
      });
      // An id nobody has is the same 404 as somebody else's.
      expect(await refusal('/v1/appointment/0b6c2f0e-3b4a-4c5d-8e6f-9a0b1c2d3e4f', undefined, people.customer)).toEqual(NOT_FOUND);
    });

    it("lets only its customer change it: the garage's staff are sent to the console, anyone else is told it does not exist", async () => {
      const slot = await firstOpenSlot(backend, 'SLOT_BOOKING', 1);
      const changes: [string, RequestInit][] = [
        [`/v1/appointment/${booked.id}`, jsonInit('PATCH', { customer_details: { full_name: 'Someone Else' } })],
        [`/v1/appointment/${booked.id}`, jsonInit('DELETE', {})],
        [`/v1/appointment/${booked.id}/reschedule`, jsonInit('POST', { slot_id: slot })],
        [`/v1/appointment/${booked.id}/payment`, jsonInit('POST', {})],
        ['/v1/garage/bookings', jsonInit('POST', { appointment_id: booked.id, slot_id: slot })],
      ];
      for (const [path, init] of changes) {
        expect(await refusal(path, init, people.otherCustomer), `${init.method} ${path}`).toEqual(NOT_FOUND);
        expect(await refusal(path, init, people.otherAdvisor), `${init.method} ${path}`).toEqual(NOT_FOUND);
        expect(await refusal(path, init, people.advisor), `${init.method} ${path}`).toEqual(STAFF);
        expect(await refusal(path, init, admin), `${init.method} ${path}`).toEqual(STAFF);
      }
      // Nothing was changed by the refused calls; its customer still may.
      const renamed = await call(
        `/v1/appointment/${booked.id}`,
        jsonInit('PATCH', { customer_details: { full_name: 'Asha M' } }),
        people.customer,
      );
      expect([renamed.status, renamed.data.customer_details.full_name, renamed.data.status]).toEqual([200, 'Asha M', 'SCHEDULED']);
    });

    it("keeps staff out of the customer's steps even for a booking of their own: they see it, but pay and change nothing", async () => {
      const own = await call(
        '/v1/appointment',
        jsonInit('POST', {
          garage_id: KUDLU_GATE,
          service_type_id: 'periodic_service',
          selection: { plan: 'ESSENTIAL' },
          vehicle_details: { model_id: await swiftId(backend), fuel_type: 'PETROL', registration_number: 'KA05OW9012' },
          booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
        }),
        people.advisor,
      );
      expect([own.status, own.data.status]).toEqual([201, 'CREATED']);
      const id = own.data.appointment_id as string;
      expect((await call(`/v1/appointment/${id}`, undefined, people.advisor)).status).toBe(200);
      expect(await refusal(`/v1/appointment/${id}/payment`, jsonInit('POST', {}), people.advisor)).toEqual(STAFF);
      expect(
        await refusal(`/v1/appointment/${id}`, jsonInit('PATCH', { customer_details: { full_name: 'Kudlu Advisor' } }), people.advisor),
      ).toEqual(STAFF);
    });

    it('answers the booking look-up, the receipt and the fee of the booking only to those who may see it', async () => {
      const lookUp = `/v1/garage/bookings?booking_id=${booked.bookingId}`;
      const receipt = `/v1/appointment/${booked.id}/receipt`;
      const fee = `/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=periodic_service&appointment_id=${booked.id}`;
      for (const viewer of [people.customer, people.advisor, admin]) {
        const found = await call(lookUp, undefined, viewer);
        expect([found.status, found.data.booking_id, found.data.status]).toEqual([200, booked.bookingId, 'CONFIRMED']);
        const paid = await call(receipt, undefined, viewer);
        expect(paid.status).toBe(200);
        expect((await call(fee, undefined, viewer)).data.amount_paise).toBe(19_900);
      }
      for (const stranger of [people.otherCustomer, people.otherAdvisor]) {
        expect(await refusal(lookUp, undefined, stranger)).toEqual({
          status: 404,
          code: 'BOOKING_NOT_FOUND',
          message: 'We could not find this booking',
        });
        expect(await refusal(receipt, undefined, stranger)).toEqual(NOT_FOUND);
        expect(await refusal(fee, undefined, stranger)).toEqual(NOT_FOUND);
      }
    });

    it("books again from an earlier booking of the customer's own only", async () => {
      const again = {
        appointment_id: booked.id,
        garage_id: KUDLU_GATE,
        service_type: 'periodic_service',
        vehicle_details: { model_id: await swiftId(backend), fuel_type: 'PETROL', registration_number: 'KA05OW5678' },
      };
      expect(await refusal('/v1/appointment/repeat', jsonInit('POST', again), people.otherCustomer)).toEqual(NOT_FOUND);
      // Staff may see the earlier booking, but a booking is made by its customer.
      expect(await refusal('/v1/appointment/repeat', jsonInit('POST', again), people.advisor)).toEqual(NOT_FOUND);
      const made = await call('/v1/appointment/repeat', jsonInit('POST', again), people.customer);
      expect([made.status, made.data.status, made.data.vehicle_details.registration_number]).toEqual([201, 'CREATED', 'KA05OW5678']);
    });
  });
}

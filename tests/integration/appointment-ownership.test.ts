import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { bookedAppointment, firstOpenSlot, KUDLU_GATE, swiftId } from '../support/booking-fixtures';
import { workshopPeople, type WorkshopPeople } from '../support/workshop-people';
import { apiOf } from '../support/api';
import { booking, type EndpointInput, pricing } from '@/contracts/endpoints';
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
    const api = apiOf({ call: (...args) => backend.call(...args) });
    /** A refused answer as the expectations read it: its status, code and message. */
    const refusal = async (answer: Promise<{ status: number; error?: { code: string; message: string } }>) => {
      const { status, error } = await answer;
      return { status, code: error?.code, message: error?.message };
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
      const id = booked.id;
      for (const viewer of [people.customer, people.advisor, admin]) {
        const seen = await api(booking.appointment, { id }, viewer);
        expect([seen.status, seen.data.appointment_id, seen.data.status]).toEqual([200, booked.id, 'SCHEDULED']);
      }
      expect(await refusal(api(booking.appointment, { id }, people.otherCustomer))).toEqual(NOT_FOUND);
      expect(await refusal(api(booking.appointment, { id }, people.otherAdvisor))).toEqual(NOT_FOUND);
      expect(await refusal(api(booking.appointment, { id }, { kind: 'anonymous' }))).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Sign in to continue',
      });
      // An id nobody has is the same 404 as somebody else's.
      expect(await refusal(api(booking.appointment, { id: '0b6c2f0e-3b4a-4c5d-8e6f-9a0b1c2d3e4f' }, people.customer))).toEqual(NOT_FOUND);
    });

    it("lets only its customer change it: the garage's staff are sent to the console, anyone else is told it does not exist", async () => {
      const slot = await firstOpenSlot(backend, 'SLOT_BOOKING', 1);
      const id = booked.id;
      const changes: [string, (as: Actor) => ReturnType<typeof refusal>][] = [
        [
          `PATCH /v1/appointment/${id}`,
          (as) => refusal(api(booking.updateAppointment, { id, customer_details: { full_name: 'Someone Else' } }, as)),
        ],
        [`DELETE /v1/appointment/${id}`, (as) => refusal(api(booking.cancelAppointment, { id }, as))],
        [`POST /v1/appointment/${id}/reschedule`, (as) => refusal(api(booking.rescheduleAppointment, { id, slot_id: slot }, as))],
        [`POST /v1/appointment/${id}/payment`, (as) => refusal(api(booking.startPayment, { id }, as))],
        ['POST /v1/garage/bookings', (as) => refusal(api(booking.createBooking, { appointment_id: id, slot_id: slot }, as))],
      ];
      for (const [change, refused] of changes) {
        expect(await refused(people.otherCustomer), change).toEqual(NOT_FOUND);
        expect(await refused(people.otherAdvisor), change).toEqual(NOT_FOUND);
        expect(await refused(people.advisor), change).toEqual(STAFF);
        expect(await refused(admin), change).toEqual(STAFF);
      }
      // Nothing was changed by the refused calls; its customer still may.
      const renamed = await api(booking.updateAppointment, { id, customer_details: { full_name: 'Asha M' } }, people.customer);
      expect([renamed.status, renamed.data.customer_details.full_name, renamed.data.status]).toEqual([200, 'Asha M', 'SCHEDULED']);
    });

    it("keeps staff out of the customer's steps even for a booking of their own: they see it, but pay and change nothing", async () => {
      const own = await api(
        booking.createAppointment,
        {
          garage_id: KUDLU_GATE,
          service_type_id: 'periodic_service',
          selection: { plan: 'ESSENTIAL' },
          vehicle_details: { model_id: await swiftId(backend), fuel_type: 'PETROL', registration_number: 'KA05OW9012' },
          booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
        },
        people.advisor,
      );
      expect([own.status, own.data.status]).toEqual([201, 'CREATED']);
      const id = own.data.appointment_id;
      expect((await api(booking.appointment, { id }, people.advisor)).status).toBe(200);
      expect(await refusal(api(booking.startPayment, { id }, people.advisor))).toEqual(STAFF);
      expect(
        await refusal(api(booking.updateAppointment, { id, customer_details: { full_name: 'Kudlu Advisor' } }, people.advisor)),
      ).toEqual(STAFF);
    });

    it('answers the booking look-up, the receipt and the fee of the booking only to those who may see it', async () => {
      const lookUp = (as: Actor) => api(booking.booking, { booking_id: booked.bookingId }, as);
      const receipt = (as: Actor) => api(booking.receipt, { id: booked.id }, as);
      const fee = (as: Actor) =>
        api(pricing.bookingAmount, { garage_id: KUDLU_GATE, service_type: 'periodic_service', appointment_id: booked.id }, as);
      for (const viewer of [people.customer, people.advisor, admin]) {
        const found = await lookUp(viewer);
        // The look-up answers {} when there is no booking: read the fields only off a booking.
        const view = 'booking_id' in found.data ? found.data : undefined;
        expect([found.status, view?.booking_id, view?.status]).toEqual([200, booked.bookingId, 'CONFIRMED']);
        const paid = await receipt(viewer);
        expect(paid.status).toBe(200);
        expect((await fee(viewer)).data.amount_paise).toBe(19_900);
      }
      for (const stranger of [people.otherCustomer, people.otherAdvisor]) {
        expect(await refusal(lookUp(stranger))).toEqual({
          status: 404,
          code: 'BOOKING_NOT_FOUND',
          message: 'We could not find this booking',
        });
        expect(await refusal(receipt(stranger))).toEqual(NOT_FOUND);
        expect(await refusal(fee(stranger))).toEqual(NOT_FOUND);
      }
    });

    it("books again from an earlier booking of the customer's own only", async () => {
      const again: EndpointInput<typeof booking.repeatAppointment> = {
        appointment_id: booked.id,
        garage_id: KUDLU_GATE,
        service_type: 'periodic_service',
        vehicle_details: { model_id: await swiftId(backend), fuel_type: 'PETROL', registration_number: 'KA05OW5678' },
      };
      expect(await refusal(api(booking.repeatAppointment, again, people.otherCustomer))).toEqual(NOT_FOUND);
      // Staff may see the earlier booking, but a booking is made by its customer.
      expect(await refusal(api(booking.repeatAppointment, again, people.advisor))).toEqual(NOT_FOUND);
      const made = await api(booking.repeatAppointment, again, people.customer);
      expect([made.status, made.data.status, made.data.vehicle_details.registration_number]).toEqual([201, 'CREATED', 'KA05OW5678']);
    });
  });
}

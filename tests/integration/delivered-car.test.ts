import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/contracts/actor';
import type { WorkshopStage } from '@/contracts/vocabulary';
import { accounts, booking, workshop } from '@/contracts/endpoints';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { bookedAppointment, KUDLU_GATE, swiftId } from '../support/booking-fixtures';
import { apiOf } from '../support/api';
import { refunds } from '@/backend/platform/db/schema';

// A delivered car's booking is over (docs/decisions/033): the appointment becomes COMPLETED in the
// delivery's transaction, so the same car can be booked again (one active appointment per car), the
// resume card has nothing to resume, My bookings lists it as past with "Book again", and the order
// look-up still finds its tracking screen. Before delivery, a checked-in car still blocks a second
// booking and its view names its work order. The cars here reach delivery with no service: check-in
// puts the booked Basic plan on the estimate (docs/decisions/035), so the garage takes it off with a
// reason and the customer declines the one extra; delivered so, the ₹199 booking fee is refunded.
for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`a delivered car (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let advisor: Actor;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const move = (orderId: string, stage: WorkshopStage) => api(workshop.advanceStage, { id: orderId, stage }, advisor);
    const view = async (id: string) => (await api(booking.appointment, { id }, customer)).data;
    const anotherFor = async (registration: string) =>
      api(
        booking.createAppointment,
        {
          garage_id: KUDLU_GATE,
          service_type_id: 'periodic_service',
          selection: { plan: 'ESSENTIAL' },
          vehicle_details: { model_id: await swiftId(backend), fuel_type: 'PETROL', registration_number: registration },
          booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
        },
        customer,
      );
    /** A booked car checked in, its plan taken off by the garage and its only extra declined by the customer: NO_SERVICE_SELECTED, one move from delivery. */
    const checkedInAndDeclined = async (registration: string) => {
      const { id } = await bookedAppointment(backend, customer, registration);
      const checkedIn = (await api(workshop.checkIn, { request_id: `delivered-${registration}`, appointment_id: id }, advisor)).data;
      const orderId = checkedIn.order_id;
      await move(orderId, 'SURVEY');
      expect(
        (
          await api(
            workshop.removeLine,
            { id: orderId, line_id: checkedIn.damages[0]!.id, reason: 'The plan cannot be done today' },
            advisor,
          )
        ).status,
      ).toBe(200);
      await api(
        workshop.addLine,
        { id: orderId, part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000 },
        advisor,
      );
      const lineId = (await move(orderId, 'ESTIMATE_APPROVAL_PENDING')).data.damages[1]!.id;
      await api(workshop.lineItemStatus, { order_id: orderId, decisions: [{ line_id: lineId, status: 'DECLINED' }] }, customer);
      const approved = await api(workshop.lineItemApprove, { order_id: orderId }, customer);
      expect(approved.data.latest_stage_details.stage).toBe('NO_SERVICE_SELECTED');
      return { id, orderId };
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      ({ customer, advisor } = await workshopPeople(backend.deps.db, 9812300141, {
        customer: 'Meera Delivered',
        advisor: 'Delivery Advisor',
      }));
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('checked in, the car is still booked: its view names the work order and a second booking is offered the first', async () => {
      const { id, orderId } = await checkedInAndDeclined('KA03DL1001');
      const a = await view(id);
      expect([a.status, a.order_id]).toEqual(['SCHEDULED', orderId]);
      const second = await anotherFor('KA03DL1001');
      expect([second.status, second.error?.code, second.error?.details]).toEqual([
        409,
        'ACTIVE_APPOINTMENT_EXISTS',
        { appointment_id: id },
      ]);
      // The resume card and the order look-up both see it.
      expect((await api(booking.latestAppointment, {}, customer)).data?.appointment_id).toBe(id);
      expect((await api(workshop.orderLookup, {}, customer)).data).toEqual({
        order_id: orderId,
        booking_id: null,
        appointment_id: null,
      });
    });

    it('delivered, the booking is COMPLETED: the car can be booked again, the resume card is empty, My bookings and the look-up keep it', async () => {
      const { id, orderId } = await checkedInAndDeclined('KA03DL1002');
      const delivered = await move(orderId, 'CAR_DELIVERED');
      expect([delivered.status, delivered.data.latest_stage_details.stage]).toEqual([200, 'CAR_DELIVERED']);
      // No service was done: the ₹199 booking fee goes back in full.
      const refunded = await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, id));
      expect(refunded.map((r) => [r.amountPaise, r.reason])).toEqual([[19_900, 'no service was done']]);
      const a = await view(id);
      expect([a.status, a.order_id, a.actions.cancel, a.actions.cancel_refusal, a.actions.reschedule]).toEqual([
        'COMPLETED',
        orderId,
        false,
        'checked-in',
        false,
      ]);

      // Nothing to resume: the resume card is empty (the earlier car of the test above is still active, so it is that one).
      const latest = (await api(booking.latestAppointment, {}, customer)).data;
      expect(latest?.appointment_id).not.toBe(id);
      // The tracking link without an order still finds the delivered car's timeline.
      expect((await api(workshop.orderLookup, {}, customer)).data).toEqual({
        order_id: orderId,
        booking_id: null,
        appointment_id: null,
      });
      // My bookings: delivered, with its work order (its tracking screen).
      const listed = (await api(accounts.myAppointments, {}, customer)).data.find((b) => b.id === id);
      expect([listed!.status, listed!.orderId]).toEqual(['COMPLETED', orderId]);

      // Cancelling is refused: it is over.
      const cancel = await api(booking.cancelAppointment, { id }, customer);
      expect(cancel.status).toBe(409);
      expect((await view(id)).status).toBe('COMPLETED');

      // Book again, as "Book again" does: a new appointment for the same car.
      const again = await api(
        booking.repeatAppointment,
        {
          appointment_id: id,
          garage_id: KUDLU_GATE,
          service_type: 'periodic_service',
          booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
          vehicle_details: { model_id: await swiftId(backend), fuel_type: 'PETROL', registration_number: 'KA03DL1002' },
        },
        customer,
      );
      expect([again.status, again.data.status]).toEqual([201, 'CREATED']);
      // And that new one is the car's active appointment now: a third is offered it.
      const third = await anotherFor('KA03DL1002');
      expect([third.status, third.error?.details]).toEqual([409, { appointment_id: again.data.appointment_id }]);
    });

    it('booked but not checked in: no work order yet', async () => {
      const { id } = await bookedAppointment(backend, customer, 'KA03DL1003');
      expect([(await view(id)).status, (await view(id)).order_id]).toEqual(['SCHEDULED', null]);
    });
  });
}

// Issue 29, finding 5: every unique constraint a request can hit, raced (docs/decisions/036 lists
// them all, with why the others cannot be hit). Each race is made to happen every time on PostgreSQL:
// another connection makes the same change and holds it uncommitted while the request runs, and
// commits once the request is seen waiting on it (tests/support/uncommitted.ts), so the request read
// before the change and writes after it. The answer is the thing that exists (200/201) or a 409
// naming it: never a server error. The backend's clock is fixed at Tuesday 24 Nov 2026, 10:00 IST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { bookedAppointment, firstOpenSlot, holdSlot, KUDLU_GATE, makeAppointment } from '../support/booking-fixtures';
import { latestCode } from '../support/sign-in';
import { whileUncommitted } from '../support/uncommitted';
import { apiOf } from '../support/api';
import {
  appMeta,
  appointments,
  bookings,
  callbackRequests,
  couponRedemptions,
  payments,
  customerVehicles,
  notifyRequests,
  outbox,
  slots,
  slotTemplates,
  surveyAnswers,
  timelineEvents,
  users,
  workOrders,
} from '@/backend/platform/db/schema';
import { createBooking, rescheduleBooking } from '@/backend/booking/booking-service';
import { checkIn } from '@/backend/workshop/timeline-service';
import { startPayment } from '@/backend/payments/payment-service';
import { createNotifyRequest } from '@/backend/leads/service';
import { requestCallback } from '@/backend/callbacks/callback-service';
import { saveVehicle } from '@/backend/customers/service';
import { answerSurvey } from '@/backend/survey/survey-service';
import { findOrCreateUser } from '@/backend/accounts/repository';
import { surveyToken } from '@/backend/platform/providers/survey/survey-token';
import { ReadOvertaken, withRetriedTransaction, withTransaction } from '@/backend/platform/db/transaction';
import type { Actor } from '@/contracts/actor';
import { accounts, booking, leads, saved, survey, workshop } from '@/contracts/endpoints';

const NOW = new Date('2026-11-24T04:30:00.000Z');
const ANONYMOUS: Actor = { kind: 'anonymous' };

for (const target of await databaseTargets()) {
  const onPostgres = target.name === 'postgres';
  describe.skipIf(!target.available)(`races answered in words (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let advisor: Actor;
    let cars = 0;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const db = () => backend.deps.db;
    const nextCar = () => `KA01RW${String(1000 + ++cars)}`;
    const liveBookingsOf = (appointmentId: string) =>
      db()
        .select({ id: bookings.id, slotId: bookings.slotId, status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.appointmentId, appointmentId), inArray(bookings.status, ['HELD', 'CONFIRMED'])));
    const takenOf = async (slotId: string) => {
      const [templateId, day] = slotId.split('_');
      const [row] = await db()
        .select()
        .from(slots)
        .where(and(eq(slots.templateId, templateId!), eq(slots.slotDate, day!)));
      return row?.taken ?? 0;
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => NOW });
      customer = { kind: 'customer', id: (await createTestSession(db(), '9457000001', { name: 'Nila Varma' })).userId };
      advisor = {
        kind: 'advisor',
        id: (await createTestSession(db(), '9457000002', { role: 'ADVISOR', name: 'Race Advisor', garageIds: [KUDLU_GATE] })).userId,
        garageIds: [KUDLU_GATE],
      };
    });
    afterAll(async () => {
      await backend?.stop();
    });

    describe('the retried transaction that answers a lost race', () => {
      const metaOf = async (key: string) => (await db().select().from(appMeta).where(eq(appMeta.key, key))).map((m) => m.value);
      const write = (tx: ReturnType<typeof db>, key: string, value: string) => tx.insert(appMeta).values({ key, value });

      it('runs again when a read was overtaken, the first attempt rolled back, and tells the work which attempt it is', async () => {
        const seen: number[] = [];
        const answer = await withRetriedTransaction(db(), async (tx, attempt) => {
          seen.push(attempt);
          await write(tx, 'race-retry-1', `attempt ${attempt}`);
          if (attempt === 1) throw new ReadOvertaken('a test');
          return 'done';
        });
        expect([answer, seen, await metaOf('race-retry-1')]).toEqual(['done', [1, 2], ['attempt 2']]);
      });

      it('runs again on an error its caller names, and not on any other', async () => {
        const named = new Error('named');
        const seen: number[] = [];
        expect(
          await withRetriedTransaction(
            db(),
            async (_tx, attempt) => {
              seen.push(attempt);
              if (attempt < 3) throw named;
              return attempt;
            },
            { retryOn: (error) => error === named },
          ),
        ).toBe(3);
        const other = new Error('other');
        const tried: number[] = [];
        await expect(
          withRetriedTransaction(
            db(),
            async (_tx, attempt) => {
              tried.push(attempt);
              throw other;
            },
            { retryOn: (error) => error === named },
          ),
        ).rejects.toBe(other);
        expect([seen, tried]).toEqual([[1, 2, 3], [1]]);
      });

      it('gives up after its attempts, and inside another transaction only joins it (one attempt)', async () => {
        const tried: number[] = [];
        await expect(
          withRetriedTransaction(
            db(),
            async (_tx, attempt) => {
              tried.push(attempt);
              throw new ReadOvertaken('always');
            },
            { attempts: 2 },
          ),
        ).rejects.toThrow('read overtaken by another commit: always');
        const joined: number[] = [];
        await expect(
          withTransaction(db(), (outer) =>
            withRetriedTransaction(outer, async (_tx, attempt) => {
              joined.push(attempt);
              throw new ReadOvertaken('joined');
            }),
          ),
        ).rejects.toThrow('read overtaken by another commit: joined');
        expect([tried, joined]).toEqual([[1, 2], [1]]);
      });
    });

    describe('a slot (bookings_one_live_per_appointment)', () => {
      // The finding as it was seen: a double-submitted booking, twenty times at once.
      it('twenty identical POST booking at once: every one answers the one hold (201), one place is taken', async () => {
        const a = await makeAppointment(backend, customer, { registration: nextCar() });
        const slotId = await firstOpenSlot(backend, 'SLOT_BOOKING', 1);
        const input = { appointment_id: a.appointment_id, slot_id: slotId };
        const answers = await Promise.all(Array.from({ length: 20 }, () => api(booking.createBooking, input, customer)));
        const live = await liveBookingsOf(a.appointment_id);
        expect([
          ...new Set(
            answers.map((r) => `${r.status} ${r.data?.booking_id === live[0]?.id ? 'the hold' : JSON.stringify(r.error ?? r.data)}`),
          ),
        ]).toEqual(['201 the hold']);
        expect([live.length, live[0]!.status, await takenOf(slotId)]).toEqual([1, 'HELD', 1]);
      });

      it.skipIf(!onPostgres)(
        'the same slot chosen while the same choice commits: the hold is answered and renewed, one place taken',
        async () => {
          const a = await makeAppointment(backend, customer, { registration: nextCar() });
          const input = { appointment_id: a.appointment_id, slot_id: await firstOpenSlot(backend, 'SLOT_BOOKING', 2) };
          const answer = await whileUncommitted(
            db(),
            (tx) => createBooking({ ...backend.deps, db: tx }, customer, input),
            () => api(booking.createBooking, input, customer),
          );
          const live = await liveBookingsOf(a.appointment_id);
          expect([answer.status, answer.data?.booking_id ?? answer.error, answer.data?.status]).toEqual([201, live[0]?.id, 'HELD']);
          expect([live.length, await takenOf(input.slot_id)]).toEqual([1, 1]);
        },
      );

      it.skipIf(!onPostgres)(
        'the last place of a slot, taken by the same choice committing meanwhile: the hold, not SLOT_FULL',
        async () => {
          const [template] = await db()
            .insert(slotTemplates)
            .values({
              garageId: KUDLU_GATE,
              slotType: 'SLOT_BOOKING',
              weekdays: [0, 1, 2, 3, 4, 5, 6],
              startTime: '17:00',
              endTime: '17:30',
              capacity: 1,
            })
            .returning();
          const a = await makeAppointment(backend, customer, { registration: nextCar() });
          const input = { appointment_id: a.appointment_id, slot_id: `${template!.id}_2026-11-26` };
          const answer = await whileUncommitted(
            db(),
            (tx) => createBooking({ ...backend.deps, db: tx }, customer, input),
            () => api(booking.createBooking, input, customer),
          );
          const live = await liveBookingsOf(a.appointment_id);
          expect([answer.status, answer.data?.booking_id ?? answer.error]).toEqual([201, live[0]?.id]);
          expect([live.length, await takenOf(input.slot_id)]).toEqual([1, 1]);
        },
      );

      it.skipIf(!onPostgres)(
        'another slot chosen while a first choice commits: the later choice holds, the first place is given back',
        async () => {
          const a = await makeAppointment(backend, customer, { registration: nextCar() });
          const [first, later] = [await firstOpenSlot(backend, 'SLOT_BOOKING', 3), await firstOpenSlot(backend, 'SLOT_BOOKING', 4)];
          const answer = await whileUncommitted(
            db(),
            (tx) => createBooking({ ...backend.deps, db: tx }, customer, { appointment_id: a.appointment_id, slot_id: first }),
            () => api(booking.createBooking, { appointment_id: a.appointment_id, slot_id: later }, customer),
          );
          expect([answer.status, answer.data?.slot_id ?? answer.error]).toEqual([201, later]);
          expect((await liveBookingsOf(a.appointment_id)).map((b) => b.id)).toEqual([answer.data.booking_id]);
          expect([await takenOf(first), await takenOf(later)]).toEqual([0, 1]);
        },
      );

      it.skipIf(!onPostgres)(
        'a hold chosen again while another choice replaces it: the hold is taken again, not a released one renewed',
        async () => {
          const a = await makeAppointment(backend, customer, { registration: nextCar() });
          const [first, other] = [await firstOpenSlot(backend, 'SLOT_BOOKING', 7), await firstOpenSlot(backend, 'SLOT_BOOKING', 8)];
          await holdSlot(backend, customer, a.appointment_id, first);
          const answer = await whileUncommitted(
            db(),
            (tx) => createBooking({ ...backend.deps, db: tx }, customer, { appointment_id: a.appointment_id, slot_id: other }),
            () => api(booking.createBooking, { appointment_id: a.appointment_id, slot_id: first }, customer),
          );
          expect([answer.status, answer.data?.slot_id ?? answer.error, answer.data?.status]).toEqual([201, first, 'HELD']);
          expect((await liveBookingsOf(a.appointment_id)).map((b) => b.id)).toEqual([answer.data.booking_id]);
          expect([await takenOf(first), await takenOf(other)]).toEqual([1, 0]);
        },
      );

      it.skipIf(!onPostgres)(
        'a reschedule to the slot another reschedule of the booking has just taken: 409 saying it is already the slot',
        async () => {
          const booked = await bookedAppointment(backend, customer, nextCar());
          const target = await firstOpenSlot(backend, 'SLOT_BOOKING', 5);
          const answer = await whileUncommitted(
            db(),
            (tx) => rescheduleBooking({ ...backend.deps, db: tx }, customer, booked.id, target),
            () => api(booking.rescheduleAppointment, { id: booked.id, slot_id: target }, customer),
          );
          expect([answer.status, answer.error]).toEqual([
            409,
            { code: 'SLOT_UNAVAILABLE', message: 'This is already your slot; choose another one' },
          ]);
          const live = await liveBookingsOf(booked.id);
          expect([live.length, live[0]!.status, await takenOf(target)]).toEqual([1, 'CONFIRMED', 1]);
        },
      );
    });

    describe('a fee paid with a coupon (coupon_redemptions_appointment_id_unique, payments_one_live_per_appointment)', () => {
      it.skipIf(!onPostgres)('paying twice at once with one coupon: the one attempt is answered, the coupon used once', async () => {
        const a = await makeAppointment(backend, customer, { registration: nextCar() });
        const id = a.appointment_id as string;
        await holdSlot(backend, customer, id, await firstOpenSlot(backend, 'SLOT_BOOKING', 6));
        expect((await api(booking.updateAppointment, { id, customer_details: { full_name: 'Nila Varma' } }, customer)).status).toBe(200);
        const answer = await whileUncommitted(
          db(),
          (tx) => startPayment({ ...backend.deps, db: tx }, customer, id, 'SAVE100'),
          () => api(booking.startPayment, { id, coupon_code: 'SAVE100' }, customer),
        );
        const attempts = await db().select().from(payments).where(eq(payments.appointmentId, id));
        const uses = await db().select().from(couponRedemptions).where(eq(couponRedemptions.appointmentId, id));
        expect([answer.status, answer.data?.payment_id ?? answer.error, answer.data?.amount]).toEqual([200, attempts[0]!.id, 9_900]);
        expect([attempts.length, uses.map((u) => u.couponCode)]).toEqual([1, ['SAVE100']]);
      });
    });

    describe('a check-in (work_orders_request_id, work_orders_one_per_appointment)', () => {
      it.skipIf(!onPostgres)(
        'one request_id sent for two bookings at once: the second is told it was used for another booking',
        async () => {
          const [first, second] = [
            await bookedAppointment(backend, customer, nextCar()),
            await bookedAppointment(backend, customer, nextCar()),
          ];
          const answer = await whileUncommitted(
            db(),
            (tx) => checkIn({ ...backend.deps, db: tx }, advisor, { request_id: 'race-check-in-1', appointment_id: first.id }),
            () => api(workshop.checkIn, { request_id: 'race-check-in-1', appointment_id: second.id }, advisor),
          );
          expect([answer.status, answer.error]).toEqual([
            409,
            { code: 'REQUEST_ID_REUSED', message: 'This check-in id was used for another booking; check in again' },
          ]);
          const orders = await db()
            .select()
            .from(workOrders)
            .where(inArray(workOrders.appointmentId, [first.id, second.id]));
          expect(orders.map((o) => [o.appointmentId, o.requestId])).toEqual([[first.id, 'race-check-in-1']]);
          expect((await db().select().from(appointments).where(eq(appointments.id, second.id)))[0]!.checkedInAt).toBeNull();
        },
      );

      it.skipIf(!onPostgres)(
        'one car checked in twice at once: the same request answers its order, another is told the car is checked in',
        async () => {
          const [car, other] = [
            await bookedAppointment(backend, customer, nextCar()),
            await bookedAppointment(backend, customer, nextCar()),
          ];
          const again = await whileUncommitted(
            db(),
            (tx) => checkIn({ ...backend.deps, db: tx }, advisor, { request_id: 'race-check-in-2', appointment_id: car.id }),
            () => api(workshop.checkIn, { request_id: 'race-check-in-2', appointment_id: car.id }, advisor),
          );
          const [order] = await db().select().from(workOrders).where(eq(workOrders.appointmentId, car.id));
          expect([again.status, again.data?.order_id ?? again.error]).toEqual([200, order!.id]);
          const refused = await whileUncommitted(
            db(),
            (tx) => checkIn({ ...backend.deps, db: tx }, advisor, { request_id: 'race-check-in-3', appointment_id: other.id }),
            () => api(workshop.checkIn, { request_id: 'race-check-in-4', appointment_id: other.id }, advisor),
          );
          const [otherOrder] = await db().select().from(workOrders).where(eq(workOrders.appointmentId, other.id));
          expect([refused.status, refused.error]).toEqual([
            409,
            { code: 'ALREADY_CHECKED_IN', message: 'This car is checked in already', details: { order_id: otherOrder!.id } },
          ]);
          for (const o of [order!, otherOrder!]) {
            expect((await db().select().from(timelineEvents).where(eq(timelineEvents.workOrderId, o.id))).map((e) => e.stage)).toEqual([
              'CAR_AT_GARAGE',
            ]);
          }
        },
      );
    });

    describe('what people ask for once (notify_requests, callback_requests_once, customer_vehicles_user_reg, survey_answers)', () => {
      it.skipIf(!onPostgres)(
        'notify-me sent twice at once, by pincode and by city: the request already on the list is answered (200)',
        async () => {
          for (const [first, second] of [
            [
              { contact: '9457000101', city: 'Pune', pincode: '411001' },
              { contact: '9457000101', city: 'Pune', pincode: '411001' },
            ],
            [
              { contact: 'race@example.in', city: 'Navi Mumbai' },
              { contact: 'race@example.in', city: 'navi-mumbai.' },
            ],
          ]) {
            const answer = await whileUncommitted(
              db(),
              (tx) => createNotifyRequest(tx, first!),
              () => api(leads.notifyMe, second!, ANONYMOUS),
            );
            const stored = await db().select().from(notifyRequests).where(eq(notifyRequests.contact, first!.contact));
            expect([answer.status, answer.data?.created, answer.data?.id, stored.length]).toEqual([200, false, stored[0]!.id, 1]);
          }
        },
      );

      it.skipIf(!onPostgres)(
        'a call back asked twice at once for one number and time: the request on record is answered, the advisor told once',
        async () => {
          const input = { phone_number: '9457000111', preferred_at: '2026-11-24T12:30:00+05:30', garage_id: KUDLU_GATE };
          const answer = await whileUncommitted(
            db(),
            (tx) => requestCallback({ ...backend.deps, db: tx }, ANONYMOUS, input),
            () => api(booking.scheduleCallback, input, ANONYMOUS),
          );
          const stored = await db().select().from(callbackRequests).where(eq(callbackRequests.phoneNumber, '9457000111'));
          expect([answer.status, answer.data?.id ?? answer.error, stored.length]).toEqual([201, stored[0]!.id, 1]);
          const told = await db()
            .select()
            .from(outbox)
            .where(and(eq(outbox.template, 'CALLBACK_REQUESTED'), eq(outbox.recipient, '9000000001')));
          expect(told.filter((m) => m.body?.includes('+91 94570 00111')).length).toBe(1);
        },
      );

      it.skipIf(!onPostgres)('a car saved twice at once: saved already (200), one row', async () => {
        const answer = await whileUncommitted(
          db(),
          (tx) =>
            saveVehicle(
              { db: tx, registry: backend.deps.providers.vehicleRegistry, logger: backend.deps.logger },
              (customer as { id: string }).id,
              'KA01RW9001',
            ),
          () => api(saved.createVehicle, { asset_number: 'KA 01 RW 9001' }, customer),
        );
        const stored = await db()
          .select()
          .from(customerVehicles)
          .where(and(eq(customerVehicles.userId, (customer as { id: string }).id), eq(customerVehicles.registrationNumber, 'KA01RW9001')));
        expect([answer.status, answer.data?.vehicle_number ?? answer.error, stored.length]).toEqual([200, 'KA01RW9001', 1]);
      });

      it.skipIf(!onPostgres)('a survey answered twice at once: the later answer is a change of the first (200), one row', async () => {
        // A delivered car, written as delivery leaves it.
        const [a] = await db()
          .insert(appointments)
          .values({
            garageId: KUDLU_GATE,
            userId: (customer as { id: string }).id,
            serviceType: 'PERIODIC_MAINTENANCE',
            serviceTypeId: 'periodic_service',
            pincode: '560068',
            source: 'test',
            vehicleKey: `reg:${nextCar()}`,
            status: 'COMPLETED',
            appointmentDate: '2026-11-20',
            slotStart: '10:00:00',
          })
          .returning();
        const [order] = await db()
          .insert(workOrders)
          .values({ appointmentId: a!.id, requestId: 'race-survey', stage: 'CAR_DELIVERED' })
          .returning();
        await db()
          .insert(timelineEvents)
          .values({ workOrderId: order!.id, stage: 'CAR_DELIVERED', createdAt: new Date('2026-11-23T12:00:00Z') });
        const token = surveyToken(backend.deps.surveyKey, order!.id);
        const answer = await whileUncommitted(
          db(),
          (tx) => answerSurvey({ ...backend.deps, db: tx }, token, { score: 6 }),
          () => api(survey.answerSurvey, { token, score: 9, comment: 'Sent twice' }, ANONYMOUS),
        );
        const stored = await db().select().from(surveyAnswers).where(eq(surveyAnswers.workOrderId, order!.id));
        expect([answer.status, answer.data?.score ?? answer.error, answer.data?.comment, stored.map((s) => s.score)]).toEqual([
          200,
          9,
          'Sent twice',
          [9],
        ]);
      });
    });

    describe('a mobile number (users_phone_number_unique)', () => {
      it.skipIf(!onPostgres)(
        'a number change proven while that number signs in for the first time: 409 PHONE_TAKEN, nothing changed',
        async () => {
          const mover = await createTestSession(db(), '9457000201');
          const actor: Actor = {
            kind: 'customer',
            id: mover.userId,
            sessionId: ((await api(accounts.resolveSession, { token: mover.token }, ANONYMOUS)).data.actor as { sessionId?: string })
              .sessionId,
          };
          const started = await api(accounts.changePhoneStart, { phoneNumber: '9457000202' }, actor);
          const code = await latestCode(db(), '9457000202');
          const answer = await whileUncommitted(
            db(),
            (tx) => findOrCreateUser(tx, '9457000202'),
            () => api(accounts.changePhoneVerify, { attemptId: started.data.attemptId, code }, actor),
          );
          expect([answer.status, answer.error]).toEqual([
            409,
            {
              code: 'PHONE_TAKEN',
              message:
                '+91 94570 00202 already has its own Service Centre account, so your number was not changed. Sign in with that number to use that account, or choose another number.',
            },
          ]);
          expect((await db().select().from(users).where(eq(users.id, mover.userId)))[0]!.phoneNumber).toBe('9457000201');
        },
      );
    });
  });
}

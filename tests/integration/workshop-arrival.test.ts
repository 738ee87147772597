import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { bookedAppointment, KUDLU_GATE } from '../support/booking-fixtures';
import { apiOf } from '../support/api';
import { booking, workshop } from '@/contracts/endpoints';
import { appointments, outbox, refunds } from '@/backend/platform/db/schema';
import type { Actor } from '@/contracts/actor';
import { addDays } from '@/lib/ist-calendar';

// Before check-in, the console records how a booked car is coming: the pick-up driver set off, or the
// car was not handed over at the booked time. The backend's clock starts at Tuesday 1 Dec 2026, 09:30
// IST and is moved by hand around the booked slot.
const NOW = new Date('2026-12-01T04:00:00Z');
const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';
const IST = (day: string, clock: string) => new Date(`${day}T${clock}+05:30`);

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`arriving at the workshop (${target.name})`, () => {
    let backend: TestBackend;
    let now = NOW;
    let customer: Actor;
    let advisor: Actor;
    let otherAdvisor: Actor;
    let cars = 0;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const pickup = (id: string, as: Actor = advisor) => api(workshop.pickupStarted, { id }, as);
    const noShow = (id: string, as: Actor = advisor) => api(workshop.noShow, { id }, as);
    const row = async (id: string) => (await backend.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
    const consoleCard = async (id: string) =>
      (await api(workshop.consoleAppointments, {}, advisor)).data.appointments.find((a) => a.appointment_id === id);
    /** A paid booking of the first open slot, and that slot's IST day and start. */
    const booked = async () => {
      now = NOW;
      const { id } = await bookedAppointment(backend, customer, `KA05AR${String(1000 + ++cars)}`);
      const a = await row(id);
      return { id, day: a.appointmentDate!, start: a.slotStart!.slice(0, 5) };
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => now });
      const db = backend.deps.db;
      customer = { kind: 'customer', id: (await createTestSession(db, '9812300081', { name: 'Lakshmi Rao' })).userId };
      advisor = {
        kind: 'advisor',
        id: (await createTestSession(db, '9812300082', { role: 'ADVISOR', name: 'Kudlu Advisor', garageIds: [KUDLU_GATE] })).userId,
        garageIds: [KUDLU_GATE],
      };
      otherAdvisor = {
        kind: 'advisor',
        id: (await createTestSession(db, '9812300083', { role: 'ADVISOR', name: 'Other Advisor', garageIds: [THANISANDRA] })).userId,
        garageIds: [THANISANDRA],
      };
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it("the pick-up driver sets off on the slot's day, once; the customer is told and can no longer cancel online", async () => {
      const { id, day } = await booked();
      // A car the customer brings to the centre is not picked up.
      const selfDrop = await pickup(id);
      expect([selfDrop.status, selfDrop.error]).toEqual([
        409,
        { code: 'INVALID_TRANSITION', message: 'This car is not being picked up: the customer brings it to the centre' },
      ]);
      expect((await consoleCard(id))?.can_start_pickup).toBe(false);
      await backend.deps.db.update(appointments).set({ fulfillmentType: 'PICK_AND_DROP' }).where(eq(appointments.id, id));

      // The evening before the slot's day: not yet.
      const dayBefore = new Date(IST(day, '00:00').getTime() - 60_000);
      now = dayBefore;
      expect((await pickup(id)).error?.message).toBe('The pick-up starts on the day of the slot');
      expect((await consoleCard(id))?.can_start_pickup).toBe(false);
      // From midnight of the slot's day: staff of the garage only.
      now = IST(day, '00:00');
      expect((await consoleCard(id))?.can_start_pickup).toBe(true);
      expect((await pickup(id, customer)).status).toBe(403);
      expect((await pickup(id, otherAdvisor)).status).toBe(404);
      const unknown = await pickup('00000000-0000-4000-8000-000000000000');
      expect([unknown.status, unknown.error]).toEqual([404, { code: 'APPOINTMENT_NOT_FOUND', message: 'We could not find this booking' }]);
      const kick = vi.spyOn(backend.deps.outbox, 'kick');
      const started = await pickup(id);
      // The customer's text goes out at once.
      expect(kick).toHaveBeenCalledTimes(1);
      kick.mockRestore();
      expect([started.status, started.data]).toEqual([
        200,
        { appointment_id: id, status: 'SCHEDULED', pickup_started_at: `${day}T00:00:00+05:30`, cancelled_at: null },
      ]);
      expect(await consoleCard(id)).toMatchObject({ pickup_started_at: `${day}T00:00:00+05:30`, can_start_pickup: false });
      expect((await pickup(id)).error?.message).toBe('The pick-up is under way already');

      const sms = await backend.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'PICKUP_STARTED'), eq(outbox.recipient, '9812300081')));
      expect(sms.map((m) => m.body)).toEqual([
        expect.stringMatching(
          /^Service Centre: our driver from Service Centre Kudlu Gate is on the way to pick up your car \(booking [A-Z0-9-]+\)\. Your booking: \{\{origin\}\}\/service-centre\/l\/[\w-]{16}\. Questions\? Call \+91 80 4125 6780\.$/,
        ),
      ]);
      const cancel = await api(booking.cancelAppointment, { id }, customer);
      expect([cancel.status, cancel.error?.code]).toEqual([409, 'CANCEL_NOT_ALLOWED']);
    });

    it("a car not handed over is closed from the slot's start: the slot is given back, the fee kept, the customer told why", async () => {
      const { id, day, start } = await booked();
      // A minute before the slot starts: not yet.
      now = new Date(IST(day, start).getTime() - 60_000);
      expect((await noShow(id)).error?.message).toBe('A customer can be marked as not come only once their slot has started');
      expect((await consoleCard(id))?.can_mark_no_show).toBe(false);
      expect((await noShow(id, customer)).status).toBe(403);
      // At the slot's start.
      now = IST(day, start);
      expect((await consoleCard(id))?.can_mark_no_show).toBe(true);
      const kick = vi.spyOn(backend.deps.outbox, 'kick');
      const closed = await noShow(id);
      expect(kick).toHaveBeenCalledTimes(1);
      kick.mockRestore();
      expect([closed.status, closed.data.status, closed.data.cancelled_at]).toEqual([200, 'CANCELLED', `${day}T${start}:00+05:30`]);
      const view = (await api(booking.appointment, { id }, customer)).data;
      expect([view.status, view.cancel_reason]).toEqual([
        'CANCELLED',
        'The car was not handed over at the booked time, so the booking was closed',
      ]);
      // The slot is given back, the fee kept (the slot had started), the customer told, the booking gone from the console.
      const { bookings } = await import('@/backend/platform/db/schema');
      expect((await backend.deps.db.select().from(bookings).where(eq(bookings.appointmentId, id))).map((b) => b.status)).toEqual([
        'RELEASED',
      ]);
      expect(await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, id))).toEqual([]);
      const sms = await backend.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'BOOKING_CANCELLED'), eq(outbox.recipient, '9812300081')));
      expect(sms.length).toBeGreaterThanOrEqual(1);
      expect(await consoleCard(id)).toBeUndefined();
      expect((await noShow(id)).error?.message).toBe('Only a booked appointment can be marked');
    });

    it.skipIf(target.name !== 'postgres')('two taps at once record one pick-up and one no-show, with one SMS each', async () => {
      const first = await booked();
      await backend.deps.db.update(appointments).set({ fulfillmentType: 'PICK_AND_DROP' }).where(eq(appointments.id, first.id));
      now = IST(first.day, first.start);
      const starts = await Promise.all([1, 2, 3].map(() => pickup(first.id)));
      expect(starts.map((s) => s.status).sort()).toEqual([200, 409, 409]);
      const told = await backend.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'PICKUP_STARTED'), eq(outbox.recipient, '9812300081')));
      expect(told.filter((m) => (m.body ?? '').includes(first.id.slice(0, 8).toUpperCase()))).toHaveLength(1);

      const second = await booked();
      now = IST(second.day, second.start);
      const closes = await Promise.all([1, 2, 3].map(() => noShow(second.id)));
      expect(closes.map((s) => s.status).sort()).toEqual([200, 409, 409]);
      const cancelled = await backend.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'BOOKING_CANCELLED'), eq(outbox.recipient, '9812300081')));
      expect(cancelled.filter((m) => (m.body ?? '').includes(second.id.slice(0, 8).toUpperCase()))).toHaveLength(1);
    });

    it('a booking never checked in stays on the console after its day, as a missed arrival, until it is marked not come', async () => {
      const { id, day } = await booked();
      // A week after the slot's day, nobody having checked the car in or marked it: still listed, and it may be marked.
      now = IST(addDays(day, 7), '09:00');
      const missed = await consoleCard(id);
      expect(missed?.date).toBe(day);
      expect(missed?.order_id).toBeNull();
      expect(missed?.can_mark_no_show).toBe(true);
      expect((await noShow(id)).status).toBe(200);
      expect(await consoleCard(id)).toBeUndefined();
    });

    it('a checked-in car is neither picked up nor a no-show', async () => {
      const { id, day, start } = await booked();
      await backend.deps.db.update(appointments).set({ fulfillmentType: 'PICK_AND_DROP' }).where(eq(appointments.id, id));
      now = IST(day, start);
      expect((await api(workshop.checkIn, { request_id: `arrival-check-in-${cars}`, appointment_id: id }, advisor)).status).toBe(201);
      expect((await pickup(id)).error?.message).toBe('This car is checked in already');
      expect((await noShow(id)).error?.message).toBe('This car is checked in already');
      expect(await consoleCard(id)).toMatchObject({ can_start_pickup: false, can_mark_no_show: false });
    });
  });
}

// An appointment's record has one writer: every change is a transition that appends exactly one event
// with its facts, refuses a move the status table does not list, and the history reads them back in
// words. Expected values are typed out from the status table (src/backend/appointments/README.md),
// the seed (Kudlu Gate's booking fee ₹199) and decision 039, never computed by the product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { bookedAppointment, firstOpenSlot, holdSlot, KUDLU_GATE, makeAppointment, payFee } from '../support/booking-fixtures';
import { apiOf } from '../support/api';
import { accounts, booking, workshop } from '@/contracts/endpoints';
import { transition, type Change } from '@/backend/appointments';
import { appointmentEvents, appointments } from '@/backend/platform/db/schema';
import { rowsOf } from '@/backend/platform/db/client';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';

const STATUSES = [
  'CREATED',
  'PICKUP_ADDRESS_ADDED',
  'PAYMENT_CREATED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_FAILED',
  'PAYMENT_CONFIRMED',
  'SCHEDULED',
  'RESCHEDULED',
  'COMPLETED',
  'CANCELLED',
] as const;
type Status = (typeof STATUSES)[number];
const SLOT = { appointmentDate: '2026-12-02', slotStart: '10:00', slotEnd: '12:00', sameDayService: false };
const ORDER = '0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

/** Each change, where it may happen and what it leads to (null: the status stays), typed from the status table. */
const MATRIX: { name: string; change: Change; from: Partial<Record<Status, Status | null>>; facts: Record<string, unknown> }[] = [
  {
    name: 'a pick-up address added',
    change: { type: 'details_changed', columns: { pickupAddress: { line: '1 Test Road' } } },
    from: {
      CREATED: 'PICKUP_ADDRESS_ADDED',
      PICKUP_ADDRESS_ADDED: null,
      PAYMENT_CREATED: null,
      PAYMENT_IN_PROGRESS: null,
      PAYMENT_FAILED: null,
      PAYMENT_CONFIRMED: null,
      SCHEDULED: null,
      RESCHEDULED: null,
      COMPLETED: null,
    },
    facts: { fields: ['pickup_address'] },
  },
  {
    name: 'a payment started',
    change: { type: 'payment_started', amountPaise: 19_900, serviceDiscountPaise: 0 },
    from: { CREATED: 'PAYMENT_CREATED', PICKUP_ADDRESS_ADDED: 'PAYMENT_CREATED', PAYMENT_CREATED: null, PAYMENT_FAILED: 'PAYMENT_CREATED' },
    facts: { amount_paise: 19_900 },
  },
  {
    name: 'the bank not answered yet',
    change: { type: 'payment_pending' },
    from: { PAYMENT_CREATED: 'PAYMENT_IN_PROGRESS', PAYMENT_IN_PROGRESS: 'PAYMENT_IN_PROGRESS', PAYMENT_FAILED: 'PAYMENT_IN_PROGRESS' },
    facts: {},
  },
  {
    name: 'a payment failed',
    change: { type: 'payment_failed', reason: 'Card declined' },
    from: { PAYMENT_CREATED: 'PAYMENT_FAILED', PAYMENT_IN_PROGRESS: 'PAYMENT_FAILED', PAYMENT_FAILED: 'PAYMENT_FAILED' },
    facts: { reason: 'Card declined' },
  },
  {
    name: 'the fee paid with the slot still held',
    change: { type: 'paid', amountPaise: 19_900, slot: SLOT },
    from: { PAYMENT_CREATED: 'SCHEDULED', PAYMENT_IN_PROGRESS: 'SCHEDULED', PAYMENT_FAILED: 'SCHEDULED' },
    facts: { amount_paise: 19_900, slot_date: '2026-12-02', slot_start: '10:00', slot_end: '12:00' },
  },
  {
    name: 'the fee paid after the hold ran out',
    change: { type: 'paid', amountPaise: 19_900 },
    from: { PAYMENT_CREATED: 'PAYMENT_CONFIRMED', PAYMENT_IN_PROGRESS: 'PAYMENT_CONFIRMED', PAYMENT_FAILED: 'PAYMENT_CONFIRMED' },
    facts: { amount_paise: 19_900 },
  },
  {
    name: 'a slot booked after paying',
    change: { type: 'slot_booked', slot: SLOT },
    from: { PAYMENT_CREATED: 'SCHEDULED', PAYMENT_IN_PROGRESS: 'SCHEDULED', PAYMENT_FAILED: 'SCHEDULED', PAYMENT_CONFIRMED: 'SCHEDULED' },
    facts: { slot_date: '2026-12-02', slot_start: '10:00', slot_end: '12:00' },
  },
  {
    name: 'rescheduled',
    change: { type: 'rescheduled', slot: SLOT },
    from: { SCHEDULED: 'RESCHEDULED', RESCHEDULED: 'RESCHEDULED' },
    facts: { slot_date: '2026-12-02', slot_start: '10:00', slot_end: '12:00' },
  },
  { name: 'the pick-up started', change: { type: 'pickup_started' }, from: { SCHEDULED: null, RESCHEDULED: null }, facts: {} },
  {
    name: 'checked in',
    change: { type: 'checked_in', orderId: ORDER },
    from: { SCHEDULED: null, RESCHEDULED: null },
    facts: { order_id: ORDER },
  },
  {
    name: 'delivered',
    change: { type: 'delivered', orderId: ORDER },
    from: { SCHEDULED: 'COMPLETED', RESCHEDULED: 'COMPLETED' },
    facts: { order_id: ORDER },
  },
  {
    name: 'cancelled',
    change: { type: 'cancelled', reason: 'Plans changed', refundPaise: 19_900 },
    from: {
      CREATED: 'CANCELLED',
      PICKUP_ADDRESS_ADDED: 'CANCELLED',
      PAYMENT_CREATED: 'CANCELLED',
      PAYMENT_FAILED: 'CANCELLED',
      PAYMENT_CONFIRMED: 'CANCELLED',
      SCHEDULED: 'CANCELLED',
      RESCHEDULED: 'CANCELLED',
    },
    facts: { reason: 'Plans changed', refund_paise: 19_900 },
  },
  {
    name: 'not handed over',
    change: { type: 'no_show', reason: 'Not handed over', refundPaise: 0 },
    from: {
      CREATED: 'CANCELLED',
      PICKUP_ADDRESS_ADDED: 'CANCELLED',
      PAYMENT_CREATED: 'CANCELLED',
      PAYMENT_FAILED: 'CANCELLED',
      PAYMENT_CONFIRMED: 'CANCELLED',
      SCHEDULED: 'CANCELLED',
      RESCHEDULED: 'CANCELLED',
    },
    facts: { reason: 'Not handed over', refund_paise: 0 },
  },
];

class RolledBack extends Error {}

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`appointment events (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let advisor: Actor;
    let cars = 0;
    const car = () => `KA03EV${String(++cars).padStart(4, '0')}`;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const eventsOf = (id: string) =>
      backend.deps.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id)).orderBy(appointmentEvents.seq);

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      const person = await createTestSession(backend.deps.db, '9345500101', { name: 'Esha Events' });
      customer = { kind: 'customer', id: person.userId };
      const staff = await createTestSession(backend.deps.db, '9345500102', {
        role: 'ADVISOR',
        name: 'Kudlu Advisor',
        garageIds: [KUDLU_GATE],
      });
      advisor = { kind: 'advisor', id: staff.userId, garageIds: [KUDLU_GATE] };
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('a booking made, paid, moved and checked in records one event per change, in order, with who and the facts', async () => {
      const made = await makeAppointment(backend, customer, { registration: car() });
      const id = made.appointment_id as string;
      await holdSlot(backend, customer, id, await firstOpenSlot(backend, 'SLOT_BOOKING', 0));
      await payFee(backend, customer, id);
      const moved = await api(booking.rescheduleAppointment, { id, slot_id: await firstOpenSlot(backend, 'SLOT_BOOKING', 1) }, customer);
      expect(moved.status).toBe(200);
      expect((await api(workshop.checkIn, { request_id: 'events-check-in-1', appointment_id: id }, advisor)).status).toBe(201);

      const events = await eventsOf(id);
      expect(events.map((e) => [e.type, e.fromStatus, e.toStatus, e.actorKind])).toEqual([
        ['created', null, 'CREATED', 'customer'],
        ['details_changed', 'CREATED', null, 'customer'],
        ['payment_started', 'CREATED', 'PAYMENT_CREATED', 'customer'],
        ['paid', 'PAYMENT_CREATED', 'SCHEDULED', 'gateway'],
        ['rescheduled', 'SCHEDULED', 'RESCHEDULED', 'customer'],
        ['checked_in', 'RESCHEDULED', null, 'advisor'],
      ]);
      expect(events[0]!.facts).toEqual({ service_type_id: 'periodic_service', fulfillment_type: 'SLOT_BOOKING', source: 'ONLINE_BOOKING' });
      expect(events[1]!.facts).toEqual({ fields: ['customer_details'] });
      expect(events[2]!.facts).toEqual({ amount_paise: 19_900 });
      expect(events[3]!.facts).toMatchObject({ amount_paise: 19_900 });
      expect(Object.keys(events[3]!.facts).sort()).toEqual(['amount_paise', 'slot_date', 'slot_end', 'slot_start']);
      expect([events[0]!.actorId, events[3]!.actorId, events[5]!.actorId]).toEqual([
        customer.kind === 'customer' ? customer.id : '',
        null,
        advisor.kind === 'advisor' ? advisor.id : '',
      ]);
      expect(events[5]!.facts).toEqual({ order_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

      // The history in words, as the booking page and the advisor's card read it.
      const history = await api(booking.appointmentHistory, { id }, customer);
      expect(history.status).toBe(200);
      expect(history.data.map((e) => e.title)).toEqual([
        'Booking made',
        'Details updated',
        'Payment of ₹199 started',
        'Booking fee of ₹199 paid',
        'Moved to another slot',
        'Car checked in at the service centre',
      ]);
      expect(history.data[1]!.detail).toBe('name and email');
      expect(history.data[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?\+05:30$/);
      expect((await api(booking.appointmentHistory, { id }, advisor)).status).toBe(200);
    });

    it('a change that changes nothing records nothing', async () => {
      const made = await makeAppointment(backend, customer, { registration: car() });
      const id = made.appointment_id as string;
      expect((await api(booking.updateAppointment, { id, is_app: false }, customer)).status).toBe(200);
      expect((await eventsOf(id)).map((e) => e.type)).toEqual(['created']);
    });

    describe('every change from every status: allowed ones move and record one event; the others are refused and record none', () => {
      const ids = new Map<Status, string>();
      beforeAll(async () => {
        for (const status of STATUSES) {
          const made = await makeAppointment(backend, customer, { registration: car() });
          await backend.deps.db.update(appointments).set({ status }).where(eq(appointments.id, made.appointment_id));
          ids.set(status, made.appointment_id);
        }
      });

      for (const row of MATRIX) {
        it(row.name, async () => {
          const outcomes: Record<string, string> = {};
          const expected: Record<string, string> = {};
          for (const status of STATUSES) {
            expected[status] = status in row.from ? `${row.from[status] ?? status} +1` : 'refused +0';
            const id = ids.get(status)!;
            try {
              await backend.deps.db.transaction(async (tx) => {
                const [a] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
                const before = (await tx.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id))).length;
                let moved: string;
                try {
                  moved = (
                    await transition(backend.deps, tx as never, a!, row.change, { kind: 'system' }, new Date('2026-12-01T04:30:00Z'))
                  ).status;
                } catch (error) {
                  expect(error).toBeInstanceOf(AppError);
                  expect((error as AppError).code).toBe('INVALID_TRANSITION');
                  moved = 'refused';
                }
                const after = await tx
                  .select()
                  .from(appointmentEvents)
                  .where(eq(appointmentEvents.appointmentId, id))
                  .orderBy(appointmentEvents.seq);
                outcomes[status] = `${moved} +${after.length - before}`;
                if (moved !== 'refused') {
                  const event = after.at(-1)!;
                  expect([event.type, event.fromStatus, event.toStatus, event.facts, event.occurredAt.toISOString()]).toEqual([
                    row.change.type,
                    status,
                    row.from[status] ?? null,
                    row.facts,
                    '2026-12-01T04:30:00.000Z',
                  ]);
                }
                throw new RolledBack();
              });
            } catch (error) {
              if (!(error instanceof RolledBack)) throw error;
            }
          }
          expect(outcomes).toEqual(expected);
        });
      }
    });

    it("erasing the customer keeps a paid booking's history for tax, with no trace of who they were", async () => {
      const phone = '9345500177';
      const person = await createTestSession(backend.deps.db, phone, { name: 'Gone Soon' });
      const leaving: Actor = { kind: 'customer', id: person.userId };
      const id = (await makeAppointment(backend, leaving, { registration: car() })).appointment_id as string;
      await holdSlot(backend, leaving, id, await firstOpenSlot(backend, 'SLOT_BOOKING', 45));
      await payFee(backend, leaving, id);
      expect((await eventsOf(id)).filter((e) => e.actorId === person.userId).length).toBeGreaterThan(0);

      expect((await api(accounts.eraseAccount, { phoneNumber: phone }, leaving)).status).toBe(200);
      const kept = await eventsOf(id);
      // Made, details, paying, paid, then cancelled by the deletion (the whole fee refunded): all there, no one named.
      expect(kept.map((e) => e.type)).toEqual(['created', 'details_changed', 'payment_started', 'paid', 'cancelled']);
      expect(kept.at(-1)!.facts).toEqual({ reason: 'account deleted', refund_paise: 19_900 });
      expect(kept.map((e) => e.actorId)).toEqual([null, null, null, null, null]);
    });

    it('fills in history from the columns for appointments made before events were recorded (migration 0020)', async () => {
      const created = (await makeAppointment(backend, customer, { registration: car() })).appointment_id as string;
      const booked = await bookedAppointment(backend, customer, car());
      // Booked days ahead: cancelled now, the whole fee goes back (the refund rule).
      const cancelled = { id: (await makeAppointment(backend, customer, { registration: car() })).appointment_id as string };
      await holdSlot(backend, customer, cancelled.id, await firstOpenSlot(backend, 'SLOT_BOOKING', 40));
      await payFee(backend, customer, cancelled.id);
      expect((await api(booking.cancelAppointment, { id: cancelled.id, reason: 'Plans changed' }, customer)).status).toBe(200);
      const noShow = (await makeAppointment(backend, customer, { registration: car() })).appointment_id as string;
      await backend.deps.db
        .update(appointments)
        .set({
          status: 'CANCELLED',
          cancelReason: 'The car was not handed over at the booked time, so the booking was closed',
          cancelledAt: new Date('2026-12-01T05:00:00Z'),
        })
        .where(eq(appointments.id, noShow));
      const ids = [created, booked.id, cancelled.id, noShow];

      // As before migration 0020: no events. Its backfill statement is then run as the migration runs it.
      await backend.deps.db.delete(appointmentEvents);
      const migration = readFileSync(new URL('../../drizzle/0020_appointment_events.sql', import.meta.url), 'utf8');
      const backfill = migration.slice(migration.indexOf('INSERT INTO "appointment_events"'));
      await backend.deps.db.execute(sql.raw(backfill));

      const byAppointment = async (id: string) => (await eventsOf(id)).map((e) => [e.type, e.toStatus, e.facts, e.backfilled]);
      const createdFacts = { service_type_id: 'periodic_service', fulfillment_type: 'SLOT_BOOKING', source: 'ONLINE_BOOKING' };
      expect(await byAppointment(created)).toEqual([['created', 'CREATED', createdFacts, true]]);
      expect(await byAppointment(booked.id)).toEqual([
        ['created', 'CREATED', createdFacts, true],
        ['paid', null, { amount_paise: 19_900 }, true],
      ]);
      expect(await byAppointment(cancelled.id)).toEqual([
        ['created', 'CREATED', createdFacts, true],
        ['paid', null, { amount_paise: 19_900 }, true],
        ['cancelled', 'CANCELLED', { reason: 'Plans changed', refund_paise: 19_900 }, true],
      ]);
      expect(await byAppointment(noShow)).toEqual([
        ['created', 'CREATED', createdFacts, true],
        [
          'no_show',
          'CANCELLED',
          { reason: 'The car was not handed over at the booked time, so the booking was closed', refund_paise: 0 },
          true,
        ],
      ]);
      const counted = rowsOf<{ n: number }>(
        await backend.deps.db.execute(
          sql`select count(*)::int as n from appointment_events where appointment_id in (${sql.join(
            ids.map((i) => sql`${i}::uuid`),
            sql`, `,
          )})`,
        ),
      );
      expect(Number(counted[0]!.n)).toBe(8);
    });
  });
}

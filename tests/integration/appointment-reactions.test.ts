import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { bootBackend, type RunningBackend } from '@/backend/boot';
import { reactOnce, type Reaction } from '@/backend/appointments';
import { transition, eventActor } from '@/backend/appointments';
import { feeSettledOnCancel } from '@/backend/payments';
import { slotGivenBack } from '@/backend/booking';
import { couponGivenBack } from '@/backend/coupons';
import { appointmentEvents, appointments, bookings, eventReactions, invoices, refunds, slots } from '@/backend/platform/db/schema';
import { rowsOf, type Db } from '@/backend/platform/db/client';
import { createLogger } from '@/runtime/logger';
import { booking } from '@/contracts/endpoints';
import type { Actor } from '@/contracts/actor';
import { startTestBackend, type TestBackend } from '../support/backend';
import { firstOpenSlot, holdSlot, makeAppointment, payFee } from '../support/booking-fixtures';
import { databaseTargets, postgresReachable } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { apiOf } from '../support/api';

// Reactions to appointment events (docs/decisions/040): a cancellation is recorded with the refund it
// decides, and the slot, the refund (with its voucher) and the coupon follow as reactions of their own
// features, each acting once per event however often its job runs, and by however many processes.
const FEE = 19_900;
const REACTIONS = ['booking-slot-given-back', 'coupon-given-back', 'payments-fee-settled-on-cancel', 'reward-given-back'];

/**
 * Booked and paid, its slot two days ahead: cancelled now, the whole fee is refunded whatever the time
 * of day the test runs (within 2 hours of the slot nothing would be).
 */
async function bookedAppointment(backend: TestBackend, actor: Actor): Promise<{ id: string; bookingId: string }> {
  const a = await makeAppointment(backend, actor);
  const held = await holdSlot(backend, actor, a.appointment_id, await firstOpenSlot(backend, 'SLOT_BOOKING', 12));
  await payFee(backend, actor, a.appointment_id);
  return { id: a.appointment_id, bookingId: held.booking_id };
}

async function customer(backend: TestBackend, phone: string): Promise<Actor> {
  const session = await createTestSession(backend.deps.db, phone, { name: 'Reaction Customer' });
  return { kind: 'customer', id: session.userId };
}

const refundsOf = (db: Db, id: string) =>
  db.select({ amountPaise: refunds.amountPaise, reason: refunds.reason }).from(refunds).where(eq(refunds.appointmentId, id));
const bookingStatusOf = async (db: Db, bookingId: string) =>
  (await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)))[0]!.status;
const takenOf = async (db: Db, bookingId: string) =>
  (
    await db.select({ taken: slots.taken }).from(bookings).innerJoin(slots, eq(slots.id, bookings.slotId)).where(eq(bookings.id, bookingId))
  )[0]!.taken;
const refundVouchersOf = async (db: Db, id: string) =>
  (
    await db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.appointmentId, id), eq(invoices.kind, 'REFUND_VOUCHER')))
  )[0]!.n;
async function cancelledEventOf(db: Db, id: string): Promise<string> {
  const [event] = await db
    .select({ id: appointmentEvents.id })
    .from(appointmentEvents)
    .where(and(eq(appointmentEvents.appointmentId, id), eq(appointmentEvents.type, 'cancelled')));
  return event!.id;
}

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`reactions to a cancellation (${target.name})`, () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(target.name, { reactAfterCalls: false });
    });
    afterAll(() => backend?.stop());

    it('the cancellation records its refund; the slot, the refund and the coupon follow when the reactions run', async () => {
      const actor = await customer(backend, '9812300401');
      const { id, bookingId } = await bookedAppointment(backend, actor);
      await backend.manualJobs.runReactions();
      const api = apiOf(backend);
      const taken = await takenOf(backend.deps.db, bookingId);

      const cancelled = await api(booking.cancelAppointment, { id }, actor);
      // Before the reactions: the booking's screens show the refund the cancellation decided, pending.
      expect([cancelled.status, cancelled.data.status, cancelled.data.refund?.amount_paise, cancelled.data.refund?.status]).toEqual([
        200,
        'CANCELLED',
        FEE,
        'PENDING',
      ]);
      const eventId = await cancelledEventOf(backend.deps.db, id);
      expect(
        backend.manualJobs.sent
          .filter((j) => j.data.eventId === eventId)
          .map((j) => j.name)
          .sort(),
      ).toEqual(REACTIONS);
      expect([await bookingStatusOf(backend.deps.db, bookingId), await refundsOf(backend.deps.db, id)]).toEqual(['CONFIRMED', []]);

      await backend.manualJobs.runReactions();
      expect(await bookingStatusOf(backend.deps.db, bookingId)).toBe('RELEASED');
      expect(await takenOf(backend.deps.db, bookingId)).toBe(taken - 1);
      expect(await refundsOf(backend.deps.db, id)).toEqual([{ amountPaise: FEE, reason: 'cancelled by the customer' }]);
      expect(await refundVouchersOf(backend.deps.db, id)).toBe(1);
      const after = await api(booking.appointment, { id }, actor);
      expect([after.data.refund?.amount_paise, after.data.refund?.status]).toEqual([FEE, 'PENDING']);
    });

    it('a reaction run again acts once; one that fails halfway leaves nothing and acts once when tried again', async () => {
      const actor = await customer(backend, '9812300402');
      const { id, bookingId } = await bookedAppointment(backend, actor);
      await backend.manualJobs.runReactions();
      const taken = await takenOf(backend.deps.db, bookingId);
      await apiOf(backend)(booking.cancelAppointment, { id, reason: 'Plans changed' }, actor);
      backend.manualJobs.take('payments-fee-settled-on-cancel');
      backend.manualJobs.take('booking-slot-given-back');
      const eventId = await cancelledEventOf(backend.deps.db, id);

      // Fails after doing its work (a connection lost before the commit): all of it is undone.
      const settle = feeSettledOnCancel(backend.deps) as Reaction;
      let failures = 1;
      const flaky: Reaction = {
        ...settle,
        async react(tx, event) {
          await settle.react(tx, event as never);
          if (failures-- > 0) throw new Error('connection lost');
        },
      };
      await expect(reactOnce(backend.deps.db, flaky, eventId)).rejects.toThrow('connection lost');
      expect(await refundsOf(backend.deps.db, id)).toEqual([]);
      expect(await refundVouchersOf(backend.deps.db, id)).toBe(0);

      // Tried again: acts; and again (a retry after a lost answer, a second delivery): nothing more.
      expect(await reactOnce(backend.deps.db, flaky, eventId)).toBe(true);
      expect(await reactOnce(backend.deps.db, settle, eventId)).toBe(false);
      expect(await refundsOf(backend.deps.db, id)).toEqual([{ amountPaise: FEE, reason: 'Plans changed' }]);
      expect(await refundVouchersOf(backend.deps.db, id)).toBe(1);

      // The slot's place is given back once, however often its reaction runs.
      expect(await reactOnce(backend.deps.db, slotGivenBack as Reaction, eventId)).toBe(true);
      expect(await reactOnce(backend.deps.db, slotGivenBack as Reaction, eventId)).toBe(false);
      expect(await takenOf(backend.deps.db, bookingId)).toBe(taken - 1);
      expect(
        await backend.deps.db
          .select({ subscriber: eventReactions.subscriber })
          .from(eventReactions)
          .where(eq(eventReactions.eventId, eventId)),
      ).toHaveLength(2);
    });

    it('an event whose transaction rolled back is reacted to by nobody', async () => {
      const actor = await customer(backend, '9812300403');
      const { id, bookingId } = await bookedAppointment(backend, actor);
      await backend.manualJobs.runReactions();
      const published: Record<string, unknown>[] = [];
      await backend.deps.db
        .transaction(async (tx) => {
          const [a] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
          const jobs = { publish: async (_topic: string, data: Record<string, unknown>) => void published.push(data) };
          await transition({ jobs }, tx as never, a!, { type: 'cancelled', reason: null, refundPaise: FEE }, eventActor(actor), new Date());
          tx.rollback();
        })
        .catch(() => {});
      expect(published).toHaveLength(1);
      const eventId = String(published[0]!.eventId);
      for (const r of [slotGivenBack, couponGivenBack, feeSettledOnCancel(backend.deps)] as Reaction[])
        expect(await reactOnce(backend.deps.db, r, eventId)).toBe(false);
      expect([await bookingStatusOf(backend.deps.db, bookingId), await refundsOf(backend.deps.db, id)]).toEqual(['CONFIRMED', []]);
    });
  });
}

const postgres = await postgresReachable();
const logger = createLogger('silent');

describe.skipIf(!postgres)('reactions with two processes on one PostgreSQL database', () => {
  let first: TestBackend;
  let second: RunningBackend;
  const start = (runJobs: boolean) => async () => {
    first = await startTestBackend('postgres', { runJobs, reactAfterCalls: false });
    second = await bootBackend({
      databaseUrl: first.databaseUrl,
      dataDir: 'memory://',
      seed: false,
      poolMax: 5,
      logger,
      appEnv: 'test',
      runJobs,
    });
  };
  const stop = async () => {
    await second?.close();
    await first?.stop();
  };

  describe('both reacting to one event at the same moment', () => {
    beforeAll(start(false), 60_000);
    afterAll(stop, 60_000);

    it('each reaction acts once: one refund, one voucher, one place given back', async () => {
      const actor = await customer(first, '9812300404');
      const { id, bookingId } = await bookedAppointment(first, actor);
      await first.manualJobs.runReactions();
      const taken = await takenOf(first.deps.db, bookingId);
      await apiOf(first)(booking.cancelAppointment, { id }, actor);
      const eventId = await cancelledEventOf(first.deps.db, id);
      for (const make of [() => slotGivenBack, () => couponGivenBack, (deps: { jobs: never }) => feeSettledOnCancel(deps)]) {
        const outcomes = await Promise.all([
          reactOnce(first.deps.db, make(first.deps as never) as Reaction, eventId),
          reactOnce(second.deps.db, make(second.deps as never) as Reaction, eventId),
        ]);
        expect(outcomes.sort()).toEqual([false, true]);
      }
      expect(await refundsOf(first.deps.db, id)).toEqual([{ amountPaise: FEE, reason: 'cancelled by the customer' }]);
      expect(await refundVouchersOf(first.deps.db, id)).toBe(1);
      expect(await takenOf(first.deps.db, bookingId)).toBe(taken - 1);
    });
  });

  describe('on the job runner', () => {
    beforeAll(start(true), 60_000);
    afterAll(stop, 60_000);

    it('the reactions are sent in the cancelling transaction and run promptly, once, by whichever runner takes them', async () => {
      const actor = await customer(first, '9812300405');
      const { id, bookingId } = await bookedAppointment(first, actor);
      await apiOf(first)(booking.cancelAppointment, { id }, actor);
      const eventId = await cancelledEventOf(first.deps.db, id);
      const reacted = async () =>
        (await first.deps.db.select({ n: count() }).from(eventReactions).where(eq(eventReactions.eventId, eventId)))[0]!.n;
      // Woken by the database's notification: well within the retry back-stop's 2 s poll, however busy the machine.
      for (const begun = Date.now(); (await reacted()) < REACTIONS.length; ) {
        if (Date.now() - begun > 30_000) throw new Error(`only ${await reacted()} of ${REACTIONS.length} reactions ran`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const completed = async () =>
        rowsOf<{ name: string; n: number }>(
          await first.deps.db.execute(
            sql`select name, count(*)::int as n from pgboss.job where data->>'eventId' = ${eventId} and state = 'completed' group by name order by name`,
          ),
        );
      for (const begun = Date.now(); (await completed()).length < REACTIONS.length; ) {
        if (Date.now() - begun > 30_000) throw new Error('the reactions did not complete');
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await completed()).toEqual(REACTIONS.map((name) => ({ name, n: 1 })));
      expect(await refundsOf(first.deps.db, id)).toEqual([{ amountPaise: FEE, reason: 'cancelled by the customer' }]);
      expect(await bookingStatusOf(first.deps.db, bookingId)).toBe('RELEASED');
    });
  });
});

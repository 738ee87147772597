import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bootBackend } from '@/backend/boot';
import { notifyLatePromises } from '@/backend/workshop/promise-service';
import { outbox } from '@/backend/platform/db/schema';
import { createLogger } from '@/runtime/logger';
import type { Actor } from '@/contracts/actor';
import { workshop } from '@/contracts/endpoints';
import { startTestBackend, type TestBackend } from '../support/backend';
import { linkOf } from '../support/links';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { bookedAppointment } from '../support/booking-fixtures';
import { apiOf } from '../support/api';

// The advisor's promised time for a stage (docs/decisions/032): told at once, told again with the
// earlier time when it moves, and, once it passes with the stage not done, told once; on PostgreSQL
// two backends (each with its own pool, as two server processes have) run the late notices' job at the
// same moment and the customer still gets one notice. The backends' clock starts at Wednesday
// 25 Nov 2026, 10:00 IST and is moved by hand.
const START = new Date('2026-11-25T10:00:00+05:30');
const IST = (clock: string, day = '2026-11-25') => new Date(`${day}T${clock}+05:30`);
const ANONYMOUS: Actor = { kind: 'anonymous' };

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`promised times (${target.name})`, () => {
    let backend: TestBackend;
    let now = START;
    let customer: Actor;
    let otherCustomer: Actor;
    let advisor: Actor;
    let otherAdvisor: Actor;
    let cars = 0;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const promise = (orderId: string, promisedAt: string, as: Actor = advisor) =>
      api(workshop.stagePromise, { id: orderId, promised_at: promisedAt }, as);
    const sms = async (template: string, ref: string) =>
      (
        await backend.deps.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.template, template), eq(outbox.recipient, '9812300111')))
      )
        .map((m) => m.body ?? '')
        .filter((b) => b.includes(ref));
    /** A checked-in car in repair (its one part approved): the order id and the booking reference SMS name. */
    const inRepair = async () => {
      now = START;
      const { id } = await bookedAppointment(backend, customer, `KA03PR${String(1000 + ++cars)}`);
      const orderId = (await api(workshop.checkIn, { request_id: `promise-check-in-${cars}`, appointment_id: id }, advisor)).data.order_id;
      await api(workshop.advanceStage, { id: orderId, stage: 'SURVEY' }, advisor);
      await api(
        workshop.addLine,
        {
          id: orderId,
          part_name: 'Front brake pads',
          net_labour_cost: 45_000,
          net_part_cost: 180_000,
          net_service_cost: 0,
          approved_by_advisor: true,
        },
        advisor,
      );
      await api(workshop.advanceStage, { id: orderId, stage: 'ESTIMATE_APPROVAL_PENDING' }, advisor);
      await api(workshop.lineItemApprove, { order_id: orderId }, customer);
      expect((await api(workshop.advanceStage, { id: orderId, stage: 'REPAIR_IN_PROGRESS' }, advisor)).status).toBe(200);
      return { orderId, ref: id.slice(0, 8).toUpperCase(), follow: `Follow your car: ${await linkOf(backend.deps.db, id, 'order')}` };
    };
    /** Tells the other tests' passed promises at `at`, so the job's count below is this test's alone. */
    const tellOthersBy = async (at: Date) => {
      now = at;
      await notifyLatePromises(backend.deps);
      now = START;
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => now });
      ({ customer, otherCustomer, advisor, otherAdvisor } = await workshopPeople(backend.deps.db, 9812300111, {
        customer: 'Arjun Promise',
        advisor: 'Promise Advisor',
      }));
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('a promised time is told at once; a new time is told with the earlier one; the console and the timeline show it', async () => {
      const { orderId, ref, follow } = await inRepair();
      const kick = vi.spyOn(backend.deps.outbox, 'kick');
      const set = await promise(orderId, '2026-11-25T16:30:00+05:30');
      expect(kick).toHaveBeenCalledTimes(1);
      kick.mockRestore();
      expect([set.status, set.data.promise]).toEqual([200, { stage: 'REPAIR_IN_PROGRESS', by: '2026-11-25T16:30:00+05:30' }]);
      expect(await sms('STAGE_PROMISED', ref)).toEqual([
        `Service Centre: your car (booking ${ref}): Service in progress, expected to be done by 4:30 PM today. ${follow}`,
      ]);
      // The same time again: nothing new to tell.
      await promise(orderId, '2026-11-25T16:30:00+05:30');
      expect(await sms('STAGE_PROMISED', ref)).toHaveLength(1);
      const moved = await promise(orderId, '2026-11-26T11:00:00+05:30');
      expect(moved.data.promise).toEqual({ stage: 'REPAIR_IN_PROGRESS', by: '2026-11-26T11:00:00+05:30' });
      expect(await sms('STAGE_PROMISED', ref)).toContain(
        `Service Centre: your car (booking ${ref}): Service in progress is now expected to be done by Thu 26th Nov, 11:00 AM (earlier: 4:30 PM today). ${follow}`,
      );
      const card = (await api(workshop.consoleAppointments, {}, advisor)).data.appointments.find((a) => a.order_id === orderId);
      expect(card!.promise).toEqual({ stage: 'REPAIR_IN_PROGRESS', by: '2026-11-26T11:00:00+05:30' });
      // The car moves on: the promise was for the repair, it goes with it.
      const next = await api(workshop.advanceStage, { id: orderId, stage: 'QUALITY_CHECK' }, advisor);
      expect(next.data.promise).toBeNull();
    });

    it("only the garage's staff promise, 5 minutes to 7 days ahead, a stage that is the workshop's to finish", async () => {
      const { orderId } = await inRepair();
      expect((await promise(orderId, '2026-11-25T16:30:00+05:30', customer)).status).toBe(403);
      expect((await promise(orderId, '2026-11-25T16:30:00+05:30', otherAdvisor)).status).toBe(404);
      expect((await promise(orderId, '2026-11-25T16:30:00+05:30', otherCustomer)).status).toBe(403);
      expect((await promise(orderId, '2026-11-25T16:30:00+05:30', ANONYMOUS)).status).toBe(401);
      const soon = await promise(orderId, '2026-11-25T10:04:59+05:30');
      expect([soon.status, soon.error]).toEqual([
        409,
        { code: 'STAGE_NOT_ALLOWED', message: 'Promise a time at least 5 minutes from now' },
      ]);
      expect((await promise(orderId, '2026-11-25T10:05:00+05:30')).status).toBe(200);
      expect((await promise(orderId, '2026-12-02T10:00:01+05:30')).error?.message).toBe('Promise a time within the next 7 days');
      const noOffset = await promise(orderId, '2026-11-25T16:30:00');
      expect([noOffset.status, noOffset.error?.message]).toEqual([
        400,
        'promised_at: promised_at must be a date and time with its offset, like 2026-11-25T16:30:00+05:30',
      ]);
    });

    it('a promise that passes with the stage not done is told once; a new time may run late again', async () => {
      const { orderId, ref, follow } = await inRepair();
      await tellOthersBy(IST('16:31:00'));
      await promise(orderId, '2026-11-25T16:30:00+05:30');
      now = IST('16:30:00');
      // The outbox is woken only when someone was told.
      const kick = vi.spyOn(backend.deps.outbox, 'kick');
      expect(await notifyLatePromises(backend.deps)).toBe(0);
      expect(kick).not.toHaveBeenCalled();
      expect(await sms('STAGE_LATE', ref)).toEqual([]);
      now = IST('16:31:00');
      expect(await notifyLatePromises(backend.deps)).toBe(1);
      expect(kick).toHaveBeenCalledTimes(1);
      expect(await notifyLatePromises(backend.deps)).toBe(0);
      expect(kick).toHaveBeenCalledTimes(1);
      kick.mockRestore();
      expect(await sms('STAGE_LATE', ref)).toEqual([
        `Service Centre: your car (booking ${ref}): Service in progress is taking longer than the 4:30 PM today we promised. Your advisor will send you a new time; sorry for the wait. ${follow}`,
      ]);
      // The advisor gives a new time: told at once with the earlier one, and it may run late in its turn.
      await promise(orderId, '2026-11-25T18:00:00+05:30');
      expect(await sms('STAGE_PROMISED', ref)).toContain(
        `Service Centre: your car (booking ${ref}): Service in progress is now expected to be done by 6:00 PM today (earlier: 4:30 PM today). ${follow}`,
      );
      now = IST('18:05:00');
      await notifyLatePromises(backend.deps);
      expect(await sms('STAGE_LATE', ref)).toHaveLength(2);
      // Done in time: no notice.
      const onTime = await inRepair();
      await promise(onTime.orderId, '2026-11-25T12:00:00+05:30');
      now = IST('11:59:00');
      await api(workshop.advanceStage, { id: onTime.orderId, stage: 'QUALITY_CHECK' }, advisor);
      now = IST('12:30:00');
      await notifyLatePromises(backend.deps);
      expect(await sms('STAGE_LATE', onTime.ref)).toEqual([]);
    });

    it.skipIf(target.name !== 'postgres')('two processes run the late notices at the same moment: the customer is told once', async () => {
      const { orderId, ref } = await inRepair();
      await tellOthersBy(IST('16:45:00'));
      await promise(orderId, '2026-11-25T16:30:00+05:30');
      now = IST('16:45:00');
      const second = await bootBackend({
        databaseUrl: backend.databaseUrl,
        dataDir: 'memory://',
        seed: false,
        poolMax: 5,
        logger: createLogger('silent'),
        appEnv: 'test',
        clock: () => now,
      });
      try {
        const told = await Promise.all([
          notifyLatePromises(backend.deps),
          notifyLatePromises(second.deps),
          notifyLatePromises(backend.deps),
          notifyLatePromises(second.deps),
        ]);
        expect(told.reduce((sum, n) => sum + n, 0)).toBe(1);
        expect(await sms('STAGE_LATE', ref)).toHaveLength(1);
      } finally {
        await second.close();
      }
    });
  });
}

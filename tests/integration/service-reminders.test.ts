// Service reminders (docs/decisions/057) on PGlite and PostgreSQL: the delivery's reaction stores the
// next due date (10,000 km at 30 km a day: 334 days; with the car's readings, 40 km a day: 250 days);
// the scheduled job, reached by a moved clock, sends each kind once per car and due date — run twice
// at once, and on PostgreSQL by two backends on one database, and run again; a reminder turned off
// sends nothing; the owner's date is checked against both limits; WhatsApp goes only with an opt-in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bootBackend, type RunningBackend } from '@/backend/boot';
import { backendJobs } from '@/backend/jobs';
import { REMINDER_JOB } from '@/backend/reminders';
import { outbox, serviceReminderSends, vehicleMakes, workOrders } from '@/backend/platform/db/schema';
import { reminders, workshop } from '@/contracts/endpoints';
import type { Actor } from '@/contracts/actor';
import type { BackendDeps } from '@/backend/platform/deps';
import { addDays, istDay, istInstant } from '@/lib/ist-calendar';
import { createLogger } from '@/runtime/logger';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { deliveredCar } from '../support/delivered-car';
import { apiOf } from '../support/api';
import { bookedAppointment } from '../support/booking-fixtures';

/** Runs the reminders' scheduled job as the runner would, with the backend's own deps (and clock). */
const runJob = (deps: BackendDeps) =>
  backendJobs(deps)
    .find((j) => j.name === REMINDER_JOB)!
    .handler({});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`service reminders (${target.name})`, () => {
    let backend: TestBackend;
    let people: { customer: Actor; otherCustomer: Actor; advisor: Actor };
    let phone: string;
    let now: Date | null = null;
    const clock = () => now ?? new Date();
    const api = apiOf({ call: (...args) => backend.call(...args) });
    let cars = 0;
    const nextCar = () => `KA05RM${String(1000 + ++cars)}`;
    /** The customer's reminder messages of one template, in the order written. */
    const messages = async (template: string) =>
      (
        await backend.deps.db
          .select({ channel: outbox.channel, body: outbox.body })
          .from(outbox)
          .where(and(eq(outbox.recipient, phone), eq(outbox.template, template)))
          .orderBy(outbox.createdAt)
      ).map((m) => [m.channel, m.body]);
    const at9 = (day: string) => istInstant(day, '09:00');

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock });
      const p = await workshopPeople(backend.deps.db, 9812300500, { customer: 'Asha Reminder', advisor: 'Reminder Advisor' });
      people = p;
      phone = '9812300500';
    });
    beforeEach(() => {
      now = null;
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('the catalogue holds the makers’ intervals', async () => {
      const rows = await backend.deps.db
        .select({ slug: vehicleMakes.slug, km: vehicleMakes.serviceKm, months: vehicleMakes.serviceMonths })
        .from(vehicleMakes)
        .where(sql`${vehicleMakes.slug} in ('maruti-suzuki', 'hyundai', 'honda', 'tata', 'kia')`)
        .orderBy(vehicleMakes.slug);
      expect(rows).toEqual([
        { slug: 'honda', km: 10_000, months: 6 },
        { slug: 'hyundai', km: 10_000, months: 12 },
        { slug: 'kia', km: null, months: null },
        { slug: 'maruti-suzuki', km: 10_000, months: 12 },
        { slug: 'tata', km: 10_000, months: 12 },
      ]);
    });

    it('check-in takes the odometer in whole kilometres up to 20 lakh and refuses anything else in words', async () => {
      const { id } = await bookedAppointment(backend, people.customer, nextCar());
      const checkIn = (odometer_km: number) =>
        api(
          workshop.checkIn,
          { request_id: `odometer-${String(odometer_km).replace(/\W/g, '_')}-${id.slice(0, 8)}`, appointment_id: id, odometer_km },
          people.advisor,
        );
      const message = 'odometer_km: The odometer reading must be whole kilometres from 0 to 20,00,000';
      for (const wrong of [2_000_001, 45_210.5, -1]) {
        const refused = await checkIn(wrong);
        expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([400, 'VALIDATION_FAILED', message]);
      }
      const taken = await checkIn(2_000_000);
      expect(taken.status).toBe(201);
      const [order] = await backend.deps.db.select().from(workOrders).where(eq(workOrders.id, taken.data.order_id));
      expect(order!.odometerKm).toBe(2_000_000);
    });

    it('a delivery stores the next due date: 334 days at 30 km a day, 250 days once the car’s readings say 40 km a day', async () => {
      const car = nextCar();
      const first = await deliveredCar(backend, people, car, 45_000);
      const today = istDay(new Date());
      const read = await api(reminders.serviceReminder, { id: first.appointmentId }, people.customer);
      expect(read.status).toBe(200);
      expect(read.data).toMatchObject({
        car_no: car,
        service_type: 'periodic_service',
        last_service_date: today,
        next_service_date: addDays(today, 334),
        rule_service_date: addDays(today, 334),
        appointment_id: first.appointmentId,
        garage_id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
        operation_by: 'SYSTEM',
        reminders_on: true,
        whatsapp: { opted_in: false, opted_in_at: null, source: null },
        days_before: 7,
        can_change: true,
      });
      // The centre's advisor reads it, and is told they may not change it.
      const byStaff = await api(reminders.serviceReminder, { id: first.appointmentId }, people.advisor);
      expect([byStaff.status, byStaff.data.can_change]).toEqual([200, false]);
      // The first reading was taken 100 days ago; the second service reads 4,000 km more: 40 km a day.
      await backend.deps.db
        .update(workOrders)
        .set({ createdAt: new Date(Date.now() - 100 * 86_400_000) })
        .where(eq(workOrders.id, first.orderId));
      const second = await deliveredCar(backend, people, car, 49_000);
      const again = await api(reminders.serviceReminder, { id: second.appointmentId }, people.customer);
      expect([again.data.appointment_id, again.data.next_service_date]).toEqual([second.appointmentId, addDays(today, 250)]);
      // The earlier booking of the car finds the same reminder; another customer finds none.
      expect((await api(reminders.serviceReminder, { id: first.appointmentId }, people.customer)).data.next_service_date).toBe(
        addDays(today, 250),
      );
      const stranger = await api(reminders.serviceReminder, { id: first.appointmentId }, people.otherCustomer);
      expect([stranger.status, stranger.error?.code]).toEqual([404, 'REMINDER_NOT_FOUND']);
    });

    it('a car handed back with no service done gets no reminder', async () => {
      const { appointmentId } = await deliveredCar(backend, people, nextCar(), 30_000, { noService: true });
      const none = await api(reminders.serviceReminder, { id: appointmentId }, people.customer);
      expect([none.status, none.error]).toEqual([
        404,
        { code: 'REMINDER_NOT_FOUND', message: 'This car has no service reminder yet: one is set when a service is delivered' },
      ]);
    });

    it('the owner’s date: today and 18 months ahead are taken, a day either side is refused in words; staff may not move it', async () => {
      const { appointmentId } = await deliveredCar(backend, people, nextCar());
      now = new Date('2026-12-01T06:00:00Z'); // 11:30 IST, 1 December 2026
      const put = (day: string, as: Actor = people.customer) =>
        api(reminders.updateServiceReminder, { appointment_id: appointmentId, next_service_date: day }, as);
      const yesterday = await put('2026-11-30');
      expect([yesterday.status, yesterday.error]).toEqual([
        400,
        { code: 'REMINDER_DATE_NOT_ALLOWED', message: 'The next service date cannot be in the past: choose 1st Dec 2026 or later' },
      ]);
      const today = await put('2026-12-01');
      expect([today.status, today.data.next_service_date, today.data.operation_by]).toEqual([200, '2026-12-01', 'CUSTOMER']);
      const latest = await put('2028-06-01');
      expect([latest.status, latest.data.next_service_date, latest.data.latest_date]).toEqual([200, '2028-06-01', '2028-06-01']);
      const beyond = await put('2028-06-02');
      expect([beyond.status, beyond.error]).toEqual([
        400,
        {
          code: 'REMINDER_DATE_NOT_ALLOWED',
          message: 'The next service date can be at most 18 months ahead: choose 1st Jun 2028 or earlier',
        },
      ]);
      const notADay = await put('2027-02-30');
      expect([notADay.status, notADay.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect((await put('2027-01-15', people.advisor)).status).toBe(403);
      expect((await put('2027-01-15', people.otherCustomer)).status).toBe(404);
    });

    it('each kind is sent once per car and due date: two runs at once (two backends on PostgreSQL), and again after', async () => {
      const { appointmentId } = await deliveredCar(backend, people, nextCar());
      const due = addDays(istDay(new Date()), 30);
      expect(
        (await api(reminders.updateServiceReminder, { appointment_id: appointmentId, next_service_date: due }, people.customer)).status,
      ).toBe(200);
      // A second process on the same database (PostgreSQL); PGlite is one process: its job runs twice at once.
      let other: RunningBackend | undefined;
      if (target.name === 'postgres')
        other = await bootBackend({
          databaseUrl: backend.databaseUrl,
          dataDir: 'memory://',
          seed: false,
          logger: createLogger('silent'),
          appEnv: 'test',
          clock,
        });
      const otherDeps = other?.deps ?? backend.deps;
      const both = () => Promise.all([runJob(backend.deps), runJob(otherDeps), runJob(backend.deps), runJob(otherDeps)]);
      try {
        now = at9(addDays(due, -8));
        await both();
        expect(await messages('SERVICE_REMINDER')).toEqual([]);
        now = at9(addDays(due, -7));
        await both();
        await both();
        const before = await messages('SERVICE_REMINDER');
        expect(before).toHaveLength(1);
        expect(before[0]![0]).toBe('SMS');
        expect(before[0]![1]).toMatch(
          /^Service Centre: your Maruti Suzuki Swift \(KA 05 RM \d{4}\) is due for its service on \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} 20\d\d at Service Centre Kudlu Gate\. Move the date or book it in one tap: \{\{origin\}\}\/service-centre\/l\/[A-Za-z0-9_-]{16}$/,
        );
        now = at9(addDays(due, -1));
        await both();
        expect(await messages('SERVICE_DUE')).toEqual([]);
        now = at9(due);
        await both();
        await both();
        expect(await messages('SERVICE_REMINDER')).toHaveLength(1);
        expect(await messages('SERVICE_DUE')).toHaveLength(1);
        const sends = await backend.deps.db.select().from(serviceReminderSends).where(eq(serviceReminderSends.dueDate, due));
        expect(sends.map((s) => s.kind).sort()).toEqual(['before', 'due']);
      } finally {
        await other?.close();
      }
    });

    it('a reminder turned off sends nothing; turned on again, the kind owed goes', async () => {
      const { appointmentId } = await deliveredCar(backend, people, nextCar());
      const due = addDays(istDay(new Date()), 40);
      await api(reminders.updateServiceReminder, { appointment_id: appointmentId, next_service_date: due }, people.customer);
      const off = await api(reminders.serviceReminderPreferences, { id: appointmentId, reminders_on: false }, people.customer);
      expect([off.status, off.data.reminders_on]).toEqual([200, false]);
      const sent = async () =>
        (await backend.deps.db.select().from(serviceReminderSends).where(eq(serviceReminderSends.dueDate, due))).map((s) => s.kind);
      now = at9(addDays(due, -7));
      await runJob(backend.deps);
      now = at9(due);
      await runJob(backend.deps);
      expect(await sent()).toEqual([]);
      now = null;
      expect(
        (await api(reminders.serviceReminderPreferences, { id: appointmentId, reminders_on: true }, people.customer)).data.reminders_on,
      ).toBe(true);
      now = at9(due);
      await runJob(backend.deps);
      expect(await sent()).toEqual(['due']);
    });

    it('on WhatsApp while the owner’s opt-in is in force (its time and source recorded), by SMS once it is withdrawn', async () => {
      const { appointmentId } = await deliveredCar(backend, people, nextCar());
      const due = addDays(istDay(new Date()), 50);
      await api(reminders.updateServiceReminder, { appointment_id: appointmentId, next_service_date: due }, people.customer);
      now = new Date('2026-12-02T04:30:00Z');
      const optedIn = await api(reminders.serviceReminderPreferences, { id: appointmentId, whatsapp: true }, people.customer);
      expect(optedIn.data.whatsapp).toEqual({ opted_in: true, opted_in_at: '2026-12-02T10:00:00+05:30', source: 'service-reminder-page' });
      const channelOf = async (kind: 'before' | 'due') => {
        const [row] = await backend.deps.db
          .select({ channel: outbox.channel, template: outbox.template })
          .from(serviceReminderSends)
          .innerJoin(outbox, eq(outbox.id, serviceReminderSends.outboxId))
          .where(and(eq(serviceReminderSends.dueDate, due), eq(serviceReminderSends.kind, kind)));
        return row;
      };
      now = at9(addDays(due, -7));
      await runJob(backend.deps);
      expect(await channelOf('before')).toEqual({ channel: 'WHATSAPP', template: 'SERVICE_REMINDER' });
      now = null;
      const withdrawn = await api(reminders.serviceReminderPreferences, { id: appointmentId, whatsapp: false }, people.customer);
      expect(withdrawn.data.whatsapp).toEqual({ opted_in: false, opted_in_at: null, source: null });
      now = at9(due);
      await runJob(backend.deps);
      expect(await channelOf('due')).toEqual({ channel: 'SMS', template: 'SERVICE_DUE' });
    });
  });
}

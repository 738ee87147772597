import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { KUDLU_GATE, makeAppointment } from '../support/booking-fixtures';
import { apiOf } from '../support/api';
import { booking } from '@/contracts/endpoints';
import { callbackRequests, outbox } from '@/backend/platform/db/schema';
import type { Actor } from '@/contracts/actor';

// The help screen's call back (spec §2 schedule-callback): stored once per number and time, and sent
// to every advisor of the garage (seed: Ravi Kumar 9000000001 and Kavya Nair 9000000003 at Kudlu
// Gate). The clock stands at Tuesday 24 November 2026, 10:00 IST; Kudlu Gate opens 09:00–20:00.
const NOW = new Date('2026-11-24T04:30:00Z');
const ADVISORS = ['9000000001', '9000000003'];

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`call backs (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    /** The texts sent to the advisors for this caller's number, by the advisor's number (the order they are written in is not the point, and PostgreSQL may read them in either). */
    const told = async (phone: string) =>
      (await backend.deps.db.select().from(outbox).where(eq(outbox.template, 'CALLBACK_REQUESTED')))
        .filter((m) => (m.payload as { phone?: string }).phone === phone)
        .map((m) => ({ to: m.recipient, body: m.body, variables: m.payload }))
        .sort((a, b) => a.to.localeCompare(b.to));
    const rowOf = async (phone: string) =>
      backend.deps.db
        .select({
          userId: callbackRequests.userId,
          appointmentId: callbackRequests.appointmentId,
          note: callbackRequests.note,
          garageId: callbackRequests.garageId,
        })
        .from(callbackRequests)
        .where(and(eq(callbackRequests.phoneNumber, phone)));

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => NOW });
      customer = { kind: 'customer', id: (await createTestSession(backend.deps.db, '9812300060', { name: 'Leela Das' })).userId };
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it("a visitor's call back is stored once, told to every advisor of the garage and answered with the garage and the help line", async () => {
      const kick = vi.spyOn(backend.deps.outbox, 'kick');
      const asked = await api(booking.scheduleCallback, {
        phone_number: '+91 98123 00061',
        preferred_at: '2026-11-24T10:30:00+05:30',
        garage_id: KUDLU_GATE,
      });
      expect(asked.status).toBe(201);
      expect(asked.data).toEqual({
        id: expect.any(String),
        preferred_at: '2026-11-24T05:00:00.000Z',
        garage_name: 'Service Centre Kudlu Gate',
        advisor_phone: '1800 266 0101',
      });
      expect(await rowOf('9812300061')).toEqual([{ userId: null, appointmentId: null, note: null, garageId: KUDLU_GATE }]);
      const text = 'Call back requested: +91 98123 00061 at Tue 24th Nov, 10:30 AM.';
      const variables = { phone: '9812300061', when: 'Tue 24th Nov, 10:30 AM', about: '' };
      expect(await told('9812300061')).toEqual(ADVISORS.map((to) => ({ to, body: text, variables })));
      expect(kick).toHaveBeenCalledTimes(1);

      // Asked again (a double tap, a retry): the same request, no second text; the outbox is woken anyway.
      const again = await api(booking.scheduleCallback, {
        phone_number: '9812300061',
        preferred_at: '2026-11-24T10:30:00+05:30',
        garage_id: KUDLU_GATE,
      });
      expect([again.status, again.data.id]).toEqual([201, asked.data.id]);
      expect(await told('9812300061')).toHaveLength(2);
      expect(kick).toHaveBeenCalledTimes(2);
    });

    it("a signed-in customer's call back about a booking goes to that booking's garage, with its reference and the note", async () => {
      const appointmentId = (await makeAppointment(backend, customer, { registration: 'KA51CB1001' })).appointment_id as string;
      const asked = await api(
        booking.scheduleCallback,
        {
          phone_number: '9812300062',
          preferred_at: '2026-11-24T11:00:00+05:30',
          appointment_id: appointmentId,
          note: 'After lunch, please',
        },
        customer,
      );
      expect([asked.status, asked.data.garage_name]).toEqual([201, 'Service Centre Kudlu Gate']);
      expect(await rowOf('9812300062')).toEqual([
        { userId: (customer as { id: string }).id, appointmentId, note: 'After lunch, please', garageId: KUDLU_GATE },
      ]);
      const reference = appointmentId.slice(0, 8).toUpperCase();
      const about = ` about booking ${reference}`;
      expect(await told('9812300062')).toEqual(
        ADVISORS.map((to) => ({
          to,
          body: `Call back requested about booking ${reference}: +91 98123 00062 at Tue 24th Nov, 11:00 AM. Note: After lunch, please`,
          variables: { phone: '9812300062', when: 'Tue 24th Nov, 11:00 AM', about },
        })),
      );
      // Signed in without a booking: the request is still the customer's.
      expect(
        (
          await api(
            booking.scheduleCallback,
            { phone_number: '9812300063', preferred_at: '2026-11-24T11:30:00+05:30', garage_id: KUDLU_GATE },
            customer,
          )
        ).status,
      ).toBe(201);
      expect(await rowOf('9812300063')).toEqual([
        { userId: (customer as { id: string }).id, appointmentId: null, note: null, garageId: KUDLU_GATE },
      ]);
    });

    it('refuses a call back with no service centre, or at a time not on offer, saying which', async () => {
      const noGarage = await api(booking.scheduleCallback, { phone_number: '9812300064', preferred_at: '2026-11-24T10:30:00+05:30' });
      expect([noGarage.status, noGarage.error]).toEqual([
        400,
        { code: 'VALIDATION_FAILED', message: 'garage_id: Choose the service centre that should call you' },
      ]);
      const offHours = await api(booking.scheduleCallback, {
        phone_number: '9812300064',
        preferred_at: '2026-11-24T20:00:00+05:30',
        garage_id: KUDLU_GATE,
      });
      expect([offHours.status, offHours.error]).toEqual([
        400,
        { code: 'VALIDATION_FAILED', message: "preferred_at: Choose one of the times on offer, within the centre's opening hours" },
      ]);
      expect(await rowOf('9812300064')).toEqual([]);
      expect(await told('9812300064')).toEqual([]);
    });
  });
}

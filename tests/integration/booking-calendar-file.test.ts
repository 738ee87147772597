import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessApp, type InProcessApp } from '../support/app-server';
import { databaseTargets } from '../support/databases';
import { createTestSession, type TestSession } from '../support/sessions';
import { bookedAppointment, KUDLU_GATE, makeAppointment } from '../support/booking-fixtures';
import type { Actor } from '@/contracts/actor';

// "Add to calendar" (docs/decisions/047), served by the built product: the booked slot's .ics for
// the customer who booked it; the product's error body for anyone else, an id that is not one, or a
// booking with no slot booked.
for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`a booking's calendar file (${target.name})`, () => {
    let app: InProcessApp;
    let customer: TestSession;
    let other: TestSession;
    let advisor: TestSession;
    let actor: Actor;
    const calendar = (id: string, cookie: string | null = customer.cookie) =>
      fetch(`${app.base}/service-centre/bookings/${id}/calendar.ics`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const errorOf = async (answer: Response) => [answer.status, answer.headers.get('content-type'), (await answer.json()).error.code];

    beforeAll(async () => {
      app = await startInProcessApp(target.name);
      customer = await createTestSession(app.backend.deps.db, '9811100081', { name: 'Kiran Shetty' });
      other = await createTestSession(app.backend.deps.db, '9811100082');
      advisor = await createTestSession(app.backend.deps.db, '9811100083', { role: 'ADVISOR', garageIds: [KUDLU_GATE] });
      actor = { kind: 'customer', id: customer.userId };
    });
    afterAll(async () => {
      await app?.stop();
    });

    it('answers the customer who booked with one event of the booked slot, never kept by a cache', async () => {
      const { id } = await bookedAppointment(app.backend, actor, 'KA05MN8001');
      const answer = await calendar(id);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="service-booking-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}.ics"`,
      );
      const text = await answer.text();
      expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
      expect(text).toMatch(new RegExp(`\r\nUID:${id}@localhost(:\\d+)?\r\n`));
      expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\nDTEND:\d{8}T\d{6}Z\r\n/);
      expect(text).toContain('\r\nSUMMARY:Car service at Service Centre Kudlu Gate\r\n');
      // Every line at most 75 octets, a longer one folded onto lines that start with a space.
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(text.replace(/\r\n /g, '')).toContain(
        'LOCATION:Plot 14\\, Hosur Main Road\\, near Kudlu Gate Junction\\, Garvebhavi Palya\\, Bengaluru\\, Karnataka 560068\r\n',
      );
    });

    it("another customer, an unknown id and an id that is not one are not found; the garage's advisor is refused", async () => {
      const { id } = await bookedAppointment(app.backend, actor, 'KA05MN8002');
      const json = 'application/json; charset=utf-8';
      expect(await errorOf(await calendar(id, other.cookie))).toEqual([404, json, 'APPOINTMENT_NOT_FOUND']);
      expect(await errorOf(await calendar('00000000-0000-4000-8000-000000000000'))).toEqual([404, json, 'APPOINTMENT_NOT_FOUND']);
      expect(await errorOf(await calendar('not-a-booking'))).toEqual([404, json, 'APPOINTMENT_NOT_FOUND']);
      expect(await errorOf(await calendar('%27%20or%201%3D1'))).toEqual([404, json, 'APPOINTMENT_NOT_FOUND']);
      expect(await errorOf(await calendar(id, advisor.cookie))).toEqual([403, json, 'FORBIDDEN']);
    });

    it('a booking with no slot booked has no file; a visitor is sent to sign in and back', async () => {
      const started = await makeAppointment(app.backend, actor, { registration: 'KA05MN8003' });
      expect(await errorOf(await calendar(started.appointment_id))).toEqual([404, 'application/json; charset=utf-8', 'BOOKING_NOT_FOUND']);
      const visitor = await calendar(started.appointment_id, null);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get('location')).toBe(
        `/service-centre/sign-in?next=${encodeURIComponent(`/service-centre/bookings/${started.appointment_id}/calendar.ics`)}`,
      );
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startInProcessApp, type InProcessApp } from '../support/app-server';
import { databaseTargets } from '../support/databases';
import { createTestSession, type TestSession } from '../support/sessions';
import { bookedAppointment, jsonInit, KUDLU_GATE, makeAppointment } from '../support/booking-fixtures';
import { appointments } from '@/backend/platform/db/schema';
import type { Actor } from '@/contracts/actor';

// The screens after a booking, served by the built product: what the cancel screen says once the
// garage has the car (set by the workshop, so not reachable from a browser test yet), who sees which
// booking, the resume card kept out of the page visitors share, and what the list and a repeat carry.
for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the screens after a booking (${target.name})`, () => {
    let app: InProcessApp;
    let customer: TestSession;
    let other: TestSession;
    let actor: Actor;
    const page = (path: string, cookie: string | null = customer.cookie) =>
      fetch(`${app.base}/service-centre/${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const cancelPage = (id: string, cookie?: string | null) =>
      page(`ad-services/appointment-cancelled?appointmentId=${id}&garageId=${KUDLU_GATE}`, cookie);

    beforeAll(async () => {
      app = await startInProcessApp(target.name);
      customer = await createTestSession(app.backend.deps.db, '9811100071', { name: 'Kiran Shetty' });
      other = await createTestSession(app.backend.deps.db, '9811100072');
      actor = { kind: 'customer', id: customer.userId };
    });
    afterAll(async () => {
      await app?.stop();
    });

    it("once the pick-up is under way, the screen says why and gives the garage's number; the API refuses too", async () => {
      const { id } = await bookedAppointment(app.backend, actor, 'KA05MN7001');
      await app.backend.deps.db.update(appointments).set({ pickupStartedAt: new Date() }).where(eq(appointments.id, id));
      const html = await (await cancelPage(id)).text();
      expect(html).toContain('This booking can&#39;t be cancelled online');
      expect(html).toContain('Our driver is already on the way to pick up your car, so this booking can&#39;t be cancelled online.');
      expect(html).toContain('href="tel:+918041256780"');
      expect(html).not.toContain('Yes, cancel booking');
      const refused = await fetch(`${app.base}/service-centre/api/appointment/${id}`, {
        ...jsonInit('DELETE', {}),
        headers: { 'content-type': 'application/json', cookie: customer.cookie },
      });
      const body = await refused.json();
      expect([refused.status, body.error.code]).toEqual([409, 'CANCEL_NOT_ALLOWED']);
      expect(body.error.message).toContain('+91 80 4125 6780');
    });

    it('once the car is checked in, the screen says where it is', async () => {
      const { id } = await bookedAppointment(app.backend, actor, 'KA05MN7002');
      await app.backend.deps.db.update(appointments).set({ checkedInAt: new Date() }).where(eq(appointments.id, id));
      const view = (await (await page(`api/appointment/${id}`)).json()).data;
      expect([view.actions.cancel, view.actions.cancel_refusal]).toEqual([false, 'checked-in']);
      expect(await (await cancelPage(id)).text()).toContain(
        'Your car is checked in at Service Centre Kudlu Gate, so this booking can&#39;t be cancelled online.',
      );
    });

    it('a visitor is sent to sign in and back; another customer finds no booking', async () => {
      const a = await makeAppointment(app.backend, actor, { registration: 'KA05MN7003' });
      const visitor = await cancelPage(a.appointment_id, null);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get('location')).toBe(
        `/service-centre/sign-in?next=${encodeURIComponent(`/service-centre/ad-services/appointment-cancelled?appointmentId=${a.appointment_id}&garageId=${KUDLU_GATE}`)}`,
      );
      expect(await (await cancelPage(a.appointment_id, other.cookie)).text()).toContain('We could not find this booking');
      expect(await (await page(`repeat-booking?appointmentId=${a.appointment_id}`, other.cookie)).text()).toContain(
        'We could not find this booking',
      );
    });

    it('the home page a visitor gets is shared and has no card; a signed-in customer gets their card, never shared', async () => {
      const a = await makeAppointment(app.backend, actor, { registration: 'KA05MN7004', type: 'PICK_AND_DROP' });
      const shared = await page('ad-services/home', null);
      expect(shared.headers.get('cache-control')).toMatch(/^public/);
      expect(await shared.text()).not.toContain('id="resume-card-heading"');
      const own = await page('ad-services/home');
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      const html = await own.text();
      expect(html).toContain('Complete Your booking today');
      expect(html).toContain(
        `href="/service-centre/ad-services/address-selection?appointmentId=${a.appointment_id}&amp;garageId=${KUDLU_GATE}"`,
      );
      // Staff have no card.
      const advisor = await createTestSession(app.backend.deps.db, '9811100073', { role: 'ADVISOR', garageIds: [KUDLU_GATE] });
      expect(await (await page('ad-services/home', advisor.cookie)).text()).not.toContain('id="resume-card-heading"');
    });

    it('My bookings carries what continuing needs; a repeat may change the handover', async () => {
      const a = await makeAppointment(app.backend, actor, { registration: 'KA05MN7005', type: 'PICK_AND_DROP' });
      await app.backend.call(
        `/v1/appointment/${a.appointment_id}`,
        jsonInit('PATCH', {
          pickup_details: { address: { line: '14, 3rd Cross', city: 'Bengaluru', state: 'Karnataka', pincode: '560102' } },
        }),
        actor,
      );
      const list = (await (await app.backend.call('/v1/garage/users/appointments', {}, actor)).json()).data;
      expect(list.find((b: { id: string }) => b.id === a.appointment_id)).toMatchObject({
        garageId: KUDLU_GATE,
        pincode: '560102',
        bookingStatus: null,
        status: 'PICKUP_ADDRESS_ADDED',
      });

      await app.backend.call(`/v1/appointment/${a.appointment_id}`, jsonInit('DELETE', {}), actor);
      const again = await app.backend.call(
        '/v1/appointment/repeat',
        jsonInit('POST', {
          appointment_id: a.appointment_id,
          garage_id: KUDLU_GATE,
          service_type: 'periodic_service',
          booking_details: { appointment_fulfillment_type: 'SELF_DROP' },
          vehicle_details: { model_id: a.vehicle_details.model_id, fuel_type: 'PETROL', registration_number: 'KA05MN7005' },
        }),
        actor,
      );
      const repeated = (await again.json()).data;
      expect([
        again.status,
        repeated.status,
        repeated.booking_details.appointment_fulfillment_type,
        repeated.pickup_details.address,
      ]).toEqual([201, 'CREATED', 'SELF_DROP', null]);
    });
  });
}

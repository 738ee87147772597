import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { actionLinks, outbox } from '@/backend/platform/db/schema';
import { deliverDue } from '@/backend/notifications/outbox-service';
import type { SmsProvider } from '@/backend/platform/providers/sms';
import { createLogger } from '@/runtime/logger';
import { booking, workshop } from '@/contracts/endpoints';
import type { Actor } from '@/contracts/actor';
import { ANONYMOUS } from '@/contracts/actor';
import { startTestBackend, type TestBackend } from '../support/backend';
import { bookedAppointment, firstOpenSlot, KUDLU_GATE } from '../support/booking-fixtures';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { apiOf } from '../support/api';

// A message's link to where its action is (docs/decisions/042): one token per booking and screen,
// written into the message with the outbox's origin mark and filled in with the site's address when
// the message is handed to the provider; it leads whoever may see the booking, and nobody else.
const TOKEN = /^[A-Za-z0-9_-]{16}$/;

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`links in messages (${target.name})`, () => {
    let backend: TestBackend;
    let api: ReturnType<typeof apiOf>;
    let customer: Actor;
    let stranger: Actor;
    let advisor: Actor;
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      api = apiOf(backend);
      const db = backend.deps.db;
      customer = { kind: 'customer', id: (await createTestSession(db, '9812300501', { name: 'Link Owner' })).userId };
      stranger = { kind: 'customer', id: (await createTestSession(db, '9812300502', { name: 'Link Stranger' })).userId };
      const staff = await createTestSession(db, '9812300503', { role: 'ADVISOR', name: 'Link Advisor', garageIds: [KUDLU_GATE] });
      advisor = { kind: 'advisor', id: staff.userId, garageIds: [KUDLU_GATE] };
    });
    afterAll(() => backend?.stop());

    const linksOf = (id: string) =>
      backend.deps.db
        .select({ token: actionLinks.token, screen: actionLinks.screen })
        .from(actionLinks)
        .where(eq(actionLinks.appointmentId, id));
    const messagesOf = async (template: string) =>
      (
        await backend.deps.db
          .select({ body: outbox.body, payload: outbox.payload })
          .from(outbox)
          .where(and(eq(outbox.template, template), eq(outbox.recipient, '9812300501')))
      ).map((m) => ({ body: m.body, link: (m.payload as Record<string, string>).link }));

    it('a booking confirmed links to its page; moved, the same link; the site address is filled in when sent', async () => {
      const { id } = await bookedAppointment(backend, customer, 'KA01LK0001');
      const links = await linksOf(id);
      expect(links.map((l) => l.screen)).toEqual(['booking']);
      const token = links[0]!.token;
      expect(token).toMatch(TOKEN);
      const path = `/service-centre/l/${token}`;
      const [confirmed] = await messagesOf('BOOKING_CONFIRMED');
      expect(confirmed!.link).toBe(`{{origin}}${path}`);
      expect(confirmed!.body).toContain(`See or change it: {{origin}}${path}. Questions?`);

      await api(booking.rescheduleAppointment, { id, slot_id: await firstOpenSlot(backend, 'SLOT_BOOKING', 3) }, customer);
      const [moved] = await messagesOf('BOOKING_RESCHEDULED');
      expect(moved!.body).toMatch(new RegExp(`is moved to .+\\. See it: \\{\\{origin\\}\\}${path}$`));
      expect(await linksOf(id)).toHaveLength(1);

      // Handed to the provider: the site's address in the text and in the template's variable.
      const sent: { text: string; link?: string }[] = [];
      const provider: SmsProvider = {
        name: 'recording',
        embedded: false,
        async send(sms) {
          sent.push({ text: sms.text, link: sms.variables.link });
          return { providerMessageId: `m${sent.length}` };
        },
      } as SmsProvider;
      await deliverDue(backend.deps.db, provider, createLogger('silent'), { origin: () => 'https://www.example.in/' });
      const mine = sent.filter((s) => s.text.includes(path));
      expect(mine.length).toBeGreaterThanOrEqual(2);
      for (const s of mine) {
        expect(s.text).toContain(`https://www.example.in${path}`);
        expect(s.text).not.toContain('{{origin}}');
        expect(s.link).toBe(`https://www.example.in${path}`);
      }
    });

    it('a link leads its customer and the garage’s advisors to the booking; anyone else, an unknown and a visitor get nothing', async () => {
      const { id } = await bookedAppointment(backend, customer, 'KA01LK0002');
      const token = (await linksOf(id))[0]!.token;
      const expected = { screen: 'booking', appointment_id: id, order_id: null };
      expect(await api(booking.actionLink, { token }, customer)).toMatchObject({ status: 200, data: expected });
      expect(await api(booking.actionLink, { token }, advisor)).toMatchObject({ status: 200, data: expected });
      const refused = await api(booking.actionLink, { token }, stranger);
      const unknown = await api(booking.actionLink, { token: 'AAAAAAAAAAAAAAAA' }, customer);
      for (const answer of [refused, unknown])
        expect([answer.status, answer.error]).toEqual([
          404,
          { code: 'LINK_NOT_FOUND', message: 'This link is not for a booking of your account' },
        ]);
      expect((await api(booking.actionLink, { token }, ANONYMOUS)).status).toBe(401);
      const malformed = await backend.call('/v1/links/short', { method: 'GET' }, customer);
      expect(malformed.status).toBe(400);
    });

    it("once the car is checked in, the garage's messages link to the car's screen, its order named", async () => {
      const { id } = await bookedAppointment(backend, customer, 'KA01LK0003');
      const checkedIn = await api(workshop.checkIn, { request_id: 'link-check-in-0003', appointment_id: id }, advisor);
      expect(checkedIn.status).toBe(201);
      const orderId = checkedIn.data.order_id;
      const order = (await linksOf(id)).find((l) => l.screen === 'order');
      expect(order?.token).toMatch(TOKEN);
      const [arrived] = (await messagesOf('WORKSHOP_STAGE')).filter((m) => m.body?.includes(`/l/${order!.token}`));
      expect(arrived!.body).toMatch(/: Car at garage\. .+\. Follow your car: \{\{origin\}\}\/service-centre\/l\/[A-Za-z0-9_-]{16}$/);
      expect(await api(booking.actionLink, { token: order!.token }, customer)).toMatchObject({
        status: 200,
        data: { screen: 'order', appointment_id: id, order_id: orderId },
      });
    });
  });
}

// The funnel's server-side events (decision 054), on PGlite and PostgreSQL: a booking paid with its
// slot held, its estimate approved and its bill paid at the counter are recorded as analytics events
// by the server, as the browser its customer signed in from, once each however often the reaction
// runs; a customer whose browser never reported is recorded under their own id. The booking's history
// says the estimate was approved and the bill paid. Amounts typed out from the seed: Kudlu Gate's
// booking fee ₹199; the Basic plan for a petrol Swift ₹2,799 + the front brake pads (₹450 labour +
// ₹1,800 parts) = ₹5,049.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/backend/platform/db/client';
import type { Actor } from '@/contracts/actor';
import type { WorkshopStage } from '@/contracts/vocabulary';
import { booking, workshop } from '@/contracts/endpoints';
import { startTestBackend, type TestBackend } from '../support/backend';
import { bookedAppointment, KUDLU_GATE } from '../support/booking-fixtures';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { apiOf } from '../support/api';

const BROWSER = 'browser-of-kavya-01';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the server's funnel events (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor & { kind: 'customer' };
    let otherCustomer: Actor & { kind: 'customer' };
    let advisor: Actor;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const move = (orderId: string, stage: WorkshopStage) => api(workshop.advanceStage, { id: orderId, stage }, advisor);
    const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await backend.deps.db.execute(query));
    const serverEventsOf = (appointmentId: string) =>
      q<{
        event_name: string;
        anonymous_id: string;
        customer_id: string;
        device: string;
        event_type: string;
        properties: Record<string, unknown>;
      }>(
        sql`select event_name, anonymous_id, customer_id, device, event_type, properties from analytics_events
          where properties->>'appointment_id' = ${appointmentId} order by received_at, event_name`,
      );

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      const people = await workshopPeople(backend.deps.db, 9812300501, { customer: 'Kavya Funnel', advisor: 'Funnel Advisor' });
      customer = people.customer as typeof customer;
      otherCustomer = people.otherCustomer as typeof otherCustomer;
      advisor = people.advisor;
      // The customer's browser identified itself after sign-in: an older browser first, then this one.
      await backend.deps.db.execute(sql`insert into analytics_identities (anonymous_id, customer_id, first_seen_at, last_seen_at) values
        ('browser-of-kavya-00', ${customer.id}, '2026-01-01T10:00:00Z', '2026-01-02T10:00:00Z'),
        (${BROWSER}, ${customer.id}, '2026-02-01T10:00:00Z', '2026-02-03T10:00:00Z')`);
    });
    afterAll(() => backend?.stop());

    it('records the fee paid, the booking confirmed, the estimate approved and the bill paid, once each, as the browser the customer last used', async () => {
      const { id } = await bookedAppointment(backend, customer, 'KA03FN1001');
      const checkedIn = (await api(workshop.checkIn, { request_id: 'funnel-1', appointment_id: id }, advisor)).data;
      const orderId = checkedIn.order_id;
      await move(orderId, 'SURVEY');
      const pads = {
        part_name: 'Front brake pads',
        catalogue_item_id: 'brake-pads-front',
        net_labour_cost: 45_000,
        net_part_cost: 180_000,
        net_service_cost: 0,
      };
      expect((await api(workshop.addLine, { id: orderId, ...pads }, advisor)).status).toBe(201);
      const padsId = (await move(orderId, 'ESTIMATE_APPROVAL_PENDING')).data.damages[1]!.id;
      await api(workshop.lineItemStatus, { order_id: orderId, decisions: [{ line_id: padsId, status: 'APPROVED' }] }, customer);
      expect((await api(workshop.lineItemApprove, { order_id: orderId }, customer)).data.latest_stage_details.stage).toBe(
        'ESTIMATE_COMPLETED',
      );
      await move(orderId, 'REPAIR_IN_PROGRESS');
      await move(orderId, 'QUALITY_CHECK');
      for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'])
        await api(workshop.recordQc, { id: orderId, item, passed: true }, advisor);
      expect((await move(orderId, 'PAYMENT_PENDING')).data.bill!.total_paise).toBe(504_900);
      expect((await api(workshop.billPaid, { id: orderId, method: 'CASH' }, advisor)).status).toBe(200);
      // The reactions ran after each call; running them again changes nothing.
      await backend.manualJobs.runReactions();
      await backend.manualJobs.runReactions();

      const booked = {
        appointment_id: id,
        garage_id: KUDLU_GATE,
        city: 'Bangalore',
        service_type: 'periodic_service',
        fulfillment_type: 'SLOT_BOOKING',
        source: 'ONLINE_BOOKING',
      };
      const events = await serverEventsOf(id);
      expect(events.map((e) => e.event_name)).toEqual(['booking_confirmed', 'payment_succeeded', 'estimate_approved', 'bill_paid']);
      for (const e of events)
        expect([e.event_type, e.anonymous_id, e.customer_id, e.device]).toEqual(['track', BROWSER, customer.id, 'server']);
      const byName = Object.fromEntries(events.map((e) => [e.event_name, e.properties]));
      expect(byName.payment_succeeded).toEqual({ ...booked, amount_paise: 19_900 });
      expect(byName.booking_confirmed).toEqual({ ...booked, slot_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(byName.estimate_approved).toEqual({ ...booked, order_id: orderId, approved_paise: 504_900, approved_lines: 2 });
      expect(byName.bill_paid).toEqual({ ...booked, order_id: orderId, amount_paise: 504_900, paid_via: 'CASH' });

      // The booking's history says so, in words.
      const history = (await api(booking.appointmentHistory, { id }, customer)).data;
      expect(history.filter((e) => e.type === 'estimate_approved' || e.type === 'bill_paid').map((e) => [e.title, e.detail, e.by])).toEqual(
        [
          ['Estimate approved', '₹5,049 of work', 'customer'],
          ['Bill of ₹5,049 paid', 'Paid at the counter in cash', 'advisor'],
        ],
      );
    });

    it("records a customer whose browser never reported under a random id of the server's, linked to them, and nothing for a booking not yet paid", async () => {
      const { id } = await bookedAppointment(backend, otherCustomer, 'KA03FN1002');
      const events = await serverEventsOf(id);
      expect(events.map((e) => e.event_name)).toEqual(['booking_confirmed', 'payment_succeeded']);
      const [made] = events.map((e) => e.anonymous_id);
      expect(made).toMatch(/^server-[0-9a-f-]{36}$/);
      expect(made).not.toContain(otherCustomer.id);
      expect(events.map((e) => e.anonymous_id)).toEqual([made, made]);
      expect(await q(sql`select anonymous_id from analytics_identities where customer_id = ${otherCustomer.id}`)).toEqual([
        { anonymous_id: made },
      ]);
      // The next booking of the same customer continues as the same visitor.
      const next = await bookedAppointment(backend, otherCustomer, 'KA03FN1003');
      expect((await serverEventsOf(next.id)).map((e) => e.anonymous_id)).toEqual([made, made]);
      const unpaid = await q<{ n: number }>(sql`select count(*)::int as n from analytics_events where device = 'server'
        and properties->>'appointment_id' not in (select id::text from appointments where status in ('SCHEDULED', 'RESCHEDULED', 'COMPLETED'))`);
      expect(unpaid).toEqual([{ n: 0 }]);
    });
  });
}

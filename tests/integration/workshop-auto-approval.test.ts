import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { bookedAppointment } from '../support/booking-fixtures';
import { apiOf } from '../support/api';
import { type EndpointInput, workshop } from '@/contracts/endpoints';
import { outbox } from '@/backend/platform/db/schema';
import type { Actor } from '@/contracts/actor';
import type { WorkshopStage } from '@/contracts/vocabulary';

// The customer's auto-approval limit (docs/decisions/031): set before the estimate is sent; when it is
// sent, parts within it are approved at once and the rest wait; when none waits, the estimate is
// approved with the send, in the customer's name. Every car here is booked on the Basic plan
// (tests/support/booking-fixtures.ts), which check-in puts first on the estimate at ₹2,799, BOOKED:
// the limit never approves it and never counts it (docs/decisions/035). Extras typed out: pads ₹2,250
// (picked from the catalogue, typed in they are refused), wipers ₹650, filter ₹450.
const ANONYMOUS: Actor = { kind: 'anonymous' };
const PADS = {
  part_name: 'Front brake pads',
  catalogue_item_id: 'brake-pads-front',
  net_labour_cost: 45_000,
  net_part_cost: 180_000,
  net_service_cost: 0,
};
const WIPERS = { part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000 };
const FILTER = { part_name: 'Cabin air filter', net_labour_cost: 10_000, net_part_cost: 35_000, net_service_cost: 0 };

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the auto-approval limit (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let otherCustomer: Actor;
    let advisor: Actor;
    let otherAdvisor: Actor;
    let cars = 0;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const move = (orderId: string, stage: WorkshopStage) => api(workshop.advanceStage, { id: orderId, stage }, advisor);
    const setLimit = (orderId: string, limit: Omit<EndpointInput<typeof workshop.autoApproval>, 'id'>, as: Actor = customer) =>
      api(workshop.autoApproval, { id: orderId, ...limit }, as);
    const checkedIn = async () => {
      const { id } = await bookedAppointment(backend, customer, `KA03AA${String(1000 + ++cars)}`);
      return (await api(workshop.checkIn, { request_id: `auto-check-in-${cars}`, appointment_id: id }, advisor)).data.order_id;
    };
    const survey = async (orderId: string, lines: Omit<EndpointInput<typeof workshop.addLine>, 'id'>[]) => {
      await move(orderId, 'SURVEY');
      for (const line of lines) expect((await api(workshop.addLine, { id: orderId, ...line }, advisor)).status).toBe(201);
    };
    /** Each line's name, approval and whether the limit approved it (what the screens mark "Approved within your limit"). */
    const states = (timeline: {
      damages: { part_name: string; metadata: { customer_approval_status: string; auto_approved: boolean } }[];
    }) => timeline.damages.map((d) => [d.part_name, d.metadata.customer_approval_status, d.metadata.auto_approved]);

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      ({ customer, otherCustomer, advisor, otherAdvisor } = await workshopPeople(backend.deps.db, 9812300101, {
        customer: 'Nisha Limit',
        advisor: 'Limit Advisor',
      }));
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('parts within ₹1,000 each are approved as the estimate is sent; the pads wait; the customer may still change them', async () => {
      const orderId = await checkedIn();
      const set = await setLimit(orderId, { line_limit: 100_000 });
      expect([set.status, set.data.auto_approval]).toEqual([200, { line_limit: 100_000, total_limit: null }]);
      await survey(orderId, [PADS, WIPERS, FILTER]);
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect(sent.data.latest_stage_details.stage).toBe('ESTIMATE_APPROVAL_PENDING');
      // The plan (₹2,799, over the ₹1,000 limit) is booked, not approved by the limit.
      expect(states(sent.data)).toEqual([
        ['Basic plan', 'BOOKED', false],
        ['Front brake pads replacement', 'PENDING', false],
        ['Wiper blades', 'APPROVED_BY_CUSTOMER', true],
        ['Cabin air filter', 'APPROVED_BY_CUSTOMER', true],
      ]);
      // The customer's own screen reads the same: which parts the limit approved.
      const seen = await api(workshop.garageTimeline, { id: orderId }, customer);
      expect(states(seen.data)).toEqual(states(sent.data));
      // Sent: the limit no longer changes.
      const late = await setLimit(orderId, { line_limit: 300_000 });
      expect([late.status, late.error]).toEqual([
        409,
        { code: 'ESTIMATE_LOCKED', message: 'Your limit applies before the estimate is sent; this estimate was sent already' },
      ]);
      // The customer declines the wipers after all: no longer approved by the limit.
      const lines = sent.data.damages.map((d) => d.id);
      const changed = await api(
        workshop.lineItemStatus,
        { order_id: orderId, decisions: [{ line_id: lines[2]!, status: 'DECLINED' }] },
        customer,
      );
      expect(states(changed.data)).toEqual([
        ['Basic plan', 'BOOKED', false],
        ['Front brake pads replacement', 'PENDING', false],
        ['Wiper blades', 'DECLINED', false],
        ['Cabin air filter', 'APPROVED_BY_CUSTOMER', true],
      ]);
    });

    it('a total: ₹1,000 a part and ₹1,000 in all approves the wipers (₹650) but not the filter too (₹1,100)', async () => {
      const orderId = await checkedIn();
      await survey(orderId, [PADS, WIPERS, FILTER]);
      // Set during the inspection, a total below the per-part limit is refused.
      const below = await setLimit(orderId, { line_limit: 100_000, total_limit: 99_999 });
      expect([below.status, below.error?.message]).toEqual([400, 'total_limit: the total must be at least the limit per part']);
      expect((await setLimit(orderId, { line_limit: 100_000, total_limit: 100_000 })).data.auto_approval).toEqual({
        line_limit: 100_000,
        total_limit: 100_000,
      });
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      // Counted, the ₹2,799 plan would leave no room in ₹1,000 for the wipers: it is not counted.
      expect(states(sent.data)).toEqual([
        ['Basic plan', 'BOOKED', false],
        ['Front brake pads replacement', 'PENDING', false],
        ['Wiper blades', 'APPROVED_BY_CUSTOMER', true],
        ['Cabin air filter', 'PENDING', false],
      ]);
    });

    it("when no part waits, the estimate is approved with the send, in the customer's name, saying why", async () => {
      const orderId = await checkedIn();
      await setLimit(orderId, { line_limit: 250_000, total_limit: 300_000 });
      await survey(orderId, [PADS, WIPERS]);
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      // Pads and wipers ₹2,900 fit ₹3,000 in all; with the ₹2,799 plan counted they would not.
      expect(states(sent.data)).toEqual([
        ['Basic plan', 'BOOKED', false],
        ['Front brake pads replacement', 'APPROVED_BY_CUSTOMER', true],
        ['Wiper blades', 'APPROVED_BY_CUSTOMER', true],
      ]);
      expect(sent.data.timeline.map((s) => s.stage)).toEqual([
        'CAR_AT_GARAGE',
        'SURVEY',
        'ESTIMATE_APPROVAL_PENDING',
        'ESTIMATE_COMPLETED',
      ]);
      expect(sent.data.latest_stage_details).toMatchObject({
        stage: 'ESTIMATE_COMPLETED',
        by: 'Nisha Limit',
        note: 'Approved within your limit of ₹2,500 a part, ₹3,000 in all',
      });
      expect(sent.data.next_stages).toEqual(['REPAIR_IN_PROGRESS']);
      const told = await backend.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'WORKSHOP_STAGE'), eq(outbox.recipient, '9812300101')));
      expect(told.map((m) => m.body ?? '').filter((b) => b.includes('Estimate approved'))).toHaveLength(1);
    });

    it('a limit per part alone, covering every part, approves the estimate with the send', async () => {
      const orderId = await checkedIn();
      await setLimit(orderId, { line_limit: 300_000 });
      await survey(orderId, [PADS]);
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect(sent.data.latest_stage_details).toMatchObject({
        stage: 'ESTIMATE_COMPLETED',
        note: 'Approved within your limit of ₹3,000 a part',
      });
      // The plan, ₹2,799 and within ₹3,000, stays booked: the limit approved the pads alone.
      expect(states(sent.data)).toEqual([
        ['Basic plan', 'BOOKED', false],
        ['Front brake pads replacement', 'APPROVED_BY_CUSTOMER', true],
      ]);
    });

    it("the booked plan is never the limit's to approve: with no extra found, the send says nothing was left to approve", async () => {
      const orderId = await checkedIn();
      // ₹3,000 a part and in all would cover the ₹2,799 plan, were it the limit's to approve.
      await setLimit(orderId, { line_limit: 300_000, total_limit: 300_000 });
      await survey(orderId, []);
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect(states(sent.data)).toEqual([['Basic plan', 'BOOKED', false]]);
      expect(sent.data.latest_stage_details).toMatchObject({
        stage: 'ESTIMATE_COMPLETED',
        by: 'Nisha Limit',
        note: 'Nothing to approve: the estimate is the work already agreed',
      });
    });

    it('turned off, nothing is approved at the send; only its customer sets it, only before the estimate goes', async () => {
      const orderId = await checkedIn();
      await setLimit(orderId, { line_limit: 100_000 });
      const off = await setLimit(orderId, { line_limit: null });
      expect([off.status, off.data.auto_approval]).toEqual([200, null]);
      expect((await setLimit(orderId, { line_limit: null, total_limit: 50_000 })).error?.message).toBe(
        'total_limit: a total needs a limit per part',
      );
      expect((await setLimit(orderId, { line_limit: 99 })).error?.message).toBe('line_limit: line_limit is at least ₹1');
      expect((await setLimit(orderId, { line_limit: 5_000_001 })).error?.message).toBe('line_limit: line_limit is at most ₹50,000');
      expect((await setLimit(orderId, { line_limit: 5_000_000 })).status).toBe(200);
      await setLimit(orderId, { line_limit: null });
      // Nobody else: staff 403, another customer and another garage's advisor 404, a visitor 401.
      const byStaff = await setLimit(orderId, { line_limit: 100_000 }, advisor);
      expect([byStaff.status, byStaff.error?.message]).toEqual([403, 'The customer sets their own limit']);
      expect((await setLimit(orderId, { line_limit: 100_000 }, otherCustomer)).status).toBe(404);
      expect((await setLimit(orderId, { line_limit: 100_000 }, otherAdvisor)).status).toBe(404);
      expect((await setLimit(orderId, { line_limit: 100_000 }, ANONYMOUS)).status).toBe(401);
      await survey(orderId, [WIPERS]);
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect(sent.data.latest_stage_details.stage).toBe('ESTIMATE_APPROVAL_PENDING');
      expect(states(sent.data)).toEqual([
        ['Basic plan', 'BOOKED', false],
        ['Wiper blades', 'PENDING', false],
      ]);
      expect(sent.data.auto_approval).toBeNull();
    });
  });
}

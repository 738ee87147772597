import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { linkOf } from '../support/links';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { createTestSession } from '../support/sessions';
import { bookedAppointment, holdSlot, jsonInit, KUDLU_GATE, makeAppointment, payFee, swiftId } from '../support/booking-fixtures';
import {
  appointments,
  estimateLineItems,
  invoices,
  outbox,
  refunds,
  timelineEvents,
  workBills,
  workOrders,
} from '@/backend/platform/db/schema';
import { addStage, eventsOf } from '@/backend/workshop/repository';
import type { Actor } from '@/contracts/actor';
import type { CounterMethod, WorkshopStage } from '@/contracts/vocabulary';
import { booking, workshop, type EndpointInput } from '@/contracts/endpoints';
import { apiOf } from '../support/api';

// The work order and its timeline: check-in by an advisor of the garage, the stages in their
// allowed order, what the customer reads, and who may see or do what. Expected texts are typed out
// from src/lib/workshop-stages.ts's table (spec §4 gives 'Car at garage' and three next steps).
// The bill charges what was booked (docs/decisions/035): every car here is booked through
// tests/support/booking-fixtures.ts, a periodic service on the Basic plan for a petrol Maruti Swift
// (a hatchback) at Kudlu Gate, Bangalore: the seed prices the plan at ₹2,799 and its booking fee at ₹199.
const ANONYMOUS: Actor = { kind: 'anonymous' };
type Extra = Omit<EndpointInput<typeof workshop.addLine>, 'id'>;
type Decisions = EndpointInput<typeof workshop.lineItemStatus>['decisions'];

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the workshop timeline (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let otherCustomer: Actor;
    let advisor: Actor;
    let otherAdvisor: Actor;
    let cars = 0;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const booked = async () => await bookedAppointment(backend, customer, `KA03WS${String(1000 + ++cars)}`);
    const checkIn = (appointmentId: string, requestId: string, as: Actor = advisor) =>
      api(workshop.checkIn, { request_id: requestId, appointment_id: appointmentId }, as);
    const move = (orderId: string, stage: WorkshopStage, as: Actor = advisor, note?: string) =>
      api(workshop.advanceStage, { id: orderId, stage, ...(note ? { note } : {}) }, as);

    const addLine = (orderId: string, line: Extra, as: Actor = advisor) => api(workshop.addLine, { id: orderId, ...line }, as);
    /** The booked plan's line, as check-in puts it on the estimate: ₹2,799, booked with the service. */
    const BASIC_PLAN = {
      id: expect.any(String),
      part_name: 'Basic plan',
      origin: 'PLAN',
      removed_reason: null,
      breakup: { net_labour_cost: 0, net_part_cost: 0, net_service_cost: 279_900 },
      amount: 279_900,
      final_amount: null,
      notes: null,
      metadata: { customer_approval_status: 'BOOKED', auto_approved: false },
      photos: [],
    };
    // Extras: front brake pads picked from the catalogue (named as it names them, priced by the advisor at
    // ₹2,250); parts the catalogue lacks typed in: wipers ₹650, a horn ₹350, a cabin air filter ₹1,200.
    const PADS = {
      part_name: 'Front brake pads',
      catalogue_item_id: 'brake-pads-front',
      net_labour_cost: 45_000,
      net_part_cost: 180_000,
      net_service_cost: 0,
    };
    const WIPERS = { part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000, notes: 'Streaking' };
    const HORN = { part_name: 'Horn', net_labour_cost: 0, net_part_cost: 35_000, net_service_cost: 0, approved_by_advisor: true };
    const CABIN_FILTER = { part_name: 'Cabin air filter', net_labour_cost: 20_000, net_part_cost: 100_000, net_service_cost: 0 };
    /** The garage takes a booked line off the estimate, with the reason the customer is told. */
    const removeLine = (orderId: string, lineId: string, reason: string, as: Actor = advisor) =>
      api(workshop.removeLine, { id: orderId, line_id: lineId, reason }, as);
    /** The SMS of a template sent about one booking (its reference is the appointment id's first 8 characters). */
    const smsAbout = async (appointmentId: string, template: string) =>
      (
        await backend.deps.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.template, template), eq(outbox.recipient, '9812300071')))
      )
        .map((m) => m.body ?? '')
        .filter((text) => text.includes(`booking ${appointmentId.slice(0, 8).toUpperCase()}`));
    const answer = (orderId: string, decisions: Decisions, as: Actor = customer) =>
      api(workshop.lineItemStatus, { order_id: orderId, decisions }, as);
    const approve = (orderId: string, as: Actor = customer) => api(workshop.lineItemApprove, { order_id: orderId }, as);
    /** A checked-in car at the survey with the given extras, its estimate sent: the order id and its lines' ids (the booked plan's first). */
    const estimateSent = async (requestId: string, lines: Extra[]) => {
      const { id } = await booked();
      const orderId = (await checkIn(id, requestId)).data.order_id;
      await move(orderId, 'SURVEY');
      for (const line of lines) expect((await addLine(orderId, line)).status).toBe(201);
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect(sent.status).toBe(200);
      return { appointmentId: id, orderId, lineIds: sent.data.damages.map((d) => d.id) };
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      ({ customer, otherCustomer, advisor, otherAdvisor } = await workshopPeople(backend.deps.db, 9812300071, {
        customer: 'Ravi Kumar',
        advisor: 'Suresh Advisor',
      }));
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('stages entered in one transaction keep their order, even within one tick of the database clock (PGlite counts milliseconds)', async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-order-kept')).data.order_id;
      const entered = [
        'SURVEY',
        'ESTIMATE_APPROVAL_PENDING',
        'ESTIMATE_COMPLETED',
        'REPAIR_IN_PROGRESS',
        'QUALITY_CHECK',
        'PAYMENT_PENDING',
      ] as const;
      await backend.deps.db.transaction(async (tx) => {
        for (const stage of entered) await addStage(tx as never, orderId, stage, null, null);
      });
      expect((await eventsOf(backend.deps.db, orderId)).map((e) => e.stage)).toEqual(['CAR_AT_GARAGE', ...entered]);
      // Three more in the same millisecond, as a fast machine can enter them: read in the order entered.
      // (An hour ahead of the stages above, so that these three come last.)
      const tick = new Date(Date.now() + 3_600_000);
      for (const stage of ['PAYMENT_COMPLETED', 'CAR_DELIVERED', 'NO_SERVICE_SELECTED'] as const) {
        await backend.deps.db.insert(timelineEvents).values({ workOrderId: orderId, stage, createdAt: tick });
      }
      expect((await eventsOf(backend.deps.db, orderId)).map((e) => e.stage).slice(-3)).toEqual([
        'PAYMENT_COMPLETED',
        'CAR_DELIVERED',
        'NO_SERVICE_SELECTED',
      ]);
    });

    it('check-in opens the work order at "Car at garage" with the booked plan on its estimate, once per request_id, and the customer can no longer cancel', async () => {
      const { id, bookingId } = await booked();
      const first = await checkIn(id, 'console-check-in-0001');
      expect(first.status).toBe(201);
      const timeline = first.data;
      expect(timeline.appointment_id).toBe(id);
      expect(timeline.booking_id).toBe(bookingId);
      expect(timeline.timeline).toHaveLength(1);
      // The service booked is the estimate's first line from check-in, at the price quoted at booking.
      expect(timeline.damages).toEqual([BASIC_PLAN]);
      expect(timeline.latest_stage_details).toMatchObject({
        stage: 'CAR_AT_GARAGE',
        heading: 'Car at garage',
        next_step: 'We will examine your car service and repair needs',
        by: 'Suresh Advisor',
        note: null,
      });
      expect(timeline.latest_stage_details.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+05:30$/);
      expect(timeline.next_stages).toEqual(['SURVEY']);
      expect(timeline.timeline_metadata).toEqual({ is_welcome_screen_viewed: false });

      // The same check-in again (a retry): the same order, no second one.
      const again = await checkIn(id, 'console-check-in-0001');
      expect([again.status, again.data.order_id]).toEqual([200, timeline.order_id]);
      // …and no second plan line.
      expect(again.data.damages).toEqual([BASIC_PLAN]);
      // Another check-in of the same car is refused, naming the order.
      const twice = await checkIn(id, 'console-check-in-0002');
      expect([twice.status, twice.error]).toEqual([
        409,
        { code: 'ALREADY_CHECKED_IN', message: 'This car is checked in already', details: { order_id: timeline.order_id } },
      ]);
      expect(await backend.deps.db.select().from(workOrders).where(eq(workOrders.appointmentId, id))).toHaveLength(1);
      // The request id of one check-in cannot open another car's order.
      const other = await booked();
      const reused = await checkIn(other.id, 'console-check-in-0001');
      expect([reused.status, reused.error]).toEqual([
        409,
        { code: 'REQUEST_ID_REUSED', message: 'This check-in id was used for another booking; check in again' },
      ]);

      // Checked in: cancelling online is refused (the garage must be called).
      const cancel = await api(booking.cancelAppointment, { id, reason: 'plans changed' }, customer);
      expect([cancel.status, cancel.error?.code]).toEqual([409, 'CANCEL_NOT_ALLOWED']);
      // The customer is told by SMS.
      const told = await backend.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'WORKSHOP_STAGE'), eq(outbox.recipient, '9812300071')));
      expect(told.map((m) => m.body)).toContain(
        `Service Centre: your car (booking ${id.slice(0, 8).toUpperCase()}): Car at garage. We will examine your car service and repair needs. Follow your car: ${await linkOf(backend.deps.db, id, 'order')}`,
      );
    });

    it('check-in wakes the outbox for its SMS once (a retried check-in sends nothing); progress lines wait for the repair', async () => {
      const { id } = await booked();
      const kick = vi.spyOn(backend.deps.outbox, 'kick');
      const orderId = (await checkIn(id, 'console-check-in-0120')).data.order_id;
      expect(kick).toHaveBeenCalledTimes(1);
      expect((await checkIn(id, 'console-check-in-0120')).status).toBe(200);
      expect(kick).toHaveBeenCalledTimes(1);
      // Each stage the advisor moves the car to wakes it once for the customer's SMS.
      expect((await move(orderId, 'SURVEY')).status).toBe(200);
      expect(kick).toHaveBeenCalledTimes(2);
      kick.mockRestore();
      const early = await api(workshop.postHeartbeat, { id: orderId, text: 'Inspection started' }, advisor);
      expect([early.status, early.error]).toEqual([
        409,
        { code: 'STAGE_NOT_ALLOWED', message: 'Progress updates are posted while the car is being repaired or checked' },
      ]);
    });

    it('only a booked appointment is checked in, by an advisor of its garage', async () => {
      const unpaid = (await makeAppointment(backend, customer, { registration: `KA03WS${String(1000 + ++cars)}` }))
        .appointment_id as string;
      const refused = await checkIn(unpaid, 'console-check-in-0003');
      expect([refused.status, refused.error]).toEqual([
        409,
        { code: 'INVALID_TRANSITION', message: 'Only a booked appointment can be checked in' },
      ]);
      const { id } = await booked();
      expect((await checkIn(id, 'console-check-in-0004', otherAdvisor)).status).toBe(404);
      expect((await checkIn(id, 'console-check-in-0005', customer)).status).toBe(403);
      expect((await checkIn(id, 'console-check-in-0006', ANONYMOUS)).status).toBe(401);
      const unknown = await checkIn('00000000-0000-4000-8000-000000000000', 'console-check-in-0007');
      expect([unknown.status, unknown.error]).toEqual([404, { code: 'APPOINTMENT_NOT_FOUND', message: 'We could not find this booking' }]);
      const bad = await checkIn(id, 'short');
      expect([bad.status, bad.error?.message]).toEqual([400, 'request_id: request_id must be 8 to 64 letters, digits, - or _']);
    });

    it('moves the car only to a stage that may follow, timestamped with who did it; the customer reads every stage', async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-0010')).data.order_id;
      // Skipping the inspection is refused, naming both stages.
      const skip = await move(orderId, 'REPAIR_IN_PROGRESS');
      expect([skip.status, skip.error]).toEqual([
        409,
        { code: 'STAGE_NOT_ALLOWED', message: "The car is at 'Car at garage'; it cannot move to 'Service in progress'" },
      ]);
      expect((await move(orderId, 'SURVEY')).status).toBe(200);
      expect((await addLine(orderId, PADS)).status).toBe(201);
      expect((await move(orderId, 'ESTIMATE_APPROVAL_PENDING', advisor, 'Front brake pads found worn')).status).toBe(200);
      // The pads left undecided, the booked plan is still work to do: the estimate is approved.
      expect((await approve(orderId)).status).toBe(200);
      expect((await move(orderId, 'REPAIR_IN_PROGRESS')).status).toBe(200);
      expect((await move(orderId, 'QUALITY_CHECK')).status).toBe(200);
      // Quality check may send the car back to the technicians.
      const back = await move(orderId, 'REPAIR_IN_PROGRESS');
      expect(back.data.next_stages).toEqual(['QUALITY_CHECK']);
      // Another garage's advisor and the customer cannot move it.
      expect((await move(orderId, 'QUALITY_CHECK', otherAdvisor)).status).toBe(404);
      expect((await move(orderId, 'QUALITY_CHECK', customer)).status).toBe(403);

      const seen = await api(workshop.garageTimeline, { id: orderId }, customer);
      expect(seen.status).toBe(200);
      expect(seen.data.timeline.map((s: { stage: string }) => s.stage)).toEqual([
        'CAR_AT_GARAGE',
        'SURVEY',
        'ESTIMATE_APPROVAL_PENDING',
        'ESTIMATE_COMPLETED',
        'REPAIR_IN_PROGRESS',
        'QUALITY_CHECK',
        'REPAIR_IN_PROGRESS',
      ]);
      expect(seen.data.timeline[2]).toMatchObject({
        heading: 'Estimate ready for your approval',
        next_step: 'Once approved, we will start the service',
        by: 'Suresh Advisor',
        note: 'Front brake pads found worn',
      });
      // The estimate approved by its customer: the stage is theirs.
      expect(seen.data.timeline[3]).toMatchObject({ stage: 'ESTIMATE_COMPLETED', by: 'Ravi Kumar' });
      expect(seen.data.latest_stage_details.heading).toBe('Service in progress');
      // Nobody else's: another customer and another garage's advisor get 404, a visitor 401.
      expect((await api(workshop.garageTimeline, { id: orderId }, otherCustomer)).status).toBe(404);
      expect((await api(workshop.garageTimeline, { id: orderId }, otherAdvisor)).status).toBe(404);
      expect((await api(workshop.garageTimeline, { id: orderId }, ANONYMOUS)).status).toBe(401);
      const unknown = await api(workshop.garageTimeline, { id: '00000000-0000-4000-8000-000000000000' }, customer);
      expect([unknown.status, unknown.error]).toEqual([404, { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' }]);
      // Staff moving a job card nobody has get the same 404.
      const unknownMove = await move('00000000-0000-4000-8000-000000000000', 'SURVEY');
      expect([unknownMove.status, unknownMove.error]).toEqual([
        404,
        { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' },
      ]);
    });

    it.skipIf(target.name !== 'postgres')(
      'advisors moving one car at once record one move; the others are refused with the stage it is at',
      async () => {
        const { id } = await booked();
        const orderId = (await checkIn(id, 'console-check-in-at-once')).data.order_id;
        const moves = await Promise.all(Array.from({ length: 8 }, () => move(orderId, 'SURVEY')));
        expect(moves.map((m) => m.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
        expect(moves.find((m) => m.status === 409)!.error?.code).toBe('STAGE_NOT_ALLOWED');
        const seen = (await api(workshop.garageTimeline, { id: orderId }, customer)).data;
        expect(seen.timeline.map((s: { stage: string }) => s.stage)).toEqual(['CAR_AT_GARAGE', 'SURVEY']);
      },
    );

    it('the last stage is final; with the plan taken off and every extra declined, no service leads only to delivery and the booking fee is refunded', async () => {
      const { appointmentId, orderId, lineIds } = await estimateSent('console-check-in-0020', [PADS]);
      const [plan, pads] = lineIds as [string, string];
      // The centre cannot do the plan after all: taken off with a reason (allowed while the estimate waits).
      expect((await removeLine(orderId, plan, 'Our service bay is flooded today')).status).toBe(200);
      expect((await answer(orderId, [{ line_id: pads, status: 'DECLINED' }])).status).toBe(200);
      const declined = await approve(orderId);
      expect([declined.status, declined.data.latest_stage_details.stage, declined.data.next_stages]).toEqual([
        200,
        'NO_SERVICE_SELECTED',
        ['CAR_DELIVERED'],
      ]);
      expect((await move(orderId, 'REPAIR_IN_PROGRESS')).status).toBe(409);
      // Nothing was done, so there is nothing to bill.
      const bill = await move(orderId, 'PAYMENT_PENDING');
      expect([bill.status, bill.error]).toEqual([
        409,
        { code: 'STAGE_NOT_ALLOWED', message: 'Nothing was done to bill: deliver the car, and its booking fee is refunded' },
      ]);
      expect(await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId))).toEqual([]);
      const delivered = await move(orderId, 'CAR_DELIVERED');
      expect([delivered.status, delivered.data.next_stages, delivered.data.bill]).toEqual([200, [], null]);
      // Delivered: the ₹199 fee, an advance for a service not supplied, goes back in full with a refund
      // voucher in its own series. GST inside ₹199: taxable round(19,900 × 100 / 118) = 16,864 paise,
      // tax ₹30.36, CGST ₹15.18, SGST ₹15.18.
      const refunded = await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId));
      expect(refunded.map((r) => [r.amountPaise, r.reason])).toEqual([[19_900, 'no service was done']]);
      const vouchers = await backend.deps.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.appointmentId, appointmentId), eq(invoices.kind, 'REFUND_VOUCHER')));
      expect(vouchers.map((v) => [v.number, v.refundId, v.taxablePaise, v.cgstPaise, v.sgstPaise, v.igstPaise, v.totalPaise])).toEqual([
        [expect.stringMatching(/^KDG\/R\d{4}\/\d{5}$/), refunded[0]!.id, 16_864, 1_518, 1_518, 0, 19_900],
      ]);
      expect(await smsAbout(appointmentId, 'MONEY_RETURNED')).toEqual([
        `Service Centre: no service was done on your car, so your booking fee is returned (booking ${appointmentId.slice(0, 8).toUpperCase()}). ₹199 is being refunded to your account; banks take 5-7 working days. Details: ${await linkOf(backend.deps.db, appointmentId, 'booking')}`,
      ]);
      const after = await move(orderId, 'SURVEY');
      expect([after.status, after.error?.message]).toEqual([
        409,
        "The car is at 'Car delivered'; it cannot move to 'Inspection under way'",
      ]);
    });

    it("with the plan taken off at the inspection and nothing else found, sending the estimate leads to no service in the advisor's name", async () => {
      const { appointmentId } = await booked().then((b) => ({ appointmentId: b.id }));
      const orderId = (await checkIn(appointmentId, 'console-check-in-0021')).data.order_id;
      await move(orderId, 'SURVEY');
      const plan = (await api(workshop.garageTimeline, { id: orderId }, advisor)).data.damages[0]!.id;
      expect((await removeLine(orderId, plan, 'The engine needs work the plan does not cover')).status).toBe(200);
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      const last = sent.data.timeline.at(-1)!;
      expect([sent.status, last.stage, last.by, last.note, sent.data.next_stages]).toEqual([
        200,
        'NO_SERVICE_SELECTED',
        'Suresh Advisor',
        'Nothing to do: the service booked was taken off the estimate, and no other work was found',
        ['CAR_DELIVERED'],
      ]);
    });

    it("a 'not sure' booking's inspection is its booked line: with every extra declined the car reaches no service, and the inspection is billed before it goes", async () => {
      // A 'not sure' booking of the same Swift: the seed's inspection, 'Engine scan and diagnostics', is
      // ₹599 for a hatchback in Bangalore, and its booking fee is ₹99.
      const made = await api(
        booking.createAppointment,
        {
          garage_id: KUDLU_GATE,
          service_type_id: 'not_sure_about_issue',
          selection: { issue: { symptoms: ['Rattle over bumps'], note: '' } },
          vehicle_details: { model_id: await swiftId(backend), fuel_type: 'PETROL', registration_number: `KA03WS${String(1000 + ++cars)}` },
          booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
        },
        customer,
      );
      expect(made.status).toBe(201);
      const appointmentId = made.data.appointment_id;
      await holdSlot(backend, customer, appointmentId);
      await payFee(backend, customer, appointmentId);
      const checkedIn = (await checkIn(appointmentId, 'console-check-in-0025')).data;
      const orderId = checkedIn.order_id;
      expect(checkedIn.damages).toEqual([
        {
          id: expect.any(String),
          part_name: 'Engine scan and diagnostics',
          origin: 'INSPECTION',
          removed_reason: null,
          breakup: { net_labour_cost: 0, net_part_cost: 0, net_service_cost: 59_900 },
          amount: 59_900,
          final_amount: null,
          notes: null,
          metadata: { customer_approval_status: 'BOOKED', auto_approved: false },
          photos: [],
        },
      ]);
      const inspection = checkedIn.damages[0]!.id;
      await move(orderId, 'SURVEY');
      // The inspection found a weak battery, picked from the catalogue; the customer declines it.
      const battery = await addLine(orderId, {
        part_name: 'Battery',
        catalogue_item_id: 'battery-replacement',
        net_labour_cost: 0,
        net_part_cost: 449_900,
        net_service_cost: 0,
      });
      expect(battery.data.damages.map((d: { part_name: string; origin: string }) => [d.part_name, d.origin])).toEqual([
        ['Engine scan and diagnostics', 'INSPECTION'],
        ['Battery replacement', 'EXTRA'],
      ]);
      await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      await answer(orderId, [{ line_id: battery.data.damages[1]!.id, status: 'DECLINED' }]);
      const declined = await approve(orderId);
      // The inspection was done, not a service: no service, and the console offers the bill next.
      expect([declined.status, declined.data.latest_stage_details.stage, declined.data.next_stages]).toEqual([
        200,
        'NO_SERVICE_SELECTED',
        ['PAYMENT_PENDING'],
      ]);
      const early = await move(orderId, 'CAR_DELIVERED');
      expect([early.status, early.error]).toEqual([
        409,
        { code: 'STAGE_NOT_ALLOWED', message: "The inspection is billed: move the car to 'Bill ready' first" },
      ]);

      const billed = await move(orderId, 'PAYMENT_PENDING');
      expect([billed.status, billed.data.latest_stage_details.stage, billed.data.next_stages]).toEqual([
        200,
        'PAYMENT_PENDING',
        ['PAYMENT_COMPLETED'],
      ]);
      // Booked to wait at the centre: the car is collected there, not dropped home.
      expect(billed.data.latest_stage_details.next_step).toBe('After payment, your car is ready to collect from the service centre');
      // The inspection ₹599, no extras to check against their estimate. GST inside ₹599: taxable
      // round(59,900 × 100 / 118) = round(50,762.71) = 50,763 paise, tax 9,137: CGST ⌊9,137 / 2⌋ = 4,568,
      // SGST 4,569. Less the ₹99 fee (its receipt voucher: taxable round(9,900 × 100 / 118) = 8,390,
      // tax 1,510, CGST 755, SGST 755): ₹500 due.
      expect(billed.data.bill).toEqual({
        status: 'ISSUED',
        number: expect.stringMatching(/^KDG\/\d{2}-\d{2}\/\d{5}$/),
        lines: [{ id: inspection, part_name: 'Engine scan and diagnostics', booked: true, sent_paise: 59_900, amount_paise: 59_900 }],
        booked_paise: 59_900,
        actual_paise: 0,
        estimated_paise: 0,
        overrun_percent: 0,
        within_variable_cost: true,
        cost_message: null,
        discount_paise: 0,
        taxable_paise: 50_763,
        cgst_paise: 4_568,
        sgst_paise: 4_569,
        igst_paise: 0,
        total_paise: 59_900,
        fee_credit_paise: 9_900,
        excess_refund_paise: 0,
        due_paise: 50_000,
        advance: {
          number: expect.stringMatching(/^KDG\/A\d{4}\/\d{5}$/),
          issued_at: expect.stringMatching(/\+05:30$/),
          taxable_paise: 8_390,
          cgst_paise: 755,
          sgst_paise: 755,
          igst_paise: 0,
          total_paise: 9_900,
        },
        supplier: expect.objectContaining({ trade_name: 'Service Centre Kudlu Gate', state: 'Karnataka', state_code: '29' }),
        place_of_supply: 'Karnataka (29)',
        issued_at: expect.stringMatching(/\+05:30$/),
        paid_via: null,
        paid_at: null,
        online_payment: null,
      });
      const paid = await api(workshop.billPaid, { id: orderId, method: 'CASH' }, advisor);
      expect([paid.status, paid.data.latest_stage_details.stage, paid.data.latest_stage_details.next_step]).toEqual([
        200,
        'PAYMENT_COMPLETED',
        'Your car is being readied for you to collect',
      ]);
      expect((await move(orderId, 'CAR_DELIVERED')).status).toBe(200);
      // The fee paid for the inspection it was taken off: nothing of it is refunded.
      expect(await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId))).toEqual([]);
    });

    it('the estimate: the booked plan first, extras picked from the catalogue or typed when it lacks them, sent with their amounts, answered part by part by its customer', async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-0060')).data.order_id;
      // Not before the inspection.
      expect((await addLine(orderId, PADS)).error).toEqual({
        code: 'ESTIMATE_LOCKED',
        message: 'Damaged parts are recorded during the inspection, before the estimate is sent',
      });
      await move(orderId, 'SURVEY');
      // The console offers the catalogue's extras priced for this car (a hatchback in Bangalore), and
      // what the Basic plan includes for a petrol car; wheel alignment and balancing is not in it.
      const extras = (await api(workshop.extras, { id: orderId }, advisor)).data;
      expect([extras.plan_name, extras.included]).toEqual([
        'Basic',
        [
          'Engine oil',
          'Oil filter',
          'Air filter',
          'Spark plug check',
          'Fuel filter check',
          'AC filter cleaning',
          'Brake shoes servicing',
          'Coolant top up',
          'Wiper fluid',
          'Brake fluid top up',
          'Battery water top up',
          'Interior vacuuming',
          'Car wash',
        ],
      ]);
      expect(extras.items.filter((i: { id: string }) => i.id === 'brake-pads-front' || i.id === 'wheel-alignment')).toEqual([
        {
          id: 'brake-pads-front',
          name: 'Front brake pads replacement',
          category: 'Brakes',
          kind: 'REPAIR',
          price_paise: 189_900,
          refusal: null,
        },
        {
          id: 'wheel-alignment',
          name: 'Wheel alignment and balancing',
          category: 'Tyres and wheels',
          kind: 'REPAIR',
          price_paise: 89_900,
          refusal: null,
        },
      ]);
      expect((await api(workshop.extras, { id: orderId }, customer)).status).toBe(403);
      const bad = await addLine(orderId, { ...PADS, net_part_cost: -5 });
      expect([bad.status, bad.error?.message]).toEqual([400, 'net_part_cost: net_part_cost cannot be negative']);
      expect((await addLine(orderId, PADS, customer)).status).toBe(403);
      expect((await addLine(orderId, PADS, otherAdvisor)).status).toBe(404);
      // No work billed twice: pads the catalogue prices for this car are picked from it, not typed in;
      // engine oil is in the Basic plan, however it is worded.
      const typedPads = await addLine(orderId, {
        part_name: 'Front brake pads',
        net_labour_cost: 45_000,
        net_part_cost: 180_000,
        net_service_cost: 0,
      });
      expect([typedPads.status, typedPads.error]).toEqual([
        409,
        {
          code: 'EXTRA_NOT_ALLOWED',
          message: "'Front brake pads replacement' is in the catalogue: pick it from the list, priced for this car",
        },
      ]);
      for (const part_name of ['Engine oil', 'Engine oil change']) {
        const oil = await addLine(orderId, {
          part_name,
          net_labour_cost: 0,
          net_part_cost: 35_000,
          net_service_cost: 0,
          approved_by_advisor: true,
        });
        expect([part_name, oil.status, oil.error]).toEqual([
          part_name,
          409,
          { code: 'EXTRA_NOT_ALLOWED', message: "'Engine oil' is included in the Basic plan" },
        ]);
      }
      const unknownItem = await addLine(orderId, { ...PADS, catalogue_item_id: 'flux-capacitor' });
      expect([unknownItem.status, unknownItem.error?.message]).toEqual([
        400,
        'catalogue_item_id: the catalogue has no such item for this car',
      ]);
      // Picked from the catalogue, the pads are named as it names them, whatever the console sent.
      await addLine(orderId, PADS);
      await addLine(orderId, WIPERS);
      const withHorn = await addLine(orderId, HORN);
      expect(withHorn.status).toBe(201);
      expect(withHorn.data.damages).toEqual([
        BASIC_PLAN,
        {
          id: expect.any(String),
          part_name: 'Front brake pads replacement',
          origin: 'EXTRA',
          removed_reason: null,
          breakup: { net_labour_cost: 45_000, net_part_cost: 180_000, net_service_cost: 0 },
          amount: 225_000,
          final_amount: null,
          notes: null,
          metadata: { customer_approval_status: 'PENDING', auto_approved: false },
          photos: [],
        },
        {
          id: expect.any(String),
          part_name: 'Wiper blades',
          origin: 'EXTRA',
          removed_reason: null,
          breakup: { net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000 },
          amount: 65_000,
          final_amount: null,
          notes: 'Streaking',
          metadata: { customer_approval_status: 'PENDING', auto_approved: false },
          photos: [],
        },
        {
          id: expect.any(String),
          part_name: 'Horn',
          origin: 'EXTRA',
          removed_reason: null,
          breakup: { net_labour_cost: 0, net_part_cost: 35_000, net_service_cost: 0 },
          amount: 35_000,
          final_amount: null,
          notes: null,
          metadata: { customer_approval_status: 'APPROVED_BY_ADVISOR', auto_approved: false },
          photos: [],
        },
      ]);
      // The customer cannot answer before the estimate is sent.
      const [plan, pads, wipers, horn] = withHorn.data.damages.map((d: { id: string }) => d.id) as string[];
      expect((await answer(orderId, [{ line_id: pads!, status: 'APPROVED' }])).error).toEqual({
        code: 'ESTIMATE_LOCKED',
        message: 'This estimate is not waiting for your approval',
      });

      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect(sent.status).toBe(200);
      // Sent: amounts kept as sent, no more parts, and the outcome is the customer's, not the console's.
      expect((await addLine(orderId, WIPERS)).error?.code).toBe('ESTIMATE_LOCKED');
      const byConsole = await move(orderId, 'ESTIMATE_COMPLETED');
      expect([byConsole.status, byConsole.error?.message]).toEqual([
        409,
        'The customer approves or declines the estimate from their job cards',
      ]);
      const kept = await backend.deps.db.select().from(estimateLineItems).where(eq(estimateLineItems.workOrderId, orderId));
      expect(kept.map((l) => l.sentPaise).sort((x, y) => x! - y!)).toEqual([35_000, 65_000, 225_000, 279_900]);

      // Answers: another customer 404, staff 403, an unknown line 404, the advisor's line is not theirs.
      expect((await answer(orderId, [{ line_id: pads!, status: 'APPROVED' }], otherCustomer)).status).toBe(404);
      expect((await answer(orderId, [{ line_id: pads!, status: 'APPROVED' }], advisor)).status).toBe(403);
      const unknownLine = await answer(orderId, [{ line_id: '00000000-0000-4000-8000-000000000000', status: 'APPROVED' }]);
      expect([unknownLine.status, unknownLine.error]).toEqual([404, { code: 'LINE_NOT_FOUND', message: 'This estimate has no such line' }]);
      const advisorsLine = await answer(orderId, [{ line_id: horn!, status: 'DECLINED' }]);
      expect([advisorsLine.status, advisorsLine.error?.message]).toEqual([409, "'Horn' was approved by your advisor"]);
      // The booked plan was agreed at booking: it is not declined part by part.
      const bookedLine = await answer(orderId, [{ line_id: plan!, status: 'DECLINED' }]);
      expect([bookedLine.status, bookedLine.error]).toEqual([
        409,
        { code: 'ESTIMATE_LOCKED', message: "'Basic plan' is the service you booked: it is done as booked" },
      ]);
      // Nothing of a refused answer is kept, even its valid part.
      const mixed = await answer(orderId, [
        { line_id: wipers!, status: 'DECLINED' },
        { line_id: horn!, status: 'DECLINED' },
      ]);
      expect(mixed.status).toBe(409);
      // Two answers in one save, one of each: each line gets its own.
      const statuses = (view: { data: { damages: { metadata: { customer_approval_status: string } }[] } }) =>
        view.data.damages.map((d) => d.metadata.customer_approval_status);
      const both = await answer(orderId, [
        { line_id: pads!, status: 'APPROVED' },
        { line_id: wipers!, status: 'DECLINED' },
      ]);
      expect(statuses(both)).toEqual(['BOOKED', 'APPROVED_BY_CUSTOMER', 'DECLINED', 'APPROVED_BY_ADVISOR']);
      const saved = await answer(orderId, [
        { line_id: pads!, status: 'DECLINED' },
        { line_id: wipers!, status: 'DECLINED' },
      ]);
      expect(statuses(saved)).toEqual(['BOOKED', 'DECLINED', 'DECLINED', 'APPROVED_BY_ADVISOR']);
      // Back to waiting for the pads: the estimate is approved with them left undecided below.
      await backend.deps.db.update(estimateLineItems).set({ customerApprovalStatus: 'PENDING' }).where(eq(estimateLineItems.id, pads!));

      // Approved as decided: the pads, left undecided, stay undecided (neither done nor billed); the
      // wipers stay declined; the plan and the horn are the work.
      const byStaff = await approve(orderId, advisor);
      expect([byStaff.status, byStaff.error?.message]).toEqual([403, 'The customer approves the estimate']);
      const approved = await approve(orderId);
      expect(approved.status).toBe(200);
      expect(statuses(approved)).toEqual(['BOOKED', 'PENDING', 'DECLINED', 'APPROVED_BY_ADVISOR']);
      expect(approved.data.latest_stage_details).toMatchObject({
        stage: 'ESTIMATE_COMPLETED',
        heading: 'Estimate approved',
        by: 'Ravi Kumar',
      });
      expect((await approve(orderId)).error?.code).toBe('ESTIMATE_LOCKED');
    });

    it("an estimate of the booked plan alone needs no answer: sent, it is approved in its customer's name; declining every extra still leaves the plan to do", async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-0065')).data.order_id;
      await move(orderId, 'SURVEY');
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING', advisor, 'Nothing more found');
      expect(sent.status).toBe(200);
      expect(sent.data.timeline.map((s: { stage: string; by: string | null; note: string | null }) => [s.stage, s.by, s.note])).toEqual([
        ['CAR_AT_GARAGE', 'Suresh Advisor', null],
        ['SURVEY', 'Suresh Advisor', null],
        ['ESTIMATE_APPROVAL_PENDING', 'Suresh Advisor', 'Nothing more found'],
        ['ESTIMATE_COMPLETED', 'Ravi Kumar', 'Nothing to approve: the estimate is the work already agreed'],
      ]);
      expect([sent.data.next_stages, sent.data.damages]).toEqual([['REPAIR_IN_PROGRESS'], [BASIC_PLAN]]);
      expect((await approve(orderId)).error).toEqual({
        code: 'ESTIMATE_LOCKED',
        message: 'This estimate is not waiting for your approval',
      });

      // Another car: its customer declines the one extra found; the plan booked is still done.
      const other = await estimateSent('console-check-in-0066', [WIPERS]);
      expect((await answer(other.orderId, [{ line_id: other.lineIds[1]!, status: 'DECLINED' }])).status).toBe(200);
      const declined = await approve(other.orderId);
      expect([declined.status, declined.data.latest_stage_details.stage, declined.data.next_stages]).toEqual([
        200,
        'ESTIMATE_COMPLETED',
        ['REPAIR_IN_PROGRESS'],
      ]);
    });

    const finalAmount = (orderId: string, lineId: string, paise: number, as: Actor = advisor) =>
      api(workshop.finalAmount, { id: orderId, line_id: lineId, final_amount: paise }, as);
    /** The six items of the quality check (src/lib/quality-check.ts), typed out, each passed. */
    const QC_KEYS = ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'];
    const passQualityCheck = async (orderId: string) => {
      for (const item of QC_KEYS) expect((await api(workshop.recordQc, { id: orderId, item, passed: true }, advisor)).status).toBe(200);
    };
    /**
     * The Basic plan (₹2,799, booked) and an estimate of pads (₹2,250, approved by the customer), wipers
     * (₹650, declined), a horn (₹350, by the advisor) and a cabin air filter (₹1,200, left undecided),
     * approved; the car in repair.
     */
    const inRepair = async (requestId: string) => {
      const sent = await estimateSent(requestId, [PADS, WIPERS, HORN, CABIN_FILTER]);
      const [plan, pads, wipers, horn, cabin] = sent.lineIds as [string, string, string, string, string];
      await answer(sent.orderId, [
        { line_id: pads, status: 'APPROVED' },
        { line_id: wipers, status: 'DECLINED' },
      ]);
      await approve(sent.orderId);
      expect((await move(sent.orderId, 'REPAIR_IN_PROGRESS')).status).toBe(200);
      return { ...sent, plan, pads, wipers, horn, cabin };
    };

    it('the final bill within the variable cost: the booked plan at its price and the approved extras at their final amounts, GST inside, the booking fee adjusted as an advance, paid at the counter', async () => {
      const { orderId, plan, pads, wipers, horn, cabin, appointmentId } = await inRepair('console-check-in-0070');
      // Final amounts: approved extras only, during repair or quality check, by the garage's staff.
      const declinedLine = await finalAmount(orderId, wipers, 70_000);
      expect([declinedLine.status, declinedLine.error?.message]).toEqual([
        409,
        "'Wiper blades' was not approved, so it is neither done nor billed",
      ]);
      const undecidedLine = await finalAmount(orderId, cabin, 130_000);
      expect([undecidedLine.status, undecidedLine.error?.message]).toEqual([
        409,
        "'Cabin air filter' was not approved, so it is neither done nor billed",
      ]);
      // The plan was booked at its price.
      const bookedLine = await finalAmount(orderId, plan, 299_900);
      expect([bookedLine.status, bookedLine.error]).toEqual([
        409,
        { code: 'ESTIMATE_LOCKED', message: "'Basic plan' was booked at its price: it is billed at that price" },
      ]);
      expect((await finalAmount(orderId, pads, 240_000, customer)).status).toBe(403);
      expect((await finalAmount(orderId, pads, 240_000, otherAdvisor)).status).toBe(404);
      expect((await finalAmount(orderId, '00000000-0000-4000-8000-000000000000', 240_000)).error?.code).toBe('LINE_NOT_FOUND');
      const bad = await finalAmount(orderId, pads, -1);
      expect([bad.status, bad.error?.message]).toEqual([400, 'final_amount: final_amount cannot be negative']);
      // Pads ₹2,250 → ₹2,400 (₹150 more); the horn stays ₹350.
      const recorded = await finalAmount(orderId, pads, 240_000);
      expect(recorded.data.damages.map((d: { final_amount: number | null }) => d.final_amount)).toEqual([null, 240_000, null, null, null]);
      // Payment comes after quality check; payment received is recorded on the bill only.
      expect((await move(orderId, 'PAYMENT_PENDING')).error?.code).toBe('STAGE_NOT_ALLOWED');
      await move(orderId, 'QUALITY_CHECK');
      expect((await api(workshop.billPaid, { id: orderId, method: 'CASH' }, advisor)).error?.code).toBe('BILL_NOT_READY');
      await passQualityCheck(orderId);

      const billed = await move(orderId, 'PAYMENT_PENDING');
      expect([billed.status, billed.data.latest_stage_details.stage]).toEqual([200, 'PAYMENT_PENDING']);
      // The cost check is on the extras alone: pads and horn ₹2,750 billed against ₹2,600 estimated,
      // 5.77 % over → 5.8, within 15 % (the declined wipers and the undecided filter count on neither side).
      // Billed: the plan ₹2,799 + ₹2,750 = ₹5,549. GST inside ₹5,549: taxable round(554,900 × 100 / 118)
      // = round(470,254.24) = 470,254 paise, tax 84,646: CGST 42,323, SGST 42,323. Less the ₹199 fee paid
      // in advance (its receipt voucher: taxable round(19,900 × 100 / 118) = 16,864, tax 3,036, CGST 1,518,
      // SGST 1,518): ₹5,350 due.
      expect(billed.data.bill).toEqual({
        status: 'ISSUED',
        number: expect.stringMatching(/^KDG\/\d{2}-\d{2}\/\d{5}$/),
        lines: [
          { id: plan, part_name: 'Basic plan', booked: true, sent_paise: 279_900, amount_paise: 279_900 },
          { id: pads, part_name: 'Front brake pads replacement', booked: false, sent_paise: 225_000, amount_paise: 240_000 },
          { id: horn, part_name: 'Horn', booked: false, sent_paise: 35_000, amount_paise: 35_000 },
        ],
        booked_paise: 279_900,
        actual_paise: 275_000,
        estimated_paise: 260_000,
        overrun_percent: 5.8,
        within_variable_cost: true,
        cost_message: 'The final cost is within the 15% variable cost mentioned earlier',
        discount_paise: 0,
        taxable_paise: 470_254,
        cgst_paise: 42_323,
        sgst_paise: 42_323,
        igst_paise: 0,
        total_paise: 554_900,
        fee_credit_paise: 19_900,
        excess_refund_paise: 0,
        due_paise: 535_000,
        advance: {
          number: expect.stringMatching(/^KDG\/A\d{4}\/\d{5}$/),
          issued_at: expect.stringMatching(/\+05:30$/),
          taxable_paise: 16_864,
          cgst_paise: 1_518,
          sgst_paise: 1_518,
          igst_paise: 0,
          total_paise: 19_900,
        },
        supplier: expect.objectContaining({ trade_name: 'Service Centre Kudlu Gate', state: 'Karnataka', state_code: '29' }),
        place_of_supply: 'Karnataka (29)',
        issued_at: expect.stringMatching(/\+05:30$/),
        paid_via: null,
        paid_at: null,
        online_payment: null,
      });
      // The advance's receipt voucher is the one issued when the fee was paid, in its own series.
      const voucher = await backend.deps.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.appointmentId, appointmentId), eq(invoices.kind, 'RECEIPT_VOUCHER')));
      expect(voucher.map((v) => v.number)).toEqual([billed.data.bill!.advance!.number]);
      // Within the variable cost: nothing for the customer to approve, so no such SMS.
      expect(await smsAbout(appointmentId, 'BILL_TO_APPROVE')).toEqual([]);
      // Issued: amounts are final now.
      expect((await finalAmount(orderId, pads, 250_000)).error?.code).toBe('ESTIMATE_LOCKED');
      expect((await move(orderId, 'PAYMENT_COMPLETED')).error?.message).toBe(
        'Record the payment on the bill: it moves the car to payment received',
      );
      // Paid at the counter: by the garage's staff only, with a method the counter takes.
      const paidAtCounter = (method: CounterMethod, as: Actor) => api(workshop.billPaid, { id: orderId, method }, as);
      expect((await paidAtCounter('UPI', customer)).status).toBe(403);
      // Raw: a method the declaration does not allow.
      const cheque = await backend.call(`/v1/garage/timeline/${orderId}/bill/paid`, jsonInit('POST', { method: 'CHEQUE' }), advisor);
      expect(((await cheque.json()) as any).error.message).toBe('method: method must be CASH, CARD, UPI');
      const paid = await paidAtCounter('UPI', advisor);
      expect([paid.status, paid.data.bill!.status, paid.data.bill!.paid_via]).toEqual([200, 'PAID', 'UPI']);
      expect(paid.data.latest_stage_details).toMatchObject({
        stage: 'PAYMENT_COMPLETED',
        heading: 'Payment received',
        note: 'Paid at the counter by UPI',
        by: 'Suresh Advisor',
      });
      expect((await paidAtCounter('UPI', advisor)).error?.code).toBe('BILL_NOT_READY');
      expect((await move(orderId, 'CAR_DELIVERED')).status).toBe(200);
    });

    it('a bill over the variable cost waits for its customer, who is told by SMS; approved, it is issued and the car moves to payment', async () => {
      const { orderId, pads, appointmentId } = await inRepair('console-check-in-0080');
      // The booking carried a ₹500 service coupon (SERVICE500), taken off the bill at the garage.
      await backend.deps.db.update(appointments).set({ serviceDiscountPaise: 50_000 }).where(eq(appointments.id, appointmentId));
      // Pads ₹2,250 → ₹2,700: extras of ₹3,050 against ₹2,600 estimated, 17.31 % over → 17.4 (the plan and the coupon do not count).
      await finalAmount(orderId, pads, 270_000);
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);
      const drawn = await move(orderId, 'PAYMENT_PENDING');
      expect([drawn.status, drawn.data.latest_stage_details.stage]).toEqual([200, 'QUALITY_CHECK']);
      // Billed: the plan ₹2,799 + ₹3,050 = ₹5,849, less the ₹500 coupon = ₹5,349. GST inside ₹5,349: taxable
      // round(534,900 × 100 / 118) = round(453,305.08) = 453,305 paise, tax 81,595: CGST 40,797, SGST 40,798.
      // Less the ₹199 fee: ₹5,150 due.
      expect(drawn.data.bill).toMatchObject({
        status: 'AWAITING_APPROVAL',
        number: null,
        booked_paise: 279_900,
        actual_paise: 305_000,
        estimated_paise: 260_000,
        overrun_percent: 17.4,
        within_variable_cost: false,
        cost_message: 'The final cost is 17.4% more than the estimate: please approve the difference before we issue your bill',
        discount_paise: 50_000,
        taxable_paise: 453_305,
        cgst_paise: 40_797,
        sgst_paise: 40_798,
        total_paise: 534_900,
        fee_credit_paise: 19_900,
        due_paise: 515_000,
        supplier: null,
        issued_at: null,
      });
      const sms = await smsAbout(appointmentId, 'BILL_TO_APPROVE');
      expect(sms).toContain(
        `Service Centre: your car (booking ${appointmentId.slice(0, 8).toUpperCase()}): the final cost is 17.4% more than the estimate. Please approve the difference so we can issue your bill: ${await linkOf(backend.deps.db, appointmentId, 'order')}`,
      );

      // Only its customer approves; staff 403, another customer 404.
      const approveBill = (as: Actor) => api(workshop.billApprove, { id: orderId, approve: true }, as);
      expect((await approveBill(advisor)).status).toBe(403);
      expect((await approveBill(otherCustomer)).status).toBe(404);
      // The advisor lowers the pads to ₹2,500 (extras ₹2,850, 9.62 % over): the waiting bill is withdrawn and drawn again, issued.
      await finalAmount(orderId, pads, 250_000);
      expect((await api(workshop.garageTimeline, { id: orderId }, customer)).data.bill).toBeNull();
      expect((await approveBill(customer)).error).toEqual({
        code: 'BILL_NOT_READY',
        message: 'There is no bill waiting for your approval',
      });
      await finalAmount(orderId, pads, 270_000);
      await move(orderId, 'PAYMENT_PENDING');
      const approved = await approveBill(customer);
      expect([approved.status, approved.data.bill!.status, approved.data.bill!.number]).toEqual([
        200,
        'ISSUED',
        expect.stringMatching(/^KDG\/\d{2}-\d{2}\/\d{5}$/),
      ]);
      expect(approved.data.latest_stage_details).toMatchObject({ stage: 'PAYMENT_PENDING', by: 'Ravi Kumar' });
      expect(approved.data.bill!.cost_message).toBe('You approved the final cost, 17.4% more than the estimate');
      expect((await approveBill(customer)).error?.code).toBe('BILL_NOT_READY');
    });

    it('a bill waiting for its customer is withdrawn when quality check sends the car back to the technicians', async () => {
      const { orderId, pads } = await inRepair('console-check-in-0150');
      // Pads ₹2,250 → ₹2,700: extras of ₹3,050 against ₹2,600 estimated, 17.4 % over: the bill (with the ₹2,799 plan, ₹5,849) waits for the customer.
      await finalAmount(orderId, pads, 270_000);
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);
      expect((await move(orderId, 'PAYMENT_PENDING')).data.bill).toMatchObject({ status: 'AWAITING_APPROVAL', total_paise: 584_900 });
      const back = await move(orderId, 'REPAIR_IN_PROGRESS', advisor, 'Pads rub: refitting them');
      expect([back.status, back.data.latest_stage_details.stage, back.data.bill]).toEqual([200, 'REPAIR_IN_PROGRESS', null]);
      expect(await backend.deps.db.select().from(workBills).where(eq(workBills.workOrderId, orderId))).toEqual([]);
      const approveBill = await api(workshop.billApprove, { id: orderId, approve: true }, customer);
      expect([approveBill.status, approveBill.error]).toEqual([
        409,
        { code: 'BILL_NOT_READY', message: 'There is no bill waiting for your approval' },
      ]);
    });

    it('exact refusals around the bill, and a booking fee refunded before billing is not taken off', async () => {
      const { orderId, pads, appointmentId } = await inRepair('console-check-in-0100');
      const unknownLine = await finalAmount(orderId, '00000000-0000-4000-8000-000000000000', 240_000);
      expect([unknownLine.status, unknownLine.error]).toEqual([404, { code: 'LINE_NOT_FOUND', message: 'This estimate has no such line' }]);
      const early = await api(workshop.billPaid, { id: orderId, method: 'CASH' }, advisor);
      expect([early.status, early.error]).toEqual([409, { code: 'BILL_NOT_READY', message: 'This car has no bill waiting for payment' }]);
      const byStaff = await api(workshop.billApprove, { id: orderId, approve: true }, advisor);
      expect([byStaff.status, byStaff.error]).toEqual([403, { code: 'FORBIDDEN', message: 'The customer approves the final cost' }]);
      // The ₹199 fee was refunded (by support, say) before the bill: nothing of it is credited.
      const { confirmedPaymentOf, insertRefund } = await import('@/backend/payments/repository');
      const fee = (await confirmedPaymentOf(backend.deps.db, appointmentId))!;
      await insertRefund(backend.deps.db, {
        paymentId: fee.id,
        appointmentId,
        gatewayPaymentId: fee.providerPaymentId!,
        amountPaise: 19_900,
        reason: 'goodwill',
      });
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);
      const billed = await move(orderId, 'PAYMENT_PENDING');
      // The plan ₹2,799, pads ₹2,250 and the horn ₹350 at their sent amounts: ₹5,399, all of it due, no advance adjusted.
      expect(billed.data.bill).toMatchObject({
        status: 'ISSUED',
        total_paise: 539_900,
        fee_credit_paise: 0,
        advance: null,
        excess_refund_paise: 0,
        due_paise: 539_900,
      });
      const late = await finalAmount(orderId, pads, 250_000);
      expect([late.status, late.error]).toEqual([
        409,
        { code: 'ESTIMATE_LOCKED', message: 'Final amounts are recorded during the repair and the quality check, before the bill' },
      ]);
    });

    it('a booked line comes off only with a reason its customer is told by SMS, and is not billed; nothing booked comes off once the bill is drawn up', async () => {
      const { id } = await booked();
      const checkedIn = (await checkIn(id, 'console-check-in-0160')).data;
      const orderId = checkedIn.order_id;
      const plan = checkedIn.damages[0]!.id;
      await move(orderId, 'SURVEY');
      const reason = "Our oil supplier missed today's delivery";
      // Staff of its garage only, with a reason the customer can read.
      expect((await removeLine(orderId, plan, reason, customer)).status).toBe(403);
      expect((await removeLine(orderId, plan, reason, otherAdvisor)).status).toBe(404);
      const short = await removeLine(orderId, plan, 'Oil');
      expect([short.status, short.error?.message]).toEqual([400, 'reason: Give the customer a reason of at least 5 characters']);
      const unknown = await removeLine(orderId, '00000000-0000-4000-8000-000000000000', reason);
      expect([unknown.status, unknown.error]).toEqual([404, { code: 'LINE_NOT_FOUND', message: 'This estimate has no such line' }]);
      expect(await smsAbout(id, 'LINE_REMOVED')).toEqual([]);
      const pads = (await addLine(orderId, PADS)).data.damages[1]!.id;
      const wipers = (await addLine(orderId, WIPERS)).data.damages[2]!.id;
      // An extra is not the garage's to take off: the customer declines it.
      const extra = await removeLine(orderId, wipers, reason);
      expect([extra.status, extra.error]).toEqual([
        409,
        { code: 'ESTIMATE_LOCKED', message: "'Wiper blades' is not booked work: only the customer declines an extra part" },
      ]);

      const removed = await removeLine(orderId, plan, reason);
      expect(removed.status).toBe(200);
      expect(removed.data.damages[0]).toEqual({
        ...BASIC_PLAN,
        id: plan,
        removed_reason: reason,
        metadata: { customer_approval_status: 'REMOVED', auto_approved: false },
      });
      expect(await smsAbout(id, 'LINE_REMOVED')).toEqual([
        `Service Centre: your car (booking ${id.slice(0, 8).toUpperCase()}): Basic plan, booked with your service, is taken off your estimate: ${reason}. It is not billed. Follow your car: ${await linkOf(backend.deps.db, id, 'order')}`,
      ]);
      // Once off, it stays off: a second removal is refused, and tells the customer nothing more.
      const twice = await removeLine(orderId, plan, 'The ramp is down as well');
      expect([twice.status, twice.error]).toEqual([409, { code: 'ESTIMATE_LOCKED', message: "'Basic plan' was removed already" }]);
      expect(await smsAbout(id, 'LINE_REMOVED')).toHaveLength(1);

      // The customer approves the pads and declines the wipers: the bill has the pads alone.
      await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      await answer(orderId, [
        { line_id: pads, status: 'APPROVED' },
        { line_id: wipers, status: 'DECLINED' },
      ]);
      expect((await approve(orderId)).data.latest_stage_details.stage).toBe('ESTIMATE_COMPLETED');
      await move(orderId, 'REPAIR_IN_PROGRESS');
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);
      const billed = await move(orderId, 'PAYMENT_PENDING');
      // ₹2,250 of pads, less the ₹199 fee: ₹2,051 due.
      expect(billed.data.bill).toMatchObject({
        status: 'ISSUED',
        lines: [{ id: pads, part_name: 'Front brake pads replacement', booked: false, sent_paise: 225_000, amount_paise: 225_000 }],
        booked_paise: 0,
        total_paise: 225_000,
        fee_credit_paise: 19_900,
        due_paise: 205_100,
      });

      // Another car, billed with its plan on: the bill stands, the plan with it.
      const other = await inRepair('console-check-in-0161');
      await move(other.orderId, 'QUALITY_CHECK');
      await passQualityCheck(other.orderId);
      expect((await move(other.orderId, 'PAYMENT_PENDING')).data.bill!.status).toBe('ISSUED');
      const late = await removeLine(other.orderId, other.plan, reason);
      expect([late.status, late.error]).toEqual([
        409,
        { code: 'ESTIMATE_LOCKED', message: 'The bill is drawn up: the booked work on it stands' },
      ]);
      const after = (await api(workshop.garageTimeline, { id: other.orderId }, customer)).data;
      expect([after.damages[0]!.metadata.customer_approval_status, after.bill!.booked_paise]).toEqual(['BOOKED', 279_900]);
      expect(await smsAbout(other.appointmentId, 'LINE_REMOVED')).toEqual([]);
    });

    it('a bill the booking fee covers is settled by the advance: paid, the car moves on to payment received, and the rest of the fee is refunded with a refund voucher', async () => {
      const { id } = await booked();
      const checkedIn = (await checkIn(id, 'console-check-in-0170')).data;
      const orderId = checkedIn.order_id;
      await move(orderId, 'SURVEY');
      // The plan cannot be done; a ₹100 horn fuse, approved by the advisor, is all the work.
      expect((await removeLine(orderId, checkedIn.damages[0]!.id, 'The centre cannot do the Basic plan today')).status).toBe(200);
      const fuse = (
        await addLine(orderId, {
          part_name: 'Horn fuse',
          net_labour_cost: 2_000,
          net_part_cost: 8_000,
          net_service_cost: 0,
          approved_by_advisor: true,
        })
      ).data.damages[1]!.id;
      // Nothing for the customer to answer: sent, the estimate goes straight on in their name.
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect(sent.data.latest_stage_details).toMatchObject({
        stage: 'ESTIMATE_COMPLETED',
        by: 'Ravi Kumar',
        note: 'Nothing to approve: the estimate is the work already agreed',
      });
      await move(orderId, 'REPAIR_IN_PROGRESS');
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);

      const billed = await move(orderId, 'PAYMENT_PENDING');
      expect(billed.status).toBe(200);
      // ₹100 billed: taxable round(10,000 × 100 / 118) = round(8,474.58) = 8,475 paise, tax 1,525: CGST 762,
      // SGST 763. The ₹199 advance covers it: ₹100 adjusted, nothing due, the other ₹99 refunded.
      expect(billed.data.bill).toEqual({
        status: 'PAID',
        number: expect.stringMatching(/^KDG\/\d{2}-\d{2}\/\d{5}$/),
        lines: [{ id: fuse, part_name: 'Horn fuse', booked: false, sent_paise: 10_000, amount_paise: 10_000 }],
        booked_paise: 0,
        actual_paise: 10_000,
        estimated_paise: 10_000,
        overrun_percent: 0,
        within_variable_cost: true,
        cost_message: 'The final cost is within the 15% variable cost mentioned earlier',
        discount_paise: 0,
        taxable_paise: 8_475,
        cgst_paise: 762,
        sgst_paise: 763,
        igst_paise: 0,
        total_paise: 10_000,
        fee_credit_paise: 10_000,
        excess_refund_paise: 9_900,
        due_paise: 0,
        advance: {
          number: expect.stringMatching(/^KDG\/A\d{4}\/\d{5}$/),
          issued_at: expect.stringMatching(/\+05:30$/),
          taxable_paise: 16_864,
          cgst_paise: 1_518,
          sgst_paise: 1_518,
          igst_paise: 0,
          total_paise: 19_900,
        },
        supplier: expect.objectContaining({ trade_name: 'Service Centre Kudlu Gate' }),
        place_of_supply: 'Karnataka (29)',
        issued_at: expect.stringMatching(/\+05:30$/),
        paid_via: 'ADVANCE',
        paid_at: expect.stringMatching(/\+05:30$/),
        online_payment: null,
      });
      // Through the bill straight on to payment received.
      expect(
        billed.data.timeline.slice(-2).map((s: { stage: string; by: string | null; note: string | null }) => [s.stage, s.by, s.note]),
      ).toEqual([
        ['PAYMENT_PENDING', 'Suresh Advisor', null],
        ['PAYMENT_COMPLETED', 'Suresh Advisor', 'Covered by the booking fee paid in advance'],
      ]);
      expect(billed.data.next_stages).toEqual(['CAR_DELIVERED']);
      // The ₹99 refunded with a refund voucher against the receipt voucher: taxable round(9,900 × 100 / 118)
      // = round(8,389.83) = 8,390 paise, tax 1,510: CGST 755, SGST 755.
      const refunded = await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, id));
      expect(refunded.map((r) => [r.amountPaise, r.reason])).toEqual([[9_900, 'the booking fee was more than the bill']]);
      const vouchers = await backend.deps.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.appointmentId, id), eq(invoices.kind, 'REFUND_VOUCHER')));
      expect(vouchers.map((v) => [v.number, v.refundId, v.taxablePaise, v.cgstPaise, v.sgstPaise, v.igstPaise, v.totalPaise])).toEqual([
        [expect.stringMatching(/^KDG\/R\d{4}\/\d{5}$/), refunded[0]!.id, 8_390, 755, 755, 0, 9_900],
      ]);
      expect(await smsAbout(id, 'MONEY_RETURNED')).toEqual([
        `Service Centre: your booking fee was more than your bill (booking ${id.slice(0, 8).toUpperCase()}). ₹99 is being refunded to your account; banks take 5-7 working days. Details: ${await linkOf(backend.deps.db, id, 'booking')}`,
      ]);
      // Nothing is left to pay at the counter.
      const counter = await api(workshop.billPaid, { id: orderId, method: 'CASH' }, advisor);
      expect([counter.status, counter.error]).toEqual([
        409,
        { code: 'BILL_NOT_READY', message: 'This car has no bill waiting for payment' },
      ]);
      expect((await move(orderId, 'CAR_DELIVERED')).status).toBe(200);
    });

    it.skipIf(target.name !== 'postgres')('two counter payments or two approvals of one bill at once: exactly one counts', async () => {
      const first = await inRepair('console-check-in-0110');
      await move(first.orderId, 'QUALITY_CHECK');
      await passQualityCheck(first.orderId);
      await move(first.orderId, 'PAYMENT_PENDING');
      const payments = await Promise.all(
        (['CASH', 'UPI', 'CARD'] as const).map((method) => api(workshop.billPaid, { id: first.orderId, method }, advisor)),
      );
      expect(payments.map((p) => p.status).sort()).toEqual([200, 409, 409]);
      const stages = (await api(workshop.garageTimeline, { id: first.orderId }, customer)).data.timeline.map(
        (s: { stage: string }) => s.stage,
      );
      expect(stages.filter((s: string) => s === 'PAYMENT_COMPLETED')).toHaveLength(1);

      // Pads ₹2,250 → ₹2,700: 17.4 % over, the bill waits; the customer taps approve on two screens at once.
      const second = await inRepair('console-check-in-0111');
      await finalAmount(second.orderId, second.pads, 270_000);
      await move(second.orderId, 'QUALITY_CHECK');
      await passQualityCheck(second.orderId);
      await move(second.orderId, 'PAYMENT_PENDING');
      const approvals = await Promise.all([1, 2, 3].map(() => api(workshop.billApprove, { id: second.orderId, approve: true }, customer)));
      expect(approvals.map((p) => p.status).sort()).toEqual([200, 409, 409]);
      const after = (await api(workshop.garageTimeline, { id: second.orderId }, customer)).data;
      expect(after.timeline.filter((s: { stage: string }) => s.stage === 'PAYMENT_PENDING')).toHaveLength(1);
      expect(after.bill!.number).toMatch(/^KDG\/\d{2}-\d{2}\/\d{5}$/);
    });

    it('progress lines during the repair and a quality check every item of which must pass before the bill', async () => {
      const { orderId } = await inRepair('console-check-in-0090');
      const post = (text: string, as: Actor = advisor) => api(workshop.postHeartbeat, { id: orderId, text }, as);
      const qc = (item: string, passed: boolean, note?: string) =>
        api(workshop.recordQc, { id: orderId, item, passed, ...(note ? { note } : {}) }, advisor);
      expect((await post('Old oil drained', customer)).status).toBe(403);
      expect((await post('Old oil drained', otherAdvisor)).status).toBe(404);
      expect((await post('ok')).error?.message).toBe('text: text needs at least 3 characters');
      expect((await post('Old oil drained')).status).toBe(201);
      const posted = await post('Front brake pads fitted');
      expect(posted.data.updates).toEqual([
        { text: 'Front brake pads fitted', at: expect.stringMatching(/\+05:30$/), by: 'Suresh Advisor' },
        { text: 'Old oil drained', at: expect.stringMatching(/\+05:30$/), by: 'Suresh Advisor' },
      ]);
      // The spec's repair-update answers the same lines, to the customer; another customer gets 404.
      const hb = await api(workshop.repairUpdate, { work_order_id: orderId, tags: 'HEARTBEAT' }, customer);
      expect([hb.status, hb.data.updates.map((u: { text: string; by: string | null }) => [u.text, u.by])]).toEqual([
        200,
        [
          ['Front brake pads fitted', 'Suresh Advisor'],
          ['Old oil drained', 'Suresh Advisor'],
        ],
      ]);
      expect((await api(workshop.repairUpdate, { work_order_id: orderId, tags: 'HEARTBEAT' }, otherCustomer)).status).toBe(404);

      // Not before quality check; then only items of the list.
      expect((await qc('work-done', true)).error?.message).toBe('The quality check is recorded while the car is at quality check');
      await move(orderId, 'QUALITY_CHECK');
      expect((await qc('polish', true)).error?.message).toBe("item: 'polish' is not on the quality-check list");
      for (const item of ['work-done', 'fluids', 'warning-lights', 'old-parts', 'clean']) await qc(item, true);
      await qc('test-drive', false, 'Brake noise at low speed');
      const blocked = await move(orderId, 'PAYMENT_PENDING');
      expect([blocked.status, blocked.error?.message]).toEqual([409, 'Every quality-check item must pass before the bill is drawn up']);
      const items = (await api(workshop.qcUpdates, { id: orderId }, customer)).data;
      expect(items.passed).toBe(false);
      expect(
        items.items.map((i: { item: string; text: string; passed: boolean | null; note: string | null }) => [
          i.item,
          i.text,
          i.passed,
          i.note,
        ]),
      ).toEqual([
        ['work-done', 'Every approved job is done', true, null],
        ['test-drive', 'Test drive: brakes, steering, no new noises', false, 'Brake noise at low speed'],
        ['fluids', 'Fluid levels topped up, no leaks', true, null],
        ['warning-lights', 'No warning lights on the dashboard', true, null],
        ['old-parts', 'Replaced parts kept for the customer', true, null],
        ['clean', 'Car cleaned inside and out', true, null],
      ]);
      // Back to the technicians, then checked again: the latest result counts.
      await move(orderId, 'REPAIR_IN_PROGRESS');
      await move(orderId, 'QUALITY_CHECK');
      await qc('test-drive', true);
      expect((await api(workshop.qcUpdates, { id: orderId }, customer)).data.passed).toBe(true);
      expect((await move(orderId, 'PAYMENT_PENDING')).data.latest_stage_details.stage).toBe('PAYMENT_PENDING');
    });

    it('the welcome screen is recorded when its customer sees it, not when staff open it', async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-0030')).data.order_id;
      const byStaff = await api(workshop.welcomeViewed, { id: orderId, is_welcome_screen_viewed: true }, advisor);
      expect([byStaff.status, byStaff.error]).toEqual([
        403,
        { code: 'FORBIDDEN', message: 'Only the customer marks the welcome screen as seen' },
      ]);
      expect((await api(workshop.garageTimeline, { id: orderId }, customer)).data.timeline_metadata.is_welcome_screen_viewed).toBe(false);
      const seen = await api(workshop.welcomeViewed, { id: orderId, is_welcome_screen_viewed: true }, customer);
      expect([seen.status, seen.data.timeline_metadata]).toEqual([200, { is_welcome_screen_viewed: true }]);
      expect((await api(workshop.garageTimeline, { id: orderId }, customer)).data.timeline_metadata.is_welcome_screen_viewed).toBe(true);
      // Raw: false, which the declaration does not allow.
      const wrong = await backend.call(`/v1/garage/timeline/${orderId}`, jsonInit('POST', { is_welcome_screen_viewed: false }), customer);
      expect(wrong.status).toBe(400);
      const unknown = await api(
        workshop.welcomeViewed,
        { id: '00000000-0000-4000-8000-0000000000ee', is_welcome_screen_viewed: true },
        customer,
      );
      expect([unknown.status, unknown.error]).toEqual([404, { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' }]);
    });

    it("the console lists its garages' booked cars and the cars in the workshop, with the stages they may move to", async () => {
      const { id } = await booked();
      const list = async (as: Actor) => (await api(workshop.consoleAppointments, {}, as)).data;
      const mine = await list(advisor);
      expect(mine.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const waiting = mine.appointments.find((a: { appointment_id: string }) => a.appointment_id === id)!;
      expect(waiting).toMatchObject({
        garage_name: 'Service Centre Kudlu Gate',
        customer_name: 'Test Customer',
        phone_number: '9812300071',
        vehicle: 'Maruti Suzuki Swift',
        registration_number: `KA03WS${1000 + cars}`,
        service_type_id: 'periodic_service',
        fulfillment_type: 'SLOT_BOOKING',
        pickup_address: null,
        order_id: null,
        stage: null,
        stage_heading: null,
        next_stages: [],
        parts: [],
      });
      expect(waiting.date! >= mine.today).toBe(true);
      expect(waiting.slot_start).toMatch(/^\d{2}:\d{2}$/);
      // Another garage's advisor sees none of Kudlu Gate's; a customer is refused.
      expect((await list(otherAdvisor)).appointments.some((a: { appointment_id: string }) => a.appointment_id === id)).toBe(false);
      expect((await api(workshop.consoleAppointments, {}, customer)).status).toBe(403);

      const checkedIn = (await checkIn(id, 'console-check-in-0050')).data;
      const orderId = checkedIn.order_id;
      const plan = checkedIn.damages[0]!.id;
      const inWorkshop = (await list(advisor)).appointments.find((a: { appointment_id: string }) => a.appointment_id === id);
      expect(inWorkshop).toMatchObject({
        order_id: orderId,
        stage: 'CAR_AT_GARAGE',
        stage_heading: 'Car at garage',
        next_stages: [{ stage: 'SURVEY', heading: 'Inspection under way' }],
        parts: [
          {
            id: plan,
            part_name: 'Basic plan',
            origin: 'PLAN',
            amount: 279_900,
            final_amount: null,
            status: 'BOOKED',
            removed_reason: null,
            photos: [],
          },
        ],
      });
      await move(orderId, 'SURVEY');
      const lineId = (await addLine(orderId, PADS)).data.damages[1]!.id;
      await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      // The plan taken off and the pads declined: no work is left.
      await removeLine(orderId, plan, 'No Basic plan parts in stock for this Swift');
      await answer(orderId, [{ line_id: lineId, status: 'DECLINED' }]);
      await approve(orderId);
      const declined = (await list(advisor)).appointments.find((a: { appointment_id: string }) => a.appointment_id === id)!;
      expect(declined.parts).toEqual([
        {
          id: plan,
          part_name: 'Basic plan',
          origin: 'PLAN',
          amount: 279_900,
          final_amount: null,
          status: 'REMOVED',
          removed_reason: 'No Basic plan parts in stock for this Swift',
          photos: [],
        },
        {
          id: lineId,
          part_name: 'Front brake pads replacement',
          origin: 'EXTRA',
          amount: 225_000,
          final_amount: null,
          status: 'DECLINED',
          removed_reason: null,
          photos: [],
        },
      ]);
      expect(declined.bill).toBeNull();
      expect(declined.next_stages).toEqual([{ stage: 'CAR_DELIVERED', heading: 'Car delivered' }]);
      // Delivered: kept for the rest of the IST day (docs/decisions/045), with nothing left to move it to.
      await move(orderId, 'CAR_DELIVERED');
      const delivered = (await list(advisor)).appointments.find((a: { appointment_id: string }) => a.appointment_id === id)!;
      expect(delivered).toMatchObject({ stage: 'CAR_DELIVERED', stage_heading: 'Car delivered', next_stages: [] });
      expect(delivered.delivered_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
      expect(delivered.delivered_at!.slice(0, 10)).toBe((await list(advisor)).today);
      // Delivered at 23:59 IST yesterday: off the console.
      const yesterday = new Date(`${delivered.delivered_at!.slice(0, 10)}T23:59:00+05:30`);
      yesterday.setUTCDate(yesterday.getUTCDate() - 1);
      await backend.deps.db
        .update(timelineEvents)
        .set({ createdAt: yesterday })
        .where(and(eq(timelineEvents.workOrderId, orderId), eq(timelineEvents.stage, 'CAR_DELIVERED')));
      expect((await list(advisor)).appointments.some((a: { appointment_id: string }) => a.appointment_id === id)).toBe(false);
    });

    it("a console card shows its own car's pick-up address on one line, bill, parts and promise; an admin sees every garage's", async () => {
      const db = backend.deps.db;
      const card = async (appointmentId: string, as: Actor = advisor) =>
        (await api(workshop.consoleAppointments, {}, as)).data.appointments.find(
          (a: { appointment_id: string }) => a.appointment_id === appointmentId,
        )!;
      // A car to be picked up, with its address whole; another whose stored address lacks its pincode.
      const pickup = await booked();
      await db
        .update(appointments)
        .set({
          fulfillmentType: 'PICK_AND_DROP',
          pickupAddress: {
            house_number: '14',
            line: '3rd Cross, Kudlu Main Road',
            locality: 'Kudlu Gate',
            city: 'Bengaluru',
            pincode: '560068',
          },
        })
        .where(eq(appointments.id, pickup.id));
      const partial = await booked();
      await db
        .update(appointments)
        .set({ fulfillmentType: 'PICK_AND_DROP', pickupAddress: { line: '3rd Cross, Kudlu Main Road', city: 'Bengaluru' } })
        .where(eq(appointments.id, partial.id));
      const first = await card(pickup.id);
      expect([first.pickup_address, first.slot_start, first.slot_end]).toEqual([
        '14, 3rd Cross, Kudlu Main Road, Kudlu Gate, Bengaluru 560068',
        expect.stringMatching(/^\d{2}:\d{2}$/),
        expect.stringMatching(/^\d{2}:\d{2}$/),
      ]);
      expect((await card(partial.id)).pickup_address).toBeNull();

      // A car billed at its estimate: the plan ₹2,799, pads ₹2,250 and the horn ₹350, ₹5,399, less the ₹199 fee.
      const billed = await inRepair('console-check-in-0130');
      const promisedAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
      expect((await api(workshop.stagePromise, { id: billed.orderId, promised_at: promisedAt }, advisor)).status).toBe(200);
      expect((await card(billed.appointmentId)).promise).toEqual({ stage: 'REPAIR_IN_PROGRESS', by: expect.stringMatching(/\+05:30$/) });
      await move(billed.orderId, 'QUALITY_CHECK');
      // The promise was for the repair: once the car has moved on, the card shows none.
      expect((await card(billed.appointmentId)).promise).toBeNull();
      await passQualityCheck(billed.orderId);
      await move(billed.orderId, 'PAYMENT_PENDING');
      const withBill = await card(billed.appointmentId);
      expect(withBill.bill).toEqual({
        status: 'ISSUED',
        number: expect.stringMatching(/^KDG\/\d{2}-\d{2}\/\d{5}$/),
        total_paise: 539_900,
        due_paise: 520_000,
        overrun_percent: 0,
      });
      expect(withBill.parts.map((p: { part_name: string; status: string }) => [p.part_name, p.status])).toEqual([
        ['Basic plan', 'BOOKED'],
        ['Front brake pads replacement', 'APPROVED_BY_CUSTOMER'],
        ['Wiper blades', 'DECLINED'],
        ['Horn', 'APPROVED_BY_ADVISOR'],
        ['Cabin air filter', 'PENDING'],
      ]);
      // The other cards carry none of this car's parts or bill.
      for (const other of [await card(pickup.id), await card(partial.id)])
        expect([other.parts, other.bill, other.promise]).toEqual([[], null, null]);

      // An admin sees Kudlu Gate's cars without being one of its advisors.
      const admin: Actor = {
        kind: 'admin',
        id: (await createTestSession(db, '9812300079', { role: 'ADMIN', name: 'Meera Admin' })).userId,
      };
      expect((await card(pickup.id, admin))?.garage_name).toBe('Service Centre Kudlu Gate');
    });

    it("a job card no one has answers 404 to the customer's calls; the customer's decisions and the counter payment wake the outbox", async () => {
      const unknown = '00000000-0000-4000-8000-00000000abcd';
      const notFound = { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' };
      for (const [path, request] of [
        [
          '/v1/assessment/proxy/line-items/status',
          () => api(workshop.lineItemStatus, { order_id: unknown, decisions: [{ line_id: unknown, status: 'DECLINED' }] }, customer),
        ],
        ['/v1/assessment/proxy/line-items/approve', () => api(workshop.lineItemApprove, { order_id: unknown }, customer)],
        [`/v1/garage/timeline/${unknown}/auto-approval`, () => api(workshop.autoApproval, { id: unknown, line_limit: 100_000 }, customer)],
        [`/v1/garage/timeline/${unknown}/bill/approve`, () => api(workshop.billApprove, { id: unknown, approve: true }, customer)],
        [`/v1/garage/timeline/${unknown}/bill/pay`, () => api(workshop.billPay, { id: unknown }, customer)],
      ] as const) {
        const answer = await request();
        expect([path, answer.status, answer.error]).toEqual([path, 404, notFound]);
      }

      const { orderId, lineIds } = await estimateSent('console-check-in-0140', [PADS]);
      const kick = vi.spyOn(backend.deps.outbox, 'kick');
      await answer(orderId, [{ line_id: lineIds[1]!, status: 'APPROVED' }]);
      expect(kick).not.toHaveBeenCalled();
      await approve(orderId);
      expect(kick).toHaveBeenCalledTimes(1);
      kick.mockRestore();
      await move(orderId, 'REPAIR_IN_PROGRESS');
      // Pads ₹2,250 → ₹2,700, 20 % over: the bill waits for the customer's approval.
      await finalAmount(orderId, lineIds[1]!, 270_000);
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);
      await move(orderId, 'PAYMENT_PENDING');
      const wake = vi.spyOn(backend.deps.outbox, 'kick');
      expect((await api(workshop.billApprove, { id: orderId, approve: true }, customer)).status).toBe(200);
      expect(wake).toHaveBeenCalledTimes(1);
      expect((await api(workshop.billPaid, { id: orderId, method: 'CASH' }, advisor)).status).toBe(200);
      expect(wake).toHaveBeenCalledTimes(2);
      wake.mockRestore();
    });

    it("the order look-up gives the newest booking's order once checked in, else its appointment with its booking", async () => {
      const db = backend.deps.db;
      const fresh: Actor = { kind: 'customer', id: (await createTestSession(db, '9812300075', { name: 'Kiran Rao' })).userId };
      const lookUp = async () => (await api(workshop.orderLookup, {}, fresh)).data;
      expect(await lookUp()).toEqual({ order_id: null, booking_id: null, appointment_id: null });
      const created = (await makeAppointment(backend, fresh, { registration: 'KA03WS9001' })).appointment_id as string;
      expect(await lookUp()).toEqual({ order_id: null, booking_id: null, appointment_id: created });
      const other = await bookedAppointment(backend, fresh, 'KA03WS9002');
      expect(await lookUp()).toEqual({ order_id: null, booking_id: other.bookingId, appointment_id: other.id });
      const orderId = (await checkIn(other.id, 'console-check-in-0040')).data.order_id;
      expect(await lookUp()).toEqual({ order_id: orderId, booking_id: null, appointment_id: null });
      expect((await api(workshop.orderLookup, {}, ANONYMOUS)).status).toBe(401);
    });
  });
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { createTestSession } from '../support/sessions';
import { bookedAppointment, jsonInit, makeAppointment } from '../support/booking-fixtures';
import { appointments, estimateLineItems, outbox, timelineEvents, workBills, workOrders } from '@/backend/platform/db/schema';
import { addStage, eventsOf } from '@/backend/workshop/repository';
import type { Actor } from '@/contracts/actor';

// The work order and its timeline: check-in by an advisor of the garage, the stages in their
// allowed order, what the customer reads, and who may see or do what. Expected texts are typed out
// from src/lib/workshop-stages.ts's table (spec §4 gives 'Car at garage' and three next steps).
const ANONYMOUS: Actor = { kind: 'anonymous' };

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the workshop timeline (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let otherCustomer: Actor;
    let advisor: Actor;
    let otherAdvisor: Actor;
    let cars = 0;
    const call = async (path: string, init: RequestInit | undefined, as: Actor) => {
      const response = await backend.call(path, init, as);
      return { status: response.status, body: (await response.json()) as any };
    };
    const booked = async () => (await bookedAppointment(backend, customer, `KA03WS${String(1000 + ++cars)}`));
    const checkIn = (appointmentId: string, requestId: string, as: Actor = advisor) =>
      call('/v1/garage/timeline', jsonInit('POST', { request_id: requestId, appointment_id: appointmentId }), as);
    const move = (orderId: string, stage: string, as: Actor = advisor, note?: string) =>
      call(`/v1/garage/timeline/${orderId}/stage`, jsonInit('POST', note ? { stage, note } : { stage }), as);

    const addLine = (orderId: string, body: Record<string, unknown>, as: Actor = advisor) => call(`/v1/garage/timeline/${orderId}/lines`, jsonInit('POST', body), as);
    const PADS = { part_name: 'Front brake pads', net_labour_cost: 45_000, net_part_cost: 180_000, net_service_cost: 0 };
    const WIPERS = { part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000, notes: 'Streaking' };
    const answer = (orderId: string, decisions: { line_id: string; status: string }[], as: Actor = customer) =>
      call('/v1/assessment/proxy/line-items/status', jsonInit('POST', { order_id: orderId, decisions }), as);
    const approve = (orderId: string, as: Actor = customer) => call('/v1/assessment/proxy/line-items/approve', jsonInit('POST', { order_id: orderId }), as);
    /** A checked-in car at the survey with the given lines, its estimate sent: the order id and its lines' ids. */
    const estimateSent = async (requestId: string, lines: Record<string, unknown>[]) => {
      const { id } = await booked();
      const orderId = (await checkIn(id, requestId)).body.data.order_id as string;
      await move(orderId, 'SURVEY');
      for (const line of lines) expect((await addLine(orderId, line)).status).toBe(201);
      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect(sent.status).toBe(200);
      return { appointmentId: id, orderId, lineIds: sent.body.data.damages.map((d: { id: string }) => d.id) as string[] };
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      ({ customer, otherCustomer, advisor, otherAdvisor } = await workshopPeople(backend.deps.db, 9812300071, { customer: 'Ravi Kumar', advisor: 'Suresh Advisor' }));
    });
    afterAll(async () => { await backend?.stop(); });

    it('stages entered in one transaction keep their order, even within one tick of the database clock (PGlite counts milliseconds)', async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-order-kept')).body.data.order_id as string;
      const entered = ['SURVEY', 'ESTIMATE_APPROVAL_PENDING', 'ESTIMATE_COMPLETED', 'REPAIR_IN_PROGRESS', 'QUALITY_CHECK', 'PAYMENT_PENDING'] as const;
      await backend.deps.db.transaction(async (tx) => { for (const stage of entered) await addStage(tx as never, orderId, stage, null, null); });
      expect((await eventsOf(backend.deps.db, orderId)).map((e) => e.stage)).toEqual(['CAR_AT_GARAGE', ...entered]);
      // Three more in the same millisecond, as a fast machine can enter them: read in the order entered.
      // (An hour ahead of the stages above, so that these three come last.)
      const tick = new Date(Date.now() + 3_600_000);
      for (const stage of ['PAYMENT_COMPLETED', 'CAR_DELIVERED', 'NO_SERVICE_SELECTED'] as const) {
        await backend.deps.db.insert(timelineEvents).values({ workOrderId: orderId, stage, createdAt: tick });
      }
      expect((await eventsOf(backend.deps.db, orderId)).map((e) => e.stage).slice(-3)).toEqual(['PAYMENT_COMPLETED', 'CAR_DELIVERED', 'NO_SERVICE_SELECTED']);
    });

    it('check-in opens the work order at "Car at garage", once per request_id, and the customer can no longer cancel', async () => {
      const { id, bookingId } = await booked();
      const first = await checkIn(id, 'console-check-in-0001');
      expect(first.status).toBe(201);
      const timeline = first.body.data;
      expect(timeline.appointment_id).toBe(id);
      expect(timeline.booking_id).toBe(bookingId);
      expect(timeline.timeline).toHaveLength(1);
      expect(timeline.latest_stage_details).toMatchObject({
        stage: 'CAR_AT_GARAGE', heading: 'Car at garage', next_step: 'We will examine your car service and repair needs', by: 'Suresh Advisor', note: null,
      });
      expect(timeline.latest_stage_details.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+05:30$/);
      expect(timeline.next_stages).toEqual(['SURVEY']);
      expect(timeline.timeline_metadata).toEqual({ is_welcome_screen_viewed: false });

      // The same check-in again (a retry): the same order, no second one.
      const again = await checkIn(id, 'console-check-in-0001');
      expect([again.status, again.body.data.order_id]).toEqual([200, timeline.order_id]);
      // Another check-in of the same car is refused, naming the order.
      const twice = await checkIn(id, 'console-check-in-0002');
      expect([twice.status, twice.body.error]).toEqual([409, { code: 'ALREADY_CHECKED_IN', message: 'This car is checked in already', details: { order_id: timeline.order_id } }]);
      expect(await backend.deps.db.select().from(workOrders).where(eq(workOrders.appointmentId, id))).toHaveLength(1);
      // The request id of one check-in cannot open another car's order.
      const other = await booked();
      const reused = await checkIn(other.id, 'console-check-in-0001');
      expect([reused.status, reused.body.error]).toEqual([409, { code: 'REQUEST_ID_REUSED', message: 'This check-in id was used for another booking; check in again' }]);

      // Checked in: cancelling online is refused (the garage must be called).
      const cancel = await call(`/v1/appointment/${id}`, jsonInit('DELETE', { reason: 'plans changed' }), customer);
      expect([cancel.status, cancel.body.error.code]).toEqual([409, 'CANCEL_NOT_ALLOWED']);
      // The customer is told by SMS.
      const told = await backend.deps.db.select().from(outbox).where(and(eq(outbox.template, 'WORKSHOP_STAGE'), eq(outbox.recipient, '9812300071')));
      expect(told.map((m) => m.body)).toContain(`Service Centre: your car (booking ${id.slice(0, 8).toUpperCase()}): Car at garage. We will examine your car service and repair needs.`);
    });

    it('check-in wakes the outbox for its SMS once (a retried check-in sends nothing); progress lines wait for the repair', async () => {
      const { id } = await booked();
      const kick = vi.spyOn(backend.deps.outbox, 'kick');
      const orderId = (await checkIn(id, 'console-check-in-0120')).body.data.order_id as string;
      expect(kick).toHaveBeenCalledTimes(1);
      expect((await checkIn(id, 'console-check-in-0120')).status).toBe(200);
      expect(kick).toHaveBeenCalledTimes(1);
      // Each stage the advisor moves the car to wakes it once for the customer's SMS.
      expect((await move(orderId, 'SURVEY')).status).toBe(200);
      expect(kick).toHaveBeenCalledTimes(2);
      kick.mockRestore();
      const early = await call(`/v1/garage/timeline/${orderId}/updates`, jsonInit('POST', { text: 'Inspection started' }), advisor);
      expect([early.status, early.body.error]).toEqual([409, { code: 'STAGE_NOT_ALLOWED', message: 'Progress updates are posted while the car is being repaired or checked' }]);
    });

    it('only a booked appointment is checked in, by an advisor of its garage', async () => {
      const unpaid = (await makeAppointment(backend, customer, { registration: `KA03WS${String(1000 + ++cars)}` })).appointment_id as string;
      const refused = await checkIn(unpaid, 'console-check-in-0003');
      expect([refused.status, refused.body.error]).toEqual([409, { code: 'INVALID_TRANSITION', message: 'Only a booked appointment can be checked in' }]);
      const { id } = await booked();
      expect((await checkIn(id, 'console-check-in-0004', otherAdvisor)).status).toBe(404);
      expect((await checkIn(id, 'console-check-in-0005', customer)).status).toBe(403);
      expect((await checkIn(id, 'console-check-in-0006', ANONYMOUS)).status).toBe(401);
      const unknown = await checkIn('00000000-0000-4000-8000-000000000000', 'console-check-in-0007');
      expect([unknown.status, unknown.body.error]).toEqual([404, { code: 'APPOINTMENT_NOT_FOUND', message: 'We could not find this booking' }]);
      const bad = await checkIn(id, 'short');
      expect([bad.status, bad.body.error.message]).toEqual([400, 'request_id: request_id must be 8 to 64 letters, digits, - or _']);
    });

    it('moves the car only to a stage that may follow, timestamped with who did it; the customer reads every stage', async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-0010')).body.data.order_id as string;
      // Skipping the inspection is refused, naming both stages.
      const skip = await move(orderId, 'REPAIR_IN_PROGRESS');
      expect([skip.status, skip.body.error]).toEqual([409, { code: 'STAGE_NOT_ALLOWED', message: "The car is at 'Car at garage'; it cannot move to 'Service in progress'" }]);
      expect((await move(orderId, 'SURVEY')).status).toBe(200);
      expect((await addLine(orderId, PADS)).status).toBe(201);
      expect((await move(orderId, 'ESTIMATE_APPROVAL_PENDING', advisor, 'Front brake pads approved')).status).toBe(200);
      expect((await approve(orderId)).status).toBe(200);
      expect((await move(orderId, 'REPAIR_IN_PROGRESS')).status).toBe(200);
      expect((await move(orderId, 'QUALITY_CHECK')).status).toBe(200);
      // Quality check may send the car back to the technicians.
      const back = await move(orderId, 'REPAIR_IN_PROGRESS');
      expect(back.body.data.next_stages).toEqual(['QUALITY_CHECK']);
      // Another garage's advisor and the customer cannot move it.
      expect((await move(orderId, 'QUALITY_CHECK', otherAdvisor)).status).toBe(404);
      expect((await move(orderId, 'QUALITY_CHECK', customer)).status).toBe(403);

      const seen = await call(`/v1/garage/timeline/${orderId}`, undefined, customer);
      expect(seen.status).toBe(200);
      expect(seen.body.data.timeline.map((s: { stage: string }) => s.stage)).toEqual([
        'CAR_AT_GARAGE', 'SURVEY', 'ESTIMATE_APPROVAL_PENDING', 'ESTIMATE_COMPLETED', 'REPAIR_IN_PROGRESS', 'QUALITY_CHECK', 'REPAIR_IN_PROGRESS',
      ]);
      expect(seen.body.data.timeline[2]).toMatchObject({ heading: 'Estimate ready for your approval', next_step: 'Once approved, we will start the service', by: 'Suresh Advisor', note: 'Front brake pads approved' });
      // The estimate approved by its customer: the stage is theirs.
      expect(seen.body.data.timeline[3]).toMatchObject({ stage: 'ESTIMATE_COMPLETED', by: 'Ravi Kumar' });
      expect(seen.body.data.latest_stage_details.heading).toBe('Service in progress');
      // Nobody else's: another customer and another garage's advisor get 404, a visitor 401.
      expect((await call(`/v1/garage/timeline/${orderId}`, undefined, otherCustomer)).status).toBe(404);
      expect((await call(`/v1/garage/timeline/${orderId}`, undefined, otherAdvisor)).status).toBe(404);
      expect((await call(`/v1/garage/timeline/${orderId}`, undefined, ANONYMOUS)).status).toBe(401);
      const unknown = await call('/v1/garage/timeline/00000000-0000-4000-8000-000000000000', undefined, customer);
      expect([unknown.status, unknown.body.error]).toEqual([404, { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' }]);
      // Staff moving a job card nobody has get the same 404.
      const unknownMove = await move('00000000-0000-4000-8000-000000000000', 'SURVEY');
      expect([unknownMove.status, unknownMove.body.error]).toEqual([404, { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' }]);
    });

    it.skipIf(target.name !== 'postgres')('advisors moving one car at once record one move; the others are refused with the stage it is at', async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-at-once')).body.data.order_id as string;
      const moves = await Promise.all(Array.from({ length: 8 }, () => move(orderId, 'SURVEY')));
      expect(moves.map((m) => m.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(moves.find((m) => m.status === 409)!.body.error.code).toBe('STAGE_NOT_ALLOWED');
      const seen = (await call(`/v1/garage/timeline/${orderId}`, undefined, customer)).body.data;
      expect(seen.timeline.map((s: { stage: string }) => s.stage)).toEqual(['CAR_AT_GARAGE', 'SURVEY']);
    });

    it('the last stage is final; no service leads only to delivery', async () => {
      const { orderId, lineIds } = await estimateSent('console-check-in-0020', [PADS]);
      expect((await answer(orderId, [{ line_id: lineIds[0]!, status: 'DECLINED' }])).status).toBe(200);
      const declined = await approve(orderId);
      expect([declined.status, declined.body.data.latest_stage_details.stage, declined.body.data.next_stages]).toEqual([200, 'NO_SERVICE_SELECTED', ['CAR_DELIVERED']]);
      expect((await move(orderId, 'REPAIR_IN_PROGRESS')).status).toBe(409);
      const delivered = await move(orderId, 'CAR_DELIVERED');
      expect([delivered.status, delivered.body.data.next_stages]).toEqual([200, []]);
      const after = await move(orderId, 'SURVEY');
      expect([after.status, after.body.error.message]).toEqual([409, "The car is at 'Car delivered'; it cannot move to 'Inspection under way'"]);
    });

    it('the estimate: parts recorded at the survey, sent with their amounts, answered line by line by its customer', async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-0060')).body.data.order_id as string;
      // Not before the inspection; sending needs at least one part.
      expect((await addLine(orderId, PADS)).body.error).toEqual({ code: 'ESTIMATE_LOCKED', message: 'Damaged parts are recorded during the inspection, before the estimate is sent' });
      await move(orderId, 'SURVEY');
      const empty = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect([empty.status, empty.body.error]).toEqual([409, { code: 'DETAILS_REQUIRED', message: 'Add the damaged parts before sending the estimate' }]);
      const bad = await addLine(orderId, { ...PADS, net_part_cost: -5 });
      expect([bad.status, bad.body.error.message]).toEqual([400, 'net_part_cost: net_part_cost cannot be negative']);
      expect((await addLine(orderId, PADS, customer)).status).toBe(403);
      expect((await addLine(orderId, PADS, otherAdvisor)).status).toBe(404);
      await addLine(orderId, PADS);
      await addLine(orderId, WIPERS);
      const withOil = await addLine(orderId, { part_name: 'Engine oil top-up', net_labour_cost: 0, net_part_cost: 35_000, net_service_cost: 0, approved_by_advisor: true });
      expect(withOil.status).toBe(201);
      expect(withOil.body.data.damages).toEqual([
        { id: expect.any(String), part_name: 'Front brake pads', breakup: { net_labour_cost: 45_000, net_part_cost: 180_000, net_service_cost: 0 }, amount: 225_000, final_amount: null, notes: null, metadata: { customer_approval_status: 'PENDING', auto_approved: false }, photos: [] },
        { id: expect.any(String), part_name: 'Wiper blades', breakup: { net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000 }, amount: 65_000, final_amount: null, notes: 'Streaking', metadata: { customer_approval_status: 'PENDING', auto_approved: false }, photos: [] },
        { id: expect.any(String), part_name: 'Engine oil top-up', breakup: { net_labour_cost: 0, net_part_cost: 35_000, net_service_cost: 0 }, amount: 35_000, final_amount: null, notes: null, metadata: { customer_approval_status: 'APPROVED_BY_ADVISOR', auto_approved: false }, photos: [] },
      ]);
      // The customer cannot answer before the estimate is sent.
      const [pads, wipers, oil] = withOil.body.data.damages.map((d: { id: string }) => d.id) as string[];
      expect((await answer(orderId, [{ line_id: pads!, status: 'APPROVED' }])).body.error).toEqual({ code: 'ESTIMATE_LOCKED', message: 'This estimate is not waiting for your approval' });

      const sent = await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      expect(sent.status).toBe(200);
      // Sent: amounts kept as sent, no more parts, and the outcome is the customer's, not the console's.
      expect((await addLine(orderId, WIPERS)).body.error.code).toBe('ESTIMATE_LOCKED');
      const byConsole = await move(orderId, 'ESTIMATE_COMPLETED');
      expect([byConsole.status, byConsole.body.error.message]).toEqual([409, 'The customer approves or declines the estimate from their job cards']);
      const kept = await backend.deps.db.select().from(estimateLineItems).where(eq(estimateLineItems.workOrderId, orderId));
      expect(kept.map((l) => l.sentPaise).sort((x, y) => x! - y!)).toEqual([35_000, 65_000, 225_000]);

      // Answers: another customer 404, staff 403, an unknown line 404, the advisor's line is not theirs.
      expect((await answer(orderId, [{ line_id: pads!, status: 'APPROVED' }], otherCustomer)).status).toBe(404);
      expect((await answer(orderId, [{ line_id: pads!, status: 'APPROVED' }], advisor)).status).toBe(403);
      const unknownLine = await answer(orderId, [{ line_id: '00000000-0000-4000-8000-000000000000', status: 'APPROVED' }]);
      expect([unknownLine.status, unknownLine.body.error]).toEqual([404, { code: 'LINE_NOT_FOUND', message: 'This estimate has no such line' }]);
      const advisorsLine = await answer(orderId, [{ line_id: oil!, status: 'DECLINED' }]);
      expect([advisorsLine.status, advisorsLine.body.error.message]).toEqual([409, "'Engine oil top-up' was approved by your advisor"]);
      // Nothing of a refused answer is kept, even its valid part.
      const mixed = await answer(orderId, [{ line_id: wipers!, status: 'DECLINED' }, { line_id: oil!, status: 'DECLINED' }]);
      expect(mixed.status).toBe(409);
      // Two answers in one save, one of each: each line gets its own.
      const both = await answer(orderId, [{ line_id: pads!, status: 'APPROVED' }, { line_id: wipers!, status: 'DECLINED' }]);
      expect(both.body.data.damages.map((d: { metadata: { customer_approval_status: string } }) => d.metadata.customer_approval_status))
        .toEqual(['APPROVED_BY_CUSTOMER', 'DECLINED', 'APPROVED_BY_ADVISOR']);
      const saved = await answer(orderId, [{ line_id: pads!, status: 'DECLINED' }, { line_id: wipers!, status: 'DECLINED' }]);
      expect(saved.body.data.damages.map((d: { metadata: { customer_approval_status: string } }) => d.metadata.customer_approval_status))
        .toEqual(['DECLINED', 'DECLINED', 'APPROVED_BY_ADVISOR']);
      // Back to waiting for the pads: the estimate is approved as decided below.
      await backend.deps.db.update(estimateLineItems).set({ customerApprovalStatus: 'PENDING' }).where(eq(estimateLineItems.id, pads!));

      // Approved as decided: the pads (not answered) approved, the wipers stay declined.
      const byStaff = await approve(orderId, advisor);
      expect([byStaff.status, byStaff.body.error.message]).toEqual([403, 'The customer approves the estimate']);
      const approved = await approve(orderId);
      expect(approved.status).toBe(200);
      expect(approved.body.data.damages.map((d: { metadata: { customer_approval_status: string } }) => d.metadata.customer_approval_status))
        .toEqual(['APPROVED_BY_CUSTOMER', 'DECLINED', 'APPROVED_BY_ADVISOR']);
      expect(approved.body.data.latest_stage_details).toMatchObject({ stage: 'ESTIMATE_COMPLETED', heading: 'Estimate approved', by: 'Ravi Kumar' });
      expect((await approve(orderId)).body.error.code).toBe('ESTIMATE_LOCKED');
    });

    const finalAmount = (orderId: string, lineId: string, paise: number, as: Actor = advisor) =>
      call(`/v1/garage/timeline/${orderId}/final-amount`, jsonInit('POST', { line_id: lineId, final_amount: paise }), as);
    /** The six items of the quality check (src/lib/quality-check.ts), typed out, each passed. */
    const QC_KEYS = ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'];
    const passQualityCheck = async (orderId: string) => {
      for (const item of QC_KEYS) expect((await call(`/v1/garage/timeline/${orderId}/qc`, jsonInit('POST', { item, passed: true }), advisor)).status).toBe(200);
    };
    /** An estimate of pads (₹2,250), wipers (₹650, declined) and oil (₹350, by the advisor), approved; the car in repair. */
    const inRepair = async (requestId: string) => {
      const sent = await estimateSent(requestId, [PADS, WIPERS, { part_name: 'Engine oil top-up', net_labour_cost: 0, net_part_cost: 35_000, net_service_cost: 0, approved_by_advisor: true }]);
      const [pads, wipers, oil] = sent.lineIds as [string, string, string];
      await answer(sent.orderId, [{ line_id: wipers, status: 'DECLINED' }]);
      await approve(sent.orderId);
      expect((await move(sent.orderId, 'REPAIR_IN_PROGRESS')).status).toBe(200);
      return { ...sent, pads, wipers, oil };
    };

    it('the final bill within the variable cost: approved lines at their final amounts, GST inside, the booking fee off, paid at the counter', async () => {
      const { orderId, pads, wipers, oil, appointmentId } = await inRepair('console-check-in-0070');
      // Final amounts: approved lines only, during repair or quality check, by the garage's staff.
      const declinedLine = await finalAmount(orderId, wipers, 70_000);
      expect([declinedLine.status, declinedLine.body.error.message]).toEqual([409, "'Wiper blades' was not approved, so it is neither done nor billed"]);
      expect((await finalAmount(orderId, pads, 240_000, customer)).status).toBe(403);
      expect((await finalAmount(orderId, pads, 240_000, otherAdvisor)).status).toBe(404);
      expect((await finalAmount(orderId, '00000000-0000-4000-8000-000000000000', 240_000)).body.error.code).toBe('LINE_NOT_FOUND');
      const bad = await finalAmount(orderId, pads, -1);
      expect([bad.status, bad.body.error.message]).toEqual([400, 'final_amount: final_amount cannot be negative']);
      // Pads ₹2,250 → ₹2,400 (₹150 more); oil stays ₹350.
      const recorded = await finalAmount(orderId, pads, 240_000);
      expect(recorded.body.data.damages.map((d: { final_amount: number | null }) => d.final_amount)).toEqual([240_000, null, null]);
      // Payment comes after quality check; payment received is recorded on the bill only.
      expect((await move(orderId, 'PAYMENT_PENDING')).body.error.code).toBe('STAGE_NOT_ALLOWED');
      await move(orderId, 'QUALITY_CHECK');
      expect((await call(`/v1/garage/timeline/${orderId}/bill/paid`, jsonInit('POST', { method: 'CASH' }), advisor)).body.error.code).toBe('BILL_NOT_READY');
      await passQualityCheck(orderId);

      const billed = await move(orderId, 'PAYMENT_PENDING');
      expect([billed.status, billed.body.data.latest_stage_details.stage]).toEqual([200, 'PAYMENT_PENDING']);
      // ₹2,750 billed against ₹2,600 estimated: 5.77 % over → 5.8, within 15 %. GST inside ₹2,750:
      // taxable ₹2,330.51, CGST ₹209.74, SGST ₹209.75. Less the ₹199 booking fee: ₹2,551 due.
      expect(billed.body.data.bill).toEqual({
        status: 'ISSUED', number: expect.stringMatching(/^KDG\/\d{2}-\d{2}\/\d{5}$/),
        lines: [
          { id: pads, part_name: 'Front brake pads', sent_paise: 225_000, amount_paise: 240_000 },
          { id: oil, part_name: 'Engine oil top-up', sent_paise: 35_000, amount_paise: 35_000 },
        ],
        actual_paise: 275_000, estimated_paise: 260_000, overrun_percent: 5.8, within_variable_cost: true,
        cost_message: 'The final cost is within the 15% variable cost mentioned earlier', discount_paise: 0,
        taxable_paise: 233_051, cgst_paise: 20_974, sgst_paise: 20_975, igst_paise: 0, total_paise: 275_000,
        fee_credit_paise: 19_900, due_paise: 255_100,
        supplier: expect.objectContaining({ trade_name: 'Service Centre Kudlu Gate', state: 'Karnataka', state_code: '29' }),
        place_of_supply: 'Karnataka (29)', issued_at: expect.stringMatching(/\+05:30$/), paid_via: null, paid_at: null, online_payment: null,
      });
      // Within the variable cost: nothing for the customer to approve, so no such SMS.
      const asked = await backend.deps.db.select().from(outbox).where(eq(outbox.template, 'BILL_TO_APPROVE'));
      expect(asked.filter((m) => (m.body ?? '').includes(appointmentId.slice(0, 8).toUpperCase()))).toEqual([]);
      // Issued: amounts are final now.
      expect((await finalAmount(orderId, pads, 250_000)).body.error.code).toBe('ESTIMATE_LOCKED');
      expect((await move(orderId, 'PAYMENT_COMPLETED')).body.error.message).toBe('Record the payment on the bill: it moves the car to payment received');
      // Paid at the counter: by the garage's staff only, with a method the counter takes.
      const paidPath = `/v1/garage/timeline/${orderId}/bill/paid`;
      expect((await call(paidPath, jsonInit('POST', { method: 'UPI' }), customer)).status).toBe(403);
      expect((await call(paidPath, jsonInit('POST', { method: 'CHEQUE' }), advisor)).body.error.message).toBe('method: method must be CASH, CARD, UPI');
      const paid = await call(paidPath, jsonInit('POST', { method: 'UPI' }), advisor);
      expect([paid.status, paid.body.data.bill.status, paid.body.data.bill.paid_via]).toEqual([200, 'PAID', 'UPI']);
      expect(paid.body.data.latest_stage_details).toMatchObject({ stage: 'PAYMENT_COMPLETED', heading: 'Payment received', note: 'Paid at the counter by UPI', by: 'Suresh Advisor' });
      expect((await call(paidPath, jsonInit('POST', { method: 'UPI' }), advisor)).body.error.code).toBe('BILL_NOT_READY');
      expect((await move(orderId, 'CAR_DELIVERED')).status).toBe(200);
    });

    it('a bill over the variable cost waits for its customer, who is told by SMS; approved, it is issued and the car moves to payment', async () => {
      const { orderId, pads, appointmentId } = await inRepair('console-check-in-0080');
      // The booking carried a ₹500 service coupon (SERVICE500), taken off the bill at the garage.
      await backend.deps.db.update(appointments).set({ serviceDiscountPaise: 50_000 }).where(eq(appointments.id, appointmentId));
      // Pads ₹2,250 → ₹2,700: ₹3,050 against ₹2,600 estimated is 17.4 % over (the coupon does not count).
      await finalAmount(orderId, pads, 270_000);
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);
      const drawn = await move(orderId, 'PAYMENT_PENDING');
      expect([drawn.status, drawn.body.data.latest_stage_details.stage]).toEqual([200, 'QUALITY_CHECK']);
      expect(drawn.body.data.bill).toMatchObject({
        status: 'AWAITING_APPROVAL', number: null, actual_paise: 305_000, estimated_paise: 260_000, overrun_percent: 17.4, within_variable_cost: false,
        cost_message: 'The final cost is 17.4% more than the estimate: please approve the difference before we issue your bill',
        discount_paise: 50_000, total_paise: 255_000, fee_credit_paise: 19_900, due_paise: 235_100, supplier: null, issued_at: null,
      });
      const sms = await backend.deps.db.select().from(outbox).where(and(eq(outbox.template, 'BILL_TO_APPROVE'), eq(outbox.recipient, '9812300071')));
      expect(sms.map((m) => m.body ?? '').some((text) => /the final cost is 17\.4% more than the estimate\. Please approve the difference on your job card/.test(text))).toBe(true);

      // Only its customer approves; staff 403, another customer 404.
      const approveBill = (as: Actor) => call(`/v1/garage/timeline/${orderId}/bill/approve`, jsonInit('POST', { approve: true }), as);
      expect((await approveBill(advisor)).status).toBe(403);
      expect((await approveBill(otherCustomer)).status).toBe(404);
      // The advisor lowers the pads to ₹2,500 (₹2,850, 9.6 % over): the waiting bill is withdrawn and drawn again, issued.
      await finalAmount(orderId, pads, 250_000);
      expect((await call(`/v1/garage/timeline/${orderId}`, undefined, customer)).body.data.bill).toBeNull();
      expect((await approveBill(customer)).body.error).toEqual({ code: 'BILL_NOT_READY', message: 'There is no bill waiting for your approval' });
      await finalAmount(orderId, pads, 270_000);
      await move(orderId, 'PAYMENT_PENDING');
      const approved = await approveBill(customer);
      expect([approved.status, approved.body.data.bill.status, approved.body.data.bill.number]).toEqual([200, 'ISSUED', expect.stringMatching(/^KDG\//)]);
      expect(approved.body.data.latest_stage_details).toMatchObject({ stage: 'PAYMENT_PENDING', by: 'Ravi Kumar' });
      expect(approved.body.data.bill.cost_message).toBe('You approved the final cost, 17.4% more than the estimate');
      expect((await approveBill(customer)).body.error.code).toBe('BILL_NOT_READY');
    });

    it('a bill waiting for its customer is withdrawn when quality check sends the car back to the technicians', async () => {
      const { orderId, pads } = await inRepair('console-check-in-0150');
      // Pads ₹2,250 → ₹2,700: ₹3,050 against ₹2,600 estimated, 17.4 % over: the bill waits for the customer.
      await finalAmount(orderId, pads, 270_000);
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);
      expect((await move(orderId, 'PAYMENT_PENDING')).body.data.bill).toMatchObject({ status: 'AWAITING_APPROVAL', total_paise: 305_000 });
      const back = await move(orderId, 'REPAIR_IN_PROGRESS', advisor, 'Pads rub: refitting them');
      expect([back.status, back.body.data.latest_stage_details.stage, back.body.data.bill]).toEqual([200, 'REPAIR_IN_PROGRESS', null]);
      expect(await backend.deps.db.select().from(workBills).where(eq(workBills.workOrderId, orderId))).toEqual([]);
      const approveBill = await call(`/v1/garage/timeline/${orderId}/bill/approve`, jsonInit('POST', { approve: true }), customer);
      expect([approveBill.status, approveBill.body.error]).toEqual([409, { code: 'BILL_NOT_READY', message: 'There is no bill waiting for your approval' }]);
    });

    it('exact refusals around the bill, and a booking fee refunded before billing is not taken off', async () => {
      const { orderId, pads, appointmentId } = await inRepair('console-check-in-0100');
      const unknownLine = await finalAmount(orderId, '00000000-0000-4000-8000-000000000000', 240_000);
      expect([unknownLine.status, unknownLine.body.error]).toEqual([404, { code: 'LINE_NOT_FOUND', message: 'This estimate has no such line' }]);
      const early = await call(`/v1/garage/timeline/${orderId}/bill/paid`, jsonInit('POST', { method: 'CASH' }), advisor);
      expect([early.status, early.body.error]).toEqual([409, { code: 'BILL_NOT_READY', message: 'This car has no bill waiting for payment' }]);
      const byStaff = await call(`/v1/garage/timeline/${orderId}/bill/approve`, jsonInit('POST', { approve: true }), advisor);
      expect([byStaff.status, byStaff.body.error]).toEqual([403, { code: 'FORBIDDEN', message: 'The customer approves the final cost' }]);
      // The ₹199 fee was refunded (by support, say) before the bill: nothing of it is credited.
      const { confirmedPaymentOf, insertRefund } = await import('@/backend/payments/repository');
      const fee = (await confirmedPaymentOf(backend.deps.db, appointmentId))!;
      await insertRefund(backend.deps.db, { paymentId: fee.id, appointmentId, amountPaise: 19_900, reason: 'goodwill' });
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);
      const billed = await move(orderId, 'PAYMENT_PENDING');
      // Pads ₹2,250 and oil ₹350 at their sent amounts: ₹2,600, all of it due.
      expect(billed.body.data.bill).toMatchObject({ status: 'ISSUED', total_paise: 260_000, fee_credit_paise: 0, due_paise: 260_000 });
      const late = await finalAmount(orderId, pads, 250_000);
      expect([late.status, late.body.error]).toEqual([409, { code: 'ESTIMATE_LOCKED', message: 'Final amounts are recorded during the repair and the quality check, before the bill' }]);
    });

    it.skipIf(target.name !== 'postgres')('two counter payments or two approvals of one bill at once: exactly one counts', async () => {
      const first = await inRepair('console-check-in-0110');
      await move(first.orderId, 'QUALITY_CHECK');
      await passQualityCheck(first.orderId);
      await move(first.orderId, 'PAYMENT_PENDING');
      const paidPath = `/v1/garage/timeline/${first.orderId}/bill/paid`;
      const payments = await Promise.all(['CASH', 'UPI', 'CARD'].map((method) => call(paidPath, jsonInit('POST', { method }), advisor)));
      expect(payments.map((p) => p.status).sort()).toEqual([200, 409, 409]);
      const stages = (await call(`/v1/garage/timeline/${first.orderId}`, undefined, customer)).body.data.timeline.map((s: { stage: string }) => s.stage);
      expect(stages.filter((s: string) => s === 'PAYMENT_COMPLETED')).toHaveLength(1);

      // Pads ₹2,250 → ₹2,700: 17.4 % over, the bill waits; the customer taps approve on two screens at once.
      const second = await inRepair('console-check-in-0111');
      await finalAmount(second.orderId, second.pads, 270_000);
      await move(second.orderId, 'QUALITY_CHECK');
      await passQualityCheck(second.orderId);
      await move(second.orderId, 'PAYMENT_PENDING');
      const approvePath = `/v1/garage/timeline/${second.orderId}/bill/approve`;
      const approvals = await Promise.all([1, 2, 3].map(() => call(approvePath, jsonInit('POST', { approve: true }), customer)));
      expect(approvals.map((p) => p.status).sort()).toEqual([200, 409, 409]);
      const after = (await call(`/v1/garage/timeline/${second.orderId}`, undefined, customer)).body.data;
      expect(after.timeline.filter((s: { stage: string }) => s.stage === 'PAYMENT_PENDING')).toHaveLength(1);
      expect(after.bill.number).toMatch(/^KDG\/\d{2}-\d{2}\/\d{5}$/);
    });

    it('progress lines during the repair and a quality check every item of which must pass before the bill', async () => {
      const { orderId } = await inRepair('console-check-in-0090');
      const post = (text: string, as: Actor = advisor) => call(`/v1/garage/timeline/${orderId}/updates`, jsonInit('POST', { text }), as);
      const qc = (item: string, passed: boolean, note?: string) => call(`/v1/garage/timeline/${orderId}/qc`, jsonInit('POST', note ? { item, passed, note } : { item, passed }), advisor);
      expect((await post('Old oil drained', customer)).status).toBe(403);
      expect((await post('Old oil drained', otherAdvisor)).status).toBe(404);
      expect((await post('ok')).body.error.message).toBe('text: text needs at least 3 characters');
      expect((await post('Old oil drained')).status).toBe(201);
      const posted = await post('Front brake pads fitted');
      expect(posted.body.data.updates).toEqual([
        { text: 'Front brake pads fitted', at: expect.stringMatching(/\+05:30$/), by: 'Suresh Advisor' },
        { text: 'Old oil drained', at: expect.stringMatching(/\+05:30$/), by: 'Suresh Advisor' },
      ]);
      // The spec's repair-update answers the same lines, to the customer; another customer gets 404.
      const hb = await call(`/v1/assessment/proxy/hb-updates/${orderId}?tags=HEARTBEAT`, undefined, customer);
      expect([hb.status, hb.body.data.updates.map((u: { text: string; by: string | null }) => [u.text, u.by])]).toEqual([200, [['Front brake pads fitted', 'Suresh Advisor'], ['Old oil drained', 'Suresh Advisor']]]);
      expect((await call(`/v1/assessment/proxy/hb-updates/${orderId}?tags=HEARTBEAT`, undefined, otherCustomer)).status).toBe(404);

      // Not before quality check; then only items of the list.
      expect((await qc('work-done', true)).body.error.message).toBe('The quality check is recorded while the car is at quality check');
      await move(orderId, 'QUALITY_CHECK');
      expect((await qc('polish', true)).body.error.message).toBe("item: 'polish' is not on the quality-check list");
      for (const item of ['work-done', 'fluids', 'warning-lights', 'old-parts', 'clean']) await qc(item, true);
      await qc('test-drive', false, 'Brake noise at low speed');
      const blocked = await move(orderId, 'PAYMENT_PENDING');
      expect([blocked.status, blocked.body.error.message]).toEqual([409, 'Every quality-check item must pass before the bill is drawn up']);
      const items = (await call(`/v1/assessment/proxy/qc-updates/${orderId}`, undefined, customer)).body.data;
      expect(items.passed).toBe(false);
      expect(items.items.map((i: { item: string; text: string; passed: boolean | null; note: string | null }) => [i.item, i.text, i.passed, i.note])).toEqual([
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
      expect((await call(`/v1/assessment/proxy/qc-updates/${orderId}`, undefined, customer)).body.data.passed).toBe(true);
      expect((await move(orderId, 'PAYMENT_PENDING')).body.data.latest_stage_details.stage).toBe('PAYMENT_PENDING');
    });

    it('the welcome screen is recorded when its customer sees it, not when staff open it', async () => {
      const { id } = await booked();
      const orderId = (await checkIn(id, 'console-check-in-0030')).body.data.order_id as string;
      const byStaff = await call(`/v1/garage/timeline/${orderId}`, jsonInit('POST', { is_welcome_screen_viewed: true }), advisor);
      expect([byStaff.status, byStaff.body.error]).toEqual([403, { code: 'FORBIDDEN', message: 'Only the customer marks the welcome screen as seen' }]);
      expect((await call(`/v1/garage/timeline/${orderId}`, undefined, customer)).body.data.timeline_metadata.is_welcome_screen_viewed).toBe(false);
      const seen = await call(`/v1/garage/timeline/${orderId}`, jsonInit('POST', { is_welcome_screen_viewed: true }), customer);
      expect([seen.status, seen.body.data.timeline_metadata]).toEqual([200, { is_welcome_screen_viewed: true }]);
      expect((await call(`/v1/garage/timeline/${orderId}`, undefined, customer)).body.data.timeline_metadata.is_welcome_screen_viewed).toBe(true);
      const wrong = await call(`/v1/garage/timeline/${orderId}`, jsonInit('POST', { is_welcome_screen_viewed: false }), customer);
      expect(wrong.status).toBe(400);
      const unknown = await call('/v1/garage/timeline/00000000-0000-4000-8000-0000000000ee', jsonInit('POST', { is_welcome_screen_viewed: true }), customer);
      expect([unknown.status, unknown.body.error]).toEqual([404, { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' }]);
    });

    it("the console lists its garages' booked cars and the cars in the workshop, with the stages they may move to", async () => {
      const { id } = await booked();
      const list = async (as: Actor) => (await call('/v1/garage/console/appointments', undefined, as)).body.data;
      const mine = await list(advisor);
      expect(mine.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const waiting = mine.appointments.find((a: { appointment_id: string }) => a.appointment_id === id);
      expect(waiting).toMatchObject({
        garage_name: 'Service Centre Kudlu Gate', customer_name: 'Test Customer', phone_number: '9812300071', vehicle: 'Maruti Suzuki Swift', registration_number: `KA03WS${1000 + cars}`,
        service_type_id: 'periodic_service', fulfillment_type: 'SLOT_BOOKING', pickup_address: null, order_id: null, stage: null, stage_heading: null, next_stages: [], parts: [],
      });
      expect(waiting.date >= mine.today).toBe(true);
      expect(waiting.slot_start).toMatch(/^\d{2}:\d{2}$/);
      // Another garage's advisor sees none of Kudlu Gate's; a customer is refused.
      expect((await list(otherAdvisor)).appointments.some((a: { appointment_id: string }) => a.appointment_id === id)).toBe(false);
      expect((await call('/v1/garage/console/appointments', undefined, customer)).status).toBe(403);

      const orderId = (await checkIn(id, 'console-check-in-0050')).body.data.order_id as string;
      const inWorkshop = (await list(advisor)).appointments.find((a: { appointment_id: string }) => a.appointment_id === id);
      expect(inWorkshop).toMatchObject({ order_id: orderId, stage: 'CAR_AT_GARAGE', stage_heading: 'Car at garage', next_stages: [{ stage: 'SURVEY', heading: 'Inspection under way' }] });
      await move(orderId, 'SURVEY');
      const lineId = (await addLine(orderId, PADS)).body.data.damages[0].id as string;
      await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      await answer(orderId, [{ line_id: lineId, status: 'DECLINED' }]);
      await approve(orderId);
      const declined = (await list(advisor)).appointments.find((a: { appointment_id: string }) => a.appointment_id === id);
      expect(declined.parts).toEqual([{ id: lineId, part_name: 'Front brake pads', amount: 225_000, final_amount: null, status: 'DECLINED', photos: [] }]);
      expect(declined.bill).toBeNull();
      expect(declined.next_stages).toEqual([{ stage: 'CAR_DELIVERED', heading: 'Car delivered' }]);
      // Delivered: off the console.
      await move(orderId, 'CAR_DELIVERED');
      expect((await list(advisor)).appointments.some((a: { appointment_id: string }) => a.appointment_id === id)).toBe(false);
    });

    it("a console card shows its own car's pick-up address on one line, bill, parts and promise; an admin sees every garage's", async () => {
      const db = backend.deps.db;
      const card = async (appointmentId: string, as: Actor = advisor) =>
        (await call('/v1/garage/console/appointments', undefined, as)).body.data.appointments.find((a: { appointment_id: string }) => a.appointment_id === appointmentId);
      // A car to be picked up, with its address whole; another whose stored address lacks its pincode.
      const pickup = await booked();
      await db.update(appointments).set({ fulfillmentType: 'PICK_AND_DROP', pickupAddress: { house_number: '14', line: '3rd Cross, Kudlu Main Road', locality: 'Kudlu Gate', city: 'Bengaluru', pincode: '560068' } }).where(eq(appointments.id, pickup.id));
      const partial = await booked();
      await db.update(appointments).set({ fulfillmentType: 'PICK_AND_DROP', pickupAddress: { line: '3rd Cross, Kudlu Main Road', city: 'Bengaluru' } }).where(eq(appointments.id, partial.id));
      const first = await card(pickup.id);
      expect([first.pickup_address, first.slot_start, first.slot_end]).toEqual(['14, 3rd Cross, Kudlu Main Road, Kudlu Gate, Bengaluru 560068', expect.stringMatching(/^\d{2}:\d{2}$/), expect.stringMatching(/^\d{2}:\d{2}$/)]);
      expect((await card(partial.id)).pickup_address).toBeNull();

      // A car billed at its estimate: pads ₹2,250 and oil ₹350, less the ₹199 fee.
      const billed = await inRepair('console-check-in-0130');
      const promisedAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
      expect((await call(`/v1/garage/timeline/${billed.orderId}/promise`, jsonInit('POST', { promised_at: promisedAt }), advisor)).status).toBe(200);
      expect((await card(billed.appointmentId)).promise).toEqual({ stage: 'REPAIR_IN_PROGRESS', by: expect.stringMatching(/\+05:30$/) });
      await move(billed.orderId, 'QUALITY_CHECK');
      // The promise was for the repair: once the car has moved on, the card shows none.
      expect((await card(billed.appointmentId)).promise).toBeNull();
      await passQualityCheck(billed.orderId);
      await move(billed.orderId, 'PAYMENT_PENDING');
      const withBill = await card(billed.appointmentId);
      expect(withBill.bill).toEqual({ status: 'ISSUED', number: expect.stringMatching(/^KDG\/\d{2}-\d{2}\/\d{5}$/), total_paise: 260_000, due_paise: 240_100, overrun_percent: 0 });
      expect(withBill.parts.map((p: { part_name: string }) => p.part_name)).toEqual(['Front brake pads', 'Wiper blades', 'Engine oil top-up']);
      // The other cards carry none of this car's parts or bill.
      for (const other of [await card(pickup.id), await card(partial.id)]) expect([other.parts, other.bill, other.promise]).toEqual([[], null, null]);

      // An admin sees Kudlu Gate's cars without being one of its advisors.
      const admin: Actor = { kind: 'admin', id: (await createTestSession(db, '9812300079', { role: 'ADMIN', name: 'Meera Admin' })).userId };
      expect((await card(pickup.id, admin))?.garage_name).toBe('Service Centre Kudlu Gate');
    });

    it("a job card no one has answers 404 to the customer's calls; the customer's decisions and the counter payment wake the outbox", async () => {
      const unknown = '00000000-0000-4000-8000-00000000abcd';
      const notFound = { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' };
      for (const [path, body] of [
        ['/v1/assessment/proxy/line-items/status', { order_id: unknown, decisions: [{ line_id: unknown, status: 'DECLINED' }] }],
        ['/v1/assessment/proxy/line-items/approve', { order_id: unknown }],
        [`/v1/garage/timeline/${unknown}/auto-approval`, { line_limit: 100_000 }],
        [`/v1/garage/timeline/${unknown}/bill/approve`, { approve: true }],
        [`/v1/garage/timeline/${unknown}/bill/pay`, {}],
      ] as const) {
        const answer = await call(path, jsonInit('POST', body), customer);
        expect([path, answer.status, answer.body.error]).toEqual([path, 404, notFound]);
      }

      const { orderId, lineIds } = await estimateSent('console-check-in-0140', [PADS]);
      const kick = vi.spyOn(backend.deps.outbox, 'kick');
      await answer(orderId, [{ line_id: lineIds[0]!, status: 'APPROVED' }]);
      expect(kick).not.toHaveBeenCalled();
      await approve(orderId);
      expect(kick).toHaveBeenCalledTimes(1);
      kick.mockRestore();
      await move(orderId, 'REPAIR_IN_PROGRESS');
      await finalAmount(orderId, lineIds[0]!, 270_000);
      await move(orderId, 'QUALITY_CHECK');
      await passQualityCheck(orderId);
      await move(orderId, 'PAYMENT_PENDING');
      const wake = vi.spyOn(backend.deps.outbox, 'kick');
      expect((await call(`/v1/garage/timeline/${orderId}/bill/approve`, jsonInit('POST', { approve: true }), customer)).status).toBe(200);
      expect(wake).toHaveBeenCalledTimes(1);
      expect((await call(`/v1/garage/timeline/${orderId}/bill/paid`, jsonInit('POST', { method: 'CASH' }), advisor)).status).toBe(200);
      expect(wake).toHaveBeenCalledTimes(2);
      wake.mockRestore();
    });

    it("the order look-up gives the newest booking's order once checked in, else its appointment with its booking", async () => {
      const db = backend.deps.db;
      const fresh: Actor = { kind: 'customer', id: (await createTestSession(db, '9812300075', { name: 'Kiran Rao' })).userId };
      const lookUp = async () => (await call('/v1/garage/users/timeline', undefined, fresh)).body.data;
      expect(await lookUp()).toEqual({ order_id: null, booking_id: null, appointment_id: null });
      const created = (await makeAppointment(backend, fresh, { registration: 'KA03WS9001' })).appointment_id as string;
      expect(await lookUp()).toEqual({ order_id: null, booking_id: null, appointment_id: created });
      const other = await bookedAppointment(backend, fresh, 'KA03WS9002');
      expect(await lookUp()).toEqual({ order_id: null, booking_id: other.bookingId, appointment_id: other.id });
      const orderId = (await checkIn(other.id, 'console-check-in-0040')).body.data.order_id as string;
      expect(await lookUp()).toEqual({ order_id: orderId, booking_id: null, appointment_id: null });
      expect((await call('/v1/garage/users/timeline', undefined, ANONYMOUS)).status).toBe(401);
    });
  });
}

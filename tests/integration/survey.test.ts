import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { bookedAppointment } from '../support/booking-fixtures';
import { apiOf } from '../support/api';
import { type EndpointInput, survey, workshop } from '@/contracts/endpoints';
import { outbox, surveyAnswers } from '@/backend/platform/db/schema';
import { createSurveyProvider } from '@/backend/platform/providers';
import { surveyToken } from '@/backend/platform/providers/survey/survey-token';
import type { Actor } from '@/contracts/actor';
import type { WorkshopStage } from '@/contracts/vocabulary';

// The satisfaction survey after delivery (docs/decisions/029): who may ask for the link and when,
// the SMS at delivery, the product's own page answered by its token, the 7 days to change an answer,
// the 30 days it stays open, and the Typeform form when TYPEFORM_FORM_URL is set. Expected texts are
// typed out from the decision; the backend's clock is moved, delivery times are the database's.
const ANONYMOUS: Actor = { kind: 'anonymous' };
const DAY = 86_400_000;
const LINK = /^http:\/\/localhost:4321\/service-centre\/survey\/([A-Za-z0-9_-]{43})$/;

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the satisfaction survey (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let otherCustomer: Actor;
    let advisor: Actor;
    let otherAdvisor: Actor;
    let cars = 0;
    let fixed: Date | null = null;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const move = (orderId: string, stage: WorkshopStage) => api(workshop.advanceStage, { id: orderId, stage }, advisor);
    const askLink = (orderId: string, as: Actor = customer) => api(survey.surveyLink, { order_id: orderId }, as);
    const read = (token: string) => api(survey.survey, { token }, ANONYMOUS);
    const send = (token: string, answer: Omit<EndpointInput<typeof survey.answerSurvey>, 'token'>) =>
      api(survey.answerSurvey, { token, ...answer }, ANONYMOUS);

    /**
     * A checked-in car with no service: the garage took its booked plan off (check-in puts it on the
     * estimate, docs/decisions/035) and its customer declined the one extra: NO_SERVICE_SELECTED, one move from delivery.
     */
    const declined = async () => {
      const { id } = await bookedAppointment(backend, customer, `KA03SV${String(1000 + ++cars)}`);
      const checkedIn = (await api(workshop.checkIn, { request_id: `survey-check-in-${cars}`, appointment_id: id }, advisor)).data;
      const orderId = checkedIn.order_id;
      await move(orderId, 'SURVEY');
      expect(
        (
          await api(
            workshop.removeLine,
            { id: orderId, line_id: checkedIn.damages[0]!.id, reason: 'The plan cannot be done today' },
            advisor,
          )
        ).status,
      ).toBe(200);
      await api(
        workshop.addLine,
        { id: orderId, part_name: 'Wiper blades', net_labour_cost: 0, net_part_cost: 60_000, net_service_cost: 5_000 },
        advisor,
      );
      const lineId = (await move(orderId, 'ESTIMATE_APPROVAL_PENDING')).data.damages[1]!.id;
      await api(workshop.lineItemStatus, { order_id: orderId, decisions: [{ line_id: lineId, status: 'DECLINED' }] }, customer);
      expect((await api(workshop.lineItemApprove, { order_id: orderId }, customer)).data.latest_stage_details.stage).toBe(
        'NO_SERVICE_SELECTED',
      );
      return { appointmentId: id, orderId };
    };
    /** A delivered car and its survey's token. */
    const delivered = async () => {
      const car = await declined();
      expect((await move(car.orderId, 'CAR_DELIVERED')).status).toBe(200);
      const link = await askLink(car.orderId);
      return { ...car, url: link.data.survey_url, token: LINK.exec(link.data.survey_url)![1]! };
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => fixed ?? new Date() });
      ({ customer, otherCustomer, advisor, otherAdvisor } = await workshopPeople(backend.deps.db, 9812300081, {
        customer: 'Ravi Kumar',
        advisor: 'Suresh Advisor',
      }));
    });
    afterEach(() => {
      fixed = null;
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('the link is for the delivered car of its own customer only, the same each time, and the delivery SMS carries it', async () => {
      const { appointmentId, orderId } = await declined();
      // Before delivery: refused, saying when it opens.
      const early = await askLink(orderId);
      expect([early.status, early.error]).toEqual([
        409,
        { code: 'SURVEY_NOT_OPEN', message: 'The survey opens once your car is delivered' },
      ]);
      expect((await move(orderId, 'CAR_DELIVERED')).status).toBe(200);

      const first = await askLink(orderId);
      expect(first.status).toBe(200);
      expect(first.data.survey_url).toMatch(LINK);
      expect((await askLink(orderId)).data.survey_url).toBe(first.data.survey_url);
      // Nobody else: another customer and another garage's advisor 404, the garage's own advisor 403, a visitor 401.
      expect((await askLink(orderId, otherCustomer)).status).toBe(404);
      expect((await askLink(orderId, otherAdvisor)).status).toBe(404);
      const staff = await askLink(orderId, advisor);
      expect([staff.status, staff.error]).toEqual([403, { code: 'FORBIDDEN', message: 'The survey is for the customer to answer' }]);
      expect((await askLink(orderId, ANONYMOUS)).status).toBe(401);
      expect((await askLink('00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await askLink('not-an-order')).error?.message).toBe('order_id: order id must be a valid id');

      // Delivered: one SMS, with the link, instead of the stage's usual one.
      const ref = appointmentId.slice(0, 8).toUpperCase();
      const sms = await backend.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'DELIVERED_SURVEY'), eq(outbox.recipient, '9812300081')));
      expect(sms.map((m) => m.body)).toContain(
        `Service Centre: your car (booking ${ref}) is delivered. Thank you for choosing us! How did we do? Tell us in one tap: ${first.data.survey_url}`,
      );
      const stageSms = await backend.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'WORKSHOP_STAGE'), eq(outbox.recipient, '9812300081')));
      expect(stageSms.map((m) => m.body ?? '').filter((b) => b.includes(ref) && b.includes('Car delivered'))).toEqual([]);
    });

    it('the page asks about the garage by name; the first answer is kept, with when it may be changed until', async () => {
      const { token, orderId } = await delivered();
      const open = await read(token);
      expect(open.status).toBe(200);
      expect(open.data).toMatchObject({
        garage_name: 'Service Centre Kudlu Gate',
        state: 'OPEN',
        score: null,
        comment: null,
        answered_at: null,
        change_until: null,
      });
      fixed = new Date('2026-12-01T10:00:00+05:30');
      const answered = await send(token, { score: 9, comment: '  Quick and clean.  ' });
      expect(answered.status).toBe(200);
      expect(answered.data).toMatchObject({
        state: 'CHANGEABLE',
        score: 9,
        comment: 'Quick and clean.',
        answered_at: '2026-12-01T10:00:00+05:30',
        updated_at: '2026-12-01T10:00:00+05:30',
        change_until: '2026-12-08T10:00:00+05:30',
      });
      expect((await read(token)).data).toMatchObject({ state: 'CHANGEABLE', score: 9, comment: 'Quick and clean.' });
      const rows = await backend.deps.db.select().from(surveyAnswers).where(eq(surveyAnswers.workOrderId, orderId));
      expect(rows.map((r) => [r.score, r.comment])).toEqual([[9, 'Quick and clean.']]);
    });

    it('scores from 0 to 10 and comments of up to 500 characters are taken; -1, 11, 9.5 and 501 characters are refused', async () => {
      const { token, orderId } = await delivered();
      for (const score of [-1, 11, 9.5]) {
        const refused = await send(token, { score });
        expect([refused.status, refused.error]).toEqual([
          400,
          { code: 'VALIDATION_FAILED', message: 'score: score must be a whole number from 0 to 10' },
        ]);
      }
      // No score at all: a body the declared input does not allow, sent to be refused.
      expect((await send(token, {} as never)).error?.message).toBe('score: score must be a whole number from 0 to 10');
      const long = await send(token, { score: 5, comment: 'a'.repeat(501) });
      expect([long.status, long.error?.message]).toEqual([400, 'comment: Your comment is longer than 500 characters']);
      expect(await backend.deps.db.select().from(surveyAnswers).where(eq(surveyAnswers.workOrderId, orderId))).toEqual([]);

      expect((await send(token, { score: 0 })).data).toMatchObject({ score: 0, comment: null });
      expect((await send(token, { score: 10, comment: 'a'.repeat(500) })).data).toMatchObject({ score: 10, comment: 'a'.repeat(500) });
      // An empty comment is no comment.
      expect((await send(token, { score: 10, comment: '   ' })).data).toMatchObject({ score: 10, comment: null });
    });

    it('the database holds the same limits: one answer per order, score 0–10, 500 characters', async () => {
      const { orderId } = await delivered();
      const insert = (score: number, comment: string | null = null) =>
        backend.deps.db
          .insert(surveyAnswers)
          .values({ workOrderId: orderId, score, comment, answeredAt: new Date(), updatedAt: new Date() });
      await expect(insert(-1)).rejects.toThrow();
      await expect(insert(11)).rejects.toThrow();
      await expect(insert(7, 'b'.repeat(501))).rejects.toThrow();
      await insert(7, 'b'.repeat(500));
      await expect(insert(8)).rejects.toThrow();
    });

    it('answering again within 7 days replaces the answer; on the 7th day still, a millisecond later no more', async () => {
      const { token, orderId } = await delivered();
      fixed = new Date('2026-12-01T10:00:00+05:30');
      await send(token, { score: 6, comment: 'Slow pick-up' });
      fixed = new Date('2026-12-08T10:00:00+05:30');
      const changed = await send(token, { score: 8, comment: 'They called to explain the delay' });
      expect([changed.status, changed.data]).toEqual([
        200,
        expect.objectContaining({
          state: 'CHANGEABLE',
          score: 8,
          comment: 'They called to explain the delay',
          answered_at: '2026-12-01T10:00:00+05:30',
          updated_at: '2026-12-08T10:00:00+05:30',
          change_until: '2026-12-08T10:00:00+05:30',
        }),
      ]);
      fixed = new Date('2026-12-08T10:00:00.001+05:30');
      const late = await send(token, { score: 10 });
      expect([late.status, late.error]).toEqual([
        409,
        { code: 'SURVEY_CLOSED', message: 'Your answer can no longer be changed: answers can be changed for 7 days' },
      ]);
      expect((await read(token)).data).toMatchObject({ state: 'FINAL', score: 8 });
      const rows = await backend.deps.db.select().from(surveyAnswers).where(eq(surveyAnswers.workOrderId, orderId));
      expect(rows.map((r) => r.score)).toEqual([8]);
    });

    it('a survey nobody answered closes 30 days after delivery', async () => {
      const { token } = await delivered();
      fixed = new Date(Date.now() + 29 * DAY);
      expect((await read(token)).data.state).toBe('OPEN');
      fixed = new Date(Date.now() + 30 * DAY + 60_000);
      expect((await read(token)).data.state).toBe('CLOSED');
      const late = await send(token, { score: 7 });
      expect([late.status, late.error]).toEqual([
        409,
        { code: 'SURVEY_CLOSED', message: 'This survey closed 30 days after your car was delivered' },
      ]);
    });

    it('an unknown, altered or cut token names no survey; nor does the token of a car not delivered', async () => {
      const { token } = await delivered();
      // One character of the order's id changed; and the last character respelled with its two spare bits set
      // (the same 32 bytes, written another way: a token has one spelling only).
      const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const respelled = `${token.slice(0, 42)}${alphabet[alphabet.indexOf(token[42]!) | 3]}`;
      for (const wrong of [altered, respelled, token.slice(0, 40), 'A'.repeat(43), 'not-a-survey']) {
        const unknown = await read(wrong);
        expect([unknown.status, unknown.error]).toEqual([404, { code: 'SURVEY_NOT_FOUND', message: 'This survey link is not valid' }]);
        expect((await send(wrong, { score: 9 })).status).toBe(404);
      }
      const notYet = await declined();
      expect((await read(surveyToken(backend.deps.surveyKey, notYet.orderId))).status).toBe(404);
    });

    it('with TYPEFORM_FORM_URL the link is the Typeform form with the order and the garage as hidden fields', async () => {
      const { orderId } = await delivered();
      const embedded = backend.deps.providers.survey;
      backend.deps.providers.survey = createSurveyProvider(
        { typeformFormUrl: 'https://form.typeform.com/to/abc123' },
        { key: backend.deps.surveyKey, siteOrigin: () => 'http://unused.example' },
      );
      try {
        const link = await askLink(orderId);
        expect([link.status, link.data.survey_url]).toEqual([200, `https://form.typeform.com/to/abc123#order_id=${orderId}&garage=KDG`]);
      } finally {
        backend.deps.providers.survey = embedded;
      }
    });
  });
}

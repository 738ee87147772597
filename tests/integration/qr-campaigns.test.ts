import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';
import { KUDLU_GATE, holdSlot, jsonInit, payFee, swiftId } from '../support/booking-fixtures';
import { THANISANDRA } from '../support/workshop-people';
import { campaignClaims, campaigns } from '@/backend/platform/db/schema';
import type { Actor } from '@/contracts/actor';
import { workshop } from '@/contracts/endpoints';
import type { WorkshopStage } from '@/contracts/vocabulary';
import { apiOf } from '../support/api';

// QR campaigns and rewards on the backend, on each database (docs/decisions/058): staff make campaigns
// for their centres; a scan claims a campaign once per car; a booking carries only the claim's id and
// the server works out the discount from the campaign; each refusal is said in words. The clock is
// fixed at Tuesday 24 Nov 2026, 10:00 IST.
const NOW = new Date('2026-11-24T04:30:00Z');
const ANONYMOUS: Actor = { kind: 'anonymous' };

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`QR campaigns and rewards (${target.name})`, () => {
    let backend: TestBackend;
    let admin: Actor;
    let advisor: Actor;
    let owner: Actor;
    let stranger: Actor;

    const call = async (path: string, init: RequestInit | undefined, actor: Actor) => {
      const response = await backend.call(path, init, actor);
      const body = (await response.json()) as { data?: any; error?: { code: string; message: string } };
      return { status: response.status, data: body.data, error: body.error };
    };
    const campaign = (over: Record<string, unknown>) => ({
      garage_id: KUDLU_GATE,
      source: 'qr_online_campaign',
      color: 'blue',
      title: '20% off your booking fee',
      description: 'Scanned at the centre: 20% off the booking fee, once per car.',
      kind: 'PERCENT',
      value: 20,
      target: 'FEE',
      valid_from: '2026-11-01T00:00:00+05:30',
      valid_until: '2026-12-01T00:00:00+05:30',
      total_limit: 3,
      ...over,
    });
    const create = (body: Record<string, unknown>, actor = admin) => call('/v1/campaign/console', jsonInit('POST', body), actor);
    const validate = (registration: string, color: string, garage = KUDLU_GATE, actor: Actor = ANONYMOUS) =>
      call(
        `/v1/campaign/qr/offer_validation?car_registration_number=${encodeURIComponent(registration)}&utm_medium=qr_online_campaign&garage_id=${garage}&color=${color}`,
        undefined,
        actor,
      );
    const book = async (actor: Actor, registration: string, reward: unknown, service = 'periodic_service') =>
      call(
        '/v1/appointment',
        jsonInit('POST', {
          garage_id: KUDLU_GATE,
          service_type_id: service,
          selection:
            service === 'periodic_service' ? { plan: 'ESSENTIAL' } : service === 'car_spa_and_cleaning' ? { spa: 'FOAM_WASH' } : {},
          vehicle_details: { model_id: await swiftId(backend), fuel_type: 'PETROL', registration_number: registration },
          booking_details: { appointment_fulfillment_type: 'SLOT_BOOKING' },
          reward_details: reward,
        }),
        actor,
      );

    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => NOW });
      const db = backend.deps.db;
      admin = { kind: 'admin', id: (await createTestSession(db, '9812400001', { role: 'ADMIN', name: 'Admin' })).userId };
      const advisorId = (await createTestSession(db, '9812400002', { role: 'ADVISOR', name: 'Advisor', garageIds: [KUDLU_GATE] })).userId;
      advisor = { kind: 'advisor', id: advisorId, garageIds: [KUDLU_GATE] };
      owner = { kind: 'customer', id: (await createTestSession(db, '9812400003', { name: 'Asha Menon' })).userId };
      stranger = { kind: 'customer', id: (await createTestSession(db, '9812400004', { name: 'Other Person' })).userId };
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('an advisor makes campaigns for their own centre only; an admin for any', async () => {
      const own = await create(campaign({ code: 'advisor-blue' }), advisor);
      expect([own.status, own.data.garage_name, own.data.reward_rule, own.data.claimed, own.data.total_limit]).toEqual([
        201,
        'Service Centre Kudlu Gate',
        '20% off the booking fee',
        0,
        3,
      ]);
      expect(own.data.address).toContain(
        `/service-centre/qr-campaign?utm_medium=qr_online_campaign&garageId=${KUDLU_GATE}&color=blue&utm_campaign=advisor-blue`,
      );
      const elsewhere = await create(campaign({ code: 'advisor-other', garage_id: THANISANDRA }), advisor);
      expect([elsewhere.status, elsewhere.error?.code, elsewhere.error?.message]).toEqual([
        403,
        'FORBIDDEN',
        'You can make campaigns only for your own service centres',
      ]);
      const byAdmin = await create(campaign({ code: 'admin-thanisandra', garage_id: THANISANDRA, color: 'orange' }));
      expect(byAdmin.status).toBe(201);
      const advisorsList = await call('/v1/campaign/console', undefined, advisor);
      expect(advisorsList.data.campaigns.map((c: { code: string }) => c.code)).not.toContain('admin-thanisandra');
      expect(advisorsList.data.campaigns.map((c: { code: string }) => c.code)).toContain('advisor-blue');
      const adminsList = await call('/v1/campaign/console', undefined, admin);
      expect(adminsList.data.campaigns.map((c: { code: string }) => c.code)).toEqual(
        expect.arrayContaining(['admin-thanisandra', 'advisor-blue']),
      );
      const customer = await call('/v1/campaign/console', undefined, owner);
      expect(customer.status).toBe(403);
      const again = await create(campaign({ code: 'advisor-blue' }));
      expect([again.status, again.error?.message]).toEqual([400, 'code: A campaign called advisor-blue exists already']);
    });

    it('a scan shows the offer and the running colours; no campaign answers null', async () => {
      const colors = await call('/v1/campaign/qr/colors?utm_medium=qr_online_campaign', undefined, ANONYMOUS);
      expect(colors.data.colors).toEqual(expect.arrayContaining([{ color: 'blue', garage_id: KUDLU_GATE, code: 'advisor-blue' }]));
      const offer = await call(`/v1/campaign/qr/?utm_medium=qr_online_campaign&garage_id=${KUDLU_GATE}&color=blue`, undefined, ANONYMOUS);
      expect([offer.status, offer.data.title, offer.data.reward_value, offer.data.reward_rule, offer.data.garage_name]).toEqual([
        200,
        '20% off your booking fee',
        '20%',
        '20% off the booking fee',
        'Service Centre Kudlu Gate',
      ]);
      const none = await call(`/v1/campaign/qr/?utm_medium=qr_online_campaign&garage_id=${KUDLU_GATE}&color=purple`, undefined, ANONYMOUS);
      expect([none.status, none.data]).toEqual([200, null]);
    });

    it('each refusal of a campaign says why, word for word', async () => {
      await create(
        campaign({ code: 'ended', color: 'grey', valid_from: '2026-10-01T00:00:00+05:30', valid_until: '2026-11-20T00:00:00+05:30' }),
      );
      await create(
        campaign({ code: 'later', color: 'pink', valid_from: '2026-12-01T00:00:00+05:30', valid_until: '2027-01-01T00:00:00+05:30' }),
      );
      await create(campaign({ code: 'only-one', color: 'yellow', total_limit: 1 }));
      const words = async (registration: string, color: string, garage = KUDLU_GATE) => {
        const r = await validate(registration, color, garage);
        return r.data.valid ? 'valid' : r.data.message;
      };
      expect(await words('KA01AB1111', 'grey')).toBe('This offer ended on 19th Nov 2026');
      expect(await words('KA01AB1111', 'pink')).toBe('This offer starts on 1st Dec 2026');
      expect(await words('KA01AB1111', 'yellow')).toBe('valid');
      expect(await words('KA01AB2222', 'yellow')).toBe('This offer has been fully claimed');
      expect(await words('KA01AB1111', 'yellow')).toBe('valid');
      expect(await words('KA01AB3333', 'blue', THANISANDRA)).toBe('This offer is for Service Centre Kudlu Gate only');
      expect(await words('KA01AB3333', 'purple')).toBe('This offer is not available');
      expect(await words('NOT A NUMBER', 'blue')).toBe('Enter a valid registration number, like KA 05 MN 1234');
    });

    it('a scan to a paid booking: the fee loses 20% (₹40 of ₹199) on the server, the receipt shows it, and the car cannot claim again', async () => {
      const claim = await validate('KA 05 MN 1234', 'blue', KUDLU_GATE, owner);
      expect([claim.data.valid, claim.data.reward_title, claim.data.reward_value, claim.data.registration_number]).toEqual([
        true,
        '20% off your booking fee',
        '20%',
        'KA05MN1234',
      ]);
      const again = await validate('ka-05-mn-1234', 'blue');
      expect(again.data.claim_id).toBe(claim.data.claim_id);

      const created = await book(owner, 'KA05MN1234', { claim_id: claim.data.claim_id });
      expect([created.status, created.data.reward_details]).toEqual([201, { claim_id: claim.data.claim_id }]);
      const id = created.data.appointment_id;
      const amount = await call(
        `/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=periodic_service&appointment_id=${id}`,
        undefined,
        owner,
      );
      expect([amount.data.amount_paise, amount.data.amount_due_paise, amount.data.reward.message]).toEqual([
        19_900,
        15_900,
        '₹40 off the booking fee (20% off your booking fee)',
      ]);
      await holdSlot(backend, owner, id);
      await payFee(backend, owner, id);
      const receipt = await call(`/v1/appointment/${id}/receipt`, undefined, owner);
      expect([receipt.data.receipt_voucher.total_paise, receipt.data.reward, receipt.data.coupon]).toEqual([
        15_900,
        { title: '20% off your booking fee', discount_paise: 4_000 },
        null,
      ]);
      const twice = await validate('KA05MN1234', 'blue');
      expect(twice.data).toEqual({ valid: false, message: 'KA 05 MN 1234 has already used this offer' });
      const [row] = await backend.deps.db.select().from(campaignClaims).where(eq(campaignClaims.id, claim.data.claim_id));
      expect([row!.appointmentId, row!.feeDiscountPaise]).toEqual([id, 4_000]);

      // Cancelled, the booking gives the reward back to the car.
      const cancelled = await call(`/v1/appointment/${id}`, jsonInit('DELETE', { reason: 'Plans changed' }), owner);
      expect(cancelled.status).toBe(200);
      await backend.manualJobs.runReactions();
      const back = await validate('KA05MN1234', 'blue');
      expect([back.data.valid, back.data.claim_id]).toEqual([true, claim.data.claim_id]);
    });

    it('a forged reward_details is refused: an unknown claim, tampered fields, someone else’s claim, another car or service type', async () => {
      const claim = await validate('KA05MN5678', 'blue', KUDLU_GATE, owner);
      const refusal = async (actor: Actor, registration: string, reward: unknown, service?: string) => {
        const r = await book(actor, registration, reward, service);
        return [r.status, r.error?.code, r.error?.message];
      };
      expect(await refusal(owner, 'KA05MN5678', { claim_id: '00000000-0000-4000-8000-000000000000' })).toEqual([
        409,
        'REWARD_REFUSED',
        'This reward is not valid',
      ]);
      expect(await refusal(owner, 'KA05MN5678', { claim_id: claim.data.claim_id, reward_value: '90%' })).toEqual([
        409,
        'REWARD_REFUSED',
        'This reward is not valid',
      ]);
      expect(await refusal(stranger, 'KA05MN5678', { claim_id: claim.data.claim_id })).toEqual([
        409,
        'REWARD_REFUSED',
        'This reward is not valid',
      ]);
      expect(await refusal(owner, 'KA05MN9999', { claim_id: claim.data.claim_id })).toEqual([
        409,
        'REWARD_REFUSED',
        'This reward was claimed for KA 05 MN 5678: book that car to use it',
      ]);
      await create(campaign({ code: 'periodic-only', color: 'teal', service_types: ['periodic_service'] }));
      const periodic = await validate('KA05MN5678', 'teal', KUDLU_GATE, owner);
      expect(await refusal(owner, 'KA05MN5678', { claim_id: periodic.data.claim_id }, 'not_sure_about_issue')).toEqual([
        409,
        'REWARD_REFUSED',
        'This reward is for Periodic service only',
      ]);
    });

    it('a reward that does not combine refuses a coupon in words; one on the bill is quoted off the estimate in whole rupees', async () => {
      await create(
        campaign({ code: 'bill-300', color: 'brown', title: '₹300 off your service', kind: 'FLAT', value: 300, target: 'SERVICE' }),
      );
      const claim = await validate('KA05MN4321', 'brown', KUDLU_GATE, owner);
      const created = await book(owner, 'KA05MN4321', { claim_id: claim.data.claim_id });
      const id = created.data.appointment_id;
      const amount = await call(
        `/v1/appointment/booking-amount?garage_id=${KUDLU_GATE}&service_type=periodic_service&appointment_id=${id}&coupon_code=FIRST50`,
        undefined,
        owner,
      );
      expect([amount.data.amount_due_paise, amount.data.coupon, amount.data.reward.discount_paise, amount.data.reward.message]).toEqual([
        19_900,
        {
          code: 'FIRST50',
          applied: false,
          message: "This coupon cannot be used with your reward '₹300 off your service'",
          target: null,
          discount_paise: 0,
        },
        30_000,
        '₹300 off your service bill at the garage (₹300 off your service)',
      ]);
    });

    it('check-in finds another car than the one that claimed a reward on the bill: the reward is dropped, and the timeline says why', async () => {
      await create(
        campaign({ code: 'bill-200', color: 'olive', title: '₹200 off your service', kind: 'FLAT', value: 200, target: 'SERVICE' }),
      );
      const claim = await validate('KA05MN2468', 'olive', KUDLU_GATE, owner);
      const created = await book(owner, 'KA05MN2468', { claim_id: claim.data.claim_id });
      const id = created.data.appointment_id;
      await holdSlot(backend, owner, id);
      await payFee(backend, owner, id);
      const { rewardOnBill } = await import('@/backend/campaigns');
      expect(await rewardOnBill(backend.deps.db, id)).toEqual({ discountPaise: 20_000, droppedReason: null });
      const checkedIn = await call(
        '/v1/garage/timeline',
        jsonInit('POST', { request_id: 'reward-check-in-1', appointment_id: id, registration_number: 'KA 01 AB 9999' }),
        advisor,
      );
      expect(checkedIn.status).toBe(201);
      const reason = 'The reward is not applied: it was claimed for KA 05 MN 2468, and the car checked in is KA 01 AB 9999';
      expect(JSON.stringify(checkedIn.data)).toContain(reason);
      expect(await rewardOnBill(backend.deps.db, id)).toEqual({ discountPaise: 0, droppedReason: reason });
      const view = await call(`/v1/appointment/${id}`, undefined, owner);
      expect([view.data.payment_details.reward.applied, view.data.payment_details.reward.message]).toEqual([false, reason]);
    });

    it('a reward on the bill is taken off the final bill with the service: ₹2,799 less ₹250, the ₹199 fee adjusted', async () => {
      await create(
        campaign({ code: 'bill-250', color: 'maroon', title: '₹250 off your service', kind: 'FLAT', value: 250, target: 'SERVICE' }),
      );
      const claim = await validate('KA05MN1357', 'maroon', KUDLU_GATE, owner);
      const id = (await book(owner, 'KA05MN1357', { claim_id: claim.data.claim_id })).data.appointment_id;
      await holdSlot(backend, owner, id);
      await payFee(backend, owner, id);
      const api = apiOf({ call: (...args) => backend.call(...args) });
      const orderId = (
        await api(workshop.checkIn, { request_id: 'reward-bill-1', appointment_id: id, registration_number: 'KA05MN1357' }, advisor)
      ).data.order_id;
      const move = (stage: WorkshopStage) => api(workshop.advanceStage, { id: orderId, stage }, advisor);
      await move('SURVEY');
      const sent = await move('ESTIMATE_APPROVAL_PENDING');
      expect([sent.status, sent.error?.message]).toEqual([200, undefined]);
      // Only the booked plan is on the estimate: nothing waits for the customer's answer.
      const repair = await move('REPAIR_IN_PROGRESS');
      expect([repair.status, repair.error?.message]).toEqual([200, undefined]);
      await move('QUALITY_CHECK');
      for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'])
        await api(workshop.recordQc, { id: orderId, item, passed: true }, advisor);
      const billed = await move('PAYMENT_PENDING');
      expect(billed.data.bill).toMatchObject({
        discount_paise: 25_000,
        total_paise: 254_900,
        fee_credit_paise: 19_900,
        due_paise: 235_000,
      });
    });

    it.runIf(target.name === 'postgres')(
      '50 claims of one car at once make one claim, and of 50 bookings asking for it at once one gets it',
      async () => {
        await create(campaign({ code: 'rush', color: 'violet', total_limit: 100 }));
        const answers = await Promise.all(Array.from({ length: 50 }, () => validate('KA09ZZ0001', 'violet')));
        expect(new Set(answers.map((a) => a.data.claim_id)).size).toBe(1);
        const [row] = await backend.deps.db.select().from(campaigns).where(eq(campaigns.code, 'rush'));
        expect(row!.claimedCount).toBe(1);

        const { holdReward } = await import('@/backend/campaigns');
        const ids: string[] = [];
        for (let i = 0; i < 50; i++) {
          const person: Actor = { kind: 'customer', id: (await createTestSession(backend.deps.db, String(9812500000 + i))).userId };
          const r = await book(person, `KA09ZY${String(1000 + i)}`, undefined);
          ids.push(r.data.appointment_id);
        }
        const claimId = answers[0]!.data.claim_id;
        const held = await Promise.all(
          ids.map((id) => holdReward(backend.deps.db, claimId, id, { feeDiscountPaise: 4_000, billDiscountPaise: 0 }, NOW)),
        );
        expect(held.filter(Boolean).length).toBe(1);
      },
    );
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { latestCode, post, startAttempt } from '../support/sign-in';
import { createTestSession } from '../support/sessions';
import { appointments, notifyRequests, outbox, payments, refunds, sessions, signInAttempts, users } from '@/backend/platform/db/schema';
import type { Actor } from '@/contracts/actor';
import { accounts } from '@/contracts/endpoints';
import { apiOf } from '../support/api';

const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`changing the number and deleting the account on ${target.name}`, () => {
    let backend: TestBackend;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const resolve = (token: string) => api(accounts.resolveSession, { token });
    const changePhone = (phoneNumber: string, actor: Actor) => api(accounts.changePhoneStart, { phoneNumber }, actor);
    const verifyChange = (attemptId: string, code: string, actor: Actor) => api(accounts.changePhoneVerify, { attemptId, code }, actor);
    const erase = (phoneNumber: string, actor: Actor) => api(accounts.eraseAccount, { phoneNumber }, actor);
    const actorFor = async (token: string): Promise<Actor> => (await resolve(token)).data.actor;
    /** An appointment row of this person at Kudlu Gate, written directly (its status and dates as given). */
    const appointmentOf = (userId: string, phone: string, name: string) =>
      ({
        garageId: KUDLU_GATE,
        userId,
        serviceType: 'PERIODIC_MAINTENANCE',
        serviceTypeId: 'periodic_service',
        pincode: '560068',
        source: 'test',
        customerDetails: { full_name: name, phone_number: phone },
      }) as const;
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('moves the account to a new number proved by its code; other devices are signed out and the old number is told', async () => {
      const here = await createTestSession(backend.deps.db, '9456000001', { name: 'Kiran Rao' });
      const elsewhere = await createTestSession(backend.deps.db, '9456000001');
      const actor = await actorFor(here.token);
      const started = await changePhone('9456000002', actor);
      expect([started.status, started.data.maskedPhone]).toEqual([200, '94•••••002']);
      const code = await latestCode(backend.deps.db, '9456000002');
      const changed = await verifyChange(started.data.attemptId, code, actor);
      expect(changed).toEqual({ status: 200, data: { phoneNumber: '9456000002' } });
      const [user] = await backend.deps.db.select().from(users).where(eq(users.id, here.userId));
      expect([user!.phoneNumber, user!.fullName]).toEqual(['9456000002', 'Kiran Rao']);
      expect((await resolve(here.token)).status).toBe(200);
      expect((await resolve(elsewhere.token)).status).toBe(401);
      const [notice] = await backend.deps.db.select().from(outbox).where(eq(outbox.recipient, '9456000001'));
      expect([notice!.template, notice!.body]).toEqual([
        'PHONE_CHANGED',
        'The mobile number of your Service Centre account was changed to 94•••••002. If this was not you, call 1800 266 0101.',
      ]);
      // The approved template's one variable: the new number's last three digits.
      expect(notice!.payload).toEqual({ number: '002' });
    });

    it('refuses the account’s own number', async () => {
      const mine = await createTestSession(backend.deps.db, '9456000011');
      const same = await changePhone('9456000011', await actorFor(mine.token));
      expect([same.status, same.error]).toEqual([400, { code: 'VALIDATION_FAILED', message: 'phoneNumber: This is already your number' }]);
      expect(await backend.deps.db.select().from(signInAttempts).where(eq(signInAttempts.phoneNumber, '9456000011'))).toEqual([]);
    });

    // Issue 29, finding 4: the start of a change told whether a number had an account (409 against 200).
    it('answers alike for a number that has an account and one that has none: a code is sent to each', async () => {
      const actor = await actorFor((await createTestSession(backend.deps.db, '9456000081')).token);
      await createTestSession(backend.deps.db, '9456000082', { name: 'Meera Iyer' });
      const taken = await changePhone('9456000082', actor);
      const free = await changePhone('9456000083', actor);
      const shape = (answer: typeof taken) => [
        answer.status,
        Object.keys(answer.data ?? {}).sort(),
        answer.data?.expiresInSeconds,
        answer.data?.attemptId,
      ];
      expect(shape(taken)).toEqual([200, ['attemptId', 'expiresInSeconds', 'maskedPhone'], 300, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
      expect(shape(free)).toEqual([200, ['attemptId', 'expiresInSeconds', 'maskedPhone'], 300, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
      expect([taken.data.maskedPhone, free.data.maskedPhone]).toEqual(['94•••••082', '94•••••083']);
      // The same work for both: one attempt and one code SMS each.
      for (const phone of ['9456000082', '9456000083']) {
        const sent = await backend.deps.db.select().from(outbox).where(eq(outbox.recipient, phone));
        expect([
          phone,
          sent.map((m) => m.template),
          (await backend.deps.db.select().from(signInAttempts).where(eq(signInAttempts.phoneNumber, phone))).length,
        ]).toEqual([phone, ['SIGN_IN_CODE'], 1]);
      }
    });

    it('tells of another account only once the new number’s code is proven, and then changes nothing', async () => {
      const here = await createTestSession(backend.deps.db, '9456000091');
      const elsewhere = await createTestSession(backend.deps.db, '9456000091');
      const owner = await createTestSession(backend.deps.db, '9456000092', { name: 'Meera Iyer' });
      const actor = await actorFor(here.token);
      const started = await changePhone('9456000092', actor);
      const code = await latestCode(backend.deps.db, '9456000092');
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      // A wrong code is answered as for any number.
      const wrong = await verifyChange(started.data.attemptId, wrongCode, actor);
      expect([wrong.status, wrong.error]).toEqual([400, { code: 'CODE_INCORRECT', message: 'That code is not right. 2 tries left.' }]);
      const right = await verifyChange(started.data.attemptId, code, actor);
      expect([right.status, right.error]).toEqual([
        409,
        {
          code: 'PHONE_TAKEN',
          message:
            '+91 94560 00092 already has its own Service Centre account, so your number was not changed. Sign in with that number to use that account, or choose another number.',
        },
      ]);
      const [me] = await backend.deps.db.select().from(users).where(eq(users.id, here.userId));
      const [them] = await backend.deps.db.select().from(users).where(eq(users.id, owner.userId));
      expect([me!.phoneNumber, them!.phoneNumber, them!.fullName]).toEqual(['9456000091', '9456000092', 'Meera Iyer']);
      expect((await resolve(elsewhere.token)).status).toBe(200);
      expect((await backend.deps.db.select().from(outbox).where(eq(outbox.recipient, '9456000091'))).map((m) => m.template)).toEqual([]);
      // The code is spent: sending it again is refused as any used code.
      const again = await verifyChange(started.data.attemptId, code, actor);
      expect([again.status, again.error?.code]).toEqual([400, 'CODE_EXPIRED']);
    });

    it('limits codes for a change per account (3 in 15 minutes) and per new number, shared with sign-in (3 in 15 minutes)', async () => {
      const [a, b, c, d] = await Promise.all(
        ['9456000101', '9456000102', '9456000103', '9456000104'].map(async (phone) =>
          actorFor((await createTestSession(backend.deps.db, phone)).token),
        ),
      );
      const ask = async (actor: Actor, phoneNumber: string) => {
        const answer = await changePhone(phoneNumber, actor);
        return answer.status === 200 ? 200 : [answer.status, answer.error?.code, answer.error?.message];
      };
      expect([await ask(a!, '9456000111'), await ask(a!, '9456000112'), await ask(a!, '9456000113')]).toEqual([200, 200, 200]);
      expect(await ask(a!, '9456000114')).toEqual([
        429,
        'RATE_LIMITED',
        'Too many number changes asked for from this account. Try again in 15 minutes.',
      ]);
      // The refused ask sent nothing, and another account may still ask for that number.
      expect(await backend.deps.db.select().from(outbox).where(eq(outbox.recipient, '9456000114'))).toEqual([]);
      expect(await ask(b!, '9456000114')).toEqual(200);
      // Per number, whoever asks: 9456000111 had one code; two more, then none, for a change or a sign-in.
      expect([await ask(b!, '9456000111'), await ask(c!, '9456000111')]).toEqual([200, 200]);
      expect(await ask(d!, '9456000111')).toEqual([429, 'RATE_LIMITED', 'Too many codes asked for this number. Try again in 15 minutes.']);
      expect((await api(accounts.signInStart, { phoneNumber: '9456000111' })).status).toBe(429);
      expect((await backend.deps.db.select().from(outbox).where(eq(outbox.recipient, '9456000111'))).length).toBe(3);
    });

    it('asks a session whose person is gone (erased meanwhile) to sign in again', async () => {
      const ghost = {
        kind: 'customer',
        id: '0b7e1c5a-2f4d-4e6b-9a8c-1d2e3f4a5b6d',
        sessionId: '7c9e6679-7425-40de-944b-e07fc1f90ae8',
      } as Actor;
      for (const [path, request] of [
        ['/v1/garage/users/me/phone', () => changePhone('9456000099', ghost)],
        ['/v1/garage/users/me/delete', () => erase('9456000099', ghost)],
      ] as const) {
        const refused = await request();
        expect([path, refused.status, refused.error]).toEqual([path, 401, { code: 'UNAUTHORIZED', message: 'Sign in to continue' }]);
      }
    });

    it('staff change their accounts through an admin', async () => {
      const advisor = await createTestSession(backend.deps.db, '9456000021', { role: 'ADVISOR', garageIds: [KUDLU_GATE] });
      const refused = await changePhone('9456000022', await actorFor(advisor.token));
      expect([refused.status, refused.error]).toEqual([403, { code: 'STAFF_ACCOUNT', message: 'Staff accounts are changed by an admin' }]);
    });

    it('deletes the account only when its own number is typed', async () => {
      const session = await createTestSession(backend.deps.db, '9456000031');
      const wrong = await erase('9456000030', await actorFor(session.token));
      expect([wrong.status, wrong.error]).toEqual([
        400,
        { code: 'CONFIRMATION_MISMATCH', message: 'Type your own mobile number to confirm' },
      ]);
      expect(await backend.deps.db.select().from(users).where(eq(users.id, session.userId))).toHaveLength(1);
    });

    it('erases the person and what is theirs, and keeps a paid booking for tax without the person', async () => {
      const phone = '9456000041';
      await startAttempt(backend, phone);
      const session = await createTestSession(backend.deps.db, phone, { name: 'Dev Mehta' });
      await backend.deps.db.insert(notifyRequests).values({ contact: phone, contactKind: 'PHONE', city: 'Pune' });
      const base = appointmentOf(session.userId, phone, 'Dev Mehta');
      // A booking whose slot day is past (nothing left to cancel) and whose fee was paid: a tax record.
      const [paid] = await backend.deps.db
        .insert(appointments)
        .values({
          ...base,
          vehicleKey: 'reg:KA01AA0001',
          status: 'SCHEDULED',
          pickupAddress: { line: '12 MG Road' },
          appointmentDate: '2026-11-01',
          slotStart: '10:00:00',
        })
        .returning();
      const [unpaid] = await backend.deps.db
        .insert(appointments)
        .values({ ...base, vehicleKey: 'reg:KA01AA0002', status: 'PAYMENT_FAILED' })
        .returning();
      await backend.deps.db.insert(payments).values([
        {
          appointmentId: paid!.id,
          amountPaise: 19_900,
          feePaise: 19_900,
          status: 'CONFIRMED',
          provider: 'sandbox',
          capturedAt: new Date('2026-11-20T10:00:00Z'),
        },
        { appointmentId: unpaid!.id, amountPaise: 19_900, feePaise: 19_900, status: 'FAILED', provider: 'sandbox' },
      ]);
      const deleted = await erase(phone, await actorFor(session.token));
      expect(deleted).toEqual({ status: 200, data: { keptForTax: 1 } });
      expect(await backend.deps.db.select().from(users).where(eq(users.phoneNumber, phone))).toEqual([]);
      expect(await backend.deps.db.select().from(sessions).where(eq(sessions.userId, session.userId))).toEqual([]);
      expect(await backend.deps.db.select().from(notifyRequests).where(eq(notifyRequests.contact, phone))).toEqual([]);
      expect(await backend.deps.db.select().from(signInAttempts).where(eq(signInAttempts.phoneNumber, phone))).toEqual([]);
      expect(await backend.deps.db.select().from(outbox).where(eq(outbox.recipient, phone))).toEqual([]);
      const [kept] = await backend.deps.db.select().from(appointments).where(eq(appointments.id, paid!.id));
      expect([kept!.userId, kept!.customerDetails, kept!.pickupAddress, kept!.status]).toEqual([null, {}, null, 'SCHEDULED']);
      expect(await backend.deps.db.select().from(appointments).where(eq(appointments.id, unpaid!.id))).toEqual([]);
      expect((await backend.deps.db.select().from(payments).where(eq(payments.appointmentId, paid!.id))).map((p) => p.amountPaise)).toEqual(
        [19_900],
      );
      expect((await resolve(session.token)).status).toBe(401);
    });

    it('cancels a booking still ahead before erasing (its fee refunded, "account deleted"), and refuses while a car is checked in', async () => {
      const phone = '9456000051';
      const session = await createTestSession(backend.deps.db, phone, { name: 'Ira Sen' });
      const [ahead] = await backend.deps.db
        .insert(appointments)
        .values({
          ...appointmentOf(session.userId, phone, 'Ira Sen'),
          vehicleKey: 'reg:KA01AA0051',
          status: 'SCHEDULED',
          appointmentDate: '2027-01-15',
          slotStart: '10:00:00',
        })
        .returning();
      const [fee] = await backend.deps.db
        .insert(payments)
        .values({
          appointmentId: ahead!.id,
          amountPaise: 19_900,
          feePaise: 19_900,
          status: 'CONFIRMED',
          provider: 'sandbox',
          providerPaymentId: 'pay_sandbox_51',
          capturedAt: new Date('2026-11-20T10:00:00Z'),
        })
        .returning();
      const deleted = await erase(phone, await actorFor(session.token));
      expect(deleted).toEqual({ status: 200, data: { keptForTax: 1 } });
      const [kept] = await backend.deps.db.select().from(appointments).where(eq(appointments.id, ahead!.id));
      expect([kept!.status, kept!.cancelReason]).toEqual(['CANCELLED', 'account deleted']);
      expect(
        (await backend.deps.db.select().from(refunds).where(eq(refunds.paymentId, fee!.id))).map((r) => [r.amountPaise, r.reason]),
      ).toEqual([[19_900, 'account deleted']]);

      // A car checked in: nothing is erased or cancelled.
      const withCar = '9456000052';
      const other = await createTestSession(backend.deps.db, withCar, { name: 'Om Rao' });
      const [atGarage] = await backend.deps.db
        .insert(appointments)
        .values({
          ...appointmentOf(other.userId, withCar, 'Om Rao'),
          vehicleKey: 'reg:KA01AA0052',
          status: 'SCHEDULED',
          appointmentDate: '2027-01-15',
          slotStart: '12:00:00',
          checkedInAt: new Date(),
        })
        .returning();
      const refused = await erase(withCar, await actorFor(other.token));
      expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([
        409,
        'CANCEL_NOT_ALLOWED',
        'Your car is with the garage: delete your account once it is delivered',
      ]);
      expect((await backend.deps.db.select().from(appointments).where(eq(appointments.id, atGarage!.id)))[0]!.status).toBe('SCHEDULED');
      expect(await backend.deps.db.select().from(users).where(eq(users.phoneNumber, withCar))).toHaveLength(1);
    });

    it('refuses while a pick-up is under way or a payment is still being decided, saying which', async () => {
      const refusalFor = async (phone: string, row: Partial<typeof appointments.$inferInsert>) => {
        const session = await createTestSession(backend.deps.db, phone, { name: 'Uma Das' });
        const [a] = await backend.deps.db
          .insert(appointments)
          .values({ ...appointmentOf(session.userId, phone, 'Uma Das'), vehicleKey: `reg:KA01AA${phone.slice(-4)}`, ...row })
          .returning();
        const refused = await erase(phone, await actorFor(session.token));
        const [still] = await backend.deps.db.select().from(appointments).where(eq(appointments.id, a!.id));
        return [
          refused.status,
          refused.error?.code,
          refused.error?.message,
          still?.status,
          (await backend.deps.db.select().from(users).where(eq(users.id, session.userId))).length,
        ];
      };
      expect(
        await refusalFor('9456000061', {
          status: 'SCHEDULED',
          appointmentDate: '2027-01-15',
          slotStart: '10:00:00',
          pickupStartedAt: new Date(),
        }),
      ).toEqual([
        409,
        'CANCEL_NOT_ALLOWED',
        'The pick-up of your car is under way: delete your account once it is delivered',
        'SCHEDULED',
        1,
      ]);
      // The gateway may still capture the fee: erasing now would lose the record of that money.
      expect(await refusalFor('9456000062', { status: 'PAYMENT_IN_PROGRESS' })).toEqual([
        409,
        'CANCEL_NOT_ALLOWED',
        'Your payment is still being confirmed: delete your account once it is settled, in a few minutes',
        'PAYMENT_IN_PROGRESS',
        1,
      ]);
      // Once the gateway has said no, the same booking is erased with the account.
      const phone = '9456000063';
      const session = await createTestSession(backend.deps.db, phone);
      const [failed] = await backend.deps.db
        .insert(appointments)
        .values({ ...appointmentOf(session.userId, phone, 'Uma Das'), vehicleKey: 'reg:KA01AA0063', status: 'PAYMENT_FAILED' })
        .returning();
      const erased = await erase(phone, await actorFor(session.token));
      expect({ data: erased.data, error: erased.error }).toEqual({ data: { keptForTax: 0 } });
      expect(await backend.deps.db.select().from(appointments).where(eq(appointments.id, failed!.id))).toEqual([]);
    });

    it('answers 401 to a visitor on every account change', async () => {
      // Raw: an empty body, which none of these endpoints' declared inputs allow.
      for (const path of ['/v1/garage/users/me/phone', '/v1/garage/users/me/phone/verify', '/v1/garage/users/me/delete']) {
        expect((await backend.call(path, post({}))).status).toBe(401);
      }
    });
  });

  describe.skipIf(!target.available)(`deleting an account at its booking's slot time on ${target.name}`, () => {
    let backend: TestBackend;
    let now = new Date('2026-11-20T04:30:00.000Z');
    const api = apiOf({ call: (...args) => backend.call(...args) });
    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => now });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    /** A paid booking of a new account for Friday 20 Nov 2026, 10:00 IST (04:30 UTC), or for no slot yet; the account deleted at `at`. */
    async function deleteAt(at: string, phone: string, slot: { appointmentDate: string; slotStart: string } | null) {
      now = new Date(at);
      const session = await createTestSession(backend.deps.db, phone, { name: 'Ravi Nair' });
      const [a] = await backend.deps.db
        .insert(appointments)
        .values({
          garageId: KUDLU_GATE,
          userId: session.userId,
          serviceType: 'PERIODIC_MAINTENANCE',
          serviceTypeId: 'periodic_service',
          pincode: '560068',
          source: 'test',
          customerDetails: { full_name: 'Ravi Nair', phone_number: phone },
          vehicleKey: `reg:KA01AB${phone.slice(-4)}`,
          status: slot ? 'SCHEDULED' : 'PAYMENT_CONFIRMED',
          ...slot,
        })
        .returning();
      await backend.deps.db.insert(payments).values({
        appointmentId: a!.id,
        amountPaise: 19_900,
        feePaise: 19_900,
        status: 'CONFIRMED',
        provider: 'sandbox',
        providerPaymentId: `pay_sandbox_${phone}`,
        capturedAt: new Date('2026-11-19T10:00:00Z'),
      });
      const r = await api(accounts.eraseAccount, { phoneNumber: phone }, { kind: 'customer', id: session.userId });
      expect(r.status).toBe(200);
      const [kept] = await backend.deps.db.select().from(appointments).where(eq(appointments.id, a!.id));
      return [
        kept!.status,
        kept!.cancelReason,
        (await backend.deps.db.select().from(refunds).where(eq(refunds.appointmentId, a!.id))).length,
      ];
    }
    const FRIDAY_10 = { appointmentDate: '2026-11-20', slotStart: '10:00:00' };

    it('leaves a booking whose slot has started as it was (the visit took place or was missed), and cancels one a millisecond before', async () => {
      expect(await deleteAt('2026-11-20T04:30:00.000Z', '9456000071', FRIDAY_10)).toEqual(['SCHEDULED', null, 0]);
      expect(await deleteAt('2026-11-20T04:29:59.999Z', '9456000072', FRIDAY_10)).toEqual(['CANCELLED', 'account deleted', 1]);
    });

    it('cancels and refunds a paid booking with no slot chosen yet', async () => {
      expect(await deleteAt('2026-11-20T04:30:00.000Z', '9456000073', null)).toEqual(['CANCELLED', 'account deleted', 1]);
    });
  });
}

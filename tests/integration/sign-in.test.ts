import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { latestCode, post, startAttempt } from '../support/sign-in';
import { outbox, sessions, signInAttempts, users } from '@/backend/platform/db/schema';
import { createRateLimits, RATE_LIMIT_RULES } from '@/runtime/rate-limit';
import { createLogger } from '@/runtime/logger';
import type { Actor } from '@/contracts/actor';
import { accounts } from '@/contracts/endpoints';
import { apiOf } from '../support/api';

// Seed (README "Demo data"): Asha Rao 9876543210 holds policy SC-MOTOR-000101 (PH); Ravi Kumar
// 9000000001 advises at Kudlu Gate (4b1d…1001); Meera Iyer 9000000002 is an admin. Lifetimes typed
// from the decision record: customers 90 days at most (7 776 000 s), staff 24 hours (86 400 s).
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`signing in with a phone number and a code on ${target.name}`, () => {
    let backend: TestBackend;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const verify = (attemptId: string, code: string, actor?: Actor) => api(accounts.verifySignIn, { attemptId, code }, actor);
    const resolve = (token: string) => api(accounts.resolveSession, { token });
    const signIn = async (phone: string) => {
      const attemptId = await startAttempt(backend, phone);
      const { status, data } = await verify(attemptId, await latestCode(backend.deps.db, phone));
      expect(status).toBe(200);
      return data;
    };
    const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('sends a 6-digit code through the outbox and keeps only its keyed hash', async () => {
      const { status, data } = await api(accounts.signInStart, { phoneNumber: '+91 98765 43210' });
      expect(status).toBe(200);
      expect(data.maskedPhone).toBe('98•••••210');
      expect(data.expiresInSeconds).toBe(300);
      const code = await latestCode(backend.deps.db, '9876543210');
      expect(code).toMatch(/^\d{6}$/);
      const [attempt] = await backend.deps.db.select().from(signInAttempts).where(eq(signInAttempts.id, data.attemptId));
      expect(attempt!.phoneNumber).toBe('9876543210');
      expect(attempt!.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(attempt!.codeHash).not.toContain(code);
      expect(attempt!.codeHash).not.toBe(sha256(code));
      expect(attempt!.codeHash).not.toBe(sha256(`${attempt!.id}:${code}`));
      const seconds = (attempt!.expiresAt.getTime() - attempt!.createdAt.getTime()) / 1000;
      expect(seconds).toBe(300);
      // The SMS: the template's one variable is the code (MSG91 fills its approved template with it),
      // marked secret so its text and variables are erased once sent or expired, and expiring with the code.
      const [sms] = await backend.deps.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, '9876543210'))
        .orderBy(sql`${outbox.createdAt} desc`)
        .limit(1);
      expect([sms!.template, sms!.payload, sms!.sensitive, sms!.expiresAt?.getTime()]).toEqual([
        'SIGN_IN_CODE',
        { code },
        true,
        attempt!.expiresAt.getTime(),
      ]);
    });

    it('signs a policy holder in once with the right code: PH, her name and e-mail, a customer session of 90 days', async () => {
      const attemptId = await startAttempt(backend, '9876543210');
      const code = await latestCode(backend.deps.db, '9876543210');
      const first = await verify(attemptId, code);
      expect(first.status).toBe(200);
      expect(first.data.user).toEqual({
        userName: 'Asha Rao',
        phoneNumber: '9876543210',
        email: 'asha.rao@example.in',
        userType: 'PH',
        role: 'CUSTOMER',
      });
      expect(first.data.maxAgeSeconds).toBe(7_776_000);
      expect(first.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await verify(attemptId, code);
      expect(again.status).toBe(400);
      expect(again.error?.code).toBe('CODE_EXPIRED');
      // The token itself is nowhere in the database; its SHA-256 is.
      const rows = await backend.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(first.data.token)));
      expect(rows).toHaveLength(1);
      const plain = await backend.deps.db.select().from(sessions).where(eq(sessions.tokenHash, first.data.token));
      expect(plain).toHaveLength(0);
      const window = (rows[0]!.absoluteExpiresAt.getTime() - rows[0]!.createdAt.getTime()) / 1000;
      expect(window).toBe(7_776_000);
      expect((rows[0]!.idleExpiresAt.getTime() - rows[0]!.createdAt.getTime()) / 1000).toBe(2_592_000);
    });

    it('answers a number with no policy as NPH, with no name yet', async () => {
      const session = await signIn('9123456780');
      expect(session.user).toEqual({ userName: null, phoneNumber: '9123456780', email: null, userType: 'NPH', role: 'CUSTOMER' });
    });

    it('answers alike whether or not the number has an account', async () => {
      const known = await api(accounts.signInStart, { phoneNumber: '9123456780' });
      const unknown = await api(accounts.signInStart, { phoneNumber: '9123456781' });
      expect(known.status).toBe(unknown.status);
      expect(Object.keys(known.data).sort()).toEqual(Object.keys(unknown.data).sort());
      expect({ ...known.data, attemptId: 'x', maskedPhone: 'x' }).toEqual({ ...unknown.data, attemptId: 'x', maskedPhone: 'x' });
      expect(known.data.maskedPhone).toBe('91•••••780');
      expect(unknown.data.maskedPhone).toBe('91•••••781');
    });

    it('counts wrong codes: 2 tries left, 1 try left, then the code is void, even the right one', async () => {
      const attemptId = await startAttempt(backend, '9811111111');
      const code = await latestCode(backend.deps.db, '9811111111');
      const one = await verify(attemptId, wrong(code));
      expect([one.status, one.error?.code, one.error?.message]).toEqual([400, 'CODE_INCORRECT', 'That code is not right. 2 tries left.']);
      const two = await verify(attemptId, wrong(code));
      expect([two.status, two.error?.code, two.error?.message]).toEqual([400, 'CODE_INCORRECT', 'That code is not right. 1 try left.']);
      const three = await verify(attemptId, wrong(code));
      expect([three.status, three.error?.code]).toEqual([400, 'CODE_EXPIRED']);
      expect(three.error?.message).toBe('That code was wrong three times and no longer works. Ask for a new code.');
      const right = await verify(attemptId, code);
      expect([right.status, right.error?.code]).toEqual([400, 'CODE_EXPIRED']);
    });

    it('binds a code to its attempt: a newer attempt voids the older one, and codes do not cross', async () => {
      const older = await startAttempt(backend, '9822222222');
      const olderCode = await latestCode(backend.deps.db, '9822222222');
      const newer = await startAttempt(backend, '9822222222');
      const newerCode = await latestCode(backend.deps.db, '9822222222');
      if (olderCode !== newerCode) {
        const crossed = await verify(newer, olderCode);
        expect(crossed.error?.code).toBe('CODE_INCORRECT');
      }
      const stale = await verify(older, newerCode);
      expect(stale.error?.code).toBe('CODE_EXPIRED');
      expect((await verify(newer, newerCode)).status).toBe(200);
    });

    it('refuses a code at its 5-minute expiry and accepts it just before', async () => {
      const before = await startAttempt(backend, '9833333333');
      const code = await latestCode(backend.deps.db, '9833333333');
      await backend.deps.db
        .update(signInAttempts)
        .set({ expiresAt: sql`now() + interval '2 seconds'` })
        .where(eq(signInAttempts.id, before));
      expect((await verify(before, code)).status).toBe(200);
      const at = await startAttempt(backend, '9844444444');
      const atCode = await latestCode(backend.deps.db, '9844444444');
      await backend.deps.db.update(signInAttempts).set({ expiresAt: sql`now()` }).where(eq(signInAttempts.id, at));
      expect((await verify(at, atCode)).error?.code).toBe('CODE_EXPIRED');
    });

    it('refuses an unknown attempt with the same message as a spent one', async () => {
      const { status, error } = await verify('7c9e6679-7425-40de-944b-e07fc1f90ae7', '123456');
      expect([status, error?.code, error?.message]).toEqual([400, 'CODE_EXPIRED', 'This code is no longer valid. Ask for a new code.']);
    });

    it('sends at most 3 codes to a phone in 15 minutes', async () => {
      for (let i = 0; i < 3; i++) expect((await api(accounts.signInStart, { phoneNumber: '9855555555' })).status).toBe(200);
      // Raw: the typed client does not hand back the Retry-After header this reads.
      const fourth = await backend.call('/v1/garage/users/sign-in', post({ phoneNumber: '9855555555' }));
      const refused = (await fourth.json()) as { error: { code: string; message: string } };
      expect(fourth.status).toBe(429);
      expect(refused.error.code).toBe('RATE_LIMITED');
      expect(refused.error.message).toBe('Too many codes asked for this number. Try again in 15 minutes.');
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(890);
      // Another number is not affected.
      expect((await api(accounts.signInStart, { phoneNumber: '9855555556' })).status).toBe(200);
    });

    it('resolves a live session to its actor, and nothing else', async () => {
      const session = await signIn('9866666666');
      const resolved = await resolve(session.token);
      expect(resolved.status).toBe(200);
      const [user] = await backend.deps.db.select().from(users).where(eq(users.phoneNumber, '9866666666'));
      expect(resolved.data.actor).toMatchObject({ kind: 'customer', id: user!.id });
      expect((resolved.data.actor as { sessionId?: string }).sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await resolve(`${session.token}x`)).status).toBe(401);
      expect((await resolve(sha256(session.token))).status).toBe(401);
    });

    it('signs an advisor in with a staff session of 24 hours and the garages they work for', async () => {
      const session = await signIn('9000000001');
      expect(session.user).toMatchObject({ userName: 'Ravi Kumar', role: 'ADVISOR', userType: 'NPH' });
      expect(session.maxAgeSeconds).toBe(86_400);
      const resolved = await resolve(session.token);
      expect(resolved.data.actor).toMatchObject({ kind: 'advisor', garageIds: [KUDLU_GATE] });
      expect(resolved.data.userName).toBe('Ravi Kumar');
      const admin = await signIn('9000000002');
      expect((await resolve(admin.token)).data.actor.kind).toBe('admin');
    });

    it('ends a session at its idle expiry and at its absolute expiry', async () => {
      const idle = await signIn('9877777771');
      await backend.deps.db
        .update(sessions)
        .set({ idleExpiresAt: sql`now()` })
        .where(eq(sessions.tokenHash, sha256(idle.token)));
      expect((await resolve(idle.token)).status).toBe(401);
      const absolute = await signIn('9877777772');
      await backend.deps.db
        .update(sessions)
        .set({ absoluteExpiresAt: sql`now()` })
        .where(eq(sessions.tokenHash, sha256(absolute.token)));
      expect((await resolve(absolute.token)).status).toBe(401);
      const live = await signIn('9877777773');
      await backend.deps.db
        .update(sessions)
        .set({ idleExpiresAt: sql`now() + interval '5 seconds'` })
        .where(eq(sessions.tokenHash, sha256(live.token)));
      expect((await resolve(live.token)).status).toBe(200);
    });

    it('moves the idle expiry on when a session is used a minute or more after its last use, not before', async () => {
      const session = await signIn('9877777774');
      const row = async () =>
        (
          await backend.deps.db
            .select()
            .from(sessions)
            .where(eq(sessions.tokenHash, sha256(session.token)))
        )[0]!;
      await backend.deps.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '30 seconds'`, idleExpiresAt: sql`now() + interval '1 day'` })
        .where(eq(sessions.tokenHash, sha256(session.token)));
      const before = (await row()).idleExpiresAt.getTime();
      await resolve(session.token);
      expect((await row()).idleExpiresAt.getTime()).toBe(before);
      await backend.deps.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
        .where(eq(sessions.tokenHash, sha256(session.token)));
      await resolve(session.token);
      const moved = await row();
      // 30 days from now, give or take the test's own seconds.
      expect(Math.round((moved.idleExpiresAt.getTime() - Date.now()) / 86_400_000)).toBe(30);
      expect(Date.now() - moved.lastSeenAt.getTime()).toBeLessThan(60_000);
    });

    it('refuses a deactivated account the right code, saying whom to ask', async () => {
      const phone = '9866666601';
      const [person] = await backend.deps.db
        .insert(users)
        .values({ phoneNumber: phone, fullName: 'Old Advisor', role: 'ADVISOR', deactivatedAt: new Date('2026-11-01T04:30:00Z') })
        .returning();
      const attemptId = await startAttempt(backend, phone);
      const refused = await verify(attemptId, await latestCode(backend.deps.db, phone));
      expect([refused.status, refused.error]).toEqual([
        403,
        { code: 'ACCOUNT_DEACTIVATED', message: 'This account has been deactivated. Ask your garage manager.' },
      ]);
      expect(await backend.deps.db.select().from(sessions).where(eq(sessions.userId, person!.id))).toEqual([]);
    });

    it('answers 401 for a person who no longer exists behind a session actor', async () => {
      const ghost = {
        kind: 'customer',
        id: '0b7e1c5a-2f4d-4e6b-9a8c-1d2e3f4a5b6c',
        sessionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      } as Actor;
      const me = await api(accounts.userDetails, {}, ghost);
      expect([me.status, me.error?.code, me.error?.message]).toEqual([401, 'UNAUTHORIZED', 'Sign in to continue']);
    });

    it('signs out: the session is dead on the server; sign-in with a session open replaces it (a new token)', async () => {
      const first = await signIn('9888888881');
      const actor = (await resolve(first.token)).data.actor as Actor;
      const attemptId = await startAttempt(backend, '9888888881');
      const second = await verify(attemptId, await latestCode(backend.deps.db, '9888888881'), actor);
      expect(second.status).toBe(200);
      expect(second.data.token).not.toBe(first.token);
      expect((await resolve(first.token)).status).toBe(401);
      const secondActor = (await resolve(second.data.token)).data.actor as Actor;
      const out = await api(accounts.endSession, {}, secondActor);
      expect(out.data.ended).toBe(1);
      expect((await resolve(second.data.token)).status).toBe(401);
      expect((await api(accounts.endSession, {})).status).toBe(401);
    });

    it('signs out everywhere: every session of the person ends, no one else’s', async () => {
      const phone = '9899999991';
      const a = await signIn(phone);
      const b = await signIn(phone);
      const other = await signIn('9899999992');
      const actor = (await resolve(a.token)).data.actor as Actor;
      const out = await api(accounts.endAllSessions, {}, actor);
      expect(out.data.ended).toBe(2);
      expect((await resolve(a.token)).status).toBe(401);
      expect((await resolve(b.token)).status).toBe(401);
      expect((await resolve(other.token)).status).toBe(200);
    });

    it('answers get-user-details for the signed-in person and 401 for a visitor', async () => {
      const session = await signIn('9876543210');
      const actor = (await resolve(session.token)).data.actor as Actor;
      const me = await api(accounts.userDetails, {}, actor);
      expect(me.data).toEqual({
        userName: 'Asha Rao',
        phoneNumber: '9876543210',
        email: 'asha.rao@example.in',
        userType: 'PH',
        role: 'CUSTOMER',
      });
      const anonymous = await api(accounts.userDetails, {});
      expect([anonymous.status, anonymous.error?.code]).toEqual([401, 'UNAUTHORIZED']);
    });

    it('shows the outbox with masked numbers while the embedded provider is in use', async () => {
      const { status, data } = await api(accounts.outboxMessages, {});
      expect(status).toBe(200);
      expect(data.provider).toBe('embedded');
      const recipients = data.messages.map((m: { recipient: string }) => m.recipient);
      expect(recipients).toContain('98•••••210');
      expect(recipients.join(' ')).not.toMatch(/\d{10}/);
    });
  });

  describe.skipIf(!target.available)(`the failed-code limit per phone on ${target.name}`, () => {
    let backend: TestBackend;
    beforeAll(async () => {
      const limits = createRateLimits({
        redisKeyPrefix: 'test',
        factor: 1,
        logger: createLogger('silent'),
        rules: { ...RATE_LIMIT_RULES, 'sign-in-phone': { points: 20, durationSeconds: 900, hashKey: true } },
      });
      backend = await startTestBackend(target.name, { limits });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('after 10 wrong codes in an hour, refuses even the right code of a new attempt', async () => {
      const phone = '9700000001';
      const verify = async (attemptId: string, code: string) => {
        const r = await backend.call('/v1/garage/users/sign-in/verify', post({ attemptId, code }));
        return { status: r.status, body: await r.json(), retryAfter: Number(r.headers.get('retry-after')) };
      };
      for (let wrongs = 0; wrongs < 10; ) {
        const attemptId = await startAttempt(backend, phone);
        const code = await latestCode(backend.deps.db, phone);
        for (let i = 0; i < 3 && wrongs < 10; i++, wrongs++) await verify(attemptId, code === '000000' ? '000001' : '000000');
      }
      const attemptId = await startAttempt(backend, phone);
      const refused = await verify(attemptId, await latestCode(backend.deps.db, phone));
      expect([refused.status, refused.body.error.code]).toEqual([429, 'RATE_LIMITED']);
      expect(refused.body.error.message).toBe('Too many wrong codes for this number. Try again in 60 minutes.');
      // The hour runs from the first wrong code, a few seconds ago: Retry-After says when, in seconds.
      expect(refused.retryAfter).toBeGreaterThan(3_500);
      expect(refused.retryAfter).toBeLessThanOrEqual(3_600);
    });

    it('still signs in after 9 wrong codes', async () => {
      const phone = '9700000002';
      for (let wrongs = 0; wrongs < 9; ) {
        const attemptId = await startAttempt(backend, phone);
        const code = await latestCode(backend.deps.db, phone);
        for (let i = 0; i < 3 && wrongs < 9; i++, wrongs++) {
          await backend.call('/v1/garage/users/sign-in/verify', post({ attemptId, code: code === '000000' ? '000001' : '000000' }));
        }
      }
      const attemptId = await startAttempt(backend, phone);
      const r = await backend.call('/v1/garage/users/sign-in/verify', post({ attemptId, code: await latestCode(backend.deps.db, phone) }));
      expect(r.status).toBe(200);
    });
  });
}

// The backend's clock reaches sign-in and sessions too (finding 9): with a moved clock, a code
// expires at five minutes and a customer's session ends when idle too long, as the real time would
// make them. Each test moves one clock the backend was started with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { latestCode, startAttempt } from '../support/sign-in';
import { apiOf } from '../support/api';
import { accounts } from '@/contracts/endpoints';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`sign-in and sessions on the backend's clock (${target.name})`, () => {
    let backend: TestBackend;
    let now = new Date();
    beforeAll(async () => {
      backend = await startTestBackend(target.name, { clock: () => now });
    });
    afterAll(async () => {
      await backend?.stop();
    });
    const api = apiOf({ call: (...args) => backend.call(...args) });

    it('a code is taken four minutes 59 seconds on, and refused as expired at five minutes and a second', async () => {
      now = new Date();
      const early = await startAttempt(backend, '9833300001');
      now = new Date(now.getTime() + 299_000);
      expect((await api(accounts.verifySignIn, { attemptId: early, code: await latestCode(backend.deps.db, '9833300001') })).status).toBe(
        200,
      );
      now = new Date();
      const late = await startAttempt(backend, '9833300002');
      now = new Date(now.getTime() + 301_000);
      const refused = await api(accounts.verifySignIn, {
        attemptId: late,
        code: await latestCode(backend.deps.db, '9833300002'),
      });
      expect([refused.status, refused.error?.code]).toEqual([400, 'CODE_EXPIRED']);
    });

    it("a customer's session is live while used and ends once idle past its lifetime", async () => {
      now = new Date();
      const attemptId = await startAttempt(backend, '9833300003');
      const { data } = await api(accounts.verifySignIn, { attemptId, code: await latestCode(backend.deps.db, '9833300003') });
      const token = data.token;
      expect((await api(accounts.resolveSession, { token })).status).toBe(200);
      // Idle for longer than a customer session's idle lifetime (30 days): ended.
      now = new Date(now.getTime() + 31 * 86_400_000);
      const ended = await api(accounts.resolveSession, { token });
      expect([ended.status, ended.error?.code]).toEqual([401, 'UNAUTHORIZED']);
    });
  });
}

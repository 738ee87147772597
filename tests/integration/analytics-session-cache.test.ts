// The collector keeps whose a session is for SESSION_CACHE_MS (decision 052, "The p99 target"), on
// PGlite and PostgreSQL, on the backend's own clock moved by hand: an ended session still names its
// customer until that lifetime is over and not after, and a customer erased meanwhile is never
// written on an event (the batch is kept as nobody's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@/backend/platform/db/client';
import { sessions, users } from '@/backend/platform/db/schema';
import { SESSION_CACHE_MS } from '@/backend/analytics';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { createTestSession } from '../support/sessions';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the collector's session answers on ${target.name}`, () => {
    let backend: TestBackend;
    // Test sessions expire an hour after the real time: the clock starts there and moves by hand.
    let now = new Date();
    beforeAll(async () => {
      backend = await startTestBackend(target.name, { seed: false, clock: () => now });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    const send = (anonymousId: string, token: string) =>
      backend.collector({
        writeKey: 'service-centre-web',
        body: [
          { event_type: 'identify', event_properties: {}, anonymous_id: anonymousId },
          { event_type: 'page', event_name: 'view_page', event_properties: {}, anonymous_id: anonymousId },
        ],
        userAgent: CHROME,
        ip: '203.0.113.7',
        sessionToken: token,
      });
    const customerOf = async (anonymousId: string) =>
      rowsOf<{ customer_id: string | null }>(
        await backend.database.db.execute(sql`select customer_id from analytics_events where anonymous_id = ${anonymousId}`),
      ).map((r) => r.customer_id);

    it('names an ended session’s customer until the lifetime of its answer is over, and nobody from then on', async () => {
      const session = await createTestSession(backend.database.db, '9811100101');
      const start = now.getTime();
      expect((await send('visitor-ended-1', session.token)).body).toEqual({ data: { accepted: 2, dropped: 0 } });
      await backend.database.db.update(sessions).set({ endedAt: now }).where(eq(sessions.userId, session.userId));

      now = new Date(start + SESSION_CACHE_MS - 1);
      expect((await send('visitor-ended-2', session.token)).body).toEqual({ data: { accepted: 2, dropped: 0 } });
      now = new Date(start + SESSION_CACHE_MS);
      expect((await send('visitor-ended-3', session.token)).body).toEqual({ data: { accepted: 1, dropped: 1 } });

      expect(await customerOf('visitor-ended-1')).toEqual([session.userId]);
      expect(await customerOf('visitor-ended-2')).toEqual([session.userId]);
      expect(await customerOf('visitor-ended-3')).toEqual([null]);
    });

    it('keeps the batch of a customer erased within the lifetime as nobody’s, neither refused nor tied to them', async () => {
      const session = await createTestSession(backend.database.db, '9811100102');
      expect((await send('visitor-erased-1', session.token)).body).toEqual({ data: { accepted: 2, dropped: 0 } });
      await backend.database.db.delete(users).where(eq(users.id, session.userId));

      expect(await send('visitor-erased-2', session.token)).toEqual({ status: 202, body: { data: { accepted: 1, dropped: 1 } } });
      expect(await customerOf('visitor-erased-2')).toEqual([null]);
      const links = rowsOf(
        await backend.database.db.execute(sql`select 1 from analytics_identities where anonymous_id like 'visitor-erased-%'`),
      );
      expect(links).toEqual([]);
    });
  });
}

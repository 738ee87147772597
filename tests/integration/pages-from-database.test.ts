import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import type { TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { startInProcessApp, type InProcessApp } from '../support/app-server';

// Choosing pages are shared from the byte cache for this long (decision 011): short, to see a change arrive.
process.env.GARAGE_CACHE_SECONDS = '2';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`pages rendered from ${target.name}`, () => {
    let app: InProcessApp;
    let backend: TestBackend;
    let base = '';
    beforeAll(async () => {
      app = await startInProcessApp(target.name);
      ({ backend, base } = app);
    });
    afterAll(async () => {
      await app?.stop();
    });

    const serviceNames = async () => {
      const html = await (await fetch(`${base}/service-centre/ad-services/home`)).text();
      return [...html.matchAll(/class="service-type__name"[^>]*>([^<]+)</g)].map((m) => m[1]);
    };

    it('the home page lists the service types the database holds, as they change once its cache lifetime has passed', async () => {
      expect(await serviceNames()).toEqual(['Periodic service', 'Specific repairs', 'Not sure about the issue?', 'Car spa and cleaning']);
      await backend.database.db
        .update(t.serviceTypes)
        .set({ name: 'Periodic maintenance' })
        .where(eq(t.serviceTypes.id, 'periodic_service'));
      await backend.database.db.update(t.serviceTypes).set({ isActive: false }).where(eq(t.serviceTypes.id, 'car_spa_and_cleaning'));
      await new Promise((r) => setTimeout(r, 2100));
      expect(await serviceNames()).toEqual(['Periodic maintenance', 'Specific repairs', 'Not sure about the issue?']);
    });

    it('the proxy health endpoint says the backend and its database are up, and no more to anyone', async () => {
      const res = await fetch(`${base}/service-centre/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    });

    it('the base path redirects to the service home, keeping the query', async () => {
      const res = await fetch(`${base}/service-centre/?utm_source=x`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/service-centre/ad-services/home?utm_source=x');
    });

    it('bad input to the proxy answers 4xx with the error shape, never a crash', async () => {
      const res = await fetch(`${base}/service-centre/api/logger`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"message":""}',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
    });

    it('the health endpoint answers 503 once the database stops', async () => {
      await backend.database.close();
      const res = await fetch(`${base}/service-centre/api/health`);
      expect([res.status, res.headers.get('retry-after'), await res.json()]).toEqual([503, '5', { status: 'unavailable' }]);
    });
  });
}

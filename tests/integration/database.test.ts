import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { seedDatabase } from '@/backend/platform/db/seed';
import { migrateDatabase, readMigrationVersion } from '@/backend/platform/db/client';
import { GARAGES } from '@/backend/platform/db/seed/data/garages';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`database on ${target.name}`, () => {
    let backend: TestBackend;
    beforeAll(async () => { backend = await startTestBackend(target.name); });
    afterAll(async () => { await backend?.stop(); });

    it('applies every migration and reports the newest', async () => {
      expect(await readMigrationVersion(backend.database.db)).toBe('0001_paise_fees_and_service_radius');
    });

    it('seeds the five garages with codes, pincodes, hours, prices and slot templates', async () => {
      const db = backend.database.db;
      const garages = await db.select().from(t.garages);
      expect(garages.map((g) => g.locality).sort()).toEqual(['Gota', 'Hafeezpet', 'Kudlu Gate', 'Patparganj', 'Thanisandra']);
      const [pins] = await db.select({ n: count() }).from(t.servicePincodes);
      expect(pins!.n).toBe(GARAGES.reduce((n, g) => n + g.servedPincodes.length, 0));
      const [makes] = await db.select({ n: count() }).from(t.vehicleMakes);
      expect(makes!.n).toBeGreaterThanOrEqual(30);
      const hours = await db.select().from(t.garageHours).where(eq(t.garageHours.garageId, garages[0]!.id));
      expect(hours).toHaveLength(7);
      const [prices] = await db.select({ n: count() }).from(t.packagePrices).where(eq(t.packagePrices.garageId, garages[0]!.id));
      expect(prices!.n).toBeGreaterThan(400);
      const [templates] = await db.select({ n: count() }).from(t.slotTemplates);
      expect(templates!.n).toBeGreaterThan(0);
      const [inclusions] = await db.select({ n: count() }).from(t.serviceInclusions);
      expect(inclusions!.n).toBe(18);
    });

    it('a second seed and a second migration change nothing', async () => {
      const db = backend.database.db;
      const before = await db.select({ n: count() }).from(t.garages);
      await migrateDatabase(backend.database);
      expect(await seedDatabase(db)).toBe('already-seeded');
      const after = await db.select({ n: count() }).from(t.garages);
      expect(after).toEqual(before);
    });

    it('a pincode belongs to exactly one garage', async () => {
      await expect(backend.database.db.insert(t.servicePincodes).values({
        pincode: GARAGES[0]!.pincode, garageId: (await backend.database.db.select().from(t.garages))[1]!.id,
        locality: 'Elsewhere', city: 'Elsewhere', latitude: 0, longitude: 0,
      })).rejects.toThrow();
      const rows = await backend.database.db.execute(sql`select count(*)::int as n from service_pincodes where pincode = ${GARAGES[0]!.pincode}`);
      expect(JSON.stringify(rows)).toContain('1');
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '@/backend/platform/db/schema';
import { seedDatabase } from '@/backend/platform/db/seed';
import { migrateDatabase, readMigrationVersion } from '@/backend/platform/db/client';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

// Counts typed out from the seed files (src/backend/platform/db/seed/data), never computed from the seed module:
// garages.ts: 5 garages serving 12 + 11 + 11 + 10 + 11 = 55 pincodes; vehicles.json: 35 makes whose models
// have 393 model-and-fuel pairs, so 786 plan prices (two plans each) per garage; catalogue.json: 18 inclusions,
// 7 opening-hour rows and 27 slot templates per garage (135 for five).
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`database on ${target.name}`, () => {
    let backend: TestBackend;
    beforeAll(async () => { backend = await startTestBackend(target.name); });
    afterAll(async () => { await backend?.stop(); });

    const rowCount = async (table: PgTable, where?: SQL) => {
      const query = backend.database.db.select({ n: count() }).from(table);
      const [row] = await (where ? query.where(where) : query);
      return Number(row!.n);
    };

    it('applies every migration and reports the newest', async () => {
      expect(await readMigrationVersion(backend.database.db)).toBe('0002_notify_dedupe');
    });

    it('seeds the five garages with codes, pincodes, hours, prices and slot templates', async () => {
      const db = backend.database.db;
      const garages = await db.select().from(t.garages);
      expect(garages.map((g) => [g.code, g.locality]).sort()).toEqual([['GOT', 'Gota'], ['HFP', 'Hafeezpet'], ['KDG', 'Kudlu Gate'], ['PPG', 'Patparganj'], ['TNS', 'Thanisandra']]);
      expect(await rowCount(t.servicePincodes)).toBe(55);
      expect(await rowCount(t.servicePincodes, eq(t.servicePincodes.garageId, KUDLU_GATE))).toBe(12);
      expect(await rowCount(t.servicePincodes, eq(t.servicePincodes.garageId, THANISANDRA))).toBe(11);
      expect(await rowCount(t.vehicleMakes)).toBe(35);
      expect(await rowCount(t.garageHours, eq(t.garageHours.garageId, KUDLU_GATE))).toBe(7);
      expect(await rowCount(t.packagePrices, eq(t.packagePrices.garageId, KUDLU_GATE))).toBe(786);
      expect(await rowCount(t.slotTemplates)).toBe(135);
      expect(await rowCount(t.serviceInclusions)).toBe(18);
    });

    it('a second seed and a second migration change nothing', async () => {
      const db = backend.database.db;
      await migrateDatabase(backend.database);
      expect(await seedDatabase(db)).toBe('already-seeded');
      expect(await rowCount(t.garages)).toBe(5);
      expect(await rowCount(t.servicePincodes)).toBe(55);
      expect(await rowCount(t.packagePrices, eq(t.packagePrices.garageId, KUDLU_GATE))).toBe(786);
    });

    it('a pincode belongs to exactly one garage', async () => {
      const db = backend.database.db;
      // 560068 is Kudlu Gate's; a second row giving it to Thanisandra is refused.
      await expect(db.insert(t.servicePincodes).values({
        pincode: '560068', garageId: THANISANDRA, locality: 'Elsewhere', city: 'Elsewhere', latitude: 0, longitude: 0,
      })).rejects.toThrow();
      const rows = await db.select({ garageId: t.servicePincodes.garageId, locality: t.servicePincodes.locality }).from(t.servicePincodes).where(eq(t.servicePincodes.pincode, '560068'));
      expect(rows).toEqual([{ garageId: KUDLU_GATE, locality: 'Bommanahalli (Kudlu Gate)' }]);
      expect(await rowCount(t.servicePincodes, eq(t.servicePincodes.pincode, '560068'))).toBe(1);
    });
  });
}

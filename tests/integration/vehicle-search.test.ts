import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { searchVehicles } from '@/backend/vehicles/search-service';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

// Every expected value is typed out from the seed catalogue (src/backend/platform/db/seed/data/vehicles.json).
interface Found { makes: { slug: string }[]; models: { make: { slug: string; name: string }; model: { name: string; body_type: string; fuel_types: string[]; variants: { name: string; fuel_type: string }[] } }[] }
const names = (found: Found) => ({ makes: found.makes.map((m) => m.slug), models: found.models.map((hit) => `${hit.make.name} ${hit.model.name}`) });

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the vehicle search on ${target.name}`, () => {
    let backend: TestBackend;
    const searchFor = async (q: string) => {
      const res = await backend.call(`/v1/garage/vehicles/search?q=${encodeURIComponent(q)}`);
      return { status: res.status, body: await res.json() };
    };
    beforeAll(async () => { backend = await startTestBackend(target.name); });
    afterAll(async () => { await backend?.stop(); });

    it('finds a model across makes with its make, body, fuels and variants', async () => {
      const { status, body } = await searchFor('Nexon');
      expect(status).toBe(200);
      expect(names(body.data)).toEqual({ makes: [], models: ['Tata Nexon', 'Tata Nexon EV'] });
      const [nexon] = body.data.models;
      expect(nexon.make).toEqual({ slug: 'tata', name: 'Tata' });
      expect(nexon.model).toMatchObject({ name: 'Nexon', slug: 'nexon', body_type: 'SUV', fuel_types: ['PETROL', 'DIESEL', 'CNG'] });
      expect(nexon.model.variants.map((v: { name: string; fuel_type: string }) => `${v.name} ${v.fuel_type}`).sort())
        .toEqual(['Creative DIESEL', 'Creative PETROL', 'Fearless+ PETROL', 'Pure CNG', 'Pure PETROL', 'Smart PETROL']);
    });

    it('forgives case, spaces and typos, and finds makes by name', async () => {
      expect(names((await searchFor('swfit')).body.data)).toEqual({ makes: [], models: ['Maruti Suzuki Swift'] });
      expect(names((await searchFor('I 20')).body.data)).toEqual({ makes: [], models: ['Hyundai i20'] });
      expect(names((await searchFor('marutu swift')).body.data)).toEqual({ makes: [], models: ['Maruti Suzuki Swift'] });
      expect(names((await searchFor('hyun')).body.data)).toEqual({ makes: ['hyundai'], models: [] });
    });

    it('answers with nothing for text no car has', async () => {
      expect((await searchFor('xyz123')).body).toEqual({ data: { makes: [], models: [] } });
    });

    it('reads the catalogue again after a minute, so a renamed model is found by its new name', async () => {
      const db = backend.database.db;
      // An hour past now: later than any catalogue the tests above kept (a fixed date would pass one day).
      const start = Date.now() + 3_600_000;
      const found = async (q: string, at: number) => (await searchVehicles(db, q, at)).models.map((hit) => hit.model.name);
      expect(await found('seltos', start)).toEqual(['Seltos']);
      await db.update(t.vehicleModels).set({ name: 'Seltos Qwerty' }).where(eq(t.vehicleModels.slug, 'seltos'));
      try {
        expect(await found('qwerty', start + 59_000)).toEqual([]);
        expect(await found('qwerty', start + 60_000)).toEqual(['Seltos Qwerty']);
      } finally {
        await db.update(t.vehicleModels).set({ name: 'Seltos' }).where(eq(t.vehicleModels.slug, 'seltos'));
      }
    });
  });
}

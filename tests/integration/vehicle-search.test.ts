import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { searchVehicles } from '@/backend/vehicles/search-service';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

// Every expected value is typed out from the seed catalogue (src/backend/platform/db/seed/data/vehicles.json).
interface Found {
  makes: { slug: string }[];
  models: {
    make: { slug: string; name: string };
    model: { name: string; body_type: string; fuel_types: string[]; variants: { name: string; fuel_type: string }[] };
  }[];
}
const names = (found: Found) => ({
  makes: found.makes.map((m) => m.slug),
  models: found.models.map((hit) => `${hit.make.name} ${hit.model.name}`),
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the vehicle search on ${target.name}`, () => {
    let backend: TestBackend;
    const searchFor = async (q: string) => {
      const res = await backend.call(`/v1/garage/vehicles/search?q=${encodeURIComponent(q)}`);
      return { status: res.status, body: await res.json() };
    };
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('finds a model across makes with its make, body, fuels and variants', async () => {
      const { status, body } = await searchFor('Nexon');
      expect(status).toBe(200);
      expect(names(body.data)).toEqual({ makes: [], models: ['Tata Nexon', 'Tata Nexon EV'] });
      const [nexon] = body.data.models;
      expect(nexon.make).toEqual({ slug: 'tata', name: 'Tata' });
      expect(nexon.model).toMatchObject({ name: 'Nexon', slug: 'nexon', body_type: 'SUV', fuel_types: ['PETROL', 'DIESEL', 'CNG'] });
      expect(nexon.model.variants.map((v: { name: string; fuel_type: string }) => `${v.name} ${v.fuel_type}`).sort()).toEqual([
        'Creative DIESEL',
        'Creative PETROL',
        'Fearless+ PETROL',
        'Pure CNG',
        'Pure PETROL',
        'Smart PETROL',
      ]);
    });

    it('forgives case, spaces and typos, and finds makes by name', async () => {
      expect(names((await searchFor('swfit')).body.data)).toEqual({ makes: [], models: ['Maruti Suzuki Swift'] });
      expect(names((await searchFor('I 20')).body.data)).toEqual({ makes: [], models: ['Hyundai i20'] });
      expect(names((await searchFor('marutu swift')).body.data)).toEqual({ makes: [], models: ['Maruti Suzuki Swift'] });
      expect(names((await searchFor('hyun')).body.data)).toEqual({ makes: ['hyundai'], models: [] });
    });

    it("keeps popular makes first among equal matches, then each make's models in catalogue order", async () => {
      // 'ev' is a whole word of eight model names: MG's three and Tata's five. Kia (popular) ranks before
      // Nissan (popular) and both before Land Rover (not popular); all three only start with 'ev', so come
      // after; Land Rover's Range Rover Evoque falls past the ten answered.
      expect(names((await searchFor('ev')).body.data).models).toEqual([
        'MG ZS EV',
        'MG Comet EV',
        'MG Windsor EV',
        'Tata Tiago EV',
        'Tata Tigor EV',
        'Tata Punch EV',
        'Tata Nexon EV',
        'Tata Curvv EV',
        'Kia EV6',
        'Nissan Evalia',
      ]);
    });

    it('finds models by a variant name, and narrows by a body or fuel label', async () => {
      // Variants 'Fearless+' (Nexon, Harrier) and 'Fearless' (Nexon EV, Harrier).
      expect(names((await searchFor('fearless')).body.data)).toEqual({
        makes: [],
        models: ['Tata Nexon', 'Tata Nexon EV', 'Tata Harrier'],
      });
      // The Nexon has diesel variants, the Nexon EV none.
      expect(names((await searchFor('nexon diesel')).body.data)).toEqual({ makes: [], models: ['Tata Nexon'] });
      expect(names((await searchFor('nexon electric')).body.data)).toEqual({ makes: [], models: ['Tata Nexon EV'] });
    });

    it('answers with nothing for text no car has', async () => {
      expect((await searchFor('xyz123')).body).toEqual({ data: { makes: [], models: [] } });
    });

    it('reads the catalogue again after a minute, so a renamed model is found by its new name', async () => {
      const db = backend.database.db;
      // Searched through a handle of its own, so the catalogue kept for it is read at `start`, whatever
      // the requests above (at the real time) have kept for the database itself.
      const searchDb = Object.create(db) as typeof db;
      const start = Date.UTC(2026, 10, 23, 6, 0, 0);
      const found = async (q: string, at: number) => (await searchVehicles(searchDb, q, at)).models.map((hit) => hit.model.name);
      expect(await found('seltos', start)).toEqual(['Seltos']);
      await db.update(t.vehicleModels).set({ name: 'Seltos Qwerty' }).where(eq(t.vehicleModels.slug, 'seltos'));
      try {
        expect(await found('qwerty', start + 59_000)).toEqual([]);
        expect(await found('qwerty', start + 60_000)).toEqual(['Seltos Qwerty']);
      } finally {
        await db.update(t.vehicleModels).set({ name: 'Seltos' }).where(eq(t.vehicleModels.slug, 'seltos'));
      }
    });

    it('does not keep a failed catalogue read: the next search reads again', async () => {
      const db = backend.database.db;
      const start = Date.UTC(2026, 10, 23, 7, 0, 0);
      let failures = 1;
      const flaky = Object.create(db, {
        select: {
          value: (...args: unknown[]) =>
            failures-- > 0
              ? pendingQuery(Promise.reject(new Error('connection lost')))
              : (db.select as (...a: unknown[]) => unknown)(...args),
        },
      }) as typeof db;
      await expect(searchVehicles(flaky, 'seltos', start)).rejects.toThrow('connection lost');
      expect((await searchVehicles(flaky, 'seltos', start + 1000)).models.map((hit) => hit.model.name)).toEqual(['Seltos']);
    });

    it('keeps a newer read when an older one fails late, and shares it with the searches after', async () => {
      const db = backend.database.db;
      const start = Date.UTC(2026, 10, 23, 8, 0, 0);
      let selects = 0;
      let failOldRead: (error: Error) => void = () => {};
      const oldRead = new Promise<never>((_, reject) => {
        failOldRead = reject;
      });
      const slow = Object.create(db, {
        select: {
          value: (...args: unknown[]) => (++selects === 1 ? pendingQuery(oldRead) : (db.select as (...a: unknown[]) => unknown)(...args)),
        },
      }) as typeof db;
      const first = searchVehicles(slow, 'seltos', start);
      // A minute later the first read (still under way) is too old: a second read replaces it.
      expect((await searchVehicles(slow, 'seltos', start + 60_000)).models.map((hit) => hit.model.name)).toEqual(['Seltos']);
      const readsSoFar = selects;
      failOldRead(new Error('timed out'));
      await expect(first).rejects.toThrow('timed out');
      // The second read is still the one kept: no third read.
      expect((await searchVehicles(slow, 'seltos', start + 61_000)).models.map((hit) => hit.model.name)).toEqual(['Seltos']);
      expect(selects).toBe(readsSoFar);
    });

    it('copes with two failed reads ending in either order', async () => {
      const db = backend.database.db;
      const start = Date.UTC(2026, 10, 23, 9, 0, 0);
      const fails: ((error: Error) => void)[] = [];
      let selects = 0;
      const hung = Object.create(db, {
        select: {
          value: (...args: unknown[]) =>
            ++selects <= 2
              ? pendingQuery(
                  new Promise<never>((_, reject) => {
                    fails.push(reject);
                  }),
                )
              : (db.select as (...a: unknown[]) => unknown)(...args),
        },
      }) as typeof db;
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => {
        unhandled.push(reason);
      };
      process.on('unhandledRejection', onUnhandled);
      try {
        const first = searchVehicles(hung, 'seltos', start);
        const second = searchVehicles(hung, 'seltos', start + 60_000);
        fails[1]!(new Error('second failed'));
        await expect(second).rejects.toThrow('second failed');
        fails[0]!(new Error('first failed'));
        await expect(first).rejects.toThrow('first failed');
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(unhandled).toEqual([]);
        expect((await searchVehicles(hung, 'seltos', start + 61_000)).models.map((hit) => hit.model.name)).toEqual(['Seltos']);
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    });
  });
}

/** A stand-in for a Drizzle query that settles as `result` does: every builder call returns it again. */
function pendingQuery(result: Promise<never>): unknown {
  result.catch(() => {});
  const chain: object = new Proxy({}, { get: (_target, key) => (key === 'then' ? result.then.bind(result) : () => chain) });
  return chain;
}

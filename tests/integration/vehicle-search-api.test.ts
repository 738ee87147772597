import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessApp, type InProcessApp } from '../support/app-server';

// The vehicle search through the built server and its API proxy (the backend's search is in
// vehicle-search.test.ts, kept apart so the mutation run, which cannot use the build, reaches it).
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

describe('the vehicle search through the API proxy', () => {
  let app: InProcessApp;
  beforeAll(async () => {
    app = await startInProcessApp('pglite');
  });
  afterAll(async () => {
    await app?.stop();
  });
  const get = async (query: string) => {
    const res = await fetch(`${app.base}/service-centre/api/vehicle-search${query}`);
    return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
  };

  it('answers a search, shared by caches for an hour', async () => {
    const res = await get('?q=creta');
    expect(res.status).toBe(200);
    expect(res.cache).toBe('public, max-age=0, s-maxage=3600');
    expect(names(res.body.data)).toEqual({ makes: [], models: ['Hyundai Creta', 'Hyundai Creta Electric'] });
  });

  it('refuses a missing or empty query with a readable error', async () => {
    for (const query of ['', '?q=', '?q=%20%20%20']) {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(res.cache).toBe('no-store');
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toMatch(query === '' ? /q is required/ : /Type a make or model to search/);
    }
  });

  it('refuses an over-long query and characters nobody types', async () => {
    const long = await get(`?q=${'a'.repeat(51)}`);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'q: Search for at most 50 characters' } });
    expect((await get(`?q=${'a'.repeat(50)}`)).status).toBe(200);
    for (const hostile of ['%00nexon', 'nexon%1B%5B2J', '%7F', 'swift%0D%0Aset-cookie:x']) {
      const res = await get(`?q=${hostile}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'q: q has characters that are not allowed' } });
    }
  });

  it('treats SQL and markup as plain text that matches no car', async () => {
    for (const text of ["' OR 1=1 --", '<script>alert(1)</script>', '%', '../../etc/passwd']) {
      const res = await get(`?q=${encodeURIComponent(text)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { makes: [], models: [] } });
    }
  });
});

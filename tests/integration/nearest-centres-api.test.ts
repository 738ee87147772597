import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessApp, type InProcessApp } from '../support/app-server';

// The nearest centres through the built server (the backend's rule is in nearest-centres.test.ts, kept
// apart so the mutation run, which cannot use the build, reaches it). Expected values are typed out
// from the seed: 110001's only centre within 50 km is Patparganj, 9.09 km away.
const PATPARGANJ = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1004';
interface Centre {
  id: string;
  name: string;
  distance_km: number;
  pickup_reaches: boolean;
}

describe('the nearest centres through the API', () => {
  let app: InProcessApp;
  beforeAll(async () => {
    app = await startInProcessApp('pglite');
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('answers the browser at /api/nearest-garages/{pincode}, cacheable for everyone', async () => {
    const res = await fetch(`${app.base}/service-centre/api/nearest-garages/110001`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=600/);
    const body = await res.json();
    expect(body.data.centres.map((c: Centre) => c.name)).toEqual(['Service Centre Patparganj']);
  });

  it('answers 400 with {error:{code,message}} for an invalid pincode', async () => {
    const res = await fetch(`${app.base}/service-centre/api/nearest-garages/12345`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'pincode: Enter a valid 6-digit pincode' } });
  });

  it('shows the nearest centres on a page with an unserved pincode, before the notify-me offer', async () => {
    const html = await (await fetch(`${app.base}/service-centre/ad-services/home?pincode=110001`)).text();
    const centre = html.indexOf('Service Centre Patparganj');
    const notify = html.indexOf('Tell me when pick-up reaches 110001');
    expect(html.includes('Nearest service centre to 110001'), 'the heading').toBe(true);
    expect(centre).toBeGreaterThan(-1);
    expect(notify).toBeGreaterThan(centre);
    expect(html.includes(`href="/service-centre/ad-services/home?pincode=110001&amp;garageId=${PATPARGANJ}"`), 'the choose link').toBe(
      true,
    );
    const unknown = (await (await fetch(`${app.base}/service-centre/ad-services/home?pincode=999999`)).text()).replaceAll('&#39;', "'");
    expect(unknown.includes("We don't serve 999999 yet"), 'the plain fact').toBe(true);
    expect(unknown.includes('Choose this service centre'), 'no centre to choose').toBe(false);
    expect(unknown.includes('Tell me when pick-up reaches 999999'), 'the notify-me offer').toBe(true);
  });
});

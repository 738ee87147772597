import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import http from 'node:http';
import * as t from '@/backend/platform/db/schema';
import { databaseTargets } from '../support/databases';
import { startInProcessApp, type InProcessApp } from '../support/app-server';

// A short garage cache lifetime, so an edit can be seen to arrive once it runs out.
process.env.GARAGE_CACHE_SECONDS = '2';
/**
 * The five seeded garages' landing pages, typed out from src/backend/platform/db/seed/data/garages.ts. The "from" prices
 * are for petrol cars of the makes each centre services; the cheapest is a petrol hatchback (seed/pricing.ts):
 * ₹2,799 × the city factor (Bangalore 1, Hyderabad 0.95, Delhi 1.05, Ahmedabad 0.9), rounded up to a price ending in 99;
 * Advanced is the unrounded Basic × 1.55, rounded the same way. Worked out by hand:
 * Bangalore 2,799 / 4,399; Hyderabad 2,659.05 → 2,699 / 4,121.53 → 4,199; Delhi 2,938.95 → 2,999 / 4,555.37 → 4,599;
 * Ahmedabad 2,519.10 → 2,599 / 3,904.61 → 3,999. (A small EV, ₹1,999 at Kudlu Gate, is not the headline.)
 */
const LANDING_PAGES = [
  {
    path: '/bangalore/kudlu-gate',
    name: 'Service Centre Kudlu Gate',
    locality: 'Kudlu Gate',
    city: 'Bangalore',
    state: 'Karnataka',
    pincode: '560068',
    address: 'Plot 14, Hosur Main Road, near Kudlu Gate Junction, Garvebhavi Palya, Bengaluru, Karnataka 560068',
    latitude: 12.8913,
    longitude: 77.6394,
    rating: 4.6,
    reviews: 5,
    telephone: '+918041256780',
    priceRange: '₹2799+',
    offers: [
      ['Basic periodic car service', '2799'],
      ['Advanced periodic car service', '4399'],
    ],
  },
  {
    path: '/bangalore/thanisandra',
    name: 'Service Centre Thanisandra',
    locality: 'Thanisandra',
    city: 'Bangalore',
    state: 'Karnataka',
    pincode: '560077',
    address: 'No. 112, Thanisandra Main Road, near RK Hegde Nagar Bus Stop, Thanisandra, Bengaluru, Karnataka 560077',
    latitude: 13.0546,
    longitude: 77.6336,
    rating: 4.4,
    reviews: 4,
    telephone: '+918047182245',
    priceRange: '₹2799+',
    offers: [
      ['Basic periodic car service', '2799'],
      ['Advanced periodic car service', '4399'],
    ],
  },
  {
    path: '/hyderabad/hafeezpet',
    name: 'Service Centre Hafeezpet',
    locality: 'Hafeezpet',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500049',
    address: 'Plot 23, Hafeezpet Main Road, near Hafeezpet Railway Station, Hafeezpet, Hyderabad, Telangana 500049',
    latitude: 17.4843,
    longitude: 78.3559,
    rating: 4.5,
    reviews: 5,
    telephone: '+914048523190',
    priceRange: '₹2699+',
    offers: [
      ['Basic periodic car service', '2699'],
      ['Advanced periodic car service', '4199'],
    ],
  },
  {
    path: '/delhi/patparganj',
    name: 'Service Centre Patparganj',
    locality: 'Patparganj',
    city: 'Delhi',
    state: 'Delhi',
    pincode: '110092',
    address: 'Plot 27, Mother Dairy Road, Patparganj Industrial Area, Patparganj, Delhi 110092',
    latitude: 28.637,
    longitude: 77.304,
    rating: 4.3,
    reviews: 5,
    telephone: '+911143097764',
    priceRange: '₹2999+',
    offers: [
      ['Basic periodic car service', '2999'],
      ['Advanced periodic car service', '4599'],
    ],
  },
  {
    path: '/ahmedabad/gota',
    name: 'Service Centre Gota',
    locality: 'Gota',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pincode: '382481',
    address: 'Shop 9-12, Ground Floor, near Gota Cross Roads, S.G. Highway, Gota, Ahmedabad, Gujarat 382481',
    latitude: 23.1016,
    longitude: 72.538,
    rating: 4.7,
    reviews: 5,
    telephone: '+917948905521',
    priceRange: '₹2599+',
    offers: [
      ['Basic periodic car service', '2599'],
      ['Advanced periodic car service', '3999'],
    ],
  },
];
const LANDING_PATHS = LANDING_PAGES.map((p) => p.path);
/** Every garage opens 10:00–20:00 Monday to Friday and 10:00–18:00 at the weekend (catalogue.json garageHours). */
const OPENING_HOURS = [
  {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
    opens: '10:00',
    closes: '20:00',
  },
  {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`),
    opens: '10:00',
    closes: '18:00',
  },
];

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`garage landing pages on ${target.name}`, () => {
    let app: InProcessApp;
    const get = async (path: string) => {
      const r = await fetch(`${app.base}/service-centre${path}`);
      return { status: r.status, headers: r.headers, html: await r.text() };
    };
    beforeAll(async () => {
      app = await startInProcessApp(target.name);
    });
    afterAll(async () => {
      await app?.stop();
    });

    it('give each garage a page whose structured data is its seed record', async () => {
      for (const g of LANDING_PAGES) {
        const page = await get(g.path);
        expect(page.status, g.path).toBe(200);
        expect(robotsOf(page.html)).toBe('index, follow');
        const [repair, crumbs] = jsonLdOf(page.html);
        expect(repair['@type']).toBe('AutoRepair');
        expect(repair.name).toBe(g.name);
        expect(repair.telephone).toBe(g.telephone);
        expect(repair.address).toEqual({
          '@type': 'PostalAddress',
          streetAddress: g.address,
          addressLocality: g.city,
          addressRegion: g.state,
          postalCode: g.pincode,
          addressCountry: 'IN',
        });
        expect(repair.geo).toEqual({ '@type': 'GeoCoordinates', latitude: g.latitude, longitude: g.longitude });
        expect(repair.aggregateRating).toMatchObject({ ratingValue: g.rating, reviewCount: g.reviews });
        expect(repair.priceRange).toBe(g.priceRange);
        expect(repair.makesOffer.map((o: { name: string; price: string }) => [o.name, o.price])).toEqual(g.offers);
        expect(repair.openingHoursSpecification).toEqual(OPENING_HOURS);
        expect(crumbs['@type']).toBe('BreadcrumbList');
        expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', g.city, g.locality]);
        expect(page.html).toContain(`<link rel="canonical" href="http://localhost:4321/service-centre${g.path}">`);
      }
    });

    it('are served from the response cache with the same bytes whatever the campaign parameters', async () => {
      // Let the first test's copy run out, so the first request here is really rendered.
      await new Promise((r) => setTimeout(r, 2100));
      const first = await get('/bangalore/kudlu-gate?utm_source=a');
      expect(first.headers.get('x-cache')).toBeNull();
      const second = await get('/bangalore/kudlu-gate?utm_source=b&utm_campaign=c');
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(second.html).toBe(first.html);
      expect(first.html).not.toContain('utm_source=a');
    });

    it('are sent brotli- or gzip-compressed to clients that accept it, and plain otherwise', async () => {
      await get('/ahmedabad/gota');
      const raw = (encoding?: string) =>
        new Promise<{ encoding?: string; length: number }>((resolve, reject) => {
          http
            .get(`${app.base}/service-centre/ahmedabad/gota`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve({ encoding: res.headers['content-encoding'], length: Buffer.concat(chunks).length }));
            })
            .on('error', reject);
        });
      const plain = await raw();
      const br = await raw('gzip, deflate, br');
      const gzip = await raw('gzip');
      expect(plain.encoding).toBeUndefined();
      expect(br.encoding).toBe('br');
      expect(gzip.encoding).toBe('gzip');
      expect(br.length).toBeLessThan(plain.length / 3);
    });

    it('show a garage added to the database in the sitemap and on its own page', async () => {
      const db = app.backend.database.db;
      const [kudlu] = await db.select().from(t.garages).where(eq(t.garages.localitySlug, 'kudlu-gate'));
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = kudlu!;
      await db.insert(t.garages).values({
        ...copy,
        code: 'WFD',
        citySlug: 'bangalore',
        localitySlug: 'whitefield',
        name: 'Service Centre Whitefield',
        locality: 'Whitefield',
      });
      await new Promise((r) => setTimeout(r, 2100));
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.headers.get('content-type')).toContain('application/xml');
      for (const path of [...LANDING_PATHS, '/bangalore/whitefield', '/pick-and-drop', '/notify-me'])
        expect(sitemap.html).toContain(`/service-centre${path}</loc>`);
      expect(sitemap.html).not.toContain('/ad-services/');
      const page = await get('/bangalore/whitefield');
      expect(page.status).toBe(200);
      expect(page.html).toContain('Service Centre Whitefield');
    });

    it('show an edited garage once the cache lifetime has passed', async () => {
      const db = app.backend.database.db;
      expect((await get('/delhi/patparganj')).html).not.toContain('Service Centre Patparganj East');
      await db.update(t.garages).set({ name: 'Service Centre Patparganj East' }).where(eq(t.garages.localitySlug, 'patparganj'));
      const during = await get('/delhi/patparganj');
      expect(during.headers.get('x-cache')).toBe('HIT');
      expect(during.html).not.toContain('Service Centre Patparganj East');
      await new Promise((r) => setTimeout(r, 2100));
      expect((await get('/delhi/patparganj')).html).toContain('Service Centre Patparganj East');
    });

    it('mark app pages noindex and leave indexable pages indexable', async () => {
      for (const path of ['/ad-services/home', '/ad-services/mmv', '/ad-services/car-garage'])
        expect(robotsOf((await get(path)).html)).toBe('noindex, nofollow');
      for (const path of ['/pick-and-drop', '/pick-and-drop-near-me', '/coming-soon', '/notify-me'])
        expect(robotsOf((await get(path)).html)).toBe('index, follow');
    });

    it('answer an unknown garage address with 404', async () => {
      expect((await get('/bangalore/nowhere')).status).toBe(404);
    });
  });
}

describe('landing page markup', () => {
  let app: InProcessApp;
  const get = async (path: string) => {
    const r = await fetch(`${app.base}/service-centre${path}`);
    return { html: await r.text() };
  };
  beforeAll(async () => {
    app = await startInProcessApp('pglite');
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('landing pages validate as HTML (vnu)', async () => {
    const jar = createRequire(import.meta.url)('vnu-jar') as string;
    const paths = [...LANDING_PATHS, '/pick-and-drop', '/pick-and-drop-near-me', '/coming-soon', '/notify-me'];
    const dir = mkdtempSync(join(tmpdir(), 'sc-vnu-'));
    try {
      // One Java start for every page: the validator takes several files at once.
      const files = await Promise.all(
        paths.map(async (path, i) => {
          const file = join(dir, `page-${i}.html`);
          writeFileSync(file, (await get(path)).html);
          return file;
        }),
      );
      const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files], { encoding: 'utf8' });
      const messages = (JSON.parse(run.stderr || run.stdout) as { messages: { type: string; message: string; url?: string }[] }).messages
        .filter((m) => m.type === 'error')
        .map((m) => `${paths[Number(/page-(\d+)\.html/.exec(m.url ?? '')?.[1])] ?? m.url}: ${m.message}`);
      expect(messages).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

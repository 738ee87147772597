// Notify-me requests are kept once per contact and pincode when a pincode is given, otherwise once
// per contact and city compared without case, punctuation or extra spaces; migration 0002 moves the
// pincode out of `source` and merges the duplicates stored before it, keeping the oldest.
// Every expected value is typed out by hand.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import * as t from '@/backend/platform/db/schema';
import { MIGRATIONS_DIR, rowsOf } from '@/backend/platform/db/client';
import { startTestBackend, type TestBackend } from '../support/backend';
import { createTestDatabase, databaseTargets } from '../support/databases';

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`notify requests on ${target.name}`, () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(target.name, { seed: false });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    const notify = async (body: Record<string, unknown>) => {
      const res = await backend.call('/v1/garage/notify-requests', post(body));
      return { status: res.status, body: await res.json() };
    };
    // By city, then pincode (a missing one last): rows made within one millisecond on PGlite have no order in time.
    const rowsFor = (contact: string) =>
      backend.database.db
        .select()
        .from(t.notifyRequests)
        .where(eq(t.notifyRequests.contact, contact))
        .orderBy(asc(t.notifyRequests.cityKey), asc(t.notifyRequests.pincode));

    it('keeps Mumbai, mumbai and "Mumbai." for one contact as one request', async () => {
      const first = await notify({ contact: '9845012345', city: 'Mumbai', source: 'notify-me' });
      expect(first.status).toBe(201);
      expect(first.body.data).toEqual({
        id: first.body.data.id,
        contact: '9845012345',
        contactKind: 'PHONE',
        city: 'Mumbai',
        pincode: null,
        created: true,
      });
      const second = await notify({ contact: '+91 98450 12345', city: 'mumbai' });
      expect(second.status).toBe(200);
      expect(second.body.data).toEqual({
        id: first.body.data.id,
        contact: '9845012345',
        contactKind: 'PHONE',
        city: 'Mumbai',
        pincode: null,
        created: false,
      });
      const third = await notify({ contact: '09845012345', city: ' Mumbai. ' });
      expect(third.status).toBe(200);
      expect(third.body.data.created).toBe(false);
      expect(third.body.data.id).toBe(first.body.data.id);
      const rows = await rowsFor('9845012345');
      expect(rows.map((r) => [r.city, r.cityKey, r.pincode, r.source])).toEqual([['Mumbai', 'mumbai', null, 'notify-me']]);
    });

    it('compares cities without case, punctuation, dashes or extra spaces', async () => {
      // At most five requests per contact: the backend limits notify requests per contact to five an hour.
      const contact = 'asha@example.in';
      expect((await notify({ contact, city: 'Navi Mumbai' })).status).toBe(201);
      for (const city of ['navi-mumbai', 'NAVI   MUMBAI', 'Navi Mumbai!', 'navi_mumbai.']) {
        const again = await notify({ contact, city });
        expect([city, again.status, again.body.data.created]).toEqual([city, 200, false]);
      }
      const other = 'ravi@example.in';
      expect((await notify({ contact: other, city: 'Mumbai' })).status).toBe(201);
      expect((await notify({ contact: other, city: 'Navi Mumbai' })).status).toBe(201);
      expect((await notify({ contact: other, city: "St. John's Wood" })).status).toBe(201);
      expect((await notify({ contact: other, city: 'st johns wood' })).status).toBe(200);
      expect((await rowsFor(contact)).map((r) => [r.city, r.cityKey])).toEqual([['Navi Mumbai', 'navi mumbai']]);
      expect((await rowsFor(other)).map((r) => [r.city, r.cityKey])).toEqual([
        ['Mumbai', 'mumbai'],
        ['Navi Mumbai', 'navi mumbai'],
        ["St. John's Wood", 'st johns wood'],
      ]);
    });

    it('keeps one request per pincode: two pincodes make two requests', async () => {
      const contact = '9000000001';
      const first = await notify({ contact, city: 'Mumbai', pincode: '400001', source: 'notify-me' });
      expect(first.status).toBe(201);
      expect(first.body.data).toEqual({
        id: first.body.data.id,
        contact,
        contactKind: 'PHONE',
        city: 'Mumbai',
        pincode: '400001',
        created: true,
      });
      const second = await notify({ contact, city: 'Mumbai', pincode: '400002', source: 'notify-me' });
      expect(second.status).toBe(201);
      expect(second.body.data.pincode).toBe('400002');
      const rows = await rowsFor(contact);
      expect(rows.map((r) => [r.city, r.pincode, r.source])).toEqual([
        ['Mumbai', '400001', 'notify-me'],
        ['Mumbai', '400002', 'notify-me'],
      ]);
    });

    it('keeps the same contact and pincode once, whatever city is typed with it', async () => {
      const contact = '9000000002';
      const first = await notify({ contact, city: 'Mumbai', pincode: '400001' });
      expect(first.status).toBe(201);
      const again = await notify({ contact, city: 'Bombay', pincode: ' 400001 ' });
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual({
        id: first.body.data.id,
        contact,
        contactKind: 'PHONE',
        city: 'Mumbai',
        pincode: '400001',
        created: false,
      });
      expect(await rowsFor(contact)).toHaveLength(1);
    });

    it('keeps a request with a pincode apart from one naming only the city', async () => {
      const contact = '9000000003';
      expect((await notify({ contact, city: 'Pune', pincode: '411001' })).status).toBe(201);
      expect((await notify({ contact, city: 'Pune' })).status).toBe(201);
      expect((await notify({ contact, city: 'pune' })).status).toBe(200);
      expect((await notify({ contact, city: 'Pune', pincode: '411001' })).status).toBe(200);
      expect((await rowsFor(contact)).map((r) => [r.city, r.pincode])).toEqual([
        ['Pune', '411001'],
        ['Pune', null],
      ]);
    });

    it('keeps different contacts apart', async () => {
      expect((await notify({ contact: '9000000004', city: 'Surat' })).status).toBe(201);
      expect((await notify({ contact: '9000000005', city: 'Surat' })).status).toBe(201);
    });

    it.each([
      ['a city with NUL', { contact: '9000000006', city: 'Pune\u0000' }, 'city: city has characters that are not allowed'],
      ['a contact with NUL', { contact: '98450\u000012345', city: 'Pune' }, 'contact: contact has characters that are not allowed'],
      [
        'a source with NUL',
        { contact: '9000000006', city: 'Pune', source: '\u0000' },
        'source: source has characters that are not allowed',
      ],
      ['a pincode that is not one', { contact: '9000000006', city: 'Pune', pincode: '4110011' }, 'pincode: Enter a valid 6-digit pincode'],
      ['a city with a lone surrogate', { contact: '9000000006', city: 'Pune\ud800' }, 'city: city has characters that are not allowed'],
    ])('refuses %s with 400 before the database sees it', async (_name, body, message) => {
      const res = await notify(body);
      expect(res).toEqual({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message } } });
      expect(await rowsFor('9000000006')).toEqual([]);
    });

    it('refuses a 10,000-deep body with 400 and a body over 64 KB with 413', async () => {
      const deep = await backend.call('/v1/garage/notify-requests', post(`${'['.repeat(10_000)}${']'.repeat(10_000)}`));
      expect(deep.status).toBe(400);
      expect(await deep.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body is nested too deeply' } });
      const large = await backend.call(
        '/v1/garage/notify-requests',
        post({ contact: '9000000007', city: 'Pune', source: 'x'.repeat(70_000) }),
      );
      expect(large.status).toBe(413);
      expect(await large.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' } });
    });
  });

  describe.skipIf(!target.available)(`migration 0002 on ${target.name}`, () => {
    let folder: string;
    let db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };
    let migrate: (folder: string) => Promise<void>;
    let close: () => Promise<void>;

    beforeAll(async () => {
      // The migrations up to 0001, as a database that existed before 0002 had them.
      folder = mkdtempSync(path.join(tmpdir(), 'sc-migrations-'));
      cpSync(MIGRATIONS_DIR, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((e) => e.tag === '0000_initial' || e.tag === '0001_paise_fees_and_service_radius');
      writeFileSync(journalPath, JSON.stringify(journal));
      if (target.name === 'pglite') {
        const { PGlite } = await import('@electric-sql/pglite');
        const { drizzle } = await import('drizzle-orm/pglite');
        const { migrate: run } = await import('drizzle-orm/pglite/migrator');
        const client = await PGlite.create('memory://');
        const pglite = drizzle(client);
        db = pglite;
        migrate = (migrationsFolder) => run(pglite, { migrationsFolder });
        close = () => client.close();
      } else {
        const created = await createTestDatabase();
        const { default: postgres } = await import('postgres');
        const { drizzle } = await import('drizzle-orm/postgres-js');
        const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
        const client = postgres(created.url, { max: 1, onnotice: () => {} });
        const pg = drizzle(client);
        db = pg;
        migrate = (migrationsFolder) => run(pg, { migrationsFolder });
        close = async () => {
          await client.end({ timeout: 5 });
          await created.drop();
        };
      }
      await migrate(folder);
    });
    afterAll(async () => {
      await close?.();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it('moves pincodes out of source, fills city_key and keeps the oldest of each duplicate', async () => {
      await db.execute(sql`insert into notify_requests (id, contact, contact_kind, city, source, created_at) values
        ('00000000-0000-4000-8000-000000000001', '9845012345', 'PHONE', 'Mumbai', 'notify-me', '2026-01-01T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', '9845012345', 'PHONE', 'mumbai', 'coming-soon', '2026-01-02T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000003', '9845012345', 'PHONE', 'Mumbai.', null, '2026-01-03T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000004', '9845012345', 'PHONE', 'Pune', 'notify-me:pincode=411001', '2026-01-04T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000005', '9845012345', 'PHONE', 'pune', 'notify-me:pincode=411001', '2026-01-05T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000006', '9845012345', 'PHONE', 'Pune.', 'notify-me:pincode=411002', '2026-01-06T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000007', 'asha@example.in', 'EMAIL', ' Navi-Mumbai ', ':pincode=400703', '2026-01-07T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000009', 'asha@example.in', 'EMAIL', 'NAVI MUMBAI', 'notify-me', '2026-01-08T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000008', 'asha@example.in', 'EMAIL', 'navi mumbai', 'notify-me', '2026-01-08T10:00:00Z')`);
      await migrate(MIGRATIONS_DIR);
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select id, contact, city, city_key, pincode, source from notify_requests order by id`),
      );
      expect(rows.map((r) => [r.id, r.contact, r.city, r.city_key, r.pincode, r.source])).toEqual([
        ['00000000-0000-4000-8000-000000000001', '9845012345', 'Mumbai', 'mumbai', null, 'notify-me'],
        ['00000000-0000-4000-8000-000000000004', '9845012345', 'Pune', 'pune', '411001', 'notify-me'],
        ['00000000-0000-4000-8000-000000000006', '9845012345', 'Pune.', 'pune', '411002', 'notify-me'],
        ['00000000-0000-4000-8000-000000000007', 'asha@example.in', ' Navi-Mumbai ', 'navi mumbai', '400703', null],
        ['00000000-0000-4000-8000-000000000008', 'asha@example.in', 'navi mumbai', 'navi mumbai', null, 'notify-me'],
      ]);
    });

    it('leaves the two partial unique indexes in place of the old constraint', async () => {
      const insert = (id: string, city: string, pincode: string | null) =>
        db.execute(
          sql`insert into notify_requests (id, contact, contact_kind, city, pincode) values (${id}, '9845012345', 'PHONE', ${city}, ${pincode})`,
        );
      await expect(insert('00000000-0000-4000-8000-000000000011', 'MUMBAI!', null)).rejects.toThrow();
      await expect(insert('00000000-0000-4000-8000-000000000012', 'Thane', '411001')).rejects.toThrow();
      await insert('00000000-0000-4000-8000-000000000013', 'Mumbai', '400001');
      const indexes = rowsOf<{ indexname: string }>(
        await db.execute(sql`select indexname from pg_indexes where tablename = 'notify_requests' order by indexname`),
      );
      expect(indexes.map((i) => i.indexname)).toEqual([
        'notify_requests_contact_city_key',
        'notify_requests_contact_pincode',
        'notify_requests_pkey',
      ]);
    });
  });
}

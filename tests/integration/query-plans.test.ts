// Statements run on every booking or workshop look-up keep a generic plan on PostgreSQL: one that
// PostgreSQL has to plan anew on each call spends more of its CPU planning than running it
// (pg_stat_statements showed the slot choice's lock planned 0.7 ms on every booking, and the
// confirmed booking's look-up on every call, while their statuses were parameters; decision 061).
// pg_prepared_statements counts, per connection, how often a prepared statement was planned for its
// parameters (custom) and how often the generic plan was used; one connection makes it this one's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, postgresReachable } from '../support/databases';
import { openDatabase, rowsOf, type Database } from '@/backend/platform/db/client';
import { lockForSlotChoice } from '@/backend/booking/repository';
import { confirmedBookingOf } from '@/backend/workshop/repository';

const CALLS = 12;
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

describe.skipIf(!(await postgresReachable()))('plans of statements run on every request (PostgreSQL)', () => {
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  beforeAll(async () => {
    pg = await createTestDatabase('sc_plans', { seeded: true });
    database = await openDatabase({ url: pg.url, dataDir: 'unused', poolMax: 1 });
  }, 60_000);
  /** How often the one prepared statement like `pattern` was planned for its values, and how often generically. */
  const plansOf = async (pattern: string) => {
    const rows = rowsOf<{ generic_plans: string; custom_plans: string }>(
      await database.db.execute(sql`select generic_plans, custom_plans from pg_prepared_statements where statement like ${pattern}`),
    );
    expect(rows).toHaveLength(1);
    return { custom: Number(rows[0]!.custom_plans), generic: Number(rows[0]!.generic_plans) };
  };
  afterAll(async () => {
    await database?.close();
    await pg?.drop();
  });

  it('the slot choice’s lock and the confirmed booking’s look-up are planned a few times, then run on their generic plans', async () => {
    // Bookings as a busy day of rebooking leaves them: 4,000 customers holding a slot, 2,250 of them after
    // releasing another. With a few hundred rows, or one status only, either way of writing the live
    // statuses got a generic plan; with these, the statuses as parameters never did.
    const { db } = database;
    await db.execute(sql`
      with people as (
        insert into users (phone_number) select '97' || lpad(n::text, 8, '0') from generate_series(1, 4000) n returning id
      ), made as (
        insert into appointments (garage_id, user_id, service_type, service_type_id, fulfillment_type, pincode, source, vehicle_key, customer_details)
        select ${KUDLU_GATE}, id, 'PERIODIC_MAINTENANCE', 'periodic_service', 'SELF_DROP', '560068', 'test', 'plans:' || id, '{}'::jsonb from people
        returning id
      ), slot as (
        insert into slots (template_id, garage_id, slot_type, slot_date, starts_at, ends_at, same_day_service, capacity, taken)
        select id, garage_id, slot_type, current_date + 1, now() + interval '1 day', now() + interval '1 day 1 hour', false, 100000, 4000
        from slot_templates where garage_id = ${KUDLU_GATE} and slot_type = 'SELF_DROP' limit 1
        returning id
      ), held as (
        insert into bookings (appointment_id, slot_id, status, hold_expires_at)
        select made.id, slot.id, 'HELD', now() + interval '15 minutes' from made, slot returning appointment_id
      )
      insert into bookings (appointment_id, slot_id, status, hold_expires_at, ended_at)
      select held.appointment_id, slot.id, 'RELEASED', now(), now() from (select appointment_id from held limit 2250) held, slot`);
    await db.execute(sql`analyze`);
    const made = rowsOf<{ id: string }>(await db.execute(sql`select id from appointments where source = 'test' limit ${CALLS}`));
    const [template] = rowsOf<{ id: string }>(await db.execute(sql`select id from slot_templates where garage_id = ${KUDLU_GATE} limit 1`));
    expect(made).toHaveLength(CALLS);
    for (const { id } of made) await lockForSlotChoice(db, id, { templateId: template!.id, date: '2026-12-10' });
    // PostgreSQL plans the first five calls for their values, then compares: a generic plan from the sixth on.
    expect(await plansOf('%for update of "appointments"%')).toEqual({ custom: 5, generic: CALLS - 5 });

    // The workshop's look-up of an appointment's confirmed booking, on the same bookings.
    for (const { id } of made) await confirmedBookingOf(db, id);
    expect(await plansOf('select "id" from "bookings" where%')).toEqual({ custom: 5, generic: CALLS - 5 });
  });
});

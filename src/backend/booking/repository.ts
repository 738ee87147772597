import { and, between, eq, inArray, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client';
import { rowsOf } from '../platform/db/client';
import { builtOnce } from '../platform/db/built-once';
import { appointments, bookingStatus, bookings, garageClosures, garages, holidays, slots, slotTemplates } from '../platform/db/schema';
import { Booking, type SlotType } from '@/contracts/vocabulary';
import type { ConcreteSlot } from '@/lib/slots';

export type BookingRow = typeof bookings.$inferSelect;
export type SlotRow = typeof slots.$inferSelect;

export function templatesOf(db: Db, garageId: string, slotType: SlotType) {
  return db
    .select()
    .from(slotTemplates)
    .where(and(eq(slotTemplates.garageId, garageId), eq(slotTemplates.slotType, slotType), eq(slotTemplates.isActive, true)));
}

/** What is taken of a garage's slots of a type between two IST days. */
export function usageBetween(db: Db, garageId: string, slotType: SlotType, from: string, to: string) {
  return db
    .select({ templateId: slots.templateId, date: slots.slotDate, capacity: slots.capacity, taken: slots.taken })
    .from(slots)
    .where(and(eq(slots.garageId, garageId), eq(slots.slotType, slotType), between(slots.slotDate, from, to)));
}

/**
 * The days a garage is closed between two days, with the reason: its own closures (ranked first) and
 * the holidays of its state or of the whole country. The garage and its state are values, or the
 * columns of a garage row the query joins.
 */
function closedDays(
  db: Db,
  garage: { id: string | typeof garages.id; state: string | typeof garages.state },
  from: string | SQLWrapper,
  to: string | SQLWrapper,
) {
  const own = db
    .select({
      date: garageClosures.closedOn,
      reason: sql<string>`coalesce(${garageClosures.reason}, 'Closed')`.as('reason'),
      rank: sql<number>`0`.as('rank'),
    })
    .from(garageClosures)
    .where(and(eq(garageClosures.garageId, garage.id), between(garageClosures.closedOn, from, to)));
  const publicHolidays = db
    .select({ date: holidays.holidayOn, reason: holidays.name, rank: sql<number>`1` })
    .from(holidays)
    .where(and(between(holidays.holidayOn, from, to), or(isNull(holidays.state), eq(holidays.state, garage.state))));
  return unionAll(own, publicHolidays);
}

/** The garage's closures and the holidays of its state (or national ones) between two days, with their reasons: one query. */
export async function closedDaysBetween(
  db: Db,
  garageId: string,
  state: string,
  from: string,
  to: string,
): Promise<{ date: string; reason: string }[]> {
  const rows = await closedDays(db, { id: garageId, state }, from, to);
  // By day, and on a day with both, the garage's own closure first.
  return rows.sort((a, b) => a.date.localeCompare(b.date) || Number(a.rank) - Number(b.rank)).map(({ date, reason }) => ({ date, reason }));
}

const value = (name: string) => sql.placeholder(name);

/** The slot's row for a first place in it (with its template's capacity), or its count raised when there is room. */
function placeIn(db: Db) {
  return db
    .insert(slots)
    .values({
      templateId: value('templateId'),
      garageId: value('garageId'),
      slotType: value('slotType'),
      slotDate: value('date'),
      startsAt: value('startsAt'),
      endsAt: value('endsAt'),
      sameDayService: value('sameDayService'),
      capacity: value('capacity'),
      taken: 1,
    })
    .onConflictDoUpdate({
      target: [slots.templateId, slots.slotDate],
      set: { taken: sql`${slots.taken} + 1` },
      setWhere: sql`${slots.taken} < ${slots.capacity}`,
    });
}

export interface NewBooking {
  appointmentId: string;
  status: BookingRow['status'];
  holdExpiresAt: Date | null;
  confirmedAt: Date | null;
}

// The place and the booking in one statement, built once (it runs on every booking).
const placeBookingQuery = builtOnce('place_booking', (db) => {
  const placed = db.$with('placed').as(placeIn(db).returning({ id: slots.id }));
  const at = (name: string) => sql`${value(name)}::timestamptz`;
  // An insert from a select names every column of the table, in its order, defaults too.
  return db
    .with(placed)
    .insert(bookings)
    .select(
      (qb) =>
        qb
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            appointmentId: sql`${value('appointmentId')}::uuid`.as('appointment_id'),
            slotId: placed.id,
            status: sql`${value('status')}::${sql.identifier(bookingStatus.enumName)}`.as('status'),
            holdExpiresAt: at('holdExpiresAt').as('hold_expires_at'),
            createdAt: sql`now()`.as('created_at'),
            confirmedAt: at('confirmedAt').as('confirmed_at'),
            endedAt: sql`null::timestamptz`.as('ended_at'),
          })
          .from(placed) as never,
    )
    .returning();
});

/**
 * Takes one place in a slot and writes the appointment's booking of it, in one statement. The slot's
 * row is made on first use (with its template's capacity); after that its update is guarded by
 * `taken < capacity`, so concurrent bookings queue on the row and the one that would pass the
 * capacity makes neither a place nor a booking. Answers the booking, or undefined when the slot is full.
 */
export async function placeBooking(db: Db, garageId: string, slot: ConcreteSlot, booking: NewBooking): Promise<BookingRow | undefined> {
  const [row] = (await placeBookingQuery(db, {
    templateId: slot.templateId,
    garageId,
    slotType: slot.slotType,
    date: slot.date,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    sameDayService: slot.sameDayService,
    capacity: slot.capacity,
    // Values of the insert's columns go through the columns' encoders; those of the select, cast in SQL, as text.
    appointmentId: booking.appointmentId,
    status: booking.status,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
  })) as BookingRow[];
  return row;
}

export async function findSlotRowOf(db: Db, templateId: string, date: string): Promise<SlotRow | undefined> {
  const [row] = await db
    .select()
    .from(slots)
    .where(and(eq(slots.templateId, templateId), eq(slots.slotDate, date)));
  return row;
}

/** The appointment's held or booked slot, with the slot's row. */
export async function liveBookingOf(db: Db, appointmentId: string): Promise<{ booking: BookingRow; slot: SlotRow } | undefined> {
  const [row] = await db
    .select({ booking: bookings, slot: slots })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .where(and(eq(bookings.appointmentId, appointmentId), inArray(bookings.status, [Booking.HELD, Booking.CONFIRMED])));
  return row;
}

export async function findBooking(db: Db, id: string): Promise<{ booking: BookingRow; slot: SlotRow } | undefined> {
  const [row] = await db
    .select({ booking: bookings, slot: slots })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .where(eq(bookings.id, id));
  return row;
}

/**
 * Ends a live booking (expired, released or moved) and gives its place back, in one statement: only a
 * booking that was still live gives a place back, so a place is never given back twice. Answers
 * whether it did.
 */
export async function endBooking(
  db: Db,
  id: string,
  status: typeof Booking.EXPIRED | typeof Booking.RELEASED | typeof Booking.MOVED,
): Promise<boolean> {
  const result = await db.execute(sql`
    with ended as (
      update ${bookings} set status = ${status}, ended_at = now()
      where ${bookings.id} = ${id} and ${bookings.status} in (${Booking.HELD}, ${Booking.CONFIRMED})
      returning slot_id
    )
    update ${slots} set taken = ${slots.taken} - 1 from ended where ${slots.id} = ended.slot_id and ${slots.taken} > 0
    returning ${slots.id}`);
  return rowsOf(result).length > 0;
}

/** The chosen slot's template and garage, with why the garage is closed that day (or null). */
export interface SlotChoice {
  template: typeof slotTemplates.$inferSelect;
  garage: Pick<typeof garages.$inferSelect, 'id' | 'name' | 'isActive'>;
  closedReason: string | null;
}

/**
 * Everything a slot choice is decided on, in one query: the appointment, locked until the
 * transaction ends, with its held or booked slot; and the chosen slot's template with its garage
 * and the reason the garage is closed on the chosen day (its own closure first, then a holiday of
 * its state or the whole country). `choice` is null for a slot id that names no template.
 */
export async function lockForSlotChoice(
  db: Db,
  appointmentId: string,
  choice: { templateId: string; date: string } | null,
  options: { lockFirst?: boolean } = {},
) {
  // After a lost race (README "Two choices of one booking at once"), the lock is taken by a statement
  // of its own first: the query below then reads everything committed before the lock was granted.
  if (options.lockFirst)
    await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  // No choice matches no template: a null id equals nothing.
  const [row] = await lockForSlotChoiceQuery(db, { appointmentId, templateId: choice?.templateId ?? null, date: choice?.date ?? null });
  if (!row) return undefined;
  return {
    appointment: row.appointment,
    live: row.booking && row.slot ? { booking: row.booking, slot: row.slot } : undefined,
    choice:
      row.template && row.garage
        ? ({ template: row.template, garage: row.garage, closedReason: row.closedReason } satisfies SlotChoice)
        : undefined,
  };
}

// Built once: every booking and reschedule starts with it.
const lockForSlotChoiceQuery = builtOnce('lock_for_slot_choice', (db) => {
  // The chosen day's closure reason, from the garage row joined below (its own closure first).
  const closedReason = sql<
    string | null
  >`(select closed.reason from ${closedDays(db, garages, value('date'), value('date')).as('closed')} order by closed.rank limit 1)`;
  // Of the garage only what the choice needs: a garage row is wide (its landing content).
  const garage = { id: garages.id, name: garages.name, isActive: garages.isActive };
  // The live statuses are written into the statement, not passed as parameters: with them as
  // parameters PostgreSQL never settled on a generic plan and planned this query anew on every
  // booking, 0.7 ms of its CPU each time (pg_stat_statements: as many plans as calls).
  const live = inArray(bookings.status, [Booking.HELD, Booking.CONFIRMED]).inlineParams();
  return db
    .select({ appointment: appointments, booking: bookings, slot: slots, template: slotTemplates, garage, closedReason })
    .from(appointments)
    .leftJoin(bookings, and(eq(bookings.appointmentId, appointments.id), live))
    .leftJoin(slots, eq(slots.id, bookings.slotId))
    .leftJoin(slotTemplates, eq(slotTemplates.id, value('templateId')))
    .leftJoin(garages, eq(garages.id, slotTemplates.garageId))
    .where(eq(appointments.id, value('appointmentId')))
    .for('update', { of: appointments });
});

/** A hold chosen again gets a new end; undefined when it is no longer a hold (it ended meanwhile). */
export async function renewHold(db: Db, id: string, until: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ holdExpiresAt: until })
    .where(and(eq(bookings.id, id), eq(bookings.status, Booking.HELD)))
    .returning();
  return row;
}

export async function confirmBooking(db: Db, id: string): Promise<void> {
  await db.update(bookings).set({ status: Booking.CONFIRMED, holdExpiresAt: null, confirmedAt: sql`now()` }).where(eq(bookings.id, id));
}

/**
 * Every hold that ran out by `now` (of one slot, or of all) becomes EXPIRED and gives its place back,
 * in one statement: run twice, or by two processes at once, a hold is released once. Answers how many.
 */
export async function expireHolds(db: Db, now: Date, slotId?: string): Promise<number> {
  const result = await db.execute(sql`
    with expired as (
      update ${bookings} set status = ${Booking.EXPIRED}, ended_at = now()
      where ${bookings.status} = ${Booking.HELD} and ${bookings.holdExpiresAt} <= ${now.toISOString()}::timestamptz
        ${slotId ? sql`and ${bookings.slotId} = ${slotId}` : sql``}
      returning slot_id
    ), counts as (select slot_id, count(*)::int as n from expired group by slot_id)
    update ${slots} set taken = ${slots.taken} - counts.n from counts where ${slots.id} = counts.slot_id
    returning counts.n`);
  return rowsOf<{ n: number }>(result).reduce((sum, r) => sum + Number(r.n), 0);
}

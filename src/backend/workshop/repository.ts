import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { anyOf } from '../platform/db/any-of';
import {
  appointments,
  bookings,
  estimateLineItems,
  garages,
  linePhotos,
  timelineEvents,
  users,
  workBills,
  workOrders,
  workUpdates,
} from '../platform/db/schema';
import {
  Approval,
  Bill,
  Booking,
  Slot,
  Stage,
  Update,
  type LineApproval,
  type PhotoKind,
  type SlotType,
  type WorkshopStage,
} from '@/contracts/vocabulary';
import { BOOKED } from '@/lib/appointment-status';

export type WorkOrderRow = typeof workOrders.$inferSelect;

/** The order with its appointment; with `lock`, the order's row is locked until the transaction ends. */
export async function findOrderWithAppointment(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ order: workOrders, appointment: appointments })
    .from(workOrders)
    .innerJoin(appointments, eq(appointments.id, workOrders.appointmentId))
    .where(eq(workOrders.id, id));
  const [row] = await (options.lock ? query.for('update', { of: workOrders }) : query);
  return row;
}

export async function findOrderByRequest(db: Db, requestId: string): Promise<WorkOrderRow | undefined> {
  const [row] = await db.select().from(workOrders).where(eq(workOrders.requestId, requestId));
  return row;
}

export async function findOrderOfAppointment(db: Db, appointmentId: string): Promise<WorkOrderRow | undefined> {
  const [row] = await db.select().from(workOrders).where(eq(workOrders.appointmentId, appointmentId));
  return row;
}

export async function insertOrder(
  db: Db,
  row: { appointmentId: string; requestId: string; openedBy: string; odometerKm?: number | null },
): Promise<WorkOrderRow> {
  const [order] = await db.insert(workOrders).values(row).returning();
  return order!;
}

export async function addStage(db: Db, orderId: string, stage: WorkshopStage, by: string | null, note: string | null): Promise<void> {
  // The moment of the insert, not of the transaction (now()): two stages entered in one transaction
  // (an estimate approved with its send) keep their order.
  await db.insert(timelineEvents).values({ workOrderId: orderId, stage, createdBy: by, note, createdAt: sql`clock_timestamp()` });
  // A promise was for the stage the car leaves: it goes with it.
  await db
    .update(workOrders)
    .set({ stage, promisedAt: null, promisedStage: null, lateNotifiedAt: null, updatedAt: sql`now()` })
    .where(eq(workOrders.id, orderId));
}

export async function markWelcomeViewed(db: Db, orderId: string): Promise<void> {
  await db.update(workOrders).set({ welcomeScreenViewed: true, updatedAt: sql`now()` }).where(eq(workOrders.id, orderId));
}

/** The order's stages in the order they were entered, with the name of who moved the car there. */
export function eventsOf(db: Db, orderId: string) {
  return db
    .select({ stage: timelineEvents.stage, at: timelineEvents.createdAt, note: timelineEvents.note, by: users.fullName })
    .from(timelineEvents)
    .leftJoin(users, eq(users.id, timelineEvents.createdBy))
    .where(eq(timelineEvents.workOrderId, orderId))
    .orderBy(asc(timelineEvents.createdAt), asc(timelineEvents.seq));
}

/** The appointment's booked slot (its booking id), if any. */
/** How the appointment's car was handed over (and so goes back): picked up and dropped, or at the centre. */
export async function handoverOf(db: Db, appointmentId: string): Promise<SlotType> {
  const [row] = await db.select({ type: appointments.fulfillmentType }).from(appointments).where(eq(appointments.id, appointmentId));
  return row?.type ?? Slot.PICK_AND_DROP;
}

export async function confirmedBookingOf(db: Db, appointmentId: string): Promise<string | null> {
  // The status written into the SQL: as a parameter, PostgreSQL planned this anew on every call (decision 061).
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.appointmentId, appointmentId), eq(bookings.status, Booking.CONFIRMED).inlineParams()));
  return row?.id ?? null;
}

/**
 * The console's appointments: booked ones of the garages (all garages when `garageIds` is null) not
 * checked in, whatever their day (an earlier day's is a missed arrival), those checked in whose car is
 * not delivered yet, and those delivered since `deliveredSince`, by day and slot; at most 200.
 */
export function consoleAppointmentsOf(db: Db, garageIds: readonly string[] | null, deliveredSince: Date) {
  const inGarages = garageIds === null ? undefined : garageIds.length === 0 ? sql`false` : anyOf(appointments.garageId, garageIds);
  // The delivery's moment is its timeline event's (a car is delivered once: the stage has no way on).
  const deliveredAt = sql<Date | null>`(select max(${timelineEvents.createdAt}) from ${timelineEvents} where ${timelineEvents.workOrderId} = ${workOrders.id} and ${timelineEvents.stage} = ${Stage.CAR_DELIVERED})`;
  return db
    .select({
      appointment: appointments,
      garageName: garages.name,
      orderId: workOrders.id,
      stage: workOrders.stage,
      deliveredAt: deliveredAt.mapWith(timelineEvents.createdAt),
      promisedAt: workOrders.promisedAt,
      promisedStage: workOrders.promisedStage,
    })
    .from(appointments)
    .innerJoin(garages, eq(garages.id, appointments.garageId))
    .leftJoin(workOrders, eq(workOrders.appointmentId, appointments.id))
    .where(
      and(
        inGarages,
        or(
          and(
            inArray(appointments.status, [...BOOKED]),
            or(
              // Not checked in: today's and later days', and a missed arrival of an earlier day until it is marked not come (docs/decisions/050).
              sql`${workOrders.id} is null`,
              and(isNotNull(workOrders.id), ne(workOrders.stage, Stage.CAR_DELIVERED)),
            ),
          ),
          // Delivered, the booking is COMPLETED (docs/decisions/033): the car's delivery names it.
          and(eq(workOrders.stage, Stage.CAR_DELIVERED), sql`${deliveredAt} >= ${deliveredSince.toISOString()}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.slotStart), asc(appointments.createdAt))
    .limit(200);
}

export type LineRow = typeof estimateLineItems.$inferSelect;

/** The estimate's lines, in the order they were recorded. */
export function linesOf(db: Db, orderId: string): Promise<LineRow[]> {
  return db
    .select()
    .from(estimateLineItems)
    .where(eq(estimateLineItems.workOrderId, orderId))
    .orderBy(asc(estimateLineItems.createdAt), asc(estimateLineItems.id));
}

export async function insertLine(db: Db, row: typeof estimateLineItems.$inferInsert): Promise<void> {
  await db.insert(estimateLineItems).values(row);
}

/** Several lines at once, keeping their order (the booked service at check-in). */
export async function insertLines(db: Db, rows: (typeof estimateLineItems.$inferInsert)[]): Promise<void> {
  // One statement shares one created_at: a millisecond apart keeps the quote's order.
  for (const [i, row] of rows.entries())
    await db.insert(estimateLineItems).values({ ...row, createdAt: sql`clock_timestamp() + make_interval(secs => ${i / 1000})` });
}

/** A booked line taken off the estimate, with the reason the customer was told. */
export async function removeLine(
  db: Db,
  orderId: string,
  lineId: string,
  removal: { reason: string; by: string; at: Date },
): Promise<void> {
  await db
    .update(estimateLineItems)
    .set({
      customerApprovalStatus: Approval.REMOVED,
      removedReason: removal.reason,
      removedBy: removal.by,
      removedAt: removal.at,
      finalPaise: null,
    })
    .where(and(eq(estimateLineItems.workOrderId, orderId), eq(estimateLineItems.id, lineId)));
}

/** Sending the estimate: every line keeps its amount as sent (spec §4's cost check compares with it). */
export async function freezeSentAmounts(db: Db, orderId: string): Promise<void> {
  await db
    .update(estimateLineItems)
    .set({ sentPaise: sql`${estimateLineItems.netLabourCost} + ${estimateLineItems.netPartCost} + ${estimateLineItems.netServiceCost}` })
    .where(eq(estimateLineItems.workOrderId, orderId));
}

/** Sets lines' approval; `auto` marks an approval by the customer's limit (any later answer clears it). */
export async function setLineApproval(
  db: Db,
  orderId: string,
  lineIds: readonly string[],
  approval: LineApproval,
  auto = false,
): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .update(estimateLineItems)
    .set({ customerApprovalStatus: approval, autoApproved: auto })
    .where(and(eq(estimateLineItems.workOrderId, orderId), anyOf(estimateLineItems.id, lineIds)));
}

/** The lines of several orders (the console's cards), in the order they were recorded. */
export function linesOfOrders(db: Db, orderIds: readonly string[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(estimateLineItems)
    .where(anyOf(estimateLineItems.workOrderId, orderIds))
    .orderBy(asc(estimateLineItems.createdAt), asc(estimateLineItems.id));
}

/** What an approved line finally cost (paise); the bill uses it instead of the amount sent. */
export async function setFinalAmount(db: Db, orderId: string, lineId: string, paise: number): Promise<void> {
  await db
    .update(estimateLineItems)
    .set({ finalPaise: paise })
    .where(and(eq(estimateLineItems.workOrderId, orderId), eq(estimateLineItems.id, lineId)));
}

export type BillRow = typeof workBills.$inferSelect;

export async function billOf(db: Db, orderId: string): Promise<BillRow | undefined> {
  const [row] = await db.select().from(workBills).where(eq(workBills.workOrderId, orderId));
  return row;
}

/** The bills of several orders (the console's cards). */
export function billsOfOrders(db: Db, orderIds: readonly string[]): Promise<BillRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(workBills).where(anyOf(workBills.workOrderId, orderIds));
}

/** A bill still waiting for the customer is dropped (the amounts changed, or the car went back to the technicians); an issued one stays. */
export async function withdrawAwaitingBill(db: Db, orderId: string): Promise<void> {
  await db.delete(workBills).where(and(eq(workBills.workOrderId, orderId), eq(workBills.status, Bill.AWAITING_APPROVAL)));
}

export async function insertBill(db: Db, row: typeof workBills.$inferInsert): Promise<BillRow> {
  const [bill] = await db.insert(workBills).values(row).returning();
  return bill!;
}

export async function updateBill(db: Db, id: string, patch: Partial<typeof workBills.$inferInsert>): Promise<void> {
  await db.update(workBills).set(patch).where(eq(workBills.id, id));
}

/** The workshop's progress lines of an order, newest first, with who posted them. */
export function heartbeatsOf(db: Db, orderId: string) {
  return db
    .select({ text: workUpdates.text, at: workUpdates.createdAt, by: users.fullName })
    .from(workUpdates)
    .leftJoin(users, eq(users.id, workUpdates.createdBy))
    .where(and(eq(workUpdates.workOrderId, orderId), eq(workUpdates.kind, Update.HEARTBEAT)))
    .orderBy(desc(workUpdates.createdAt), desc(workUpdates.id));
}

/** The quality check's results of an order, oldest first (the latest of each item counts). */
export function qcResultsOf(db: Db, orderId: string) {
  return db
    .select({ item: workUpdates.qcItem, passed: workUpdates.passed, at: workUpdates.createdAt, note: workUpdates.text })
    .from(workUpdates)
    .where(and(eq(workUpdates.workOrderId, orderId), eq(workUpdates.kind, Update.QC)))
    .orderBy(asc(workUpdates.createdAt), asc(workUpdates.id));
}

export async function insertUpdate(db: Db, row: typeof workUpdates.$inferInsert): Promise<void> {
  await db.insert(workUpdates).values(row);
}

export type PhotoRow = typeof linePhotos.$inferSelect;

/** The photos of the given orders' lines, oldest first. */
export function photosOfOrders(db: Db, orderIds: readonly string[]): Promise<PhotoRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(linePhotos).where(anyOf(linePhotos.workOrderId, orderIds)).orderBy(asc(linePhotos.createdAt));
}

export async function findPhoto(db: Db, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(linePhotos).where(eq(linePhotos.id, id));
  return row;
}

/**
 * A line's photo of a kind, in place of the one there; answers the rows it replaced (their files are
 * removed after the commit). A photo of the line and kind that another transaction commits meanwhile
 * is invisible to the delete and meets the insert in line_photos_one_per_kind: the insert waits for it
 * and does nothing, and a second round deletes it too (READ COMMITTED: the next statement sees it). A
 * third one in that instant is overwritten, its files left like a failed upload's; never a 500.
 * Uploads lock their order first, so this only meets a writer that does not.
 */
export async function replacePhoto(db: Db, row: typeof linePhotos.$inferInsert & { lineId: string; kind: PhotoKind }): Promise<PhotoRow[]> {
  const sameKind = and(eq(linePhotos.lineId, row.lineId), eq(linePhotos.kind, row.kind));
  const target = [linePhotos.lineId, linePhotos.kind];
  const replaced = await db.delete(linePhotos).where(sameKind).returning();
  if ((await db.insert(linePhotos).values(row).onConflictDoNothing({ target }).returning({ id: linePhotos.id })).length > 0)
    return replaced;
  replaced.push(...(await db.delete(linePhotos).where(sameKind).returning()));
  await db
    .insert(linePhotos)
    .values(row)
    .onConflictDoUpdate({ target, set: { ...row, createdAt: sql`now()` } });
  return replaced;
}

/** The customer's auto-approval limit of an order (paise); nulls turn it off. */
export async function setAutoLimit(db: Db, orderId: string, linePaise: number | null, totalPaise: number | null): Promise<void> {
  await db
    .update(workOrders)
    .set({ autoLinePaise: linePaise, autoTotalPaise: totalPaise, updatedAt: sql`now()` })
    .where(eq(workOrders.id, orderId));
}

/** The advisor's promised time for the order's current stage; a new promise may run late again. */
export async function setPromise(db: Db, orderId: string, stage: WorkshopStage, at: Date): Promise<void> {
  await db
    .update(workOrders)
    .set({ promisedAt: at, promisedStage: stage, lateNotifiedAt: null, updatedAt: sql`now()` })
    .where(eq(workOrders.id, orderId));
}

/** Orders whose promise has passed at `now` with nobody told yet (the late notices' job), oldest first. */
export function pastPromises(db: Db, now: Date, limit = 100) {
  return db
    .select({ order: workOrders, appointment: appointments })
    .from(workOrders)
    .innerJoin(appointments, eq(appointments.id, workOrders.appointmentId))
    .where(
      and(
        isNotNull(workOrders.promisedAt),
        isNull(workOrders.lateNotifiedAt),
        lt(workOrders.promisedAt, now),
        sql`${workOrders.stage} = ${workOrders.promisedStage}`,
      ),
    )
    .orderBy(asc(workOrders.promisedAt))
    .limit(limit);
}

/**
 * Claims an order's late notice: true for the one caller that marks it (the promise unchanged, not
 * told yet); false for every other process or a promise changed meanwhile.
 */
export async function claimLateNotice(db: Db, orderId: string, promisedAt: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .update(workOrders)
    .set({ lateNotifiedAt: now })
    .where(and(eq(workOrders.id, orderId), eq(workOrders.promisedAt, promisedAt), isNull(workOrders.lateNotifiedAt)))
    .returning({ id: workOrders.id });
  return claimed.length === 1;
}

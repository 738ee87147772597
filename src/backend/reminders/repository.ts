// The service reminders' SQL: the delivered service a reminder is worked out from, the car's odometer
// readings, the reminders themselves, their sends (once per car, due date and kind) and the
// customer's WhatsApp opt-in.
import { and, eq, gte, isNotNull, lte, not, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../platform/db/client';
import {
  appointments,
  garages,
  serviceReminderSends,
  serviceReminders,
  users,
  vehicleMakes,
  vehicleModels,
  timelineEvents,
  whatsappOptIns,
  workOrders,
} from '../platform/db/schema';
import { Reminder, Stage, type NotificationChannel, type ReminderKind, type ReminderOperator } from '@/contracts/vocabulary';

export type ReminderRow = typeof serviceReminders.$inferSelect;
export type OptInRow = typeof whatsappOptIns.$inferSelect;

/** A delivered work order's appointment, its odometer reading and its make's interval. */
export async function findDeliveredService(db: Db, orderId: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      odometerKm: workOrders.odometerKm,
      serviceKm: vehicleMakes.serviceKm,
      serviceMonths: vehicleMakes.serviceMonths,
      /** The car went back with nothing done (the customer declined all of the estimate). */
      noService: sql<boolean>`exists (select 1 from ${timelineEvents} e where e.work_order_id = ${workOrders.id} and e.stage = ${Stage.NO_SERVICE_SELECTED})`,
    })
    .from(workOrders)
    .innerJoin(appointments, eq(appointments.id, workOrders.appointmentId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, sql`(${appointments.vehicleDetails}->>'model_id')::int`))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(eq(workOrders.id, orderId));
  return row;
}

/** Every odometer reading of a customer's car (taken at its check-ins), with when it was taken. */
export function readingsOfCar(db: Db, userId: string, vehicleKey: string): Promise<{ km: number; at: Date }[]> {
  return db
    .select({ km: sql<number>`${workOrders.odometerKm}`, at: workOrders.createdAt })
    .from(workOrders)
    .innerJoin(appointments, eq(appointments.id, workOrders.appointmentId))
    .where(and(eq(appointments.userId, userId), eq(appointments.vehicleKey, vehicleKey), isNotNull(workOrders.odometerKm)));
}

/**
 * The car's reminder after a delivered service: made, or moved on to this service (the date the
 * owner set gives way to the rule's); a service older than the one it holds changes nothing.
 * Whether the owner turned reminders off is kept.
 */
export async function saveReminder(
  db: Db,
  row: Omit<typeof serviceReminders.$inferInsert, 'id' | 'turnedOff' | 'createdAt' | 'updatedAt'>,
): Promise<void> {
  await db
    .insert(serviceReminders)
    .values(row)
    .onConflictDoUpdate({
      target: [serviceReminders.userId, serviceReminders.vehicleKey],
      set: {
        registrationNumber: sql`excluded.registration_number`,
        appointmentId: sql`excluded.appointment_id`,
        garageId: sql`excluded.garage_id`,
        serviceTypeId: sql`excluded.service_type_id`,
        lastServiceDate: sql`excluded.last_service_date`,
        nextServiceDate: sql`excluded.next_service_date`,
        ruleServiceDate: sql`excluded.rule_service_date`,
        operationBy: sql`excluded.operation_by`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`excluded.last_service_date >= ${serviceReminders.lastServiceDate}`,
    });
}

/** An appointment, and the reminder of its customer's car (if the car has one), locked for a change when asked. */
export async function findAppointmentWithReminder(db: Db, appointmentId: string, lock = false) {
  const [row] = await db
    .select({ appointment: appointments, reminder: serviceReminders })
    .from(appointments)
    .leftJoin(
      serviceReminders,
      and(eq(serviceReminders.userId, appointments.userId), eq(serviceReminders.vehicleKey, appointments.vehicleKey)),
    )
    .where(eq(appointments.id, appointmentId));
  if (!lock || !row?.reminder) return row;
  const [locked] = await db.select().from(serviceReminders).where(eq(serviceReminders.id, row.reminder.id)).for('update');
  return { ...row, reminder: locked ?? null };
}

export async function updateReminder(
  db: Db,
  id: string,
  set: Partial<{ nextServiceDate: string; operationBy: ReminderOperator; turnedOff: boolean }>,
): Promise<ReminderRow> {
  const [row] = await db
    .update(serviceReminders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(serviceReminders.id, id))
    .returning();
  return row!;
}

export async function findOptIn(db: Db, userId: string): Promise<OptInRow | undefined> {
  const [row] = await db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, userId));
  return row;
}

/** Opted in now, from `source` (again, after a withdrawal: the new time and source replace the old). */
export async function recordOptIn(db: Db, userId: string, at: Date, source: string): Promise<void> {
  await db
    .insert(whatsappOptIns)
    .values({ userId, optedInAt: at, source, withdrawnAt: null })
    .onConflictDoUpdate({
      target: whatsappOptIns.userId,
      set: { optedInAt: at, source, withdrawnAt: null },
      setWhere: isNotNull(whatsappOptIns.withdrawnAt),
    });
}

export async function withdrawOptIn(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(whatsappOptIns)
    .set({ withdrawnAt: at })
    .where(and(eq(whatsappOptIns.userId, userId), sql`${whatsappOptIns.withdrawnAt} is null`));
}

/**
 * Reminders switched on whose due day is from `graceDays` ago to `daysBefore` ahead of `today`, with
 * the kind owed today (before the day: 'before'; on it or after: 'due') not yet sent for that date.
 */
export function remindersToSend(db: Db, today: string, daysBefore: number, graceDays: number) {
  const kind = sql<ReminderKind>`case when ${serviceReminders.nextServiceDate} > ${today}::date then ${Reminder.before}::text else ${Reminder.due}::text end`;
  return db
    .select({
      reminder: serviceReminders,
      kind,
      phone: users.phoneNumber,
      garageName: garages.name,
      vehicleDetails: appointments.vehicleDetails,
      optedIn: sql<boolean>`${whatsappOptIns.userId} is not null and ${whatsappOptIns.withdrawnAt} is null`,
    })
    .from(serviceReminders)
    .innerJoin(users, eq(users.id, serviceReminders.userId))
    .innerJoin(garages, eq(garages.id, serviceReminders.garageId))
    .innerJoin(appointments, eq(appointments.id, serviceReminders.appointmentId))
    .leftJoin(whatsappOptIns, eq(whatsappOptIns.userId, serviceReminders.userId))
    .where(
      and(
        not(serviceReminders.turnedOff),
        gte(serviceReminders.nextServiceDate, sql`${today}::date - ${graceDays}::int`),
        lte(serviceReminders.nextServiceDate, sql`${today}::date + ${daysBefore}::int`),
        sql`not exists (select 1 from ${serviceReminderSends} s where s.reminder_id = ${serviceReminders.id}
          and s.due_date = ${serviceReminders.nextServiceDate} and s.kind = ${kind})`,
      ),
    );
}

/**
 * Claims the send of one kind for the reminder's due date: a row in `service_reminder_sends` whose key
 * (reminder, due date, kind) lets only the first claim in. Answers false when another run (this
 * process or another) claimed it first, or the reminder was turned off or moved meanwhile.
 */
export async function claimSend(
  db: Db,
  claim: { reminderId: string; dueDate: string; kind: ReminderKind; channel: NotificationChannel },
): Promise<boolean> {
  const rows = await db.execute(sql`insert into ${serviceReminderSends} (reminder_id, due_date, kind, channel)
    select r.id, r.next_service_date, ${claim.kind}, ${claim.channel} from ${serviceReminders} r
    where r.id = ${claim.reminderId} and not r.turned_off and r.next_service_date = ${claim.dueDate}::date
    on conflict do nothing returning reminder_id`);
  return rowsOf(rows).length === 1;
}

export async function recordSentMessage(
  db: Db,
  claim: { reminderId: string; dueDate: string; kind: ReminderKind },
  outboxId: string,
): Promise<void> {
  await db
    .update(serviceReminderSends)
    .set({ outboxId })
    .where(
      and(
        eq(serviceReminderSends.reminderId, claim.reminderId),
        eq(serviceReminderSends.dueDate, claim.dueDate),
        eq(serviceReminderSends.kind, claim.kind),
      ),
    );
}
